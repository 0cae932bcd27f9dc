import { Hono } from "hono";
import {
  type ShiftReport,
  shiftQuerySchema,
  type WindowOrderView,
  type WindowSaleResponse,
  windowSaleSchema,
} from "#domain/schemas/window";
import type { AppContext, AppEnv } from "#server/context";
import { paymentsDeps } from "#server/features/payments";
import { allow } from "#server/http/access";
import { rateLimit } from "#server/http/rate-limit";
import { requestLanguage } from "#server/http/request-language";
import { signedInUser } from "#server/http/session-user";
import { jsonBody, parseWith } from "#server/http/validate";
import { readWindowOrder, sellAtWindow, shiftReport, type WindowDeps } from "./window.service";

/** The box-office window: selling, reading a sale (to print it, or to see a Stripe sale paid) and the shift. */
export function windowRoutes(ctx: AppContext) {
  const deps = (): WindowDeps => ({
    ...paymentsDeps(ctx),
    ticketKey: ctx.config.ticketKey,
    pricing: ctx.config.pricing,
  });
  // A busy window sells a few orders a minute; this bounds a stuck key or a script, not a person.
  const salesLimit = rateLimit(ctx, { name: "window-sales", max: 60, windowMs: 60_000, per: "account" });
  return new Hono<AppEnv>()
    .post("/window/sales", allow("window.sell"), salesLimit, async (c) => {
      const input = await jsonBody(c, windowSaleSchema);
      const answer = await sellAtWindow(deps(), {
        operator: signedInUser(c),
        ...input,
        language: requestLanguage(c),
      });
      return c.json<WindowSaleResponse>(answer, 201);
    })
    .get("/window/orders/:id", allow("window.sell"), async (c) => {
      const order = await readWindowOrder(deps(), { actor: c.get("actor"), orderId: c.req.param("id") });
      c.header("Cache-Control", "no-store");
      return c.json<{ order: WindowOrderView }>({ order });
    })
    .get("/window/shift", allow("window.shift"), async (c) => {
      const query = parseWith(shiftQuerySchema, c.req.query());
      const report = await shiftReport(deps(), { actor: c.get("actor"), ...query });
      return c.json<ShiftReport>(report);
    });
}
