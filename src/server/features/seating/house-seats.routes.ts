import { Hono } from "hono";
import { type HouseSeatsResponse, houseSeatsSchema, releaseHouseSeatsSchema } from "#domain/schemas/sale-codes";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { signedInUser } from "#server/http/session-user";
import { jsonBody } from "#server/http/validate";
import { houseSeats, markHouseSeats, releaseHouseSeats } from "./house-seats.service";
import type { SeatStateStore } from "./seat-state-store";

/** House seats as admins manage them: list, mark with a reason, release (some or all) to sale. */
export function houseSeatsRoutes(ctx: AppContext, store: SeatStateStore) {
  const deps = () => ({ db: ctx.db, claims: ctx.seatClaims, now: new Date() });
  return new Hono<AppEnv>()
    .get("/admin/events/:id/house-seats", allow("seating.manage"), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json<HouseSeatsResponse>(await houseSeats(deps(), { eventId: c.req.param("id") }));
    })
    .post("/admin/events/:id/house-seats", allow("seating.manage"), async (c) => {
      const body = await jsonBody(c, houseSeatsSchema);
      const eventId = c.req.param("id");
      const view = await markHouseSeats(deps(), { eventId, ...body, adminId: signedInUser(c).id });
      // Charts show house seats taken: this instance's at once, others at their next read of the event.
      store.invalidate(eventId);
      return c.json<HouseSeatsResponse>(view);
    })
    .post("/admin/events/:id/house-seats/release", allow("seating.manage"), async (c) => {
      const body = await jsonBody(c, releaseHouseSeatsSchema);
      const eventId = c.req.param("id");
      const { released: _released, ...view } = await releaseHouseSeats(deps(), { eventId, seatIds: body.seatIds });
      store.invalidate(eventId);
      return c.json<HouseSeatsResponse>(view);
    });
}
