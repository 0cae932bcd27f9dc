import type { Kysely, Transaction } from "kysely";
import { advisoryLock } from "#server/db/locks";
import type { DB, TourBookingsTable } from "#server/db/schema";

type Db = Kysely<DB> | Transaction<DB>;
export type TourBookingRow = TourBookingsTable;

/** First key of the PostgreSQL advisory locks on tour dates, so they cannot meet other locks. */
const TOUR_DATE_LOCK = 5_100_001;

/**
 * Serialises bookings of one date until the transaction ends. On PostgreSQL a count-then-insert
 * under READ COMMITTED lets two transactions both see 9 and both insert: the advisory lock per
 * date makes the second wait until the first commits, so its count sees the new row.
 */
export async function lockTourDate(trx: Transaction<DB>, date: string): Promise<void> {
  await advisoryLock(trx, TOUR_DATE_LOCK, date);
}

/** Confirmed bookings per date in [from, to]; dates without any are left out. */
export async function countConfirmedByDate(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("tour_bookings")
    .select(["tour_date", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("status", "=", "confirmed")
    .where("tour_date", ">=", from)
    .where("tour_date", "<=", to)
    .groupBy("tour_date")
    .execute();
  return new Map(rows.map((row) => [row.tour_date, Number(row.n)]));
}

export async function countConfirmedOn(db: Db, date: string): Promise<number> {
  return (await countConfirmedByDate(db, date, date)).get(date) ?? 0;
}

export async function hasConfirmedBookingOn(db: Db, userId: string, date: string): Promise<boolean> {
  const row = await db
    .selectFrom("tour_bookings")
    .select("id")
    .where("user_id", "=", userId)
    .where("tour_date", "=", date)
    .where("status", "=", "confirmed")
    .executeTakeFirst();
  return row !== undefined;
}

export function insertTourBooking(db: Db, row: TourBookingRow): Promise<TourBookingRow> {
  return db.insertInto("tour_bookings").values(row).returningAll().executeTakeFirstOrThrow();
}

/** A user's confirmed bookings from `fromDate` on, soonest first. */
export function findUpcomingOfUser(db: Db, userId: string, fromDate: string): Promise<TourBookingRow[]> {
  return db
    .selectFrom("tour_bookings")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "confirmed")
    .where("tour_date", ">=", fromDate)
    .orderBy("tour_date")
    .orderBy("created_at")
    .execute();
}

export function findTourBooking(db: Db, id: string): Promise<TourBookingRow | undefined> {
  return db.selectFrom("tour_bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Cancels a confirmed booking; undefined when it was not confirmed (any more). */
export function cancelConfirmedBooking(db: Db, id: string): Promise<TourBookingRow | undefined> {
  return db
    .updateTable("tour_bookings")
    .set({ status: "cancelled" })
    .where("id", "=", id)
    .where("status", "=", "confirmed")
    .returningAll()
    .executeTakeFirst();
}

/** The profile's name and address as stored now. */
export function findProfile(db: Db, userId: string) {
  return db.selectFrom("profiles").select(["full_name", "email"]).where("id", "=", userId).executeTakeFirst();
}
