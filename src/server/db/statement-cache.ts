import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Distinct statements kept; the least recently used is finalised first. */
const MAX_STATEMENTS = 500;

/**
 * An SQLite connection for Kysely that prepares each distinct statement once. Kysely prepares
 * every query it runs; compiling the SQL again each time cost about a tenth of the server's CPU
 * time during an on-sale rush.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      // A statement still being iterated (a streamed query) cannot run again: prepare another.
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        for (const oldest of statements.keys()) {
          if (statements.size <= MAX_STATEMENTS) break;
          statements.delete(oldest);
        }
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
