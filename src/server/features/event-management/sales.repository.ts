import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/**
 * Every seat of the event's settled ticket orders (paid, complimentary or refunded), with its
 * order and buyer: seats sold, given away and given back. Holds, lapsed or live, sold nothing.
 */
export function findSoldSeats(db: Kysely<DB>, eventId: string) {
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

export type SoldSeatRow = Awaited<ReturnType<typeof findSoldSeats>>[number];

/** Every transfer of the event's tickets, oldest first, with the seat each one passed on. */
export function findTransfersOfEvent(db: Kysely<DB>, eventId: string) {
  return db
    .selectFrom("ticket_transfers")
    .innerJoin("bookings", "bookings.id", "ticket_transfers.booking_id")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .select([
      "ticket_transfers.from_email",
      "ticket_transfers.to_email",
      "ticket_transfers.created_at",
      "ticket_transfers.claimed_at",
      "seats.id as seat_id",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
    ])
    .where("bookings.event_id", "=", eventId)
    .orderBy("ticket_transfers.created_at")
    .orderBy("ticket_transfers.id")
    .execute();
}

export type TransferRow = Awaited<ReturnType<typeof findTransfersOfEvent>>[number];
