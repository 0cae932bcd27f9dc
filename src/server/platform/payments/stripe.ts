import Stripe from "stripe";

/**
 * Card payments through Stripe Checkout, Stripe's hosted payment page: card numbers never reach
 * this site. The server creates a Checkout Session for a held order (the amount comes from the
 * order, never from the browser) and only a signature-verified webhook changes the order.
 */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local stand-in in tests); Stripe's own by default. */
  apiBase?: string;
}

export interface CheckoutRequest {
  orderId: string;
  /**
   * Names this attempt in the idempotency key: the same order and attempt get the same session.
   * A new attempt is needed only once an earlier session can no longer be paid.
   */
  attempt: number;
  amountCents: number;
  currency: string;
  /** What the buyer sees on Stripe's page. */
  description: string;
  /** The language Stripe's page speaks: the buyer's. */
  locale: "en" | "es";
  customerEmail?: string;
  /** When the order's hold lapses. */
  holdExpiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  now: Date;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

export interface CheckoutState {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
}

export interface StripeRefund {
  id: string;
  amountCents: number;
  status: string;
}

export interface StripeGateway {
  readonly name: "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** A session as Stripe has it now: still open to pay, complete, or expired. */
  findCheckout(sessionId: string): Promise<CheckoutState>;
  /** Ends an open session so it can no longer be paid (the hold it was for has lapsed). */
  expireCheckout(sessionId: string): Promise<void>;
  /** Refunds a payment in whole or in part. One key gives one refund, however often it is asked. */
  refund(input: { paymentIntent: string; amountCents: number; idempotencyKey: string }): Promise<StripeRefund>;
  /** The event of a webhook body whose signature and timestamp are valid; throws otherwise. */
  verifyWebhook(rawBody: string, signature: string | undefined): Stripe.Event;
}

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after its creation. */
const STRIPE_MIN_SESSION_MS = 30 * 60_000;
const SESSION_MARGIN_MS = 60_000;
/** A webhook signed longer ago than this is refused as a replay (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function createStripeGateway(settings: StripeSettings): StripeGateway {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });

  return {
    name: "stripe",

    async createCheckout(request) {
      // The session lives at least as long as Stripe requires; when the hold lapses first, the
      // session is expired by the hold sweeper, and a payment that still arrives is refunded.
      const expiresAt = Math.max(
        request.holdExpiresAt.getTime(),
        request.now.getTime() + STRIPE_MIN_SESSION_MS + SESSION_MARGIN_MS,
      );
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          payment_intent_data: { metadata: { orderId: request.orderId } },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          locale: request.locale,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          expires_at: Math.floor(expiresAt / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // One session per order and attempt: a repeated request gets the same session back.
        { idempotencyKey: `checkout-${request.orderId}-${request.attempt}` },
      );
      if (!session.url) throw new Error("Stripe answered a Checkout Session without a URL");
      return { id: session.id, url: session.url };
    },

    async findCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const status: CheckoutState["status"] =
        session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open";
      return { id: session.id, url: session.url ?? null, status };
    },

    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },

    async refund({ paymentIntent, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents },
        { idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount, status: refund.status ?? "pending" };
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new Error("missing Stripe-Signature header");
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    },
  };
}
