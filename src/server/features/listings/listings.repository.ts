import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

const LISTING_COLUMNS = [
  "id",
  "title",
  "description",
  "title_es",
  "description_es",
  "event_date",
  "venue",
  "image_url",
  "layout",
] as const;

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
