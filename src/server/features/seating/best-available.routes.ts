import { Hono } from "hono";
import { type BestAvailableResponse, bestAvailableSchema } from "#domain/schemas/best-available";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { type RateLimitOptions, rateLimit } from "#server/http/rate-limit";
import { jsonBody } from "#server/http/validate";
import { proposeSeats } from "./best-available.service";
import type { SeatStateStore } from "./seat-state-store";

/**
 * Proposals a minute per client address: a buyer trying counts, prices and sections many times
 * over, not a script scanning an event's seats on every change.
 */
export const BEST_AVAILABLE_RATE_LIMIT = {
  name: "best-available",
  max: 60,
  windowMs: 60_000,
  per: "address",
} as const satisfies RateLimitOptions;

/** Best available: a proposal for anyone who may see the event, signed in or not. */
export function bestAvailableRoutes(ctx: AppContext, store: SeatStateStore) {
  const limit = rateLimit(ctx, BEST_AVAILABLE_RATE_LIMIT);
  return new Hono<AppEnv>().post("/events/:id/best-available", allow("site.browse"), limit, async (c) => {
    const input = await jsonBody(c, bestAvailableSchema);
    const proposal = await proposeSeats(store, { actor: c.get("actor"), eventId: c.req.param("id"), ...input });
    c.header("Cache-Control", "no-store");
    return c.json<BestAvailableResponse>(proposal);
  });
}
