import type { Context } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import {
  changeLayoutSchema,
  type LayoutChanged,
  type MySeatHoldsResponse,
  type SectionDeleted,
} from "#domain/schemas/tickets";
import type { AppContext, AppEnv } from "#server/context";
import type { EventRow } from "#server/db/schema";
import { allow } from "#server/http/access";
import { AppError } from "#server/http/errors";
import { clientAddress } from "#server/http/rate-limit";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { accessibleRoutes } from "./accessible.routes";
import { bestAvailableRoutes } from "./best-available.routes";
import { sendEncoded } from "./encoded-response";
import { houseSeatsRoutes } from "./house-seats.routes";
import { createStreamAdmission, MAX_STREAMS_PER_ADDRESS } from "./seat-streams";
import { canSeeEvent, changeLayout, deleteSection, ownHolds, visibleEvent } from "./seating.service";

const KEEP_ALIVE_MS = 25_000;
/** A layout asked for by its version never changes: browsers and caches keep it for a year. */
const IMMUTABLE = "max-age=31536000, immutable";

/**
 * The seat-state protocol (see docs/ARCHITECTURE.md): the layout, cacheable by version; the states
 * of every seat, one document per version for everyone; the viewer's own holds, a short list of
 * their own; and a stream of versioned deltas.
 */
export function seatingRoutes(ctx: AppContext) {
  const store = ctx.seatStates;
  // Tests open many streams from one address on purpose (as rate limits, the cap is off there).
  const streams = createStreamAdmission({
    maxPerAddress: ctx.config.env === "test" ? Number.POSITIVE_INFINITY : MAX_STREAMS_PER_ADDRESS,
  });

  /** The event if the caller may see it; the row kept with the states spares a database read. */
  async function seenEvent(c: Context<AppEnv>): Promise<EventRow> {
    const actor = c.get("actor");
    const eventId = c.req.param("id") ?? "";
    const cached = store.peekEvent(eventId);
    if (!cached) return visibleEvent(ctx, { actor, eventId });
    if (!canSeeEvent(actor, cached)) throw new AppError("not_found");
    return cached;
  }

  /** Only an approved event's answers may sit in a shared cache. */
  const audience = (event: EventRow) => (event.approval_status === "approved" ? "public" : "private");

  return new Hono<AppEnv>()
    .get("/events/:id/seat-layout", allow("site.browse"), async (c) => {
      const event = await seenEvent(c);
      const layout = await store.layout(event.id);
      if (!layout) throw new AppError("not_found");
      const current = c.req.query("v") === layout.version;
      return sendEncoded(c, layout.body, `${audience(event)}, ${current ? IMMUTABLE : "no-cache"}`);
    })
    .get("/events/:id/seat-states", allow("site.browse"), async (c) => {
      const event = await seenEvent(c);
      const states = await store.states(event.id);
      if (!states) throw new AppError("not_found");
      return sendEncoded(c, states, `${audience(event)}, no-cache`);
    })
    .get("/events/:id/seat-states/mine", allow("seats.checkout"), async (c) => {
      const event = await seenEvent(c);
      const holds = await ownHolds(
        { db: ctx.db, claims: ctx.seatClaims, now: new Date() },
        { userId: signedInUser(c).id, eventId: event.id },
      );
      c.header("Cache-Control", "no-store");
      return c.json<MySeatHoldsResponse>(holds);
    })
    .get("/events/:id/seat-states/stream", allow("site.browse"), async (c) => {
      const event = await seenEvent(c);
      const release = streams.admit(clientAddress(c, ctx.config.trustProxy));
      if (!release) throw new AppError("rate_limited", { limit: "seat_streams" });
      return streamSSE(c, async (stream) => {
        let stop = () => {};
        const end = () => {
          stop();
          release();
        };
        stream.onAbort(end);
        try {
          if (stream.aborted) return;
          const feed = await store.listen(event.id, (bytes) => void stream.write(bytes));
          if (!feed) return;
          stop = feed.stop;
          // Written before anything else can be: deltas come from a timer, never synchronously.
          await stream.write(feed.hello);
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
        return c.json<LayoutChanged>(
          await changeLayout({ db: ctx.db, claims: ctx.seatClaims, now: new Date() }, { eventId, layout }),
        );
      } finally {
        store.invalidate(eventId);
      }
    })
    .delete("/events/:id/sections/:section", allow("seating.manage"), async (c) => {
      const eventId = c.req.param("id");
      try {
        const section = c.req.param("section");
        return c.json<SectionDeleted>(
          await deleteSection({ db: ctx.db, claims: ctx.seatClaims, now: new Date() }, { eventId, section }),
        );
      } finally {
        store.invalidate(eventId);
      }
    })
    .route("/", bestAvailableRoutes(ctx, store))
    .route("/", accessibleRoutes(ctx, store))
    .route("/", houseSeatsRoutes(ctx, store));
}
