import { Hono } from "hono";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { parseNotification, verifyWithPayPal } from "#server/platform/payments/paypal";
import { paymentsDeps } from "./payments.routes";
import { applyPayPalNotification } from "./payments.service";

/**
 * PayPal's server calls this after a payment. It is answered 200 whatever the outcome (PayPal
 * retries anything else for days); what happened is logged. Only a notification PayPal itself
 * verifies can change an order.
 */
export function paypalIpnRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().post("/payments/paypal/ipn", allow("site.browse"), async (c) => {
    const paypal = ctx.config.paypal;
    if (!paypal) return c.body(null, 404);
    const raw = await c.req.text();
    const log = ctx.logger.child({ ipn: true });
    let verified = false;
    try {
      verified = await verifyWithPayPal(paypal, raw);
    } catch (error) {
      log.error("paypal verification unreachable", { error: String(error) });
      // Not 200: PayPal will send it again later.
      return c.body(null, 503);
    }
    const note = parseNotification(raw);
    if (!verified || !note) {
      log.warn("paypal notification rejected", { verified, parsed: Boolean(note) });
      return c.body(null, 200);
    }
    const outcome = await applyPayPalNotification({ ...paymentsDeps(ctx), paypal }, { note });
    const level = outcome === "paid" || outcome === "duplicate" ? "info" : "error";
    log[level]("paypal notification", { outcome, orderId: note.orderId, txn: note.transactionId });
    return c.body(null, 200);
  });
}
