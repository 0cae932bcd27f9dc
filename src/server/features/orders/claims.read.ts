import { type ExpressionBuilder, type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "#server/db/schema";
import type { SeatClaims } from "#server/features/seating";
import { IS_LIVE_CLAIM } from "./claims.repository";

/**
 * Live claims on seats as other features count them: a seat is claimed while it is sold (paid or
 * complimentary) or held by a hold that has not lapsed. A lapsed hold counts for nothing before
 * the sweeper releases it, as on the seat map.
 */

type Db = Kysely<DB> | Transaction<DB>;

/**
 * How many of the event's seats are sold (paid or complimentary) and how many are held by a hold
 * that has not lapsed at `nowIso`. The live-claim condition is written out as the partial unique
 * index's own, so SQLite uses that index.
 */
export async function countSoldAndHeldOfEvent(
  db: Db,
  eventId: string,
  nowIso: string,
): Promise<{ sold: number; held: number }> {
  const claims = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select((eb) => [
      eb.fn.sum<number>(sql`case when "bookings"."payment_status" = 'held' then 0 else 1 end`).as("sold"),
      eb.fn
        .sum<number>(
          sql`case when "bookings"."payment_status" = 'held' and "orders"."expires_at" > ${nowIso} then 1 else 0 end`,
        )
        .as("held"),
    ])
    .where("bookings.event_id", "=", eventId)
    .where(IS_LIVE_CLAIM)
    .executeTakeFirstOrThrow();
  return { sold: Number(claims.sold ?? 0), held: Number(claims.held ?? 0) };
}

/**
 * Live claims per event: sold and complimentary seats plus holds whose order has not lapsed at
 * `nowIso`. Events without any are absent.
 */
export async function countLiveClaimsByEvent(db: Db, eventIds: readonly string[], nowIso: string) {
  const claims = new Map<string, number>();
  if (eventIds.length === 0) return claims;
  const sold = await db
    .selectFrom("bookings")
    .select((eb) => ["event_id", eb.fn.countAll().as("n")])
    .where("event_id", "in", eventIds)
    .where("payment_status", "in", ["completed", "complimentary"])
    .groupBy("event_id")
    .execute();
  const held = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select((eb) => ["bookings.event_id", eb.fn.countAll().as("n")])
    .where("bookings.event_id", "in", eventIds)
    .where("bookings.payment_status", "=", "held")
    .where("orders.expires_at", ">", nowIso)
    .groupBy("bookings.event_id")
    .execute();
  for (const rows of [sold, held]) {
    // PostgreSQL answers count(*) as a bigint string.
    for (const row of rows) claims.set(row.event_id, (claims.get(row.event_id) ?? 0) + Number(row.n));
  }
  return claims;
}

/** The condition of a live claim at `nowIso`, on a query of bookings joined with their orders. */
function liveAt(nowIso: string) {
  return (eb: ExpressionBuilder<DB, "bookings" | "orders">) =>
    eb.or([
      eb("bookings.payment_status", "in", ["completed", "complimentary"]),
      eb.and([eb("bookings.payment_status", "=", "held"), eb("orders.expires_at", ">", nowIso)]),
    ]);
}

/** Distinct seats claimed at `nowIso` per event; events without any are absent. */
export async function countClaimedSeatsByEvent(db: Db, eventIds: readonly string[], nowIso: string) {
  if (eventIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select(["bookings.event_id", (eb) => eb.fn.count<number | string>("bookings.seat_id").distinct().as("n")])
    .where("bookings.event_id", "in", eventIds)
    .where(liveAt(nowIso))
    .groupBy("bookings.event_id")
    .execute();
  // PostgreSQL answers count(*) as a bigint string.
  return new Map(rows.map((row) => [row.event_id, Number(row.n)]));
}

/** Distinct seats claimed at `nowIso` per event and section; sections without any are absent. */
export async function countClaimedSeatsBySection(db: Db, eventIds: readonly string[], nowIso: string) {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .select([
      "bookings.event_id",
      "seats.section",
      (eb) => eb.fn.count<number | string>("bookings.seat_id").distinct().as("n"),
    ])
    .where("bookings.event_id", "in", eventIds)
    .where(liveAt(nowIso))
    .groupBy(["bookings.event_id", "seats.section"])
    .execute();
  return rows.map((row) => ({ event_id: row.event_id, section: row.section, n: Number(row.n) }));
}

/**
 * A subquery for a query of `seats`: the live claim on the seat at `nowIso`, if any (a sale, or a
 * hold that has not lapsed). `not exists` of it keeps the seats that are free.
 */
export function liveClaimOnSeat(eb: ExpressionBuilder<DB, "seats">, nowIso: string) {
  return eb
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select("bookings.id")
    .whereRef("bookings.event_id", "=", "seats.event_id")
    .whereRef("bookings.seat_id", "=", "seats.id")
    .where(IS_LIVE_CLAIM)
    .where((claim) =>
      claim.or([claim("bookings.payment_status", "!=", "held"), claim("orders.expires_at", ">", nowIso)]),
    );
}

/**
 * The live claims of an event: the seats sold (paid or complimentary) and the holds, with their
 * order's expiry. Two reads, because at a sell-out nearly every claim is a sale, which needs
 * neither the join with its order nor any column but the seat: reading one column of 3,500 rows
 * costs a third of reading four through a join, and this read runs on every chart request.
 *
 * Holds are read first. Outside a transaction (PostgreSQL, read committed) a hold paid between
 * the two reads then shows up in both lists — a sale is final, so callers let it win — rather
 * than in neither.
 */
export async function liveClaimsOfEvent(db: Db, eventId: string) {
  const holds = await db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select(["bookings.seat_id", "bookings.user_id", "orders.expires_at"])
    .where("bookings.event_id", "=", eventId)
    .where("bookings.payment_status", "=", "held")
    .execute();
  const sold = await db
    .selectFrom("bookings")
    .select("seat_id")
    .where("event_id", "=", eventId)
    .where("payment_status", "in", ["completed", "complimentary"])
    .execute();
  return { soldSeatIds: sold.map((row) => row.seat_id), holds };
}

/**
 * Seats whose tickets were refunded or voided. Their bookings are money records: deleting the
 * seats would take them along, so a seating change is refused while any exist.
 */
export async function settledHistorySeatIds(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("bookings")
    .select("seat_id")
    .where("event_id", "=", eventId)
    .where("payment_status", "in", ["refunded", "void"])
    .execute();
  return rows.map((row) => row.seat_id);
}

/** A user's seats on hold for an event whose hold has not lapsed at `nowIso`, with the expiry. */
export function ownHoldsOnEvent(db: Db, userId: string, eventId: string, nowIso: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select(["bookings.seat_id", "orders.expires_at"])
    .where("bookings.user_id", "=", userId)
    .where("bookings.event_id", "=", eventId)
    .where("bookings.payment_status", "=", "held")
    .where("orders.expires_at", ">", nowIso)
    .orderBy("bookings.seat_id")
    .execute();
}

/** The claims on seats as seating reads them (its `SeatClaims`). */
export const seatClaims: SeatClaims = {
  live: liveClaimsOfEvent,
  settledHistory: settledHistorySeatIds,
  ownHolds: ownHoldsOnEvent,
};
