import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { DB, WaitlistEntriesTable, WaitlistStatus } from "#server/db/schema";
import { liveClaimOnSeat } from "#server/features/orders";

type Db = Kysely<DB> | Transaction<DB>;
export type WaitlistRow = Selectable<WaitlistEntriesTable>;

const LIVE: WaitlistStatus[] = ["waiting", "offered"];

export async function insertEntry(
  db: Db,
  row: Pick<WaitlistRow, "event_id" | "user_id" | "count" | "max_price_cents" | "language" | "created_at">,
): Promise<void> {
  await db
    .insertInto("waitlist_entries")
    .values({ ...row, status: "waiting", offer_order_id: null, offered_at: null, updated_at: row.created_at })
    .execute();
}

/** The account's live entry on the event (waiting or offered), else its latest one. */
export function findOwnEntry(db: Db, eventId: string, userId: string) {
  return db
    .selectFrom("waitlist_entries")
    .leftJoin("orders", "orders.id", "waitlist_entries.offer_order_id")
    .selectAll("waitlist_entries")
    .select("orders.expires_at as offer_expires_at")
    .where("waitlist_entries.event_id", "=", eventId)
    .where("waitlist_entries.user_id", "=", userId)
    .orderBy(sql`case when waitlist_entries.status in ('waiting', 'offered') then 0 else 1 end`)
    .orderBy("waitlist_entries.id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** How many people wait ahead of the entry: waiting entries of its event that joined before it. */
export async function countWaitingBefore(db: Db, eventId: string, entryId: number): Promise<number> {
  const row = await db
    .selectFrom("waitlist_entries")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("event_id", "=", eventId)
    .where("status", "=", "waiting")
    .where("id", "<", entryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends the account's live entry on the event; answers whether there was one. */
export async function leaveEntry(db: Db, eventId: string, userId: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("waitlist_entries")
    .set({ status: "left", updated_at: nowIso })
    .where("event_id", "=", eventId)
    .where("user_id", "=", userId)
    .where("status", "in", LIVE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every entry of the event in arrival order, with the person and the offer's expiry. */
export function findEntriesOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom("waitlist_entries")
    .innerJoin("profiles", "profiles.id", "waitlist_entries.user_id")
    .leftJoin("orders", "orders.id", "waitlist_entries.offer_order_id")
    .selectAll("waitlist_entries")
    .select(["profiles.full_name", "profiles.email", "orders.expires_at as offer_expires_at"])
    .where("waitlist_entries.event_id", "=", eventId)
    .orderBy("waitlist_entries.id")
    .execute();
}

/** Events with someone waiting or offered seats: the ones the matcher visits. */
export async function findEventsWithLiveEntries(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("waitlist_entries")
    .select("event_id")
    .distinct()
    .where("status", "in", LIVE)
    .execute();
  return rows.map((r) => r.event_id);
}

/** The event's offered entries with their order's state. */
export function findOfferedEntries(db: Db, eventId: string) {
  return db
    .selectFrom("waitlist_entries")
    .innerJoin("orders", "orders.id", "waitlist_entries.offer_order_id")
    .select(["waitlist_entries.id", "orders.status as order_status", "orders.expires_at as order_expires_at"])
    .where("waitlist_entries.event_id", "=", eventId)
    .where("waitlist_entries.status", "=", "offered")
    .execute();
}

/** Moves offered entries on (bought, expired); an entry that changed meanwhile is left alone. */
export async function settleOffers(db: Db, ids: readonly number[], to: WaitlistStatus, nowIso: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("waitlist_entries")
    .set({ status: to, updated_at: nowIso })
    .where("id", "in", [...ids])
    .where("status", "=", "offered")
    .execute();
}

/** The event's line: waiting entries in arrival order, with whom to mail. */
export function findWaitingLine(db: Db, eventId: string) {
  return db
    .selectFrom("waitlist_entries")
    .innerJoin("profiles", "profiles.id", "waitlist_entries.user_id")
    .select([
      "waitlist_entries.id",
      "waitlist_entries.user_id",
      "waitlist_entries.count",
      "waitlist_entries.max_price_cents",
      "waitlist_entries.language",
      "profiles.email",
      "profiles.full_name",
      "profiles.email_verified",
    ])
    .where("waitlist_entries.event_id", "=", eventId)
    .where("waitlist_entries.status", "=", "waiting")
    .orderBy("waitlist_entries.id")
    .execute();
}

/**
 * Marks a waiting entry offered with its held order. Conditional on the entry still waiting, so of
 * two instances offering to one person at once only one commits; answers whether this one did.
 */
export async function markOffered(
  trx: Transaction<DB>,
  input: { entryId: number; orderId: string; nowIso: string },
): Promise<boolean> {
  const result = await trx
    .updateTable("waitlist_entries")
    .set({ status: "offered", offer_order_id: input.orderId, offered_at: input.nowIso, updated_at: input.nowIso })
    .where("id", "=", input.entryId)
    .where("status", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The event's seats that no live claim keeps anyone off: no sale, and no hold that has not lapsed
 * at `nowIso` (a lapsed hold's seat is free; the hold that takes it releases the lapsed one).
 * With `among`, only those of these seats.
 */
export async function findFreeSeats(db: Db, eventId: string, nowIso: string, among?: readonly string[]) {
  if (among?.length === 0) return [];
  const rows = await db
    .selectFrom("seats")
    .select(["seats.id", "seats.section", "seats.row_number", "seats.seat_number", "seats.price_cents"])
    .where("seats.event_id", "=", eventId)
    .$if(among !== undefined, (q) => q.where("seats.id", "in", among as readonly string[]))
    // Wheelchair spaces and companion seats are never offered, unless their section was released.
    .where(({ eb, or, exists, selectFrom }) =>
      or([
        eb("seats.access", "is", null),
        exists(
          selectFrom("accessible_releases")
            .select("accessible_releases.section")
            .whereRef("accessible_releases.event_id", "=", "seats.event_id")
            .whereRef("accessible_releases.section", "=", "seats.section"),
        ),
      ]),
    )
    .where((eb) => eb.not(eb.exists(liveClaimOnSeat(eb, nowIso))))
    .execute();
  return rows.map((r) => ({
    id: r.id,
    section: r.section,
    row: Number(r.row_number),
    seat: Number(r.seat_number),
    priceCents: Number(r.price_cents),
  }));
}
