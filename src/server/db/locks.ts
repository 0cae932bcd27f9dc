import { type Kysely, type SelectQueryBuilder, SqliteAdapter, sql, type Transaction } from "kysely";

/**
 * Locks taken by a transaction that reads, decides and then writes, so that another transaction
 * deciding on the same rows waits for its commit instead of deciding on what it is replacing.
 *
 * PostgreSQL needs them: any number of instances share the database, each with a pool of
 * connections, under READ COMMITTED, so two transactions can read the same rows at once. Each lock
 * here lasts until its transaction ends.
 *
 * SQLite needs none, and every helper here leaves it alone. A single instance serves an SQLite
 * database, and Kysely runs all of its queries on the one connection, held by a transaction from
 * its BEGIN to its COMMIT: the process's transactions run one after another, never interleaved.
 * (Its BEGIN is SQLite's default, deferred; the serialising is the connection's, not BEGIN
 * IMMEDIATE's.) `FOR UPDATE` and advisory locks do not exist there anyway.
 */

/** Whether the database is SQLite, where a transaction needs no locks (see above). */
function serialisedByConnection<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The query with `FOR UPDATE` on PostgreSQL: the rows it reads stay locked until the transaction ends. */
export function forUpdate<DB, TB extends keyof DB, O>(
  trx: Transaction<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return serialisedByConnection(trx) ? query : query.forUpdate();
}

/**
 * The query with `FOR KEY SHARE` on PostgreSQL: the rows it reads cannot be deleted, nor their
 * keys changed, nor locked `FOR UPDATE`, until the transaction ends; other key-share lockers and
 * inserts referencing them (which take the same lock through their foreign keys) go on.
 */
export function forKeyShare<DB, TB extends keyof DB, O>(
  trx: Transaction<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return serialisedByConnection(trx) ? query : query.forKeyShare();
}

/**
 * Locks the rows the query reads (`FOR UPDATE`, or `FOR KEY SHARE`) without answering them. On
 * SQLite the query is not run at all: nothing waits for it there.
 */
export async function lockRows<DB, TB extends keyof DB, O>(
  trx: Transaction<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
  mode: "update" | "key share" = "update",
): Promise<void> {
  if (serialisedByConnection(trx)) return;
  await (mode === "update" ? query.forUpdate() : query.forKeyShare()).execute();
}

/**
 * A PostgreSQL advisory lock on (`namespace`, `key`) until the transaction ends, for what has no
 * row to lock yet (the next place in a queue, a count before an insert). `namespace` is a constant
 * of the feature that takes it, so two features' keys never meet; `key` is hashed into the second
 * half of the lock's name.
 */
export async function advisoryLock<DB>(trx: Transaction<DB>, namespace: number, key: string): Promise<void> {
  if (serialisedByConnection(trx)) return;
  await sql`select pg_advisory_xact_lock(${namespace}, hashtext(${key}))`.execute(trx);
}

/**
 * Like `advisoryLock`, but never waits: answers whether the lock was taken (always on SQLite). For
 * a transaction that already holds other locks and would otherwise take this one out of the usual
 * order: it skips the work instead of risking a deadlock.
 */
export async function tryAdvisoryLock<DB>(trx: Transaction<DB>, namespace: number, key: string): Promise<boolean> {
  if (serialisedByConnection(trx)) return true;
  const { rows } = await sql<{
    taken: boolean;
  }>`select pg_try_advisory_xact_lock(${namespace}, hashtext(${key})) as taken`.execute(trx);
  return rows[0]?.taken === true;
}
