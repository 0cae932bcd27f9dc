/**
 * Claims: a seat of an event is claimed by a live booking (`held` and not lapsed, `completed` or
 * `complimentary`), at most one per seat (the partial unique index on live claims). A claim takes
 * its locks in one order — the event's key-share lock, then the account's, then the network's —
 * and reads what it must refuse or replace under them: the account's and the network's seats,
 * recent releases, and the requested seats with their claims.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import { advisoryLock, lockRows, tryAdvisoryLock } from "#server/db/locks";
import type { DB } from "#server/db/schema";

/**
 * `payment_status in ('held', 'completed', 'complimentary')`, written out as the partial unique
 * index's own condition: SQLite only uses a partial index when the query repeats its condition
 * in literals, and with bound parameters it scans every live claim of the event instead.
 */
export const IS_LIVE_CLAIM = sql<boolean>`"bookings"."payment_status" in ('held', 'completed', 'complimentary')`;

/**
 * Serialises a claim with a seating change of the same event: a key-share lock on the event row,
 * which the change's `FOR UPDATE` (lockEventForSeatChanges) waits for and which waits for it.
 */
export async function lockEventForClaims(trx: Transaction<DB>, eventId: string): Promise<void> {
  await lockRows(trx, trx.selectFrom("events").select("id").where("id", "=", eventId), "key share");
}

/** First key of the PostgreSQL advisory locks on one account's claims of one event. */
const ACCOUNT_CLAIMS_LOCK = 5_200_001;

/**
 * Serialises the claims of one account on one event until the transaction ends, so its count of
 * the account's seats cannot be outrun: under READ COMMITTED two parallel holds would both count 9
 * and both insert. Taken after the event's key-share lock (lockEventForClaims), in every claim, so
 * two claims never wait for each other's locks in opposite orders.
 */
export async function lockAccountClaims(trx: Transaction<DB>, userId: string, eventId: string): Promise<void> {
  await advisoryLock(trx, ACCOUNT_CLAIMS_LOCK, `${userId}:${eventId}`);
}

/**
 * The account's claims lock, only if free at once: for a transaction that already holds order rows
 * (one returning seats and offering them), which must not wait on a claim that may be waiting for
 * those rows. False: the account is claiming right now; the caller passes it over.
 */
export function tryLockAccountClaims(trx: Transaction<DB>, userId: string, eventId: string): Promise<boolean> {
  return tryAdvisoryLock(trx, ACCOUNT_CLAIMS_LOCK, `${userId}:${eventId}`);
}

/**
 * How many seats of an event the account has right now: its paid and complimentary seats and
 * its holds that have not lapsed (a lapsed hold counts for nothing even before it is released).
 */
export async function countSeatsOfAccount(
  db: Kysely<DB>,
  input: { userId: string; eventId: string; nowIso: string },
): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("bookings.user_id", "=", input.userId)
    .where("bookings.event_id", "=", input.eventId)
    .where(IS_LIVE_CLAIM)
    .where((eb) => eb.or([eb("bookings.payment_status", "!=", "held"), eb("orders.expires_at", ">", input.nowIso)]))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.n);
}

/** First key of the PostgreSQL advisory locks on one network's claims of one event. */
const NETWORK_CLAIMS_LOCK = 5_200_002;

/**
 * Serialises the claims of one network on one event (its seat window's count), taken after the
 * account's lock (lockAccountClaims) in every claim that takes it.
 */
export async function lockNetworkClaims(trx: Transaction<DB>, network: string, eventId: string): Promise<void> {
  await advisoryLock(trx, NETWORK_CLAIMS_LOCK, `${network}:${eventId}`);
}

/**
 * Seats of an event held (not lapsed) or bought through orders made from one network since
 * `sinceIso`, whichever account made them.
 */
