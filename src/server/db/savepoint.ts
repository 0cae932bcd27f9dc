import { sql, type Transaction } from "kysely";

/**
 * Runs `work` inside a savepoint of the transaction: when it throws, what it wrote is undone and
 * the transaction goes on as before it (on PostgreSQL a failed statement would otherwise abort the
 * whole transaction). The error is thrown again for the caller to judge. Both databases speak the
 * same `SAVEPOINT` statements.
 */
export async function withSavepoint<DB, T>(trx: Transaction<DB>, name: string, work: () => Promise<T>): Promise<T> {
  const id = sql.id(name);
  await sql`savepoint ${id}`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint ${id}`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${id}`.execute(trx);
    await sql`release savepoint ${id}`.execute(trx);
    throw error;
  }
}
