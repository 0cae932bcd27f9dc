import type { Kysely, Transaction } from "kysely";
import type { SeatSpec } from "../../../domain/seating/layouts";
import type { DB } from "../../db/schema";

type Db = Kysely<DB> | Transaction<DB>;

const LIVE = ["held", "completed", "complimentary"] as const;

export function findSeatsOfEvent(db: Db, eventId: string) {
  return db
    .selectFrom("seats")
    .select(["id", "section", "row_number", "seat_number", "price_cents"])
    .where("event_id", "=", eventId)
    .orderBy("row_number")
    .orderBy("seat_number")
    .execute();
}

export async function countSeatsOfEvent(db: Db, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("seats")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts in batches; seats another request generated first are left as they are. */
export async function insertSeats(db: Db, eventId: string, seats: SeatSpec[], batchSize: number) {
  for (let i = 0; i < seats.length; i += batchSize) {
    const rows = seats.slice(i, i + batchSize).map((s) => ({
      id: s.id,
      event_id: eventId,
      section: s.section,
      row_number: s.row,
      seat_number: s.seat,
      price_cents: s.priceCents,
    }));
    await db.insertInto("seats").values(rows).onConflict((oc) => oc.doNothing()).execute();
  }
}

/** Every live claim of an event with its order's hold expiry. */
export function findLiveClaims(db: Db, eventId: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select(["bookings.seat_id", "bookings.payment_status", "bookings.user_id", "orders.expires_at"])
    .where("bookings.event_id", "=", eventId)
    .where("bookings.payment_status", "in", LIVE)
    .execute();
}

export function deleteSeatsOfEvent(db: Db, eventId: string, section?: string) {
  let query = db.deleteFrom("seats").where("event_id", "=", eventId);
  if (section) query = query.where("section", "=", section);
  return query.executeTakeFirst();
}

export function setEventLayout(db: Db, eventId: string, layout: string, nowIso: string) {
  return db.updateTable("events").set({ layout, updated_at: nowIso }).where("id", "=", eventId).execute();
}
