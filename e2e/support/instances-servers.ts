/**
 * The site as two instances on one PostgreSQL database, for the `instances` journeys: an
 * embedded PostgreSQL server, then instance A (which migrates and seeds the demo content), then
 * instance B, each `src/server/main.ts` in a process of its own on its own port, sharing the
 * data folder (uploads), the session secret and the build. Runs until stopped (SIGTERM or
 * SIGINT), then stops both servers and the database and removes its data.
 *
 * Environment (playwright.config.ts sets it): INSTANCE_PORTS ("<A>,<B>"), DATA_DIR, WEB_DIST_DIR.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "#server/testing/embedded-postgres-server";

const ports = (process.env.INSTANCE_PORTS ?? "").split(",").map(Number);
const dataDir = process.env.DATA_DIR;
const webDistDir = process.env.WEB_DIST_DIR;
if (ports.length < 2 || ports.some((p) => !Number.isInteger(p) || p <= 0) || !dataDir || !webDistDir) {
  throw new Error("INSTANCE_PORTS (two ports), DATA_DIR and WEB_DIST_DIR are required");
}

const children: ChildProcess[] = [];
let stopping: Promise<void> | null = null;

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const database = await startEmbeddedPostgres();

function stop(code: number) {
  stopping ??= (async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
            child.once("exit", () => {
              clearTimeout(force);
              resolve();
            });
            child.kill("SIGTERM");
          }),
      ),
    );
    await database.stop();
    process.exit(code);
  })();
  return stopping;
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, () => void stop(0));
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

async function startInstance(port: number, name: string, databaseUrl: string): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("src", "server", "main.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "e2e-instances-secret-e2e-instances-secret",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "pipe"],
  });
  children.push(child);
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[instance ${name}] ${chunk.toString()}`));
  child.once("exit", (code, signal) => {
    if (stopping) return;
    process.stderr.write(`instance ${name} stopped (${code ?? signal})\n`);
    void stop(1);
  });
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance ${name} did not answer within 90 s`);
}

try {
  const databaseUrl = await database.createDatabase("arena_e2e");
  // One after the other: A migrates and seeds the empty database, B finds it ready.
  await startInstance(ports[0] as number, "A", databaseUrl);
  await startInstance(ports[1] as number, "B", databaseUrl);
  process.stdout.write(
    `Two instances on one PostgreSQL: http://localhost:${ports[0]} and http://localhost:${ports[1]}\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await stop(1);
}
