import { Hono } from "hono";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { paymentsDeps } from "./payments.routes";
import { applyStripeEvent } from "./payments.service";

/**
 * Stripe's server calls this for the events the site listens to. Only a body whose signature and
 * timestamp verify with the endpoint's secret is read (400 otherwise, and nothing changes). Each
 * event is applied once however often it comes; one that names a payment not known yet is answered
 * 409 so that Stripe sends it again later, when the payment it follows has arrived.
 */
export function stripeWebhookRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().post("/payments/stripe/webhook", allow("site.browse"), async (c) => {
    const stripe = ctx.payments.stripe;
    if (!stripe) return c.body(null, 404);
    const raw = await c.req.text();
    const log = ctx.logger.child({ stripe: true });
    let event: ReturnType<typeof stripe.verifyWebhook>;
    try {
      event = stripe.verifyWebhook(raw, c.req.header("stripe-signature"));
    } catch (error) {
      log.warn("stripe webhook rejected", { error: String(error) });
      return c.json({ received: false }, 400);
    }
    const outcome = await applyStripeEvent(paymentsDeps(ctx), event);
    const level = outcome === "flagged" || outcome === "paid_unfulfilled" ? "error" : "info";
    log[level]("stripe event", { outcome, type: event.type, id: event.id });
    if (outcome === "retry") return c.json({ received: false }, 409);
    return c.json({ received: true });
  });
}
