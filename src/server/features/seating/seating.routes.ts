import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { changeLayoutSchema, type LayoutChanged, type SectionDeleted } from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { clientAddress } from "#server/http/rate-limit";
import { jsonBody } from "#server/http/validate";
import { createSeatMapView } from "./seat-map-view";
import { createSeatStreams, MAX_STREAMS_PER_ADDRESS } from "./seat-streams";
import { changeLayout, deleteSection, visibleEvent } from "./seating.service";

const KEEP_ALIVE_MS = 25_000;

export function seatingRoutes(ctx: AppContext) {
  const view = createSeatMapView(ctx.db, ctx.seatChanges);
  // Tests open many streams from one address on purpose (as rate limits, the cap is off there).
  const streams = createSeatStreams(ctx.seatChanges, {
    maxPerAddress: ctx.config.env === "test" ? Number.POSITIVE_INFINITY : MAX_STREAMS_PER_ADDRESS,
  });
  return new Hono<AppEnv>()
    .get("/events/:id/seat-map", allow("site.browse"), async (c) => {
      const actor = c.get("actor");
      const event = await visibleEvent(ctx, { actor, eventId: c.req.param("id") });
      const body = await view.seatMapJson(event, actor.userId, new Date());
      return c.body(body, 200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    })
    .get("/events/:id/seat-map/stream", allow("site.browse"), async (c) => {
      const event = await visibleEvent(ctx, { actor: c.get("actor"), eventId: c.req.param("id") });
      const release = streams.admit(clientAddress(c, ctx.config.trustProxy));
      if (!release) throw new AppError("rate_limited", { limit: "seat_streams" });
      const viewerId = c.get("actor").userId;
      return streamSSE(c, async (stream) => {
        const close = streams.open(event.id, viewerId, (bytes) => void stream.write(bytes));
        const end = () => {
          close();
          release();
        };
        stream.onAbort(end);
        try {
          await stream.writeSSE({ event: "ready", data: "{}" });
          while (!stream.aborted) {
            await stream.sleep(KEEP_ALIVE_MS);
            if (!stream.aborted) await stream.writeSSE({ event: "ping", data: "{}" });
          }
        } finally {
          end();
        }
      });
    })
    .put("/events/:id/layout", allow("seating.manage"), async (c) => {
      const { layout } = await jsonBody(c, changeLayoutSchema);
      const eventId = c.req.param("id");
      try {
        return c.json<LayoutChanged>(await changeLayout({ db: ctx.db, now: new Date() }, { eventId, layout }));
      } finally {
        view.invalidate(eventId);
      }
    })
    .delete("/events/:id/sections/:section", allow("seating.manage"), async (c) => {
      const eventId = c.req.param("id");
      try {
        const section = c.req.param("section");
        return c.json<SectionDeleted>(await deleteSection({ db: ctx.db, now: new Date() }, { eventId, section }));
      } finally {
        view.invalidate(eventId);
      }
    });
}
