/**
 * The real server as a child process, started again after every kill on the same port and data
 * directory. It is `src/server/main.ts` compiled once by esbuild (what tsx does file by file on
 * every start) into one module (and its mail-rendering thread) beside the test's data, which
 * starts in a few seconds on a busy machine; `--tsx` runs `node --import tsx src/server/main.ts` instead. Either way it is one
 * process, so a SIGKILL stops all of it. Every child still running is killed when this process
 * exits, however it exits.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

const live = new Set<ChildProcess>();

function killAll() {
  for (const child of live) {
    try {
      child.kill("SIGKILL");
    } catch {
      // Already gone.
    }
  }
  live.clear();
}

process.on("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** A free loopback port, kept for every start so the site's origin never changes. */

/**
 * Compiles the server into `dir/server.js`, and beside it its mail-rendering thread
 * (`mail-render-worker.js`, where the server looks for it, as in the production build), their
 * packages left as imports: they resolve through `dir/node_modules`, a link to the checkout's.
 */
export async function bundleServer(repoRoot: string, dir: string): Promise<string> {
  const { build } = await import("esbuild");
  await build({
    entryPoints: {
      server: path.join(repoRoot, "src", "server", "main.ts"),
      "mail-render-worker": path.join(repoRoot, "src", "server", "features", "tickets", "mail", "render-worker.ts"),
    },
    absWorkingDir: repoRoot,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outdir: dir,
    logLevel: "error",
  });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  return path.join(dir, "server.js");
}

export interface ServerOptions {
  repoRoot: string;
  /** The compiled server (`bundleServer`); without it the sources run through tsx. */
  bundle: string | null;
  port: number;
  dataDir: string;
  webDistDir: string;
  authSecret: string;
  /** Each line the server writes to stderr (it logs at warn and above). */
  onLog: (line: string) => void;
}

export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<number | string | null> = Promise.resolve(null);
  readonly baseUrl: string;
  /** Set when the running child stops without being killed by `kill()`. */
  onUnexpectedExit: (code: number | string | null) => void = () => {};

  constructor(private readonly options: ServerOptions) {
    this.baseUrl = `http://127.0.0.1:${options.port}`;
  }

  /** Only what the server reads: no DATABASE_URL, SMTP or provider settings leak in from the caller. */
  private env(): NodeJS.ProcessEnv {
    const { port, dataDir, webDistDir, authSecret } = this.options;
    const passed = ["PATH", "HOME", "TMPDIR", "LANG", "TZ"] as const;
    return {
      ...Object.fromEntries(passed.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]])),
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: this.baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      AUTH_SECRET: authSecret,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      CARD_PROVIDER: "simulated",
      DATABASE_WAIT_MS: "0",
    };
  }

  start(): void {
    if (this.child) throw new Error("the server is already running");
    const args = this.options.bundle
      ? [this.options.bundle]
      : ["--import", "tsx", path.join("src", "server", "main.ts")];
    const child = spawn(process.execPath, args, {
      cwd: this.options.repoRoot,
      env: this.env(),
      stdio: ["ignore", "ignore", "pipe"],
    });
    live.add(child);
    this.child = child;
    let rest = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      rest += chunk;
      const lines = rest.split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) this.options.onLog(line);
    });
    this.exited = new Promise((resolve) => {
      child.once("exit", (code, signal) => {
        live.delete(child);
        if (this.child === child) {
          this.child = null;
          this.onUnexpectedExit(signal ?? code);
        }
        resolve(signal ?? code);
      });
    });
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Polls GET /api/health until it answers 200; throws if the child exits or time runs out. */
  async waitReady(timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (!this.child) throw new Error("the server exited while starting");
      try {
        const response = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        if (response.status === 200) return Date.now();
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
  }

  /** Sends the signal and waits until the process is gone. */
  async kill(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = this.exited;
    child.kill(signal);
    await exited;
  }

  /** A polite stop at the end: SIGTERM, then SIGKILL after a few seconds. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    await this.kill("SIGTERM");
    clearTimeout(force);
  }
}
