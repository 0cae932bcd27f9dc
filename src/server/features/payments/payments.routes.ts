import { Hono } from "hono";
import {
  complimentarySchema,
  type OrderResponse,
  type PayPalHandOffResponse,
  type StripeCheckoutResponse,
  simulatedPaymentSchema,
} from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { rateLimit } from "#server/http/rate-limit";
import { requestLanguage } from "#server/http/request-language";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import {
  bookComplimentaryOrder,
  type PaymentsDeps,
  payHeldOrder,
  paypalHandOff,
  startStripeCheckout,
} from "./payments.service";

/** What every payment service is given, fresh for each request (its clock). */
export function paymentsDeps(ctx: AppContext): PaymentsDeps {
  return {
    db: ctx.db,
    seatChanges: ctx.seatChanges,
    orderEvents: ctx.orderEvents,
    logger: ctx.logger,
    mailer: ctx.mailer,
    providers: ctx.payments,
    publicUrl: ctx.config.publicUrl,
    now: new Date(),
    metrics: ctx.metrics,
  };
}

/** Settling orders: complimentary bookings, the card payment and the PayPal hand-off. */
export function paymentsRoutes(ctx: AppContext) {
  const paymentLimit = rateLimit(ctx, { name: "payments", max: 20, windowMs: 60_000 });
  return new Hono<AppEnv>()
    .post("/orders/complimentary", allow("bookings.complimentary"), async (c) => {
      const { guestEmail, guestName, ...input } = await jsonBody(c, complimentarySchema);
      const order = await bookComplimentaryOrder(paymentsDeps(ctx), {
        user: signedInUser(c),
        ...input,
        ...(guestEmail ? { guest: { email: guestEmail, name: guestName } } : {}),
        language: requestLanguage(c),
      });
      return c.json<OrderResponse>({ order }, 201);
    })
    .post("/orders/:id/payments/simulated", allow("seats.checkout"), paymentLimit, async (c) => {
      const { token } = await jsonBody(c, simulatedPaymentSchema);
      try {
        const order = await payHeldOrder(paymentsDeps(ctx), {
          user: signedInUser(c),
          orderId: c.req.param("id"),
          token,
          language: requestLanguage(c),
        });
        return c.json<OrderResponse>({ order });
      } catch (error) {
        if (error instanceof AppError && error.code === "payment_declined") {
          ctx.metrics.payments.inc({ provider: "simulated", outcome: "declined" });
        }
        throw error;
      }
    })
    .post("/orders/:id/payments/stripe", allow("seats.checkout"), paymentLimit, async (c) => {
      const answer = await startStripeCheckout(paymentsDeps(ctx), {
        user: signedInUser(c),
        orderId: c.req.param("id"),
        language: requestLanguage(c),
      });
      return c.json<StripeCheckoutResponse>(answer);
    })
    .post("/orders/:id/payments/paypal", allow("seats.checkout"), paymentLimit, async (c) => {
      const paypal = ctx.config.paypal;
      if (!paypal) throw new AppError("not_found", { reason: "provider_unavailable" });
      const handOff = await paypalHandOff(
        { db: ctx.db, paypal, publicUrl: ctx.config.publicUrl, now: new Date() },
        { user: signedInUser(c), orderId: c.req.param("id"), language: requestLanguage(c) },
      );
      return c.json<PayPalHandOffResponse>({ handOff });
    });
}
