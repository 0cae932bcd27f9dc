import { Hono } from "hono";
import { type EventDetailResponse, type EventListingsResponse, listEventsQuerySchema } from "#domain/schemas/listings";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { parseWith } from "#server/http/validate";
import { eventCalendarFile, getEventDetail, listUpcomingEvents } from "./listings.service";

/**
 * The public listings: the calendar and home page's events and one event's page. Registered after
 * `GET /events/bookable`, so that path is not read as an event id.
 */
export function listingsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get("/events", allow("site.browse"), async (c) => {
      const { limit } = parseWith(listEventsQuerySchema, c.req.query());
      return c.json<EventListingsResponse>({ events: await listUpcomingEvents(ctx.db, new Date(), limit) });
    })
    .get("/events/:id", allow("site.browse"), async (c) => {
      return c.json<EventDetailResponse>({ event: await getEventDetail(ctx.db, c.req.param("id"), new Date()) });
    })
    .get("/events/:id/calendar.ics", allow("site.browse"), async (c) => {
      const file = await eventCalendarFile(ctx.db, c.req.param("id"), ctx.config.publicUrl, new Date());
      c.header("Content-Type", "text/calendar; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${file.filename}"`);
      return c.body(file.body);
    });
}
