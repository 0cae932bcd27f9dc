import { Hono } from "hono";
import { holdSeatsSchema, simulatedPaymentSchema } from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { rateLimit } from "#server/http/rate-limit";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { rememberBuyerLanguage, requestLanguage, sendOrderConfirmation } from "./confirmation-mail";
import { cancelHeldOrder, claimSeats, getOwnOrder } from "./orders.service";
import { payHeldOrder, paypalHandOff } from "./payments.service";

export function ordersRoutes(ctx: AppContext) {
  const deps = { db: ctx.db, seatChanges: ctx.seatChanges, logger: ctx.logger };
  const paymentLimit = rateLimit(ctx.config, { name: "payments", max: 20, windowMs: 60_000 });
  return new Hono<AppEnv>()
    .post("/orders", allow("seats.checkout"), async (c) => {
      const input = await jsonBody(c, holdSeatsSchema);
      const order = await claimSeats(deps, signedInUser(c), input, "hold", new Date());
      return c.json({ order }, 201);
    })
    .post("/orders/complimentary", allow("bookings.complimentary"), async (c) => {
      const input = await jsonBody(c, holdSeatsSchema);
      const order = await claimSeats(deps, signedInUser(c), input, "complimentary", new Date());
      await sendOrderConfirmation(ctx, order.id, requestLanguage(c));
      return c.json({ order }, 201);
    })
    .get("/orders/:id", allow("seats.checkout"), async (c) => {
      return c.json({ order: await getOwnOrder(ctx.db, signedInUser(c), c.req.param("id")) });
    })
    .post("/orders/:id/payments/simulated", allow("seats.checkout"), paymentLimit, async (c) => {
      const { token } = await jsonBody(c, simulatedPaymentSchema);
      const order = await payHeldOrder(
        { ...deps, provider: ctx.cardProvider },
        signedInUser(c),
        c.req.param("id"),
        token,
        new Date(),
      );
      await sendOrderConfirmation(ctx, order.id, requestLanguage(c));
      return c.json({ order });
    })
    .post("/orders/:id/payments/paypal", allow("seats.checkout"), paymentLimit, async (c) => {
      if (!ctx.config.paypal) throw new AppError("not_found", { reason: "provider_unavailable" });
      const handOff = await paypalHandOff(
        ctx.db,
        ctx.config.paypal,
        ctx.config.publicUrl,
        signedInUser(c),
        c.req.param("id"),
        new Date(),
      );
      // PayPal's notification arrives without the buyer: their language is kept for its mail.
      await rememberBuyerLanguage(ctx.db, c.req.param("id"), requestLanguage(c));
      return c.json({ handOff });
    })
    .delete("/orders/:id", allow("seats.checkout"), async (c) => {
      return c.json({ order: await cancelHeldOrder(deps, signedInUser(c), c.req.param("id"), new Date()) });
    });
}
