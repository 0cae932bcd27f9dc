import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/** One ledger row by its id. */
export function findLedgerRow(db: Kysely<DB>, id: number) {
  return db.selectFrom("payment_ledger").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The titles of these events, by id (for the exceptions list). */
export async function eventTitles(db: Kysely<DB>, eventIds: readonly string[]): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.selectFrom("events").select(["id", "title"]).where("id", "in", eventIds).execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}

/**
 * The order's refunded tickets among these seats that the door had admitted (`ticket_checkins`,
 * which the door owns and this only reads), with what each refund gave back. Read in the refund's
 * transaction after its bookings changed: a scan that held a booking first has committed by then.
 */
export async function findAdmittedRefundedTickets(
  trx: Kysely<DB>,
  input: { orderId: string; seatIds: readonly string[] },
) {
  if (input.seatIds.length === 0) return [];
  return trx
    .selectFrom("bookings")
    .innerJoin("ticket_checkins", "ticket_checkins.booking_id", "bookings.id")
    .select(["bookings.id", "bookings.seat_id", "bookings.total_amount_cents"])
    .where("bookings.order_id", "=", input.orderId)
    .where("bookings.payment_status", "=", "refunded")
    .where("bookings.seat_id", "in", input.seatIds)
    .orderBy("bookings.id")
    .execute();
}
