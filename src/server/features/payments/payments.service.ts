import type { Kysely } from "kysely";
import type Stripe from "stripe";
import { titleIn } from "#domain/event-text";
import type { Language } from "#domain/i18n/translate";
import { translate } from "#domain/i18n/translate";
import type { OrderView, PaymentHandOff, StripeCheckoutResponse } from "#domain/schemas/tickets";
import { venue } from "#domain/venue";
import type { SignedInUser } from "#server/context";
import type { DB } from "#server/db/schema";
import { findEvent } from "#server/features/events";
import {
  bookComplimentary,
  type ClaimInput,
  findOrderForConfirmation,
  type OrderRow,
  orderView,
  ownOrder,
  rememberBuyerLanguage,
  type SettlementOutcome,
  setCheckoutRef,
  settlePayment,
  toOrderView,
} from "#server/features/orders";
import { guestHolder, oweMail } from "#server/features/tickets";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { Mailer } from "#server/platform/mail";
import { handOffForm, type Notification, type PayPalConfig } from "#server/platform/payments/paypal";
import { type SettlementDeps, settleReturnedMoney } from "./settlement.service";

/**
 * Taking the money for a held order, for every payment provider and order kind: the card charge,
 * the PayPal hand-off and its notification, Stripe Checkout and its webhook. Each confirmed
 * payment is settled once by the orders feature (`settlePayment`), whose subscribers record it,
 * owe the mails and fulfil what was bought.
 */

/** What paying needs: settlement's own, the mailer and the site's address for providers' pages. */
export interface PaymentsDeps extends SettlementDeps {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Only a live hold can be paid: no charge, and no provider's page, for a lapsed or closed one. A
 * hold closed because its event was cancelled says so, rather than that its time ran out.
 */
async function assertPayable(deps: { db: Kysely<DB>; now: Date }, order: OrderRow): Promise<void> {
  if (order.status === "held" && order.expires_at && order.expires_at > nowIso(deps.now)) return;
  const event = order.event_id ? await findEvent(deps.db, order.event_id) : undefined;
  throw new AppError("conflict", { reason: event?.cancelled_at ? "event_cancelled" : "hold_expired" });
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
    await oweMail(deps.mailer, deps.db, { kind: "order-confirmation", orderId: order.id, language: input.language });
  } catch (error) {
    deps.logger.error("order confirmation mail failed", { orderId: order.id, error: String(error) });
  }
  return order;
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
  await assertPayable(deps, order);
  const charge = await card.charge({
    token: input.token,
    amountCents: order.total_cents,
    currency: order.currency,
    orderId,
  });
  if (!charge.ok) throw new AppError("payment_declined");
  let outcome: SettlementOutcome;
  try {
    outcome = await settlePayment(
      deps,
      {
        orderId,
        provider: card.name,
        providerRef: charge.reference,
        amountCents: order.total_cents,
        currency: order.currency,
      },
      { language: input.language },
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
  // The charge was flagged and is being given back (the ledger's subscriber): the answer says so.
  if (outcome.kind === "flagged") {
    throw new AppError("conflict", {
      reason: outcome.problem === "event_cancelled" ? "event_cancelled_refunded" : "hold_expired",
    });
  }
  if (outcome.kind === "duplicate") return orderView(deps, { orderId });
  // The money is taken and stays taken: the order is kept for an admin to act on.
  if (!outcome.fulfilled) throw new AppError("rental_event_failed", { orderId });
  // A ticket order is answered as settled; a rental's fulfilment has since linked its event.
  return outcome.order.kind === "tickets" ? toOrderView(outcome.order, outcome.seats) : orderView(deps, { orderId });
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
  await assertPayable(deps, order);
  const handOff = handOffForm(
    deps.paypal,
    { id: order.id, totalCents: order.total_cents, currency: order.currency },
    deps.publicUrl,
    {
      itemName: await paymentItemName(deps.db, order, input.language),
      returnPath: order.kind === "venue_rental" ? "/event-manager" : "/box-office",
    },
  );
  await rememberBuyerLanguage(deps.db, { orderId: order.id, language: input.language });
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

/** What a provider's notification led to, from its settlement. */
function notificationOutcome(outcome: SettlementOutcome): NotificationOutcome {
  if (outcome.kind === "duplicate") return "duplicate";
  if (outcome.kind === "flagged") return "flagged";
  return outcome.fulfilled ? "paid" : "paid_unfulfilled";
}

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
  return notificationOutcome(
    await settlePayment(deps, {
      orderId: note.orderId,
      provider: "paypal",
      providerRef: note.transactionId,
      amountCents: note.amountCents,
      currency: note.currency,
    }),
  );
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
  await assertPayable(deps, order);
  await rememberBuyerLanguage(deps.db, { orderId: order.id, language: input.language });
  // The session already opened for this order is sent again while it can still be paid (the
  // buyer came back from Stripe's page, or pressed pay twice); a new one only after it ended.
  const opened =
    order.provider === "stripe" && order.checkout_ref ? await stripe.findCheckout(order.checkout_ref) : null;
  if (opened?.status === "open" && opened.url)
    return { url: opened.url, order: await orderView(deps, { orderId: order.id }) };
  const back = `${deps.publicUrl}${order.kind === "venue_rental" ? "/event-manager" : "/box-office"}`;
  const session = await stripe.createCheckout({
    orderId: order.id,
    attempt: opened ? Date.now() : 0,
    amountCents: order.total_cents,
    currency: order.currency,
    description: await paymentItemName(deps.db, order, input.language),
    locale: input.language,
    customerEmail: input.user.email,
    holdExpiresAt: new Date(order.expires_at ?? deps.now),
    successUrl: `${back}?payment=success&order=${encodeURIComponent(order.id)}`,
    cancelUrl: `${back}?payment=cancelled&order=${encodeURIComponent(order.id)}`,
    now: deps.now,
  });
  await setCheckoutRef(deps.db, order.id, { provider: "stripe", ref: session.id, nowIso: nowIso(deps.now) });
  return { url: session.url, order: await orderView(deps, { orderId: order.id }) };
}

/**
 * What the buyer pays for, as the provider's page names it, in the buyer's language: the venue
 * and the event's title, or the venue rental.
 */
async function paymentItemName(
  db: Kysely<DB>,
  order: { id: string; kind: string },
  language: Language,
): Promise<string> {
  if (order.kind === "venue_rental") return `${venue.name}: ${translate(language, "tickets.checkout.rentalItem")}`;
  const about = await findOrderForConfirmation(db, order.id);
  const what = about
    ? titleIn({ title: about.title, titleEs: about.title_es }, language)
    : translate(language, "tickets.checkout.ticketsItem");
  return `${venue.name}: ${what}`;
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
    return notificationOutcome(
      await settlePayment(deps, {
        orderId,
        provider: "stripe",
        providerRef: paymentIntent,
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? "usd",
      }),
    );
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
