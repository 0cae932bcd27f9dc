import { type Kysely, SqliteAdapter, sql, type Transaction } from "kysely";
import type { DB } from "./schema";

/**
 * A transaction whose commit does not wait for the disk. For claims that are not money — a
 * hold, its release — where losing the last moments of commits to a power cut only frees seats
 * nobody paid for. Every other commit is durable (SQLite `synchronous = FULL`, PostgreSQL's
 * default `synchronous_commit`), and a durable commit also makes every commit before it durable:
 * the write-ahead log is flushed in order. So a payment can never outlive the hold it pays for.
 */
export function relaxedTransaction<T>(db: Kysely<DB>, body: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    return db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit to off`.execute(trx);
      return body(trx);
    });
  }
  // SQLite sets the level per connection, outside a transaction: the one connection is held for
  // the whole transaction and set back to FULL before anyone else may use it.
  return db.connection().execute(async (conn) => {
    await sql`pragma synchronous = NORMAL`.execute(conn);
    try {
      return await conn.transaction().execute(body);
    } finally {
      await sql`pragma synchronous = FULL`.execute(conn);
    }
  });
}