export async function countRecentSeatsOfNetwork(
  db: Kysely<DB>,
  input: { network: string; eventId: string; sinceIso: string; nowIso: string },
): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .innerJoin("bookings", "bookings.order_id", "orders.id")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("orders.event_id", "=", input.eventId)
    .where("orders.network", "=", input.network)
    .where("orders.created_at", ">", input.sinceIso)
    .where(IS_LIVE_CLAIM)
    .where((eb) => eb.or([eb("bookings.payment_status", "!=", "held"), eb("orders.expires_at", ">", input.nowIso)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many wheelchair spaces of an event the account holds (not lapsed) or owns, leaving out the
 * sections an admin released to general sale (their spaces sell like any seat).
 */
export async function countSpacesOfAccount(
  db: Kysely<DB>,
  input: { userId: string; eventId: string; nowIso: string; releasedSections: readonly string[] },
): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("bookings.user_id", "=", input.userId)
    .where("bookings.event_id", "=", input.eventId)
    .where(IS_LIVE_CLAIM)
    .where((eb) => eb.or([eb("bookings.payment_status", "!=", "held"), eb("orders.expires_at", ">", input.nowIso)]))
    .where("seats.access", "=", "wheelchair")
    .$if(input.releasedSections.length > 0, (q) => q.where("seats.section", "not in", input.releasedSections))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The latest moment any of these wheelchair spaces was released (a hold let go or lapsed) after
 * `sinceIso` by the account itself or by any account whose hold came from the same network.
 */
export async function findLatestSpaceRelease(
  db: Kysely<DB>,
  input: { userId: string; network: string | null; eventId: string; seatIds: readonly string[]; sinceIso: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select((eb) => eb.fn.max("orders.updated_at").as("released_at"))
    .where("bookings.event_id", "=", input.eventId)
    .where("bookings.seat_id", "in", input.seatIds)
    .where("bookings.payment_status", "=", "released")
    .where("orders.status", "in", ["cancelled", "expired"])
    .where("orders.updated_at", ">", input.sinceIso)
    .where((eb) =>
      input.network
        ? eb.or([eb("bookings.user_id", "=", input.userId), eb("orders.network", "=", input.network)])
        : eb("bookings.user_id", "=", input.userId),
    )
    .executeTakeFirst();
  return row?.released_at ?? undefined;
}

/**
 * The latest moment the account cancelled a hold on any of these seats after `sinceIso`: the
 * update time of the cancelled order that released them. Undefined when it did not.
 */
export async function findLatestOwnRelease(
  db: Kysely<DB>,
  input: { userId: string; eventId: string; seatIds: readonly string[]; sinceIso: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select((eb) => eb.fn.max("orders.updated_at").as("released_at"))
    .where("bookings.user_id", "=", input.userId)
    .where("bookings.event_id", "=", input.eventId)
    .where("bookings.seat_id", "in", input.seatIds)
    .where("bookings.payment_status", "=", "released")
    .where("orders.status", "=", "cancelled")
    .where("orders.updated_at", ">", input.sinceIso)
    .executeTakeFirst();
  return row?.released_at ?? undefined;
}

/**
 * The requested seats of an event, each with its live claim if it has one (and that claim's order
 * and hold expiry): whether the seats exist, which are taken and which holds have lapsed, in one
 * read. Missing seats are missing rows.
 */
export async function findSeatsWithClaims(db: Kysely<DB>, eventId: string, seatIds: readonly string[]) {
  const rows = await db
    .selectFrom("seats")
    .leftJoin("bookings", (join) =>
      join
        .onRef("bookings.event_id", "=", "seats.event_id")
        .onRef("bookings.seat_id", "=", "seats.id")
        .on(IS_LIVE_CLAIM),
    )
    .leftJoin("orders", "orders.id", "bookings.order_id")
    .select([
      "seats.id",
      "seats.event_id",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
      "seats.price_cents",
      "seats.access",
      "bookings.payment_status as claim",
      "bookings.order_id as claim_order_id",
      "orders.expires_at as claim_expires_at",
    ])
    .where("seats.id", "in", seatIds)
    .execute();
  // The event is checked here, not in SQL: with `seats.event_id = ?` beside the id list, SQLite
  // reads every seat of the event through the (event, position) index instead of the ids.
  return rows.filter((row) => row.event_id === eventId);
}

/** The wheelchair spaces and companion seats of the given rows of an event. */
export function findAccessMarksInRows(
  db: Kysely<DB>,
  eventId: string,
  rows: readonly { section: string; row: number }[],
) {
  return db
    .selectFrom("seats")
    .select(["id", "section", "row_number", "seat_number", "access"])
    .where("event_id", "=", eventId)
    .where("access", "is not", null)
    .where((eb) => eb.or(rows.map((r) => eb.and([eb("section", "=", r.section), eb("row_number", "=", r.row)]))))
    .execute();
}

/** The seats the account holds (a hold that has not lapsed at `nowIso`) or owns on the event. */
export async function findSeatIdsOfAccount(
  db: Kysely<DB>,
  input: { userId: string; eventId: string; nowIso: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select("bookings.seat_id")
    .where("bookings.user_id", "=", input.userId)
    .where("bookings.event_id", "=", input.eventId)
    .where(IS_LIVE_CLAIM)
    .where((eb) => eb.or([eb("bookings.payment_status", "!=", "held"), eb("orders.expires_at", ">", input.nowIso)]))
    .execute();
  return rows.map((r) => r.seat_id);
}

export function findLiveClaimsOn(db: Kysely<DB>, eventId: string, seatIds: readonly string[]) {
  return db
    .selectFrom("bookings")
    .select("seat_id")
    .where("event_id", "=", eventId)
    .where("seat_id", "in", seatIds)
    .where(IS_LIVE_CLAIM)
    .execute();
}

/** The live holds on these seats of an event, with their order's expiry (seats just claimed again). */
export function findHeldClaimsOn(db: Kysely<DB>, eventId: string, seatIds: readonly string[]) {
  return db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select(["bookings.seat_id", "bookings.user_id", "orders.expires_at"])
    .where("bookings.event_id", "=", eventId)
    .where("bookings.seat_id", "in", seatIds)
    .where("bookings.payment_status", "=", "held")
    .execute();
}
