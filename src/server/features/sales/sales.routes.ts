import { Hono } from "hono";
import { dashboardQuerySchema, type SalesDashboard } from "#domain/schemas/dashboard";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { parseWith } from "#server/http/validate";
import { salesDashboard } from "./sales.service";

/** The sales dashboard: one event's figures, or the season's. */
export function salesRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().get("/sales/dashboard", allow("sales.dashboard"), async (c) => {
    const { eventId } = parseWith(dashboardQuerySchema, c.req.query());
    const dashboard = await salesDashboard({ db: ctx.db, now: new Date() }, { actor: c.get("actor"), eventId });
    c.header("Cache-Control", "private, no-store");
    return c.json<SalesDashboard>(dashboard);
  });
}
