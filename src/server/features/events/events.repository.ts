import type { Kysely, Transaction } from "kysely";
import { lockRows } from "#server/db/locks";
import type { DB } from "#server/db/schema";

/** Approved events from `nowIso` on that are not cancelled, soonest first. */
export function findBookableEvents(db: Kysely<DB>, nowIso: string) {
  return db
    .selectFrom("events")
    .select(["id", "title", "description", "title_es", "description_es", "event_date", "venue"])
    .where("approval_status", "=", "approved")
    .where("cancelled_at", "is", null)
    .where("event_date", ">=", nowIso)
    .orderBy("event_date", "asc")
    .execute();
}

export function findEvent(db: Kysely<DB>, id: string) {
  return db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Makes a seating change wait for holds in flight, and holds wait for it: the event row is locked
 * `FOR UPDATE` (a hold's inserts take a key-share lock on it through their foreign keys, which
 * this conflicts with).
 */
export async function lockEventForSeatChanges(trx: Transaction<DB>, eventId: string): Promise<void> {
  await lockRows(trx, trx.selectFrom("events").select("id").where("id", "=", eventId));
}
