import { Hono } from "hono";
import { spanishOf } from "#domain/event-text";
import type { BookableEvent, BookableEventsResponse } from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { nowIso } from "#server/platform/clock";
import { findBookableEvents } from "./events.repository";

export function eventsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().get("/events/bookable", allow("site.browse"), async (c) => {
    const rows = await findBookableEvents(ctx.db, nowIso());
    const events: BookableEvent[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      ...spanishOf(row),
      eventDate: row.event_date,
      venue: row.venue,
    }));
    return c.json<BookableEventsResponse>({ events });
  });
}
