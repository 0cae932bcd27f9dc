import type { EventDetailResponse, EventListingsResponse } from "#domain/schemas/listings";
import type { AppContext } from "#server/context";
import type { CachedBody } from "#server/http/cached-body";
import { getEventDetail, listUpcomingEvents } from "./listings.service";
import { createListingsCache } from "./listings-cache";

/** The answer of `GET /api/events[?limit=]`, from memory (computed at most once a second, after every announced change, and after every seat change of an event near few left or sold out). */
export function upcomingEventsAnswer(
  ctx: Pick<AppContext, "db" | "relay" | "seatChanges" | "config">,
  limit: number | undefined,
): Promise<CachedBody> {
  const cache = createListingsCache(ctx);
  return cache.lists.get(limit ?? 0, async () => {
    return {
      events: await listUpcomingEvents(ctx.db, new Date(), limit, cache.watch, ctx.config.pricing),
    } satisfies EventListingsResponse;
  });
}

/** The answer of `GET /api/events/:id`, from memory; rejects with `not_found` for an event the public may not see. */
export function eventDetailAnswer(
  ctx: Pick<AppContext, "db" | "relay" | "seatChanges" | "config">,
  id: string,
): Promise<CachedBody> {
  const cache = createListingsCache(ctx);
  return cache.details.get(id, async () => {
    return {
      event: await getEventDetail(ctx.db, id, new Date(), cache.watch, ctx.config.pricing),
    } satisfies EventDetailResponse;
  });
}
