import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

const LISTING_COLUMNS = ["id", "title", "description", "event_date", "venue", "image_url", "layout"] as const;

/** Approved events starting at `nowIso` or later, soonest first; a cancelled event is off sale and off the list. */
export function findUpcomingApprovedEvents(db: Kysely<DB>, nowIso: string, limit: number) {
  return db
    .selectFrom("events")
    .select(LISTING_COLUMNS)
    .where("approval_status", "=", "approved")
    .where("cancelled_at", "is", null)
    .where("event_date", ">=", nowIso)
    .orderBy("event_date", "asc")
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
}

/**
 * One approved event, past or upcoming, cancelled or not (its page says it is cancelled); pending
 * and rejected ones are management's business.
 */
export function findApprovedEvent(db: Kysely<DB>, id: string) {
  return db
    .selectFrom("events")
    .select([
      ...LISTING_COLUMNS,
      "rental_hours",
      "created_at",
      "updated_at",
      "approved_at",
      "on_sale_at",
      "cancelled_at",
      "cancel_reason",
    ])
    .where("id", "=", id)
    .where("approval_status", "=", "approved")
    .executeTakeFirst();
}

/** Id and last change of every approved upcoming event that is not cancelled, for the sitemap. */
export function findUpcomingEventStamps(db: Kysely<DB>, nowIso: string, limit: number) {
  return db
    .selectFrom("events")
    .select(["id", "updated_at"])
    .where("approval_status", "=", "approved")
    .where("cancelled_at", "is", null)
    .where("event_date", ">=", nowIso)
    .orderBy("event_date", "asc")
    .limit(limit)
    .execute();
}

function countsById(rows: { event_id: string; n: unknown }[]): Map<string, number> {
  // PostgreSQL answers count(*) as a bigint string.
  return new Map(rows.map((row) => [row.event_id, Number(row.n)]));
}

export interface SeatSummary {
  seats: number;
  fromCents: number;
  toCents: number;
}

/**
 * Generated seats per event with their cheapest and dearest price (events whose seats are not
 * generated yet are absent).
 */
export async function summarizeSeatsByEvent(db: Kysely<DB>, eventIds: readonly string[]) {
  const summaries = new Map<string, SeatSummary>();
  if (eventIds.length === 0) return summaries;
  const rows = await db
    .selectFrom("seats")
    .select((eb) => [
      "event_id",
      eb.fn.countAll().as("n"),
      eb.fn.min("price_cents").as("from_cents"),
      eb.fn.max("price_cents").as("to_cents"),
    ])
    .where("event_id", "in", eventIds)
    .groupBy("event_id")
    .execute();
  // PostgreSQL answers count(*) as a bigint string.
  for (const row of rows) {
    summaries.set(row.event_id, {
      seats: Number(row.n),
      fromCents: Number(row.from_cents),
      toCents: Number(row.to_cents),
    });
  }
  return summaries;
}

/**
 * Live claims per event: sold and complimentary seats plus holds whose order has not lapsed. A
 * lapsed hold counts as free before the sweeper releases it, as it does on the seat map.
 */
export async function countLiveClaimsByEvent(db: Kysely<DB>, eventIds: readonly string[], nowIso: string) {
  const claims = new Map<string, number>();
  if (eventIds.length === 0) return claims;
  const sold = await db
    .selectFrom("bookings")
    .select((eb) => ["event_id", eb.fn.countAll().as("n")])
    .where("event_id", "in", eventIds)
    .where("payment_status", "in", ["completed", "complimentary"])
    .groupBy("event_id")
    .execute();
  const held = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select((eb) => ["bookings.event_id", eb.fn.countAll().as("n")])
    .where("bookings.event_id", "in", eventIds)
    .where("bookings.payment_status", "=", "held")
    .where("orders.expires_at", ">", nowIso)
    .groupBy("bookings.event_id")
    .execute();
  for (const counts of [countsById(sold), countsById(held)]) {
    for (const [id, n] of counts) claims.set(id, (claims.get(id) ?? 0) + n);
  }
  return claims;
}
