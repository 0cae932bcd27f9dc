import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, it } from "vitest";
import { type StagedBinaries, stageBinaries } from "./postgres-binaries";

let staged: StagedBinaries | undefined;

afterAll(() => staged?.remove());

/** Every folder on the way, and the file itself, must let any user through (the `postgres` user under root). */
function reachableByEveryone(file: string): boolean {
  const others = 0o001;
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    if ((statSync(dir).mode & others) === 0) return false;
    dir = path.dirname(dir);
  }
  return (statSync(file).mode & others) !== 0;
}

it("stages the PostgreSQL binaries where any user can run them, and points their entry at the copy", async () => {
  staged = stageBinaries();
  const entry = (await import(pathToFileURL(path.join(staged.root, "dist", "index.js")).href)) as {
    initdb: string;
    postgres: string;
  };
  expect(entry.initdb.startsWith(staged.root)).toBe(true);
  expect(entry.postgres.startsWith(staged.root)).toBe(true);
  for (const binary of [entry.initdb, entry.postgres]) expect(reachableByEveryone(binary)).toBe(true);
  // The copy runs: its shared libraries (relative links) came along.
  expect(execFileSync(entry.initdb, ["--version"], { encoding: "utf8" })).toMatch(/PostgreSQL/);

  const parent = path.dirname(staged.root);
  staged.remove();
  expect(existsSync(parent)).toBe(false);
});
