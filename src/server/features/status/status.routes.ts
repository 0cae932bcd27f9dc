import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { StatusResponse } from "#domain/schemas/status";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";

/** GET /api/admin/status: the Status page's figures, for admins (a session, not the metrics token). */
export function statusRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().get("/admin/status", allow("site.status"), async (c) => {
    return c.json<StatusResponse>(await ctx.status.status());
  });
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics in Prometheus's text format, only for a scraper that sends the configured token
 * (`Authorization: Bearer <METRICS_TOKEN>`). Without a token configured the path answers 404 on
 * the site's port: metrics are off, or served on their own port (`METRICS_PORT`).
 */
export function metricsRoutes(ctx: Pick<AppContext, "metrics">, token: string | undefined) {
  const expected = token ? digest(token) : null;
  return new Hono().get("/metrics", async (c) => {
    if (expected) {
      const given = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return c.text("unauthorized\n", 401);
      }
    }
    const { contentType, body } = await ctx.metrics.scrape();
    c.header("Cache-Control", "no-store");
    return c.body(body, 200, { "Content-Type": contentType });
  });
}
