import { Hono } from "hono";
import { listEventsQuerySchema } from "#domain/schemas/listings";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { sendCached } from "#server/http/cached-body";
import { parseWith } from "#server/http/validate";
import { eventCalendarFile } from "./listings.service";
import { eventDetailAnswer, upcomingEventsAnswer } from "./listings-answers";
import { LIST_CACHE_POLICY } from "./listings-cache";

/**
 * The public listings: the calendar and home page's events and one event's page, answered from
 * memory (listings-cache.ts: recomputed at most once a second, and at once after a change made
 * through the API). Registered after `GET /events/bookable`, so that path is not read as an event id.
 */
export function listingsRoutes(ctx: AppContext) {
  /** Limits already validated once: the query string as sent, to the limit it stands for. */
  const limits = new Map<string, number | undefined>();
  return new Hono<AppEnv>()
    .get("/events", allow("site.browse"), async (c) => {
      const raw = c.req.query("limit") ?? "";
      let limit = limits.get(raw);
      if (limit === undefined && !limits.has(raw)) {
        limit = parseWith(listEventsQuerySchema, c.req.query()).limit;
        // Only valid limits get here, and there are at most MAX_LISTED_EVENTS of them (per spelling).
        if (limits.size < 1_000) limits.set(raw, limit);
      }
      return sendCached(c, await upcomingEventsAnswer(ctx, limit), LIST_CACHE_POLICY);
    })
    .get("/events/:id", allow("site.browse"), async (c) => {
      return sendCached(c, await eventDetailAnswer(ctx, c.req.param("id")), LIST_CACHE_POLICY);
    })
    .get("/events/:id/calendar.ics", allow("site.browse"), async (c) => {
      const file = await eventCalendarFile(ctx.db, c.req.param("id"), ctx.config.publicUrl, new Date());
      c.header("Content-Type", "text/calendar; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${file.filename}"`);
      return c.body(file.body);
    });
}
