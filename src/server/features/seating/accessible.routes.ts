import { Hono } from "hono";
import type { AccessibleSeatingResponse } from "#domain/schemas/accessible";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { signedInUser } from "#server/http/session-user";
import { accessibleSeating, releaseAccessibleSection } from "./accessible.service";
import type { SeatStateStore } from "./seat-state-store";

/** Accessible seating as admins manage it in the Seating tab: the sections' spaces and releases. */
export function accessibleRoutes(ctx: AppContext, store: SeatStateStore) {
  return new Hono<AppEnv>()
    .get("/events/:id/accessible-seating", allow("seating.manage"), async (c) => {
      c.header("Cache-Control", "no-store");
      const view = await accessibleSeating(
        { db: ctx.db, claims: ctx.seatClaims, now: new Date() },
        { eventId: c.req.param("id") },
      );
      return c.json<AccessibleSeatingResponse>(view);
    })
    .post("/events/:id/sections/:section/accessible-release", allow("seating.manage"), async (c) => {
      const eventId = c.req.param("id");
      const section = c.req.param("section");
      try {
        const view = await releaseAccessibleSection(
          { db: ctx.db, claims: ctx.seatClaims, now: new Date() },
          { eventId, section, adminId: signedInUser(c).id },
        );
        return c.json<AccessibleSeatingResponse>(view);
      } finally {
        // The layout says which sections are released: charts here hear of it now, other
        // instances at their next read of the event (as after a layout change).
        store.invalidate(eventId);
      }
    });
}
