import { Hono } from "hono";
import type { AppContext, AppEnv } from "#server/context";
import { sendOrderConfirmation } from "#server/features/orders/confirmation-mail";
import { applyPayPalNotification } from "#server/features/orders/payments.service";
import { allow } from "#server/http/access";
import { parseNotification, verifyWithPayPal } from "#server/platform/payments/paypal";

export const PAYPAL_IPN_PATH = "/api/payments/paypal/ipn";

/**
 * PayPal's server calls this after a payment. It is answered 200 whatever the outcome (PayPal
 * retries anything else for days); what happened is logged. Only a notification PayPal itself
 * verifies can change an order.
 */
export function paypalIpnRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().post("/payments/paypal/ipn", allow("site.browse"), async (c) => {
    const config = ctx.config.paypal;
    if (!config) return c.body(null, 404);
    const raw = await c.req.text();
    const log = ctx.logger.child({ ipn: true });
    let verified = false;
    try {
      verified = await verifyWithPayPal(config, raw);
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
    const outcome = await applyPayPalNotification(
      { db: ctx.db, seatChanges: ctx.seatChanges, logger: ctx.logger },
      config,
      note,
      new Date(),
    );
    if (outcome === "paid") await sendOrderConfirmation(ctx, note.orderId);
    const level = outcome === "paid" || outcome === "duplicate" ? "info" : "error";
    log[level]("paypal notification", { outcome, orderId: note.orderId, txn: note.transactionId });
    return c.body(null, 200);
  });
}
