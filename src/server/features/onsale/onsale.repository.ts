import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import { advisoryLock } from "#server/db/locks";
import type { DB, QueueEntriesTable } from "#server/db/schema";
import { countSoldAndHeldOfEvent } from "#server/features/orders";

export type EntryRow = Selectable<QueueEntriesTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** An event as its queue reads it: whether it can be sold, the settings and the progress. */
export async function findQueueEvent(db: Db, eventId: string) {
  return db
    .selectFrom("events")
    .select([
      "id",
      "approval_status",
      "cancelled_at",
      "event_date",
      "on_sale_at",
      "queue_admit_per_minute",
      "queue_max_active",
      "queue_paused",
      "queue_drawn_at",
      "queue_last_line",
      "queue_admitted_line",
      "queue_admit_credit",
      "queue_step_at",
    ])
    .where("id", "=", eventId)
    .executeTakeFirst();
}
export type QueueEventRow = NonNullable<Awaited<ReturnType<typeof findQueueEvent>>>;

/** First key of the PostgreSQL advisory locks on one event's queue. */
const QUEUE_LOCK = 5_300_001;

/**
 * Serialises every change to one event's queue until the transaction ends: joins (a place is the
 * next number), the draw and admission steps, on every instance. Taken first in each of those
 * transactions and no other lock is held with it but row locks on the queue's own rows, so it
 * never waits in a cycle.
 */
export async function lockQueue(trx: Transaction<DB>, eventId: string): Promise<void> {
  await advisoryLock(trx, QUEUE_LOCK, eventId);
}

/** The queue's progress, written under its lock. */
export async function saveProgress(
  trx: Transaction<DB>,
  eventId: string,
  progress: Partial<
    Pick<
      QueueEventRow,
      "queue_drawn_at" | "queue_last_line" | "queue_admitted_line" | "queue_admit_credit" | "queue_step_at"
    >
  >,
): Promise<void> {
  if (Object.keys(progress).length === 0) return;
  await trx.updateTable("events").set(progress).where("id", "=", eventId).execute();
}

export async function saveSettings(
  db: Db,
  eventId: string,
  settings: Partial<Pick<QueueEventRow, "on_sale_at" | "queue_admit_per_minute" | "queue_max_active" | "queue_paused">>,
): Promise<void> {
  if (Object.keys(settings).length === 0) return;
  await db.updateTable("events").set(settings).where("id", "=", eventId).execute();
}

// --- Entries -------------------------------------------------------------------------------------

