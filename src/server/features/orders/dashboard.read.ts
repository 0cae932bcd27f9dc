import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/**
 * The settled seats of events' ticket orders (paid, complimentary, given back) with their order's
 * channel and time: what the sales dashboard counts, in one read.
 */
export function settledSeatsOfEvents(db: Kysely<DB>, eventIds: readonly string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("orders")
    .innerJoin("bookings", "bookings.order_id", "orders.id")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .select([
      "orders.id as order_id",
      "orders.event_id",
      "orders.channel",
      "orders.paid_at",
      "bookings.payment_status",
      "bookings.total_amount_cents",
      "seats.section",
    ])
    .where("orders.event_id", "in", eventIds)
    .where("orders.kind", "=", "tickets")
    .where("orders.status", "in", ["paid", "complimentary", "refunded"])
    .where("orders.paid_at", "is not", null)
    .where("bookings.payment_status", "in", ["completed", "complimentary", "refunded", "void"])
    .execute();
}
