import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** Approved events from `nowIso` on, soonest first. */
export function findBookableEvents(db: Kysely<DB>, nowIso: string) {
  return db
    .selectFrom("events")
    .select(["id", "title", "description", "event_date", "venue"])
    .where("approval_status", "=", "approved")
    .where("event_date", ">=", nowIso)
    .orderBy("event_date", "asc")
    .execute();
}

export function findEvent(db: Kysely<DB>, id: string) {
  return db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
}
