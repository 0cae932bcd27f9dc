import type { Kysely, Transaction } from "kysely";
import type Stripe from "stripe";
import type { Language } from "#domain/i18n/translate";
import { translate } from "#domain/i18n/translate";
import type { OrderView, PaymentHandOff, StripeCheckoutResponse } from "#domain/schemas/tickets";
import { venue } from "#domain/venue";
import type { SignedInUser } from "#server/context";
import type { DB, OrderKind } from "#server/db/schema";
import {
  bookComplimentary,
  type ClaimInput,
  findOrderForConfirmation,
  type OrderRow,
  type OrdersDeps,
  orderView,
  ownOrder,
  setCheckoutRef,
} from "#server/features/orders";
import { guestHolder } from "#server/features/tickets";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { Logger } from "#server/platform/logger";
import { handOffForm, type Notification, type PayPalConfig } from "#server/platform/payments/paypal";
import { type ConfirmationDeps, enqueueOrderConfirmation, rememberBuyerLanguage } from "./confirmation.mail";
import { type ChargeOutcome, type SettlementDeps, settleCharge, settleReturnedMoney } from "./settlement.service";

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

export interface PaymentsDeps extends FulfilDeps, ConfirmationDeps, SettlementDeps {
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
 * like a paid order: the admin's own account, or a named guest (`guest`: an account has the
 * tickets at once, an address without one claims them on its first verified sign-in), who is
 * mailed the confirmation. The seats are claimed in the orders feature's own transaction; the mail is
 * queued right after it commits, by the same request. Only a crash between the two loses it,
 * and then the admin who booked gets no answer either and sees the seats taken on the chart —
 * unlike a buyer's payment, which a provider's notification may settle with nobody watching.
 * A mail that cannot be queued is logged: the booking stands and must not answer as failed.
 */
export async function bookComplimentaryOrder(
  deps: PaymentsDeps,
  input: ClaimInput & { language: Language; guest?: { email: string; name?: string | undefined } | undefined },
): Promise<OrderView> {
  const { guest, ...claim } = input;
  const holder = guest ? await guestHolder(deps.db, { issuer: input.user, ...guest }) : null;
  const order = await bookComplimentary(deps, { ...claim, ...(holder ? { holder } : {}) });
  try {
    await enqueueOrderConfirmation(deps, deps.db, { orderId: order.id, language: input.language });
  } catch (error) {
    deps.logger.error("order confirmation mail failed", { orderId: order.id, error: String(error) });
  }
  return order;
}

/**
 * What a charge settles with, in its transaction: a ticket buyer's confirmation mail. So a paid
 * order always has its mail queued, whatever happens to the request after the commit.
 */
function confirmWithPayment(deps: PaymentsDeps, language?: Language) {
  return async (trx: Transaction<DB>, paid: OrderRow): Promise<void> => {
    if (paid.kind !== "tickets") return;
    // The buyer's language stays on the order for the mails that follow (refunds, cancellation).
    if (language) await rememberBuyerLanguage({ db: trx }, { orderId: paid.id, language });
    await enqueueOrderConfirmation(deps, trx, { orderId: paid.id, ...(language ? { language } : {}) });
  };
}

/**
 * Pays a held order with a simulated card token. A repeated request for an order already paid
 * answers the paid order and charges nothing; the provider charges an order once, so two requests
 * at the same time settle one charge. The hold is checked before charging; if it lapses before the
 * charge is applied, or anything fails after the charge, the money is given back.
 */
