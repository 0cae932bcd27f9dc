import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/** Events stepped per pass at most: far more than go on sale at once. */
const MAX_QUEUES = 200;

/**
 * Events whose queue has an admission step to run: on sale (the on-sale time has come, approved,
 * not cancelled, not started) and either someone waiting in line or the pre-queue's draw not made
 * yet. A queue with nobody waiting loses nothing by not being stepped: the next step counts the
 * time since the last.
 */
export async function findQueuesToStep(db: Kysely<DB>, nowIso: string): Promise<string[]> {
  const rows = await db
    .selectFrom("events")
    .select("id")
    .where("on_sale_at", "is not", null)
    .where("on_sale_at", "<=", nowIso)
    .where("event_date", ">", nowIso)
    .where("approval_status", "=", "approved")
    .where("cancelled_at", "is", null)
    .where((eb) => eb.or([eb("queue_drawn_at", "is", null), eb("queue_last_line", ">", eb.ref("queue_admitted_line"))]))
    .orderBy("on_sale_at")
    .limit(MAX_QUEUES)
    .execute();
  return rows.map((r) => r.id);
}
