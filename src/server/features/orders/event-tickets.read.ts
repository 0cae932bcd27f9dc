import type { Kysely, Transaction } from "kysely";
import type { DB } from "#server/db/schema";

/**
 * An event's tickets as the door, the sales view and the payment exceptions read them. A ticket
 * is a paid or complimentary booking, or one given back (refunded or void); holds that were never
 * paid are no tickets.
 */

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Every ticket an event ever had: its paid and complimentary bookings and those given back, with
 * seat, holder and version, in seat order.
 */
export function ticketsOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .select([
      "bookings.id",
      "bookings.payment_status",
      "bookings.ticket_version",
      "bookings.user_name",
      "bookings.user_email",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
      "seats.access",
    ])
    .where("bookings.event_id", "=", eventId)
    .where("bookings.payment_status", "in", ["completed", "complimentary", "refunded", "void"])
    .orderBy("seats.section")
    .orderBy("seats.row_number")
    .orderBy("seats.seat_number")
    .execute();
}

/** How many tickets of the event admit someone: paid and complimentary bookings. */
export async function countValidTicketsOfEvent(db: Db, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("event_id", "=", eventId)
    .where("payment_status", "in", ["completed", "complimentary"])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.n);
}

/**
 * What the door decides a scan on: the booking with its holder, state and version, its seat and
 * whether its event is cancelled. Read after the booking is locked (lockBooking).
 */
export function scannedTicket(trx: Transaction<DB>, bookingId: string) {
  return trx
    .selectFrom("bookings")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .innerJoin("events", "events.id", "bookings.event_id")
    .select([
      "bookings.id",
      "bookings.event_id",
      "bookings.payment_status",
      "bookings.ticket_version",
      "bookings.user_name",
      "bookings.user_email",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
      "seats.access",
      "events.cancelled_at",
    ])
    .where("bookings.id", "=", bookingId)
    .executeTakeFirst();
}

/**
 * Every seat of the event's settled ticket orders (paid, complimentary or refunded), with its
 * order and buyer: seats sold, given away and given back. Holds, lapsed or live, sold nothing.
 */
export function soldSeatsOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom("orders")
    .innerJoin("profiles", "profiles.id", "orders.user_id")
    .innerJoin("bookings", "bookings.order_id", "orders.id")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .select([
      "orders.id as order_id",
      "orders.status as order_status",
      "orders.provider",
      "orders.total_cents",
      "orders.refunded_cents",
      "orders.currency",
      "orders.paid_at",
      "profiles.email",
      "profiles.full_name",
      "bookings.payment_status",
      "bookings.total_amount_cents",
      "bookings.user_name",
      "bookings.user_email",
      "seats.id as seat_id",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
    ])
    .where("orders.event_id", "=", eventId)
    .where("orders.kind", "=", "tickets")
    .where("orders.status", "in", ["paid", "complimentary", "refunded"])
    .where("bookings.payment_status", "in", ["completed", "complimentary", "refunded", "void"])
    .orderBy("orders.paid_at")
    .orderBy("orders.id")
    .orderBy("seats.section")
    .orderBy("seats.row_number")
    .orderBy("seats.seat_number")
    .execute();
}

export type SoldSeatRow = Awaited<ReturnType<typeof soldSeatsOfEvent>>[number];

/**
 * A subquery: every booking of the event, whatever its state, with its seat — for a query of
 * another table keyed by booking to join (`.as(...)`) and read the seat from.
 */
export function bookingSeatsOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .select([
      "bookings.id as booking_id",
      "seats.id as seat_id",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
    ])
    .where("bookings.event_id", "=", eventId);
}

/**
 * The order's refunded tickets among these seats that the door had admitted (`ticket_checkins`,
 * which the door owns and this only reads), with what each refund gave back. Read in the refund's
 * transaction after its bookings changed: a scan that held a booking first has committed by then.
 */
export async function admittedRefundedTickets(trx: Db, input: { orderId: string; seatIds: readonly string[] }) {
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
