import { type Kysely, SqliteAdapter, sql, type Transaction } from "kysely";
import type { DB } from "./schema";
import { relaxedSqliteTransaction } from "./sqlite-durability";

/**
 * A transaction whose commit does not wait for the disk. For claims that are not money — a
 * hold, its release — where losing the last moments of commits to a power cut only frees seats
 * nobody paid for. Every other commit is durable, and a durable commit also makes every commit
 * before it durable: the write-ahead log is flushed in order. So a payment can never outlive
 * the hold it pays for.
 */
export function relaxedTransaction<T>(db: Kysely<DB>, body: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  const onSqlite = relaxedSqliteTransaction(db, (conn) => conn.transaction().execute(body));
  if (onSqlite) return onSqlite;
  return db.transaction().execute(async (trx) => {
    // PostgreSQL: this transaction only; its commit still comes after every earlier one.
    if (!(trx.getExecutor().adapter instanceof SqliteAdapter))
      await sql`set local synchronous_commit to off`.execute(trx);
    return body(trx);
  });
}
