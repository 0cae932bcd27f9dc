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

export function updateEventDetails(
  db: Db,
  id: string,
  changes: Pick<NewEvent, "title" | "description" | "event_date" | "venue" | "image_url" | "rental_hours">,
  nowIso: string,
) {
  return db
    .updateTable("events")
    .set({ ...changes, updated_at: nowIso })
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Moves an event to `to` only from one of `from`; false when it was in another status. */
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
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Bookings, then seats, then orders, then the event — inside the caller's transaction. */
export async function deleteEventAndDependents(trx: Transaction<DB>, id: string): Promise<boolean> {
  await trx.deleteFrom("bookings").where("event_id", "=", id).execute();
  await trx.deleteFrom("seats").where("event_id", "=", id).execute();
  await trx.deleteFrom("orders").where("event_id", "=", id).execute();
  const result = await trx.deleteFrom("events").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What was paid for the venue rental of an event, if it was rented (not admin-created). */
export async function findRentalPaidFor(db: Db, eventId: string): Promise<number | null> {
  const row = await db
    .selectFrom("orders")
    .select("total_cents")
    .where("event_id", "=", eventId)
    .where("kind", "=", "venue_rental")
    .where("status", "=", "paid")
    .executeTakeFirst();
  return row ? row.total_cents : null;
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
