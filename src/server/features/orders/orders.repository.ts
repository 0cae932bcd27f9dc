import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { paymentMethodOf } from "#domain/schemas/window";
import { forUpdate } from "#server/db/locks";
import type { BookingsTable, DB, OrdersTable } from "#server/db/schema";

export type OrderRow = Selectable<OrdersTable>;
/** A new order: every column but those the database fills in. */
export type NewOrder = Omit<OrderRow, "refunded_cents" | "fulfilment_error">;

/** Held orders past their expiry. */
export function findExpiredHoldOrderIds(db: Kysely<DB>, nowIso: string) {
  return db
    .selectFrom("orders")
    .select(["orders.id", "orders.event_id", "orders.user_id"])
    .where("orders.status", "=", "held")
    .where("orders.expires_at", "<=", nowIso)
    .execute();
}

/**
 * Ends orders in one status and releases their claims; returns the seats that were freed.
 * The order rows are changed (and so locked) first, then their bookings: every path that touches
 * both (payment, cancel, expiry, refund) takes them in that order, so none can deadlock another.
 */
export async function closeOrders(
  db: Kysely<DB>,
  orderIds: readonly string[],
  from: OrdersTable["status"],
  to: OrdersTable["status"],
  nowIso: string,
): Promise<{ seat_id: string; event_id: string; order_id: string }[]> {
  if (orderIds.length === 0) return [];
  const closed = await db
    .updateTable("orders")
    .set({ status: to, updated_at: nowIso })
    .where("id", "in", [...orderIds].sort())
    .where("status", "=", from)
    .returning("id")
    .execute();
  if (closed.length === 0) return [];
  return db
    .updateTable("bookings")
    .set({ payment_status: "released" })
    .where(
      "order_id",
      "in",
      closed.map((o) => o.id),
    )
    .where("payment_status", "=", "held")
    .returning(["seat_id", "event_id", "order_id"])
    .execute();
}

/**
 * The order row, locked until the transaction ends. Every change of an order's money or seats
 * starts here: the order first, then its bookings.
 */
export async function lockOrder(trx: Transaction<DB>, orderId: string): Promise<OrderRow | undefined> {
  return forUpdate(trx, trx.selectFrom("orders").selectAll().where("id", "=", orderId)).executeTakeFirst();
}

/**
 * The order row locked for a payment, with whether its event was cancelled (read in the same
 * statement: a payment reaching a cancelled event is given back). Only the order row is locked.
 */
export async function lockOrderForPayment(
  trx: Transaction<DB>,
  orderId: string,
): Promise<{ order: OrderRow; eventCancelled: boolean } | undefined> {
  const row = await forUpdate(
    trx,
    trx
      .selectFrom("orders")
      .selectAll("orders")
      .select((eb) =>
        eb
          .selectFrom("events")
          .select("events.cancelled_at")
          .whereRef("events.id", "=", "orders.event_id")
          .as("event_cancelled_at"),
      )
      .where("orders.id", "=", orderId),
  ).executeTakeFirst();
  if (!row) return undefined;
  const { event_cancelled_at, ...order } = row;
  return { order, eventCancelled: event_cancelled_at !== null && event_cancelled_at !== undefined };
}

/**
 * Gives back seats of a paid or complimentary order (all of them, or the ones named): their
 * claims become `refunded`, so the seats return to sale, and the order counts what was refunded;
 * it becomes `refunded` once nothing of it is left. Answers the seats and the amount.
 */
export async function refundOrderSeats(
  trx: Transaction<DB>,
  order: OrderRow,
  seatIds: readonly string[] | null,
  nowIso: string,
): Promise<{ seats: { seat_id: string; event_id: string }[]; amountCents: number }> {
  let query = trx
    .updateTable("bookings")
    .set({ payment_status: "refunded" })
    .where("order_id", "=", order.id)
    .where("payment_status", "in", ["completed", "complimentary"]);
  if (seatIds) query = query.where("seat_id", "in", seatIds);
  const seats = await query.returning(["seat_id", "event_id", "total_amount_cents"]).execute();
  const left = await trx
    .selectFrom("bookings")
    .select("id")
    .where("order_id", "=", order.id)
    .where("payment_status", "in", ["completed", "complimentary"])
    .limit(1)
    .execute();
  // A venue rental has no seats of its own: its whole remaining amount is given back.
  const amountCents =
    order.kind === "venue_rental"
      ? order.total_cents - order.refunded_cents
      : seats.reduce((sum, s) => sum + s.total_amount_cents, 0);
  await trx
    .updateTable("orders")
    .set({
      refunded_cents: order.refunded_cents + amountCents,
      updated_at: nowIso,
      ...(left.length === 0 ? { status: "refunded" as const } : {}),
    })
    .where("id", "=", order.id)
    .execute();
  return { seats: seats.map(({ seat_id, event_id }) => ({ seat_id, event_id })), amountCents };
}

/**
 * The provider took the money back (a dispute, a reversal, a refund made outside the site): the
 * order's tickets are void, so they no longer admit anyone and their seats return to sale.
 */
export async function voidOrderSeats(
  trx: Transaction<DB>,
  order: OrderRow,
  change: { refundedCents: number; nowIso: string },
): Promise<{ seat_id: string; event_id: string }[]> {
  const seats = await trx
    .updateTable("bookings")
    .set({ payment_status: "void" })
    .where("order_id", "=", order.id)
    .where("payment_status", "in", ["held", "completed", "complimentary"])
    .returning(["seat_id", "event_id"])
    .execute();
  await trx
    .updateTable("orders")
    .set({
      refunded_cents: Math.min(order.total_cents, change.refundedCents),
      updated_at: change.nowIso,
      ...(change.refundedCents >= order.total_cents ? { status: "refunded" as const } : {}),
    })
    .where("id", "=", order.id)
    .execute();
  return seats;
}

