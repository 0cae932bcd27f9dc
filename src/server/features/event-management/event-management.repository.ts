import type { Kysely, Transaction } from "kysely";
import type { ApprovalStatus, DB, NewEvent } from "#server/db/schema";

type Db = Kysely<DB> | Transaction<DB>;

/** Every event (admins) or one creator's, any status, soonest first. */
export function findManagedEvents(db: Db, createdBy?: string) {
  let query = db.selectFrom("events").selectAll().orderBy("event_date", "asc").orderBy("created_at", "asc");
  if (createdBy !== undefined) query = query.where("created_by", "=", createdBy);
  return query.execute();
}

export function insertEvent(db: Db, row: NewEvent) {
  return db.insertInto("events").values(row).execute();
}

/** Moves an event to `to` only from one of `from`; false when it was in another status or is cancelled. */
export async function setApproval(
  db: Db,
  id: string,
  from: readonly ApprovalStatus[],
  to: ApprovalStatus,
  by: string | null,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable("events")
    .set({
      approval_status: to,
      approved_by: to === "approved" ? by : null,
      approved_at: to === "approved" ? nowIso : null,
      updated_at: nowIso,
    })
    .where("id", "=", id)
    .where("approval_status", "in", from)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether any order was ever placed for the event (held, paid, refunded, anything). */
export async function eventHasOrders(db: Db, eventId: string): Promise<boolean> {
  const row = await db.selectFrom("orders").select("id").where("event_id", "=", eventId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Of these events, the ones any order was ever placed for. */
export async function eventsWithOrders(db: Db, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("orders")
    .select("event_id")
    .where("event_id", "in", eventIds)
    .groupBy("event_id")
    .execute();
  return new Set(rows.flatMap((row) => (row.event_id ? [row.event_id] : [])));
}

/**
 * An event that never had an order, with its seats and change requests, inside the caller's
 * transaction. Bookings only exist with an order, so there are none to remove; the database
 * refuses to delete an event that has orders.
 */
export async function deleteEventWithoutOrders(trx: Transaction<DB>, id: string): Promise<boolean> {
  await trx.deleteFrom("seats").where("event_id", "=", id).execute();
  await trx.deleteFrom("event_changes").where("event_id", "=", id).execute();
  const result = await trx.deleteFrom("events").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Marks the event cancelled (kept, with when, why and by whom) unless it already is; with
 * `onlyUnapproved`, only while it is not approved. False when nothing changed.
 */
export async function markEventCancelled(
  db: Db,
  id: string,
  change: { at: string; reason: string; by: string | null; onlyUnapproved: boolean },
): Promise<boolean> {
  let query = db
    .updateTable("events")
    .set({ cancelled_at: change.at, cancel_reason: change.reason, cancelled_by: change.by, updated_at: change.at })
    .where("id", "=", id)
    .where("cancelled_at", "is", null);
  if (change.onlyUnapproved) query = query.where("approval_status", "!=", "approved");
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ties a paid rental to the event it created; false if another attempt already did. */
export async function linkRentalToEvent(db: Db, orderId: string, eventId: string, nowIso: string) {
  const result = await db
    .updateTable("orders")
    .set({ event_id: eventId, fulfilment_error: null, updated_at: nowIso })
    .where("id", "=", orderId)
    .where("kind", "=", "venue_rental")
    .where("event_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function recordRentalFailure(db: Db, orderId: string, error: string, nowIso: string) {
  return db
    .updateTable("orders")
    .set({ fulfilment_error: error, updated_at: nowIso })
    .where("id", "=", orderId)
    .execute();
}

/** Paid rentals whose event was not created: what an admin has to act on. */
export function findFailedRentals(db: Db) {
  return db
    .selectFrom("orders")
    .innerJoin("profiles", "profiles.id", "orders.user_id")
    .select([
      "orders.id",
      "orders.details",
      "orders.total_cents",
      "orders.currency",
      "orders.paid_at",
      "orders.fulfilment_error",
      "profiles.email",
    ])
    .where("orders.kind", "=", "venue_rental")
    .where("orders.status", "=", "paid")
    .where("orders.event_id", "is", null)
    .orderBy("orders.paid_at", "asc")
    .execute();
}
