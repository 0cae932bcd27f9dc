import type { Kysely } from "kysely";
import type { OrderView } from "#domain/schemas/tickets";
import type { SignedInUser } from "#server/context";
import { isUniqueViolation } from "#server/db/errors";
import type { DB, OrdersTable } from "#server/db/schema";
import { createRentedEvent } from "#server/features/event-management/rental.service";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import { handOffForm, type Notification, type PayPalConfig } from "#server/platform/payments/paypal";
import type { CardProvider } from "#server/platform/payments/simulated";
import { confirmHeldOrder, findOrder } from "./orders.repository";
import { type OrdersDeps, orderView, ownOrder, publish } from "./orders.service";

/**
 * Turning a held order into a paid one, for every payment provider and order kind: the card
 * charge, the PayPal hand-off and its notification, and what a confirmed payment leads to.
 */

/** Only a live hold can be paid: no charge, and no PayPal page, for a lapsed or closed one. */
function assertPayable(order: OrdersTable, now: Date): void {
  if (order.status !== "held" || !order.expires_at || order.expires_at <= nowIso(now)) {
    throw new AppError("conflict", { reason: "hold_expired" });
  }
}

/**
 * Pays a held order with a card token. The hold is checked first (no charge for a lapsed hold);
 * if it lapses between the charge and the confirmation, the charge is refunded.
 */
export async function payHeldOrder(
  deps: OrdersDeps & { provider: CardProvider },
  user: SignedInUser,
  orderId: string,
  token: string,
  now: Date,
): Promise<OrderView> {
  const order = await ownOrder(deps.db, user, orderId);
  assertPayable(order, now);
  const charge = await deps.provider.charge({
    token,
    amountCents: order.total_cents,
    currency: order.currency,
    orderId,
  });
  if (!charge.ok) throw new AppError("payment_declined");
  const confirmed = await deps.db
    .transaction()
    .execute((trx) =>
      confirmHeldOrder(trx, orderId, { provider: deps.provider.name, providerRef: charge.reference }, nowIso(now)),
    );
  if (!confirmed) {
    await deps.provider.refund(charge.reference);
    throw new AppError("conflict", { reason: "hold_expired" });
  }
  const { view, fulfilled } = await completePaidOrder(deps, order, now);
  // The money is taken and stays taken: the order is kept for an admin to act on.
  if (!fulfilled) throw new AppError("rental_event_failed", { orderId });
  return view;
}

/**
 * What a confirmed payment leads to, by the order's kind: a ticket order's seats turn occupied
 * on every open chart; a venue rental creates its event. `fulfilled` is false only when that
 * second step failed after the money was taken.
 */
async function completePaidOrder(
  deps: OrdersDeps,
  order: OrdersTable,
  now: Date,
): Promise<{ view: OrderView; fulfilled: boolean }> {
  if (order.kind === "venue_rental") {
    const fulfilled = await createRentedEvent(deps, order.id, now);
    return { view: await orderView(deps.db, order.id), fulfilled };
  }
  const view = await orderView(deps.db, order.id);
  publish(
    deps,
    order.event_id ?? "",
    order.user_id,
    view.seats.map((s) => [s.id, "occupied"] as const),
  );
  return { view, fulfilled: true };
}

/** The hosted PayPal page for a held order: the fields the browser posts in a new tab. */
export async function paypalHandOff(
  db: Kysely<DB>,
  config: PayPalConfig,
  publicUrl: string,
  user: SignedInUser,
  orderId: string,
  now: Date,
) {
  const order = await ownOrder(db, user, orderId);
  assertPayable(order, now);
  return handOffForm(
    config,
    { id: order.id, totalCents: order.total_cents, currency: order.currency },
    publicUrl,
    order.kind === "venue_rental" ? { itemName: "Venue Rental", returnPath: "/event-manager" } : undefined,
  );
}

export type NotificationOutcome = "paid" | "paid_unfulfilled" | "duplicate" | "ignored" | "mismatch" | "lapsed";

/**
 * Applies a verified PayPal notification. Idempotent: a replay of a transaction already applied
 * changes nothing. A payment that arrives after its hold lapsed is logged for an admin to refund.
 */
export async function applyPayPalNotification(
  deps: OrdersDeps,
  config: PayPalConfig,
  note: Notification,
  now: Date,
): Promise<NotificationOutcome> {
  if (note.paymentStatus !== "Completed") return "ignored";
  const order = await findOrder(deps.db, note.orderId);
  if (!order) return "mismatch";
  if (order.provider === "paypal" && order.provider_ref === note.transactionId) return "duplicate";
  if (
    note.receiver !== config.business.toLowerCase() ||
    note.amountCents !== order.total_cents ||
    note.currency !== order.currency
  ) {
    return "mismatch";
  }
  let confirmed = false;
  try {
    confirmed = await deps.db
      .transaction()
      .execute((trx) =>
        confirmHeldOrder(trx, order.id, { provider: "paypal", providerRef: note.transactionId }, nowIso(now)),
      );
  } catch (error) {
    // The same transaction id already confirmed another order: a replay, not a new payment.
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
  if (!confirmed) return "lapsed";
  const { fulfilled } = await completePaidOrder(deps, order, now);
  return fulfilled ? "paid" : "paid_unfulfilled";
}
