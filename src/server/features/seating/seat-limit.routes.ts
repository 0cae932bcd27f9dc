import { Hono } from "hono";
import { type EventSeatLimit, seatLimitSchema } from "#domain/schemas/seat-limits";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { jsonBody } from "#server/http/validate";
import { eventSeatLimit, setSeatLimit } from "./seating.service";

/** An event's seats-per-account limit, read and set by admins in the Seating tab. */
export function seatLimitRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get("/manage/events/:id/seat-limit", allow("seating.manage"), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json<EventSeatLimit>(await eventSeatLimit(ctx, { eventId: c.req.param("id") }));
    })
    .put("/manage/events/:id/seat-limit", allow("seating.manage"), async (c) => {
      const { limit, accessibleLimit } = await jsonBody(c, seatLimitSchema);
      const eventId = c.req.param("id");
      return c.json<EventSeatLimit>(
        await setSeatLimit(
          { db: ctx.db, claims: ctx.seatClaims, now: new Date() },
          { eventId, limit, accessibleLimit },
        ),
      );
    });
}