export async function payHeldOrder(
  deps: PaymentsDeps,
  input: { user: SignedInUser; orderId: string; token: string; language: Language },
): Promise<OrderView> {
  const card = deps.providers.simulated;
  if (!card) throw new AppError("not_found", { reason: "provider_unavailable" });
  const { orderId } = input;
  const order = await ownOrder(deps, input);
  if (order.status === "paid") return orderView(deps, { orderId });
  assertPayable(order, deps.now);
  const charge = await card.charge({
    token: input.token,
    amountCents: order.total_cents,
    currency: order.currency,
    orderId,
  });
  if (!charge.ok) throw new AppError("payment_declined");
  let outcome: ChargeOutcome;
  try {
    outcome = await settleCharge(
      deps,
      {
        orderId,
        provider: card.name,
        providerRef: charge.reference,
        amountCents: order.total_cents,
        currency: order.currency,
      },
      confirmWithPayment(deps, input.language),
    );
  } catch (error) {
    // Nothing was recorded: the charge must not stay taken.
    await card.refund({
      reference: charge.reference,
      amountCents: order.total_cents,
      idempotencyKey: `unsettled-${charge.reference}`,
    });
    throw error;
  }
  if (outcome.kind === "flagged") {
    throw new AppError("conflict", {
      reason: outcome.problem === "event_cancelled" ? "event_cancelled" : "hold_expired",
    });
  }
  const fulfilled = outcome.kind === "applied" ? await completePaidOrder(deps, { order: outcome.order }) : true;
  // The money is taken and stays taken: the order is kept for an admin to act on.
  if (!fulfilled) throw new AppError("rental_event_failed", { orderId });
  const view = await orderView(deps, { orderId });
  if (view.status !== "paid") throw new AppError("conflict", { reason: "hold_expired" });
  return view;
}

/**
 * What a confirmed payment leads to, after it committed: the order's kind fulfils it (a ticket
 * order's seats turn occupied, a venue rental creates its event), and the mail worker is told
 * that the confirmation written with the payment is waiting. A venue rental gets no ticket
 * confirmation: it is confirmed by its event, pending approval in /event-manager, which exists
 * only once the fulfilment succeeded. False only when the fulfilment failed after the money was
 * taken.
 */
