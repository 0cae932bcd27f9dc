import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/** One of the user's own tickets (a paid or complimentary booking) with its order's event. */
export function findOwnTicket(db: Kysely<DB>, userId: string, bookingId: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("events", "events.id", "bookings.event_id")
    .select(["bookings.order_id", "events.title", "events.event_date", "events.venue", "events.rental_hours"])
    .where("bookings.id", "=", bookingId)
    .where("bookings.user_id", "=", userId)
    .where("bookings.payment_status", "in", ["completed", "complimentary"])
    .executeTakeFirst();
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
