import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { changeLayoutSchema } from "../../../domain/schemas/tickets";
import type { AppContext, AppEnv } from "../../context";
import { allow } from "../../http/access";
import { jsonBody } from "../../http/validate";
import { changeLayout, deleteSection, seatMapFor, visibleEvent } from "./seating.service";

const KEEP_ALIVE_MS = 25_000;

export function seatingRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get("/events/:id/seat-map", allow("site.browse"), async (c) => {
      const actor = c.get("actor");
      const event = await visibleEvent(ctx.db, actor, c.req.param("id"));
      c.header("Cache-Control", "no-store");
      return c.json(await seatMapFor(ctx.db, event, actor.userId, new Date()));
    })
    .get("/events/:id/seat-map/stream", allow("site.browse"), async (c) => {
      const event = await visibleEvent(ctx.db, c.get("actor"), c.req.param("id"));
      return streamSSE(c, async (stream) => {
        const unsubscribe = ctx.seatChanges.subscribe(event.id, (change) => {
          void stream.writeSSE({ event: "change", data: JSON.stringify(change) });
        });
        stream.onAbort(unsubscribe);
        await stream.writeSSE({ event: "ready", data: "{}" });
        while (!stream.aborted) {
          await stream.sleep(KEEP_ALIVE_MS);
          if (!stream.aborted) await stream.writeSSE({ event: "ping", data: "{}" });
        }
        unsubscribe();
      });
    })
    .put("/events/:id/layout", allow("seating.manage"), async (c) => {
      const { layout } = await jsonBody(c, changeLayoutSchema);
      return c.json(await changeLayout(ctx.db, c.req.param("id"), layout, new Date()));
    })
    .delete("/events/:id/sections/:section", allow("seating.manage"), async (c) => {
      return c.json(await deleteSection(ctx.db, c.req.param("id"), c.req.param("section"), new Date()));
    });
}
