import type { Kysely, Transaction } from "kysely";
import type { DB } from "#server/db/schema";

type Db = Kysely<DB> | Transaction<DB>;

/** The event's house seats with their seat's place, front to back. */
export function findHouseSeatsOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom("house_seats")
    .innerJoin("seats", "seats.id", "house_seats.seat_id")
    .select([
      "house_seats.seat_id",
      "house_seats.reason",
      "house_seats.created_at",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
    ])
    .where("house_seats.event_id", "=", eventId)
    .orderBy("seats.row_number")
    .orderBy("seats.section")
    .orderBy("seats.seat_number")
    .execute();
}

/** Only the ids of the event's house seats (the seat states mark them). */
export async function findHouseSeatIds(db: Db, eventId: string): Promise<string[]> {
  const rows = await db.selectFrom("house_seats").select("seat_id").where("event_id", "=", eventId).execute();
  return rows.map((r) => r.seat_id);
}

/** Which of these seats of the event are house seats. */
export async function findHouseSeatsAmong(db: Db, eventId: string, seatIds: readonly string[]): Promise<string[]> {
  if (seatIds.length === 0) return [];
  const rows = await db
    .selectFrom("house_seats")
    .select("seat_id")
    .where("event_id", "=", eventId)
    .where("seat_id", "in", seatIds)
    .execute();
  return rows.map((r) => r.seat_id);
}

export async function insertHouseSeats(
  trx: Transaction<DB>,
  rows: { seat_id: string; event_id: string; reason: string; created_by: string; created_at: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto("house_seats")
    .values(rows)
    .onConflict((oc) => oc.column("seat_id").doUpdateSet((eb) => ({ reason: eb.ref("excluded.reason") })))
    .execute();
}

/** Puts house seats back on sale: the ones named, or all of the event's. Answers the seats released. */
export async function deleteHouseSeats(
  trx: Transaction<DB>,
  eventId: string,
  seatIds: readonly string[] | null,
): Promise<string[]> {
  let query = trx.deleteFrom("house_seats").where("event_id", "=", eventId);
  if (seatIds) {
    if (seatIds.length === 0) return [];
    query = query.where("seat_id", "in", seatIds);
  }
  const rows = await query.returning("seat_id").execute();
  return rows.map((r) => r.seat_id);
}

/** Which of these ids are seats of the event. */
export async function findSeatIdsOfEventAmong(db: Db, eventId: string, seatIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom("seats")
    .select("id")
    .where("event_id", "=", eventId)
    .where("id", "in", seatIds)
    .execute();
  return rows.map((r) => r.id);
}
