import { Hono } from "hono";
import {
  bookTourSchema,
  type MyToursResponse,
  type TourAvailability,
  type TourBookingResponse,
  tourAvailabilityQuerySchema,
} from "#domain/schemas/tours";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { rateLimit } from "#server/http/rate-limit";
import { requestLanguage } from "#server/http/request-language";
import { signedInUser } from "#server/http/session-user";
import { jsonBody, parseWith } from "#server/http/validate";
import { bookTour, cancelTour, tourAvailability, upcomingTours } from "./tours.service";

export function toursRoutes(ctx: AppContext) {
  const deps = { ...ctx, publicUrl: ctx.config.publicUrl };
  // A person books a handful of tours at most; this only slows down a script.
  const bookingLimit = rateLimit(ctx, { name: "tours", max: 10, windowMs: 60_000 });
  return new Hono<AppEnv>()
    .get("/tours/availability", allow("site.browse"), async (c) => {
      const range = parseWith(tourAvailabilityQuerySchema, { from: c.req.query("from"), to: c.req.query("to") });
      c.header("Cache-Control", "no-store");
      return c.json<TourAvailability>(await tourAvailability(deps, range, new Date()));
    })
    .post("/tours", allow("tours.book"), bookingLimit, async (c) => {
      const { date } = await jsonBody(c, bookTourSchema);
      const booking = await bookTour(deps, signedInUser(c), date, requestLanguage(c), new Date());
      return c.json<TourBookingResponse>({ booking }, 201);
    })
    .get("/my/tours", allow("tours.book"), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json<MyToursResponse>({ tours: await upcomingTours(deps, signedInUser(c), new Date()) });
    })
    .delete("/my/tours/:id", allow("tours.book"), bookingLimit, async (c) => {
      const booking = await cancelTour(deps, signedInUser(c), c.req.param("id"), new Date());
      return c.json<TourBookingResponse>({ booking });
    });
}