/**
 * Turns a locked, payable hold into a paid order (its seats sold) and answers the paid row. The
 * caller has checked, under the lock, that the hold is live and the amount right.
 */
export async function applyPaidOrder(
  trx: Transaction<DB>,
  order: OrderRow,
  payment: { provider: string; providerRef: string; at: string; details?: string },
): Promise<OrderRow> {
  const confirmed = await confirmHeldOrder(trx, order.id, payment, payment.at);
  if (!confirmed) throw new Error(`order ${order.id} was not payable under its own lock`);
  return {
    ...order,
    status: "paid",
    provider: payment.provider,
    provider_ref: payment.providerRef,
    payment_method: paymentMethodOf(payment.provider),
    paid_at: payment.at,
    updated_at: payment.at,
    ...(payment.details !== undefined ? { details: payment.details } : {}),
  };
}

/** Remembers the provider's checkout opened for a held order (a Stripe Checkout Session). */
export async function setCheckoutRef(
  db: Kysely<DB>,
  orderId: string,
  checkout: { provider: string; ref: string; nowIso: string },
) {
  await db
    .updateTable("orders")
    .set({ provider: checkout.provider, checkout_ref: checkout.ref, updated_at: checkout.nowIso })
    .where("id", "=", orderId)
    .execute();
}

/** Closed holds (lapsed or cancelled) whose provider checkout may still be open. */
export async function findAbandonedCheckouts(db: Kysely<DB>, provider: string, limit = 100) {
  const rows = await db
    .selectFrom("orders")
    .select(["id", "checkout_ref"])
    .where("provider", "=", provider)
    .where("checkout_ref", "is not", null)
    .where("status", "in", ["expired", "cancelled"])
    .limit(limit)
    .execute();
  return rows.flatMap((r) => (r.checkout_ref ? [{ id: r.id, checkout_ref: r.checkout_ref }] : []));
}

export async function clearCheckoutRef(db: Kysely<DB>, orderId: string) {
  await db.updateTable("orders").set({ checkout_ref: null }).where("id", "=", orderId).execute();
}

/** The order a provider's payment paid, by the provider's reference for it. */
export function findOrderByProviderRef(db: Kysely<DB>, provider: string, providerRef: string) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("provider", "=", provider)
    .where("provider_ref", "=", providerRef)
    .executeTakeFirst();
}

/** Paid and complimentary orders of an event, for its cancellation. */
export function findSettledOrdersOfEvent(db: Kysely<DB>, eventId: string) {
  return db
    .selectFrom("orders")
    .select(["id", "kind", "status"])
    .where("event_id", "=", eventId)
    .where("status", "in", ["paid", "complimentary", "held"])
    .orderBy("id")
    .execute();
}

export function insertOrder(db: Kysely<DB>, order: NewOrder) {
  return db.insertInto("orders").values(order).execute();
}

export function insertBookings(db: Kysely<DB>, rows: Insertable<BookingsTable>[]) {
  return db.insertInto("bookings").values(rows).execute();
}

export function findOrder(db: Kysely<DB>, orderId: string) {
  return db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
}

/** An order's seats with their bookings (the ticket's id, event and version, for its code). */
export function findOrderSeats(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .select([
      "seats.id",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
      "seats.access",
      "bookings.total_amount_cents",
      "bookings.list_cents",
      "bookings.discount_cents",
      "bookings.fee_cents",
      "bookings.tax_cents",
      "bookings.payment_status",
      "bookings.id as booking_id",
      "bookings.event_id",
      "bookings.ticket_version",
    ])
    .where("bookings.order_id", "=", orderId)
    .orderBy("seats.row_number")
    .orderBy("seats.seat_number")
    .orderBy("seats.section")
    .execute();
}

/** Marks a held, unexpired order paid. Returns false when the hold had already ended. */
export async function confirmHeldOrder(
  db: Kysely<DB>,
  orderId: string,
  payment: { provider: string; providerRef: string; details?: string },
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({
      status: "paid",
      provider: payment.provider,
      provider_ref: payment.providerRef,
      payment_method: paymentMethodOf(payment.provider),
      paid_at: nowIso,
      updated_at: nowIso,
      ...(payment.details !== undefined ? { details: payment.details } : {}),
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

/** What the confirmation mail needs of an order: its event and the buyer's address and name. */
export function findOrderForConfirmation(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom("orders")
    .innerJoin("events", "events.id", "orders.event_id")
    .innerJoin("profiles", "profiles.id", "orders.user_id")
    .select([
      "orders.id",
      "orders.kind",
      "orders.status",
      "orders.total_cents",
      "orders.currency",
      "orders.provider",
      "orders.details",
      "events.title",
      "events.title_es",
      "events.event_date",
      "events.venue",
      "events.rental_hours",
      "profiles.email",
      "profiles.full_name",
    ])
    .where("orders.id", "=", orderId)
    .executeTakeFirst();
}

export function findOrderDetails(db: Kysely<DB>, orderId: string) {
  return db.selectFrom("orders").select("details").where("id", "=", orderId).executeTakeFirst();
}

export function setOrderDetails(db: Kysely<DB>, orderId: string, details: string) {
  return db.updateTable("orders").set({ details }).where("id", "=", orderId).execute();
}