async function completePaidOrder(deps: PaymentsDeps, input: { order: OrderRow }): Promise<boolean> {
  deps.mailer.nudge();
  return deps.fulfil[input.order.kind](deps, { orderId: input.order.id });
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

export type NotificationOutcome =
  | "paid"
  | "paid_unfulfilled"
  | "duplicate"
  | "ignored"
  | "mismatch"
  | "flagged"
  | "returned"
  | "unknown_payment";

/**
 * Applies a verified PayPal notification, exactly once per transaction. A completed payment for
 * a live hold of the right amount pays it; one that cannot be applied (lapsed hold, already paid,
 * wrong amount) is a flagged ledger row with a refund owed, which an admin makes in PayPal. A
 * reversal or refund takes the tickets back. A payment to another receiver is not ours.
 */
export async function applyPayPalNotification(
  deps: PaymentsDeps & { paypal: PayPalConfig },
  input: { note: Notification },
): Promise<NotificationOutcome> {
  const { note } = input;
  if (note.receiver !== deps.paypal.business.toLowerCase()) return "mismatch";
  if ((note.paymentStatus === "Reversed" || note.paymentStatus === "Refunded") && note.parentTransactionId) {
    const returned = await settleReturnedMoney(deps, {
      provider: "paypal",
      kind: note.paymentStatus === "Reversed" ? "reversal" : "refund",
      providerRef: note.transactionId,
      chargeRef: note.parentTransactionId,
      amountCents: note.amountCents,
      currency: note.currency,
    });
    return returned === "applied" ? "returned" : returned;
  }
  if (note.paymentStatus !== "Completed") return "ignored";
  // No language is given: the one kept at the hand-off (or the default) is the mail's.
  const outcome = await settleCharge(
    deps,
    {
      orderId: note.orderId,
      provider: "paypal",
      providerRef: note.transactionId,
      amountCents: note.amountCents,
      currency: note.currency,
    },
    confirmWithPayment(deps),
  );
  if (outcome.kind === "duplicate") return "duplicate";
  if (outcome.kind === "flagged") return "flagged";
  return (await completePaidOrder(deps, { order: outcome.order })) ? "paid" : "paid_unfulfilled";
}

/**
 * Sends the buyer to Stripe's hosted payment page for a held order. The amount is the order's;
 * Stripe gives one session per order however often this is asked, and only its signed webhook
 * pays the order. An order already paid answers itself and no address.
 */
export async function startStripeCheckout(
  deps: PaymentsDeps,
  input: { user: SignedInUser; orderId: string; language: Language },
): Promise<StripeCheckoutResponse> {
  const stripe = deps.providers.stripe;
  if (!stripe) throw new AppError("not_found", { reason: "provider_unavailable" });
  const order = await ownOrder(deps, input);
  if (order.status === "paid") return { url: null, order: await orderView(deps, { orderId: order.id }) };
  assertPayable(order, deps.now);
  await rememberBuyerLanguage(deps, { orderId: order.id, language: input.language });
  // The session already opened for this order is sent again while it can still be paid (the
  // buyer came back from Stripe's page, or pressed pay twice); a new one only after it ended.
  const opened =
    order.provider === "stripe" && order.checkout_ref ? await stripe.findCheckout(order.checkout_ref) : null;
  if (opened?.status === "open" && opened.url)
    return { url: opened.url, order: await orderView(deps, { orderId: order.id }) };
  const about = await findOrderForConfirmation(deps.db, order.id);
  const back = `${deps.publicUrl}${order.kind === "venue_rental" ? "/event-manager" : "/box-office"}`;
  const session = await stripe.createCheckout({
    orderId: order.id,
    attempt: opened ? Date.now() : 0,
    amountCents: order.total_cents,
    currency: order.currency,
    description: `${venue.name}: ${about?.title ?? translate(input.language, "tickets.checkout.title")}`,
    customerEmail: input.user.email,
    holdExpiresAt: new Date(order.expires_at ?? deps.now),
    successUrl: `${back}?payment=success&order=${encodeURIComponent(order.id)}`,
    cancelUrl: `${back}?payment=cancelled&order=${encodeURIComponent(order.id)}`,
    now: deps.now,
  });
  await setCheckoutRef(deps.db, order.id, { provider: "stripe", ref: session.id, nowIso: nowIso(deps.now) });
  return { url: session.url, order: await orderView(deps, { orderId: order.id }) };
}

export type StripeEventOutcome =
  | NotificationOutcome
  /** The payment it names is not known yet (events can arrive out of order): Stripe should send it again. */
  | "retry";

/**
 * Applies a Stripe event whose signature was verified. Each is applied once however often Stripe
 * sends it: a completed checkout pays its order (or is flagged and refunded), a refund made in
 * Stripe's dashboard or a dispute takes the tickets back.
 */
export async function applyStripeEvent(deps: PaymentsDeps, event: Stripe.Event): Promise<StripeEventOutcome> {
  if (event.type === "checkout.session.completed") {
    const session = event.data.object;
    const orderId = session.client_reference_id ?? session.metadata?.orderId;
    const paymentIntent =
      typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    if (session.payment_status !== "paid" || !orderId || !paymentIntent) return "ignored";
    const outcome = await settleCharge(
      deps,
      {
        orderId,
        provider: "stripe",
        providerRef: paymentIntent,
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? "usd",
      },
      confirmWithPayment(deps),
    );
    if (outcome.kind === "duplicate") return "duplicate";
    if (outcome.kind === "flagged") return "flagged";
    return (await completePaidOrder(deps, { order: outcome.order })) ? "paid" : "paid_unfulfilled";
  }
  if (event.type === "charge.refunded") {
    const charge = event.data.object;
    const paymentIntent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    if (!paymentIntent) return "ignored";
    const outcome = await settleReturnedMoney(deps, {
      provider: "stripe",
      kind: "refund",
      providerRef: `${charge.id}:${charge.amount_refunded}`,
      chargeRef: paymentIntent,
      amountCents: charge.amount_refunded,
      totalReturnedCents: charge.amount_refunded,
      currency: charge.currency,
    });
    return outcome === "applied" ? "returned" : outcome === "unknown_payment" ? "retry" : outcome;
  }
  if (event.type === "charge.dispute.created") {
    const dispute = event.data.object;
    const paymentIntent =
      typeof dispute.payment_intent === "string" ? dispute.payment_intent : dispute.payment_intent?.id;
    if (!paymentIntent) return "ignored";
    const outcome = await settleReturnedMoney(deps, {
      provider: "stripe",
      kind: "dispute",
      providerRef: dispute.id,
      chargeRef: paymentIntent,
      amountCents: dispute.amount,
      currency: dispute.currency,
    });
    return outcome === "applied" ? "returned" : outcome === "unknown_payment" ? "retry" : outcome;
  }
  return "ignored";
}
