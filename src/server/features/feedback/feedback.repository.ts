import type { Kysely } from "kysely";
import type { DB, FeedbackRow } from "#server/db/schema";

export function insertFeedback(db: Kysely<DB>, row: FeedbackRow): Promise<FeedbackRow> {
  return db.insertInto("feedback").values(row).returningAll().executeTakeFirstOrThrow();
}

export function listFeedbackNewestFirst(db: Kysely<DB>, limit: number): Promise<FeedbackRow[]> {
  return db.selectFrom("feedback").selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
}
