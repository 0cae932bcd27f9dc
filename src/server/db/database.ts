import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DB } from "./schema";
import { withStatementCache } from "./statement-cache";

export type DialectName = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** Where the data lives, without credentials: a file path or host/database. */
  location: string;
  close(): Promise<void>;
}

export function openDatabase(options: { databaseUrl?: string; sqliteFile?: string }): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.sqliteFile) throw new Error("openDatabase needs a DATABASE_URL or an SQLite file");
  return openSqlite(options.sqliteFile);
}

function openSqlite(file: string): Database {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: "sqlite", location: file, close: () => db.destroy() };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    dialect: "postgres",
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => db.destroy(),
  };
}
