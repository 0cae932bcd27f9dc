import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildDecision, buildState, SERVER_DIR, sourceStamp, WEB_DIR, WEB_SSR_DIR } from "./start.mjs";

describe("buildDecision", () => {
  const built = { webBuilt: true, serverBuilt: true };

  it("starts without building when the recorded stamp is today's and both outputs exist", () => {
    expect(buildDecision({ ...built, recorded: "abc", current: "abc" })).toEqual({
      build: false,
      reason: "the build is current",
    });
  });

  it("builds when the sources changed", () => {
    expect(buildDecision({ ...built, recorded: "abc", current: "abd" }).build).toBe(true);
  });

  it("builds when no stamp was recorded (a fresh clone, or a build that failed half-way)", () => {
    expect(buildDecision({ ...built, recorded: null, current: "abc" }).build).toBe(true);
  });

  it("builds when either output is missing, even with a matching stamp", () => {
    expect(buildDecision({ webBuilt: false, serverBuilt: true, recorded: "abc", current: "abc" }).build).toBe(true);
    expect(buildDecision({ webBuilt: true, serverBuilt: false, recorded: "abc", current: "abc" }).build).toBe(true);
  });
});

describe("sourceStamp and buildState", () => {
  let root: string;
  const write = (rel: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  };
  const record = (stamp: string) => write(`${SERVER_DIR}/build-stamp.json`, JSON.stringify({ sources: stamp }));

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "arena-stamp-"));
    write("src/server/main.ts", "export const a = 1;\n");
    write("src/web/main.tsx", "export const b = 2;\n");
    write("index.html", "<!doctype html>\n");
    write("package-lock.json", "{}\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("is the same for the same sources and changes with any edit, addition, rename or removal", () => {
    const first = sourceStamp(root);
    expect(sourceStamp(root)).toBe(first);

    write("src/server/main.ts", "export const a = 2;\n");
    const edited = sourceStamp(root);
    expect(edited).not.toBe(first);

    write("src/server/extra.ts", "");
    const added = sourceStamp(root);
    expect(added).not.toBe(edited);

    renameSync(path.join(root, "src/server/extra.ts"), path.join(root, "src/server/other.ts"));
    const renamed = sourceStamp(root);
    expect(renamed).not.toBe(added);

    rmSync(path.join(root, "src/server/other.ts"));
    expect(sourceStamp(root)).toBe(edited);

    write("package-lock.json", '{"lockfileVersion":3}\n');
    expect(sourceStamp(root)).not.toBe(edited);
  });

  it("ignores tests, which are never part of a build", () => {
    const before = sourceStamp(root);
    write("src/server/main.test.ts", "it('x', () => {});\n");
    write("src/web/main.test.tsx", "it('y', () => {});\n");
    expect(sourceStamp(root)).toBe(before);
  });

  it("reads a build as current until a source changes", () => {
    write(`${WEB_DIR}/index.html`, "<!doctype html>\n");
    write(`${SERVER_DIR}/main.js`, "");
    // The web app without its server renderer is not built yet.
    expect(buildDecision(buildState(root)).reason).toBe("the web app is not built");
    write(`${WEB_SSR_DIR}/entry-server.js`, "");
    expect(buildDecision(buildState(root)).reason).toBe("no build stamp");

    record(sourceStamp(root));
    expect(buildDecision(buildState(root))).toEqual({ build: false, reason: "the build is current" });

    write("src/web/main.tsx", "export const b = 3;\n");
    expect(buildDecision(buildState(root))).toEqual({
      build: true,
      reason: "the sources changed since the last build",
    });
  });

  it("does not count the outputs themselves as sources", () => {
    write(`${WEB_DIR}/index.html`, "<!doctype html>\n");
    write(`${WEB_SSR_DIR}/entry-server.js`, "");
    write(`${SERVER_DIR}/main.js`, "");
    record(sourceStamp(root));
    write(`${WEB_DIR}/assets/new.js`, "");
    write(`${WEB_SSR_DIR}/entry-server.js`, "// rebuilt\n");
    write(`${SERVER_DIR}/main.js`, "// rebuilt\n");
    expect(buildDecision(buildState(root)).build).toBe(false);
  });
});
