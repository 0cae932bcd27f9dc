import { Hono } from "hono";
import type { OrderResponse } from "#domain/schemas/tickets";
import { holdSeatsSchema } from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { cancelHeldOrder, getOwnOrder, holdSeats, type OrdersDeps } from "./orders.service";

/** Holding seats, reading one's order and letting a hold go. Paying for it is in payments. */
export function ordersRoutes(ctx: AppContext) {
  const deps = (): OrdersDeps => ({ db: ctx.db, seatChanges: ctx.seatChanges, now: new Date() });
  return new Hono<AppEnv>()
    .post("/orders", allow("seats.checkout"), async (c) => {
      const input = await jsonBody(c, holdSeatsSchema);
      const order = await holdSeats(deps(), { user: signedInUser(c), ...input });
      return c.json<OrderResponse>({ order }, 201);
    })
    .get("/orders/:id", allow("seats.checkout"), async (c) => {
      const order = await getOwnOrder(ctx, { user: signedInUser(c), orderId: c.req.param("id") });
      return c.json<OrderResponse>({ order });
    })
    .delete("/orders/:id", allow("seats.checkout"), async (c) => {
      const order = await cancelHeldOrder(deps(), { user: signedInUser(c), orderId: c.req.param("id") });
      return c.json<OrderResponse>({ order });
    });
}
