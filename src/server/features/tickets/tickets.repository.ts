import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/** One of the user's own tickets (a paid or complimentary booking) with its order's event. */
export function findOwnTicket(db: Kysely<DB>, userId: string, bookingId: string) {
  return (
    db
      .selectFrom("bookings")
      .innerJoin("events", "events.id", "bookings.event_id")
      .select(["bookings.order_id", "events.title", "events.event_date", "events.venue", "events.rental_hours"])
      .where("bookings.id", "=", bookingId)
      .where("bookings.user_id", "=", userId)
      .where("bookings.payment_status", "in", ["completed", "complimentary"])
      // A cancelled event is not to be added to anyone's calendar.
      .where("events.cancelled_at", "is", null)
      .executeTakeFirst()
  );
}

/**
 * The latest transfer of each of these tickets: who passed it on, to whom, when. Empty when none
 * of them was ever transferred.
 */
export async function findLatestTransfers(db: Kysely<DB>, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .selectFrom("ticket_transfers")
    .select(["booking_id", "from_email", "to_email", "created_at"])
    .where("booking_id", "in", bookingIds)
    .orderBy("created_at", "desc")
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.booking_id)) latest.set(row.booking_id, row);
  return [...latest.values()];
}

/**
 * Every ticket the user has had, newest booking first: paid and complimentary seats, and those
 * given back (refunded, or voided when the provider took the money back), with their event and
 * whether the venue cancelled it. Holds that were never paid were no tickets and are left out.
 */
export function findTicketHistoryOfUser(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .innerJoin("events", "events.id", "bookings.event_id")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .leftJoin("ticket_checkins", "ticket_checkins.booking_id", "bookings.id")
    .select([
      "bookings.id as booking_id",
      "bookings.ticket_version",
      "bookings.transfer_to",
      "ticket_checkins.scanned_at as checked_in_at",
      "ticket_checkins.gate as checked_in_gate",
      "bookings.order_id",
      "bookings.seat_id",
      "bookings.total_amount_cents",
      "bookings.payment_status",
      "bookings.booking_date",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
      "events.id as event_id",
      "events.title",
      "events.description",
      "events.event_date",
      "events.venue",
      "events.cancelled_at",
      "events.cancel_reason",
      "orders.provider",
      "orders.paid_at",
    ])
    .where("bookings.user_id", "=", userId)
    .where("bookings.payment_status", "in", ["completed", "complimentary", "refunded", "void"])
    .orderBy("bookings.booking_date", "desc")
    .orderBy("seats.row_number")
    .orderBy("seats.seat_number")
    .execute();
}

/** The user's ticket order for an event that is still held and has not lapsed, newest first. */
export function findOpenHoldId(db: Kysely<DB>, userId: string, eventId: string, nowIso: string) {
  return db
    .selectFrom("orders")
    .select("id")
    .where("user_id", "=", userId)
    .where("event_id", "=", eventId)
    .where("kind", "=", "tickets")
    .where("status", "=", "held")
    .where("expires_at", ">", nowIso)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}
