import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { DB, EventChangesTable } from "#server/db/schema";

type Db = Kysely<DB> | Transaction<DB>;

export type EventChangeRow = Selectable<EventChangesTable>;

export function insertEventChange(db: Db, row: Insertable<EventChangesTable>) {
  return db.insertInto("event_changes").values(row).execute();
}

export function findEventChange(db: Db, id: string) {
  return db.selectFrom("event_changes").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The pending change of each of these events (at most one each: a new edit replaces the last). */
export async function findPendingChanges(db: Db, eventIds: readonly string[]): Promise<Map<string, EventChangeRow>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("event_changes")
    .selectAll()
    .where("event_id", "in", eventIds)
    .where("status", "=", "pending")
    .orderBy("created_at", "asc")
    .execute();
  return new Map(rows.map((row) => [row.event_id, row]));
}

/** Closes every pending change of the event as `withdrawn` (a newer edit replaces it). */
export function withdrawPendingChanges(db: Db, eventId: string, by: string | null, at: string) {
  return db
    .updateTable("event_changes")
    .set({ status: "withdrawn", decided_at: at, decided_by: by })
    .where("event_id", "=", eventId)
    .where("status", "=", "pending")
    .execute();
}

/** Moves one pending change to its decision; false when it was no longer pending. */
export async function decideEventChange(
  db: Db,
  id: string,
  to: "approved" | "rejected" | "withdrawn",
  by: string | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("event_changes")
    .set({ status: to, decided_at: at, decided_by: by })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether tickets were sold or given for the event (paid or complimentary ticket orders). */
export async function eventHasSales(db: Db, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom("orders")
    .select("id")
    .where("event_id", "=", eventId)
    .where("kind", "=", "tickets")
    .where("status", "in", ["paid", "complimentary"])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The event's buyers to tell of a change: each paid or complimentary ticket order, with its buyer. */
export function findBuyersOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom("orders")
    .innerJoin("profiles", "profiles.id", "orders.user_id")
    .select(["orders.id", "orders.details", "profiles.email", "profiles.full_name"])
    .where("orders.event_id", "=", eventId)
    .where("orders.kind", "=", "tickets")
    .where("orders.status", "in", ["paid", "complimentary"])
    .orderBy("orders.created_at", "asc")
    .execute();
}

/**
 * What the event's rental was paid with: every paid venue-rental order of the event (the rental,
 * and each difference paid for a dearer edit), newest first, with what is left of each after
 * refunds. Empty for events that were not rented.
 */
export async function findPaidRentals(db: Db, eventId: string): Promise<{ id: string; leftCents: number }[]> {
  const rows = await db
    .selectFrom("orders")
    .select(["id", "total_cents", "refunded_cents"])
    .where("event_id", "=", eventId)
    .where("kind", "=", "venue_rental")
    .where("status", "=", "paid")
    .orderBy("paid_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, leftCents: row.total_cents - row.refunded_cents }));
}