export function findEntry(db: Db, eventId: string, userId: string): Promise<EntryRow | undefined> {
  return db
    .selectFrom("queue_entries")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export function findEntryBySeq(db: Db, seq: number): Promise<EntryRow | undefined> {
  return db.selectFrom("queue_entries").selectAll().where("seq", "=", seq).executeTakeFirst();
}

/**
 * Another account's place from the same network that is still in use: waiting, or admitted with
 * an admission that has not ended or expired. A place whose visitor is done frees the address.
 */
export async function hasOtherPlaceAtAddress(
  trx: Transaction<DB>,
  input: { eventId: string; addressHash: string; userId: string; nowIso: string },
): Promise<boolean> {
  const row = await trx
    .selectFrom("queue_entries")
    .select("seq")
    .where("event_id", "=", input.eventId)
    .where("address_hash", "=", input.addressHash)
    .where("user_id", "!=", input.userId)
    .where("ended_at", "is", null)
    .where((eb) => eb.or([eb("admitted_at", "is", null), eb("admission_expires_at", ">", input.nowIso)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertEntry(
  trx: Transaction<DB>,
  row: Pick<EntryRow, "event_id" | "user_id" | "address_hash" | "pre_queue" | "line" | "joined_at">,
): Promise<EntryRow> {
  return trx
    .insertInto("queue_entries")
    .values({ ...row, admitted_at: null, admission_expires_at: null, ended_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A visitor whose admission ended joins again: a new place at the back, nothing carried over. */
export async function rejoinEntry(
  trx: Transaction<DB>,
  seq: number,
  row: Pick<EntryRow, "address_hash" | "line" | "joined_at">,
): Promise<EntryRow> {
  return trx
    .updateTable("queue_entries")
    .set({ ...row, pre_queue: 0, admitted_at: null, admission_expires_at: null, ended_at: null })
    .where("seq", "=", seq)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The pre-queue not yet drawn, in arrival order. */
export async function undrawnPreQueue(trx: Transaction<DB>, eventId: string): Promise<number[]> {
  const rows = await trx
    .selectFrom("queue_entries")
    .select("seq")
    .where("event_id", "=", eventId)
    .where("pre_queue", "=", 1)
    .where("line", "is", null)
    .orderBy("seq")
    .execute();
  return rows.map((r) => r.seq);
}

const LINES_PER_STATEMENT = 400;

/** Gives each drawn entry its place, a few hundred entries a statement. */
export async function setLines(trx: Transaction<DB>, places: readonly { seq: number; line: number }[]): Promise<void> {
  for (let i = 0; i < places.length; i += LINES_PER_STATEMENT) {
    const batch = places.slice(i, i + LINES_PER_STATEMENT);
    const values = sql.join(batch.map((p) => sql`(cast(${p.seq} as integer), cast(${p.line} as integer))`));
    await sql`with drawn (seq, line) as (values ${values})
      update queue_entries set line = (select drawn.line from drawn where drawn.seq = queue_entries.seq)
      where seq in (select seq from drawn)`.execute(trx);
  }
}

/**
 * Admits the places after `from` up to `through`, in one statement: admission goes strictly by
 * place, so the next admitted are always a range. Answers how many entries were admitted.
 */
export async function admitRange(
  trx: Transaction<DB>,
  input: { eventId: string; from: number; through: number; at: string; expiresAt: string },
): Promise<number> {
  const result = await trx
    .updateTable("queue_entries")
    .set({ admitted_at: input.at, admission_expires_at: input.expiresAt })
    .where("event_id", "=", input.eventId)
    .where("line", ">", input.from)
    .where("line", "<=", input.through)
    .where("admitted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** Admitted visitors shopping now: their admission has neither ended nor expired. */
export async function countActiveShoppers(db: Db, eventId: string, nowIso: string): Promise<number> {
  return count(
    await db
      .selectFrom("queue_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("event_id", "=", eventId)
      .where("admission_expires_at", ">", nowIso)
      .where("ended_at", "is", null)
      .executeTakeFirst(),
  );
}

/** Visitors in the pre-queue, not yet drawn. */
export async function countUndrawn(db: Db, eventId: string): Promise<number> {
  return count(
    await db
      .selectFrom("queue_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("event_id", "=", eventId)
      .where("line", "is", null)
      .executeTakeFirst(),
  );
}

/** The figures of a queue for its admins. */
export async function countEntries(db: Db, eventId: string, sinceIso: string) {
  const row = await db
    .selectFrom("queue_entries")
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>(sql`case when admitted_at is null then 1 else 0 end`).as("waiting"),
      eb.fn.sum<number>(sql`case when admitted_at is null and line is null then 1 else 0 end`).as("pre_queue"),
      eb.fn.sum<number>(sql`case when admitted_at > ${sinceIso} then 1 else 0 end`).as("last_minute"),
    ])
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  return {
    entries: Number(row.n),
    waiting: Number(row.waiting ?? 0),
    preQueue: Number(row.pre_queue ?? 0),
    admittedLastMinute: Number(row.last_minute ?? 0),
  };
}

/** Admissions granted so far, each visitor once (a rejoined visitor's earlier turn included). */
export async function countAdmitted(db: Db, eventId: string): Promise<number> {
  return count(
    await db
      .selectFrom("queue_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("event_id", "=", eventId)
      .where((eb) => eb.or([eb("admitted_at", "is not", null), eb("ended_at", "is not", null)]))
      .executeTakeFirst(),
  );
}

/** The visitor's order for the event completed: their admission is used up. */
export async function endAdmission(db: Db, input: { eventId: string; userId: string; at: string }): Promise<boolean> {
  const result = await db
    .updateTable("queue_entries")
    .set({ ended_at: input.at })
    .where("event_id", "=", input.eventId)
    .where("user_id", "=", input.userId)
    .where("admitted_at", "is not", null)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// --- Seats -------------------------------------------------------------------------------------

/**
 * How the event's seats stand, read only: all of them, those sold (paid or complimentary) and
 * those held by a hold that has not lapsed.
 */
export async function seatCounts(db: Db, eventId: string, nowIso: string) {
  const seats = count(
    await db
      .selectFrom("seats")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("event_id", "=", eventId)
      .executeTakeFirst(),
  );
  return { seats, ...(await countSoldAndHeldOfEvent(db, eventId, nowIso)) };
}
