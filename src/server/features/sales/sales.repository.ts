import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/** The dashboard's own reads: the events in view, an event's seats, and its admissions at the door. */

const EVENT_COLUMNS = ["id", "title", "title_es", "event_date", "on_sale_at", "created_by"] as const;

/** Approved events, or one manager's own, latest first. */
export function findDashboardEvents(db: Kysely<DB>, createdBy: string | null) {
  let query = db
    .selectFrom("events")
    .select([...EVENT_COLUMNS])
    .where("approval_status", "=", "approved");
  if (createdBy !== null) query = query.where("created_by", "=", createdBy);
  return query.orderBy("event_date", "desc").limit(500).execute();
}

export function findDashboardEvent(db: Kysely<DB>, eventId: string) {
  return db
    .selectFrom("events")
    .select([...EVENT_COLUMNS])
    .where("id", "=", eventId)
    .executeTakeFirst();
}

export async function countSeatsOfEvent(db: Kysely<DB>, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("seats")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every admission of the event at the door: its gate and when it was scanned. */
export function findAdmissions(db: Kysely<DB>, eventId: string) {
  return db
    .selectFrom("ticket_checkins")
    .select(["gate", "scanned_at"])
    .where("event_id", "=", eventId)
    .orderBy("scanned_at")
    .execute();
}
