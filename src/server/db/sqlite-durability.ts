import { closeSync, fdatasync, openSync } from "node:fs";
import type SQLite from "better-sqlite3";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Kysely,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

/**
 * Durable commits on SQLite without stopping the server for the disk. The connection commits
 * with `synchronous = NORMAL` (the write-ahead log is not synced at commit) and every durable
 * commit then waits for an fdatasync of the log, made on a worker thread after the connection is
 * released: other requests go on meanwhile, and every commit that arrives while one sync runs
 * shares the next one (group commit). The caller hears of its commit only once it is on disk,
 * as with `synchronous = FULL`. A checkpoint syncs the database file itself before the log is
 * reused, so a commit already copied out of the log stays safe too.
 */

/** A rollback, as Kysely sends it. */
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;
/** Statements that write nothing: they never wait for a sync. */
const READ_ONLY = /^\s*(select|pragma|explain|begin)\b/i;

/** Syncs the log; calls made while a sync runs share the next one. */
export type WalFlush = () => Promise<void>;

/**
 * Coalesces syncs: at most one runs at a time, and every caller that arrives while it runs
 * waits for the single sync that starts after it (a sync that began before a commit may not
 * cover it).
 */
export function coalescedFlush(sync: () => Promise<void>): WalFlush {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const current = sync().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}

/** An fdatasync of the database's write-ahead log file on the thread pool. */
export function walFileSync(databaseFile: string): { sync: () => Promise<void>; close(): void } {
  let fd: number | null = null;
  return {
    sync() {
      if (fd === null) {
        try {
          fd = openSync(`${databaseFile}-wal`, "r+");
        } catch (error) {
          // No log yet: nothing was written, so nothing waits to be synced.
          if ((error as NodeJS.ErrnoException).code === "ENOENT") return Promise.resolve();
          return Promise.reject(error);
        }
      }
      const handle = fd;
      return new Promise((resolve, reject) => fdatasync(handle, (error) => (error ? reject(error) : resolve())));
    },
    close() {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}

class DurableSqliteDriver extends SqliteDriver {
  /** A durable write committed since the connection was taken: its release waits for a sync. */
  private unsynced = false;
  /** Inside a relaxed transaction (see `relaxedSqliteTransaction`): no sync is waited for. */
  relaxed = false;

  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: Pick<SQLite.Database, "inTransaction">,
    private readonly flush: WalFlush,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        // SQLite ends a transaction by itself on some errors (a full disk): rolling back again
        // would fail with "no transaction is active" and hide the error that ended it.
        if (ROLLBACK.test(query.sql) && !this.sqlite.inTransaction) return { rows: [] };
        const result = await connection.executeQuery<R>(query);
        // Outside a transaction once it ran: an autocommit write, or the commit itself.
        if (!this.relaxed && !this.sqlite.inTransaction && !READ_ONLY.test(query.sql)) this.unsynced = true;
        return result;
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
  }

  override async releaseConnection(): Promise<void> {
    const unsynced = this.unsynced;
    this.unsynced = false;
    await super.releaseConnection();
    if (unsynced) await this.flush();
  }
}

const drivers = new WeakMap<object, DurableSqliteDriver>();

/** An SQLite dialect whose durable commits are synced after the connection is released. */
export function durableSqliteDialect(
  config: SqliteDialectConfig,
  sqlite: Pick<SQLite.Database, "inTransaction">,
  flush: WalFlush,
): { dialect: SqliteDialect; register(db: object): void } {
  let driver: DurableSqliteDriver | null = null;
  const dialect = new (class extends SqliteDialect {
    override createDriver() {
      driver = new DurableSqliteDriver(config, sqlite, flush);
      return driver;
    }
  })(config);
  return {
    dialect,
    register(db) {
      if (driver) drivers.set(db, driver);
    },
  };
}

/**
 * Runs `body` in a transaction whose commit waits for no sync, on a database opened with
 * `durableSqliteDialect`; null when `db` is not one (the caller then runs a durable transaction).
 */
export function relaxedSqliteTransaction<DB, T>(
  db: Kysely<DB>,
  body: (conn: Kysely<DB>) => Promise<T>,
): Promise<T> | null {
  const driver = drivers.get(db);
  if (!driver) return null;
  // The one connection is held throughout, so nothing else commits while the flag is set.
  return db.connection().execute(async (conn) => {
    driver.relaxed = true;
    try {
      return await body(conn);
    } finally {
      driver.relaxed = false;
    }
  });
}
