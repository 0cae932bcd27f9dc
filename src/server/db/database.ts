import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Logger } from "#server/platform/logger";
import type { DB } from "./schema";
import { coalescedFlush, durableSqliteDialect, walFileSync } from "./sqlite-durability";
import { withStatementCache } from "./statement-cache";
import { describeDatabaseError } from "./unavailable";

/** How long a request waits for a new PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

export type DialectName = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** Where the data lives, without credentials: a file path or host/database. */
  location: string;
  close(): Promise<void>;
  /** PostgreSQL's connection pool as it stands (none for SQLite's single connection). */
  pool?: () => PoolStats;
}

export interface PoolStats {
  /** Queries waiting for a connection. */
  waiting: number;
  idle: number;
  total: number;
  /** Connections lost or refused since the pool opened. */
  errors: number;
}

/** The SQLite database file of a data folder. */
export function sqliteFileOf(dataDir: string): string {
  return path.join(dataDir, "arena.sqlite");
}

export function openDatabase(options: {
  databaseUrl?: string;
  sqliteFile?: string;
  /** Where lost PostgreSQL connections are reported; standard error without one. */
  logger?: Pick<Logger, "warn">;
}): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger ?? stderrLogger);
  if (!options.sqliteFile) throw new Error("openDatabase needs a DATABASE_URL or an SQLite file");
  return openSqlite(options.sqliteFile);
}

function openSqlite(file: string): Database {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  // A commit is acknowledged only once it is on disk, so a paid order survives a power loss. The
  // log is synced after the commit, off the event loop and shared by every commit waiting for it
  // (see sqlite-durability.ts); the connection itself does not sync at commit.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const wal = walFileSync(file);
  const { dialect, register } = durableSqliteDialect(
    { database: withStatementCache(sqlite) },
    sqlite,
    file === ":memory:" ? () => Promise.resolve() : coalescedFlush(wal.sync),
  );
  const db = new Kysely<DB>({ dialect });
  register(db);
  return {
    db,
    dialect: "sqlite",
    location: file,
    close: async () => {
      await db.destroy();
      wal.close();
    },
  };
}

function openPostgres(url: string, logger: Pick<Logger, "warn">): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection the server drops (restart, failover, a proxy's idle timeout) emits an error on
  // its client. Unheard, that error would end the process. An idle client's error reaches the
  // pool, which discards the client and connects anew once the database is back; a checked-out
  // client's error also fails its next query, which reports it, and the pool discards it on release.
  let errors = 0;
  pool.on("error", (error) => {
    errors++;
    logger.warn("database connection lost", { error: describeDatabaseError(error) });
  });
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    dialect: "postgres",
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => db.destroy(),
    pool: () => ({ waiting: pool.waitingCount, idle: pool.idleCount, total: pool.totalCount, errors }),
  };
}

const stderrLogger: Pick<Logger, "warn"> = {
  warn: (message, fields) => process.stderr.write(`warn  ${message} ${JSON.stringify(fields ?? {})}\n`),
};
