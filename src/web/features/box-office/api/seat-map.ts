import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SeatMap, SeatStreamChange } from "#domain/schemas/tickets";
import type { SeatClaimState } from "#domain/seating/availability";
import { api } from "#web/lib/api";
import { ticketKeys } from "./query-keys";

/** GET /api/events/:id/seat-map. The server generates the seats on the first request. */
export function fetchSeatMap(eventId: string): Promise<SeatMap> {
  return api<SeatMap>(`/api/events/${encodeURIComponent(eventId)}/seat-map`);
}

/** The stream patches the map within a second; polling is the fallback when it drops. */
export const SEAT_MAP_POLL_MS = 10_000;

export function seatMapQuery(eventId: string) {
  return queryOptions({
    queryKey: ticketKeys.seatMap(eventId),
    queryFn: () => fetchSeatMap(eventId),
    refetchInterval: SEAT_MAP_POLL_MS,
    // The seat query retries 3 times, 1 s apart.
    retry: 3,
    retryDelay: 1000,
  });
}

export function useSeatMap(eventId: string | null) {
  return useQuery({ ...seatMapQuery(eventId ?? ""), enabled: eventId !== null });
}

/**
 * A map with one streamed change applied; a map of another event is returned unchanged. The
 * change names no one: the server has already read each seat for this viewer by the shared
 * seat-state rule (their own new holds come as "mine", from their session), so states are taken
 * as they come.
 */
export function applySeatMapChange(map: SeatMap, change: SeatStreamChange): SeatMap {
  if (change.eventId !== map.eventId) return map;
  const claims: Record<string, SeatClaimState> = { ...map.claims };
  for (const [seatId, state] of Object.entries(change.seats)) {
    if (state === "available") delete claims[seatId];
    else claims[seatId] = state;
  }
  return { ...map, claims };
}

/** Marks seats as taken until the next fetch says who has them (after a 409 on hold). */
export function markSeatsTaken(map: SeatMap, seatIds: readonly string[]): SeatMap {
  const claims: Record<string, SeatClaimState> = { ...map.claims };
  for (const seatId of seatIds) if (!claims[seatId]) claims[seatId] = "occupied";
  return { ...map, claims };
}
