import type { Kysely } from "kysely";
import type { BookingsTable, DB, OrdersTable } from "../../db/schema";

const LIVE = ["held", "completed", "complimentary"] as const;

export function findSeats(db: Kysely<DB>, eventId: string, seatIds: readonly string[]) {
  return db
    .selectFrom("seats")
    .select(["id", "section", "row_number", "seat_number", "price_cents"])
    .where("event_id", "=", eventId)
    .where("id", "in", seatIds)
    .execute();
}

/** Held orders past their expiry that claim any of these seats (all of an event's when none given). */
export function findExpiredHoldOrderIds(db: Kysely<DB>, nowIso: string, eventId?: string, seatIds?: readonly string[]) {
  let query = db
    .selectFrom("orders")
    .select(["orders.id", "orders.event_id", "orders.user_id"])
    .where("orders.status", "=", "held")
    .where("orders.expires_at", "<=", nowIso);
  if (eventId) query = query.where("orders.event_id", "=", eventId);
  if (seatIds) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("bookings")
          .select("bookings.id")
          .whereRef("bookings.order_id", "=", "orders.id")
          .where("bookings.seat_id", "in", seatIds)
          .where("bookings.payment_status", "=", "held"),
      ),
    );
  }
  return query.execute();
}

/** Ends orders in one status and releases their claims; returns the seats that were freed. */
export async function closeOrders(
  db: Kysely<DB>,
  orderIds: readonly string[],
  from: OrdersTable["status"],
  to: OrdersTable["status"],
  nowIso: string,
): Promise<{ seat_id: string; event_id: string }[]> {
  if (orderIds.length === 0) return [];
  const freed = await db
    .updateTable("bookings")
    .set({ payment_status: "released" })
    .where("order_id", "in", orderIds)
    .where("payment_status", "=", "held")
    .returning(["seat_id", "event_id"])
    .execute();
  await db
    .updateTable("orders")
    .set({ status: to, updated_at: nowIso })
    .where("id", "in", orderIds)
    .where("status", "=", from)
    .execute();
  return freed;
}

export function insertOrder(db: Kysely<DB>, order: OrdersTable) {
  return db.insertInto("orders").values(order).execute();
}

export function insertBookings(db: Kysely<DB>, rows: BookingsTable[]) {
  return db.insertInto("bookings").values(rows).execute();
}

export function findLiveClaimsOn(db: Kysely<DB>, eventId: string, seatIds: readonly string[]) {
  return db
    .selectFrom("bookings")
    .select("seat_id")
    .where("event_id", "=", eventId)
    .where("seat_id", "in", seatIds)
    .where("payment_status", "in", LIVE)
    .execute();
}

export function findOrder(db: Kysely<DB>, orderId: string) {
  return db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
}

export function findOrderSeats(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .select(["seats.id", "seats.section", "seats.row_number", "seats.seat_number", "bookings.total_amount_cents"])
    .where("bookings.order_id", "=", orderId)
    .orderBy("seats.row_number")
    .orderBy("seats.seat_number")
    .execute();
}

/** Marks a held, unexpired order paid. Returns false when the hold had already ended. */
export async function confirmHeldOrder(
  db: Kysely<DB>,
  orderId: string,
  payment: { provider: string; providerRef: string },
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({
      status: "paid",
      provider: payment.provider,
      provider_ref: payment.providerRef,
      paid_at: nowIso,
      updated_at: nowIso,
    })
    .where("id", "=", orderId)
    .where("status", "=", "held")
    .where("expires_at", ">", nowIso)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db
    .updateTable("bookings")
    .set({ payment_status: "completed" })
    .where("order_id", "=", orderId)
    .where("payment_status", "=", "held")
    .execute();
  return true;
}

export function findTicketsOfUser(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .innerJoin("events", "events.id", "bookings.event_id")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select([
      "bookings.id as booking_id",
      "bookings.order_id",
      "bookings.seat_id",
      "bookings.total_amount_cents",
      "bookings.payment_status",
      "bookings.booking_date",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
      "events.id as event_id",
      "events.title",
      "events.description",
      "events.event_date",
      "events.venue",
      "orders.provider",
      "orders.paid_at",
    ])
    .where("bookings.user_id", "=", userId)
    .where("bookings.payment_status", "in", ["completed", "complimentary"])
    .orderBy("bookings.booking_date", "desc")
    .orderBy("seats.row_number")
    .orderBy("seats.seat_number")
    .execute();
}
