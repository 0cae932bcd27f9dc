import type { Kysely } from "kysely";
import type { Language } from "#domain/i18n/translate";
import type { OrderView, PaymentHandOff } from "#domain/schemas/tickets";
import type { SignedInUser } from "#server/context";
import { isUniqueViolation } from "#server/db/errors";
import type { DB, OrderKind } from "#server/db/schema";
import {
  bookComplimentary,
  type ClaimInput,
  confirmPayment,
  findOrder,
  type OrderRow,
  type OrdersDeps,
  orderView,
  ownOrder,
} from "#server/features/orders";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { Logger } from "#server/platform/logger";
import { handOffForm, type Notification, type PayPalConfig } from "#server/platform/payments/paypal";
import type { CardProvider } from "#server/platform/payments/simulated";
import { type ConfirmationDeps, rememberBuyerLanguage, sendOrderConfirmation } from "./confirmation.mail";

/**
 * Turning a held order into a paid one, for every payment provider and order kind: the card
 * charge, the PayPal hand-off and its notification, and what a confirmed payment leads to (its
 * fulfilment and the buyer's confirmation mail).
 */

/** What fulfilling a paid order may use. */
export interface FulfilDeps extends OrdersDeps {
  logger: Logger;
}

/**
 * Delivers what a paid order bought: true when done, false when it failed after the money was
 * taken (the order stays paid, kept for an admin). Each order kind brings its own, wired where
 * the app is composed, so payments knows nothing of what is sold.
 */
export type Fulfil = (deps: FulfilDeps, input: { orderId: string }) => Promise<boolean>;

export type Fulfilment = Record<OrderKind, Fulfil>;

export interface PaymentsDeps extends FulfilDeps, ConfirmationDeps {
  fulfil: Fulfilment;
}

/** Only a live hold can be paid: no charge, and no PayPal page, for a lapsed or closed one. */
function assertPayable(order: OrderRow, now: Date): void {
  if (order.status !== "held" || !order.expires_at || order.expires_at <= nowIso(now)) {
    throw new AppError("conflict", { reason: "hold_expired" });
  }
}

/**
 * A complimentary booking is settled at once, without a payment, and confirmed to its holder
 * like a paid order.
 */
export async function bookComplimentaryOrder(
  deps: PaymentsDeps,
  input: ClaimInput & { language: Language },
): Promise<OrderView> {
  const order = await bookComplimentary(deps, input);
  await sendOrderConfirmation(deps, { orderId: order.id, language: input.language });
  return order;
}

/**
 * Pays a held order with a card token. The hold is checked first (no charge for a lapsed hold);
 * if it lapses between the charge and the confirmation, the charge is refunded.
 */
export async function payHeldOrder(
  deps: PaymentsDeps & { provider: CardProvider },
  input: { user: SignedInUser; orderId: string; token: string; language: Language },
): Promise<OrderView> {
  const { orderId } = input;
  const order = await ownOrder(deps, input);
  assertPayable(order, deps.now);
  const charge = await deps.provider.charge({
    token: input.token,
    amountCents: order.total_cents,
    currency: order.currency,
    orderId,
  });
  if (!charge.ok) throw new AppError("payment_declined");
  const confirmed = await confirmPayment(deps, {
    orderId,
    provider: deps.provider.name,
    providerRef: charge.reference,
  });
  if (!confirmed) {
    await deps.provider.refund(charge.reference);
    throw new AppError("conflict", { reason: "hold_expired" });
  }
  const fulfilled = await completePaidOrder(deps, { order, language: input.language });
  // The money is taken and stays taken: the order is kept for an admin to act on.
  if (!fulfilled) throw new AppError("rental_event_failed", { orderId });
  return orderView(deps, { orderId });
}

/**
 * What a confirmed payment leads to: the order's kind fulfils it (a ticket order's seats turn
 * occupied, a venue rental creates its event), then the buyer is mailed. False only when the
 * fulfilment failed after the money was taken; no mail goes out then.
 */
async function completePaidOrder(
  deps: PaymentsDeps,
  input: { order: OrderRow; language?: Language },
): Promise<boolean> {
  const fulfilled = await deps.fulfil[input.order.kind](deps, { orderId: input.order.id });
  if (fulfilled) await sendOrderConfirmation(deps, { orderId: input.order.id, language: input.language });
  return fulfilled;
}

/**
 * The hosted PayPal page for a held order: the fields the browser posts in a new tab. PayPal's
 * notification arrives without the buyer, so their language is kept on the order for its mail.
 */
export async function paypalHandOff(
  deps: { db: Kysely<DB>; paypal: PayPalConfig; publicUrl: string; now: Date },
  input: { user: SignedInUser; orderId: string; language: Language },
): Promise<PaymentHandOff> {
  const order = await ownOrder(deps, input);
  assertPayable(order, deps.now);
  const handOff = handOffForm(
    deps.paypal,
    { id: order.id, totalCents: order.total_cents, currency: order.currency },
    deps.publicUrl,
    order.kind === "venue_rental" ? { itemName: "Venue Rental", returnPath: "/event-manager" } : undefined,
  );
  await rememberBuyerLanguage(deps, { orderId: order.id, language: input.language });
  return handOff;
}

export type NotificationOutcome = "paid" | "paid_unfulfilled" | "duplicate" | "ignored" | "mismatch" | "lapsed";

/**
 * Applies a verified PayPal notification. Idempotent: a replay of a transaction already applied
 * changes nothing. A payment that arrives after its hold lapsed is logged for an admin to refund.
 */
export async function applyPayPalNotification(
  deps: PaymentsDeps & { paypal: PayPalConfig },
  input: { note: Notification },
): Promise<NotificationOutcome> {
  const { note } = input;
  if (note.paymentStatus !== "Completed") return "ignored";
  const order = await findOrder(deps.db, note.orderId);
  if (!order) return "mismatch";
  if (order.provider === "paypal" && order.provider_ref === note.transactionId) return "duplicate";
  if (
    note.receiver !== deps.paypal.business.toLowerCase() ||
    note.amountCents !== order.total_cents ||
    note.currency !== order.currency
  ) {
    return "mismatch";
  }
  let confirmed = false;
  try {
    confirmed = await confirmPayment(deps, {
      orderId: order.id,
      provider: "paypal",
      providerRef: note.transactionId,
    });
  } catch (error) {
    // The same transaction id already confirmed another order: a replay, not a new payment.
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
  if (!confirmed) return "lapsed";
  // No language is given: the one kept at the hand-off (or the default) is the mail's.
  return (await completePaidOrder(deps, { order })) ? "paid" : "paid_unfulfilled";
}
