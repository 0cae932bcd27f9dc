import { type Kysely, sql } from "kysely";
import type { DB } from "#server/db/schema";

/**
 * The operational figures read at scrape time: a handful of aggregate queries, each over an index
 * and bounded, read-only. They read other features' tables for counts only, never rows.
 */

const num = (value: unknown) => Number(value ?? 0);

/** Events whose waiting room is reported on at most: far more than go on sale at once. */
const MAX_QUEUE_EVENTS = 50;

/** The mail outbox: mail waiting to go, how long the oldest has waited, and mail given up. */
export async function outboxFigures(db: Kysely<DB>): Promise<{ depth: number; oldest: string | null; failed: number }> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => [
      eb.fn.sum<number>(sql`case when status = 'queued' then 1 else 0 end`).as("depth"),
      eb.fn.min<string>(sql`case when status = 'queued' then created_at end`).as("oldest"),
      eb.fn.sum<number>(sql`case when status = 'failed' then 1 else 0 end`).as("failed"),
    ])
    .where("status", "in", ["queued", "failed"])
    .executeTakeFirst();
  return { depth: num(row?.depth), oldest: row?.oldest ?? null, failed: num(row?.failed) };
}

/** Refunds owed that wait for an admin or a retry, and money flagged for an admin. */
export async function ledgerFigures(
  db: Kysely<DB>,
): Promise<{ refundsOwed: number; refundsOwedCents: number; flagged: number }> {
  const rows = await db
    .selectFrom("payment_ledger")
    .select((eb) => ["state", "kind", eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("amount_cents").as("cents")])
    .where("state", "in", ["pending", "flagged"])
    .groupBy(["state", "kind"])
    .execute();
  let refundsOwed = 0;
  let refundsOwedCents = 0;
  let flagged = 0;
  for (const row of rows) {
    if (row.state === "pending" && row.kind === "refund") {
      refundsOwed += num(row.n);
      refundsOwedCents += num(row.cents);
    }
    if (row.state === "flagged") flagged += num(row.n);
  }
  return { refundsOwed, refundsOwedCents, flagged };
}

export interface QueueFigures {
  eventId: string;
  /** Visitors in line, not yet admitted (pre-queue included). */
  waiting: number;
  /** Admitted visitors whose admission has neither ended nor expired. */
  active: number;
  /** Admitted within the last minute. */
  admittedLastMinute: number;
}

/** The waiting rooms of events on sale (on-sale time set, not yet started, not cancelled). */
export async function queueFigures(db: Kysely<DB>, now: Date): Promise<QueueFigures[]> {
  const at = now.toISOString();
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  const rows = await db
    .selectFrom("queue_entries")
    .innerJoin("events", "events.id", "queue_entries.event_id")
    .select((eb) => [
      "queue_entries.event_id as eventId",
      eb.fn
        .sum<number>(
          sql`case when queue_entries.admitted_at is null and queue_entries.ended_at is null then 1 else 0 end`,
        )
        .as("waiting"),
      eb.fn
        .sum<number>(
          sql`case when queue_entries.admission_expires_at > ${at} and queue_entries.ended_at is null then 1 else 0 end`,
        )
        .as("active"),
      eb.fn.sum<number>(sql`case when queue_entries.admitted_at > ${minuteAgo} then 1 else 0 end`).as("recent"),
    ])
    .where("events.on_sale_at", "is not", null)
    .where("events.event_date", ">", at)
    .where("events.cancelled_at", "is", null)
    .groupBy("queue_entries.event_id")
    .orderBy("queue_entries.event_id")
    .limit(MAX_QUEUE_EVENTS)
    .execute();
  return rows.map((row) => ({
    eventId: row.eventId,
    waiting: num(row.waiting),
    active: num(row.active),
    admittedLastMinute: num(row.recent),
  }));
}
