/**
 * `npm start`: builds what is out of date, then runs the compiled server (`dist-server/main.js`)
 * in this process with plain Node, no TypeScript at run time. `npm run build` (`--build`) always
 * builds.
 *
 * The build is current when the stamp written beside the server's output after the last
 * successful build equals the stamp of today's sources, and both outputs are there. The stamp is a
 * hash of every input that changes either output: `src/` (tests aside), `public/`, `index.html`,
 * the package manifest and lock, the Vite and TypeScript configs and this script. It is computed
 * before a build starts and written only when both builds succeed, so a failed or interrupted
 * build, or a source changed while building, builds again on the next start.
 *
 * Plain JavaScript on purpose: it runs before anything is compiled.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Folders and files (relative to the root) whose content decides both outputs. */
export const STAMP_INPUTS = [
  "src",
  "public",
  "index.html",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
  "scripts/start.mjs",
];

export const WEB_DIR = "dist";
/** The web app's server renderer: beside the web app, where the server looks for it. */
export const WEB_SSR_DIR = "dist-ssr";
export const SERVER_DIR = "dist-server";
const STAMP_FILE = "build-stamp.json";
/** Tests are never part of a build: editing one does not make the build stale. */
const TEST_FILE = /\.test\.tsx?$/;

function filesUnder(root, rel, out) {
  const entries = readdirSync(path.join(root, rel), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const child = path.posix.join(rel, entry.name);
    if (entry.isDirectory()) filesUnder(root, child, out);
    else if (entry.isFile() && !TEST_FILE.test(entry.name)) out.push(child);
  }
  return out;
}

/**
 * The stamp of the sources under `root`: a SHA-256 over each input file's path and content, in a
 * fixed order, so a file added, removed, renamed or edited changes it and nothing else does
 * (timestamps differ on every clone and are not used).
 */
export function sourceStamp(root = ROOT, inputs = STAMP_INPUTS) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) {
      hash.update(`missing\0${input}\0`);
      continue;
    }
    const files = statSync(full).isDirectory() ? filesUnder(root, input, []) : [input];
    for (const file of files) {
      const content = readFileSync(path.join(root, file));
      hash.update(`${file}\0${content.length}\0`);
      hash.update(content);
    }
  }
  return hash.digest("hex");
}

/**
 * Whether to build before starting: when an output is missing, no stamp was recorded, or the
 * recorded stamp is not today's sources'. Pure: the caller reads the disk.
 */
export function buildDecision({ recorded, current, webBuilt, serverBuilt }) {
  if (!webBuilt) return { build: true, reason: "the web app is not built" };
  if (!serverBuilt) return { build: true, reason: "the server is not built" };
  if (!recorded) return { build: true, reason: "no build stamp" };
  if (recorded !== current) return { build: true, reason: "the sources changed since the last build" };
  return { build: false, reason: "the build is current" };
}

function readRecordedStamp(root) {
  try {
    const parsed = JSON.parse(readFileSync(path.join(root, SERVER_DIR, STAMP_FILE), "utf8"));
    return typeof parsed.sources === "string" ? parsed.sources : null;
  } catch {
    return null;
  }
}

/** What is on disk now, for `buildDecision`. */
export function buildState(root = ROOT) {
  return {
    recorded: readRecordedStamp(root),
    current: sourceStamp(root),
    webBuilt:
      existsSync(path.join(root, WEB_DIR, "index.html")) && existsSync(path.join(root, WEB_SSR_DIR, "entry-server.js")),
    serverBuilt: existsSync(path.join(root, SERVER_DIR, "main.js")),
  };
}

/** A build step failed; Vite has already said why. */
class BuildError extends Error {}

/**
 * Vite runs in child processes: building in this process would let Vite set `NODE_ENV` here,
 * and the server started next would read it as its own. The child's `NODE_ENV` is always
 * `production`, whatever the server's is (`development`, `test`): the build is the one production
 * serves, and Vite would otherwise bundle the development builds of React and other packages
 * that choose their build by `NODE_ENV` (slower, and React's renderer alone over the chunk-size
 * limit).
 */
function vite(root, args) {
  const bin = path.join(root, "node_modules", "vite", "bin", "vite.js");
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new BuildError(`Build failed: vite ${args.join(" ")}`);
}

/**
 * Builds the web app, its server renderer and the server, then records the stamp taken before building. `quiet` keeps
 * Vite to its warnings (a start that builds says why it builds and how long it took instead).
 */
export function build(root = ROOT, stamp = sourceStamp(root), { quiet = false } = {}) {
  const level = quiet ? ["--logLevel", "warn"] : [];
  rmSync(path.join(root, SERVER_DIR, STAMP_FILE), { force: true });
  vite(root, ["build", ...level]);
  vite(root, ["build", "--ssr", "--mode", "web-ssr", ...level]);
  // The server's entries (the server and its mail-rendering thread) are named in vite.config.ts.
  vite(root, ["build", "--ssr", ...level]);
  writeFileSync(
    path.join(root, SERVER_DIR, STAMP_FILE),
    `${JSON.stringify({ sources: stamp, builtAt: new Date().toISOString() })}\n`,
  );
}

const LOCK_DIR = path.join(ROOT, "node_modules", ".cache", "arena-build.lock");
/** A lock older than this is left over from a build that was killed. */
const LOCK_STALE_MS = 10 * 60_000;

/** Whether the lock was left behind: its builder is gone (or it is too old to be a live build). */
function lockIsStale() {
  const age = Date.now() - (statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
  if (age > LOCK_STALE_MS) return true;
  let pid;
  try {
    pid = Number(readFileSync(path.join(LOCK_DIR, "pid"), "utf8"));
  } catch {
    // Just made, its pid not written yet; the age rule covers a builder killed in between.
    return false;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === "ESRCH";
  }
}

/**
 * One build at a time in a checkout: several servers started together from one checkout would
 * otherwise empty and write the same folders at once. A start that waits re-reads the disk after,
 * so it runs what the other start built instead of building it again.
 */
async function withBuildLock(run) {
  mkdirSync(path.dirname(LOCK_DIR), { recursive: true });
  for (let said = false; ; ) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(path.join(LOCK_DIR, "pid"), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (lockIsStale()) {
        rmSync(LOCK_DIR, { recursive: true, force: true });
        continue;
      }
      if (!said) process.stdout.write("Waiting for another build in this checkout to finish...\n");
      said = true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return run();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

async function main() {
  const started = performance.now();
  if (process.argv.includes("--build")) {
    await withBuildLock(() => build(ROOT));
    return;
  }
  if (buildDecision(buildState(ROOT)).build) {
    await withBuildLock(() => {
      const state = buildState(ROOT);
      const decision = buildDecision(state);
      if (!decision.build) return;
      process.stdout.write(`Building: ${decision.reason}.\n`);
      build(ROOT, state.current, { quiet: true });
      process.stdout.write(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
    });
  }
  await import(pathToFileURL(path.join(ROOT, SERVER_DIR, "main.js")).href);
}

const invoked = process.argv[1] ? realpathSync(process.argv[1]) : "";
if (invoked === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    if (error instanceof BuildError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
    process.exit(1);
  });
}
