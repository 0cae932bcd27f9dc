/**
 * The built server, as production runs it: `node dist-server/main.js`, one child process whose CPU
 * time the guard reads from /proc. The build is reused when it is current (the same freshness
 * rule as `npm start`: the stamp of the sources recorded by the last build) and made first when
 * it is not.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

interface BuildDecision {
  build: boolean;
  reason: string;
}

interface StartScript {
  buildState(root: string): unknown;
  buildDecision(state: unknown): BuildDecision;
  SERVER_DIR: string;
}

/** Builds when `npm start` would, through the same script (which lets one build run at a time). */
export async function ensureBuilt(repoRoot: string, out: (line: string) => void): Promise<string> {
  const script = (await import(pathToFileURL(path.join(repoRoot, "scripts", "start.mjs")).href)) as StartScript;
  const decision = script.buildDecision(script.buildState(repoRoot));
  const entry = path.join(repoRoot, script.SERVER_DIR, "main.js");
  if (!decision.build) {
    out(`Build: reused (${decision.reason})`);
    return entry;
  }
  const started = performance.now();
  const built = spawnSync(process.execPath, [path.join("scripts", "start.mjs"), "--build"], {
    cwd: repoRoot,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (built.status !== 0) {
    throw new Error(
      `the build failed:\n${`${built.stdout}\n${built.stderr}`.trim().split("\n").slice(-30).join("\n")}`,
    );
  }
  out(`Build: ${decision.reason}; built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return entry;
}

const live = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

export interface BuiltServerOptions {
  repoRoot: string;
  entry: string;
  port: number;
  dataDir: string;
  webDistDir: string;
  authSecret: string;
  onLog: (line: string) => void;
}

export interface BuiltServer {
  baseUrl: string;
  pid: number;
  /** Polls GET /api/health until it answers 200. */
  waitReady(timeoutMs: number): Promise<void>;
  /** SIGTERM, then SIGKILL after a few seconds. */
  stop(): Promise<void>;
}

export function startBuiltServer(options: BuiltServerOptions): BuiltServer {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  // Only what the server reads: nothing leaks in from the caller's environment (a DATABASE_URL,
  // SMTP or payment settings). The test environment turns the rate limits off and makes the
  // waiting room's proof-of-work the light one; TRUST_PROXY lets each fan bring its own address.
  const passed = ["PATH", "HOME", "TMPDIR", "LANG", "TZ"] as const;
  const child = spawn(process.execPath, [options.entry], {
    cwd: options.repoRoot,
    env: {
      ...Object.fromEntries(passed.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]])),
      NODE_ENV: "test",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      WEB_DIST_DIR: options.webDistDir,
      AUTH_SECRET: options.authSecret,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      CARD_PROVIDER: "simulated",
      DATABASE_WAIT_MS: "0",
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  live.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      live.delete(child);
      resolve();
    }),
  );
  let rest = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    rest += chunk;
    const lines = rest.split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) options.onLog(line);
  });
  if (child.pid === undefined) throw new Error("the server did not start");
  return {
    baseUrl,
    pid: child.pid,
    async waitReady(timeoutMs) {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        if (child.exitCode !== null) throw new Error(`the server stopped while starting (exit ${child.exitCode})`);
        try {
          const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
          await response.arrayBuffer();
          if (response.status === 200) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const force = setTimeout(() => child.kill("SIGKILL"), 5000);
      child.kill("SIGTERM");
      await exited;
      clearTimeout(force);
    },
  };
}
