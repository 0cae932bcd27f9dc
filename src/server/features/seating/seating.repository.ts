import type { Kysely, Transaction } from "kysely";
import type { DB } from "#server/db/schema";

export { insertSeats } from "#server/db/seats";

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The rows of an event's seats, front to back: the last seat number, how many seats and the
 * price of each row. One result row per hall row, not per seat: the seat map needs no more, and
 * reading every seat (3,500 in a full arena) took about 3 ms of each chart request.
 */
export async function findRowsOfEvent(db: Db, eventId: string) {
  const rows = await db
    .selectFrom("seats")
    .select((eb) => [
      "section",
      "row_number",
      eb.fn.max("seat_number").as("last_seat"),
      eb.fn.min("price_cents").as("price_cents"),
      eb.fn.countAll().as("seat_count"),
    ])
    .where("event_id", "=", eventId)
    .groupBy(["section", "row_number"])
    .orderBy("row_number")
    .orderBy("section")
    .execute();
  // PostgreSQL answers count(*) as a bigint string.
  return rows.map((r) => ({
    section: r.section,
    row_number: Number(r.row_number),
    last_seat: Number(r.last_seat),
    price_cents: Number(r.price_cents),
    seat_count: Number(r.seat_count),
  }));
}

/** The event's wheelchair spaces and companion seats, with their section, row and seat number. */
export function findAccessMarksOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom("seats")
    .select(["section", "row_number", "seat_number", "access"])
    .where("event_id", "=", eventId)
    .where("access", "is not", null)
    .execute();
}

/** The sections of the event whose spaces an admin released to everyone, with when and by whom. */
export function findAccessibleReleases(db: Db, eventId: string) {
  return db
    .selectFrom("accessible_releases")
    .select(["section", "released_by", "released_at"])
    .where("event_id", "=", eventId)
    .orderBy("section")
    .execute();
}

/** Records a section's release; a section already released keeps its first record. */
export function insertAccessibleRelease(
  db: Db,
  release: { eventId: string; section: string; releasedBy: string; releasedAt: string },
) {
  return db
    .insertInto("accessible_releases")
    .values({
      event_id: release.eventId,
      section: release.section,
      released_by: release.releasedBy,
      released_at: release.releasedAt,
    })
    .onConflict((oc) => oc.columns(["event_id", "section"]).doNothing())
    .execute();
}

/** Every seat of the event with its section and mark (what the accessible-seating view counts). */
export function findSeatsOfEvent(db: Db, eventId: string) {
  return db.selectFrom("seats").select(["id", "section", "access"]).where("event_id", "=", eventId).execute();
}

export async function countSeatsOfEvent(db: Db, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("seats")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function deleteSeatsOfEvent(db: Db, eventId: string, section?: string) {
  let query = db.deleteFrom("seats").where("event_id", "=", eventId);
  if (section) query = query.where("section", "=", section);
  return query.executeTakeFirst();
}

export function setEventLayout(db: Db, eventId: string, layout: string, nowIso: string) {
  return db.updateTable("events").set({ layout, updated_at: nowIso }).where("id", "=", eventId).execute();
}

/**
 * Sets the event's seats-per-account limit (null: the default) and, when given, its wheelchair
 * spaces per account; false when there is no such event.
 */
export async function setEventSeatLimit(
  db: Db,
  eventId: string,
  limits: { limit: number | null; accessibleLimit?: number | null | undefined },
  nowIso: string,
) {
  const result = await db
    .updateTable("events")
    .set({
      max_seats_per_account: limits.limit,
      ...(limits.accessibleLimit !== undefined ? { max_accessible_spaces_per_account: limits.accessibleLimit } : {}),
      updated_at: nowIso,
    })
    .where("id", "=", eventId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
