import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";
import { nowIso } from "#server/platform/clock";
import { insertFeedback, listFeedbackNewestFirst } from "./feedback.repository";

const LIST_LIMIT = 500;

export function submitFeedback(db: Kysely<DB>, input: { email: string; feedback: string }) {
  return insertFeedback(db, {
    id: crypto.randomUUID(),
    email: input.email,
    feedback: input.feedback,
    created_at: nowIso(),
  });
}

export function listFeedback(db: Kysely<DB>) {
  return listFeedbackNewestFirst(db, LIST_LIMIT);
}
