import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/** One ledger row by its id. */
export function findLedgerRow(db: Kysely<DB>, id: number) {
  return db.selectFrom("payment_ledger").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The English and Spanish titles of these events, by id (for the exceptions list). */
export async function eventTitles(
  db: Kysely<DB>,
  eventIds: readonly string[],
): Promise<Map<string, { title: string; titleEs: string | null }>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.selectFrom("events").select(["id", "title", "title_es"]).where("id", "in", eventIds).execute();
  return new Map(rows.map((row) => [row.id, { title: row.title, titleEs: row.title_es }]));
}

/** The order's refunded tickets the door had admitted: read from the bookings, which orders own. */
export { admittedRefundedTickets as findAdmittedRefundedTickets } from "#server/features/orders";
