import type { Kysely } from "kysely";
import type { LiveEvent } from "#domain/assistant/assistant";
import { DEFAULT_LAYOUT, isLayoutId, seatCount } from "#domain/seating/layouts";
import type { DB } from "#server/db/schema";

/**
 * Approved events from `nowIso` on that are not cancelled, soonest first, with their free seats:
 * the seats no sale and no live hold claims. An event whose seats are not generated yet (they are, on first view of
 * its chart) has its whole layout free.
 */
export async function findUpcomingEventsWithFreeSeats(
  db: Kysely<DB>,
  nowIso: string,
  limit: number,
): Promise<LiveEvent[]> {
  const events = await db
    .selectFrom("events")
    .select(["id", "title", "event_date", "layout"])
    .where("approval_status", "=", "approved")
    // A cancelled event is off sale: the assistant does not offer it.
    .where("cancelled_at", "is", null)
    .where("event_date", ">=", nowIso)
    .orderBy("event_date", "asc")
    .orderBy("id")
    .limit(limit)
    .execute();
  if (events.length === 0) return [];
  const ids = events.map((event) => event.id);

  const seats = await db
    .selectFrom("seats")
    .select(["event_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("event_id", "in", ids)
    .groupBy("event_id")
    .execute();
  const claimed = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select(["bookings.event_id", (eb) => eb.fn.count<number | string>("bookings.seat_id").distinct().as("n")])
    .where("bookings.event_id", "in", ids)
    .where((eb) =>
      eb.or([
        eb("bookings.payment_status", "in", ["completed", "complimentary"]),
        eb.and([eb("bookings.payment_status", "=", "held"), eb("orders.expires_at", ">", nowIso)]),
      ]),
    )
    .groupBy("bookings.event_id")
    .execute();

  const seatsOf = new Map(seats.map((row) => [row.event_id, Number(row.n)]));
  const claimedOf = new Map(claimed.map((row) => [row.event_id, Number(row.n)]));
  return events.map((event) => {
    const totalSeats = seatsOf.get(event.id) ?? seatCount(isLayoutId(event.layout) ? event.layout : DEFAULT_LAYOUT);
    return {
      id: event.id,
      title: event.title,
      startsAt: event.event_date,
      totalSeats,
      freeSeats: Math.max(0, totalSeats - (claimedOf.get(event.id) ?? 0)),
    };
  });
}
