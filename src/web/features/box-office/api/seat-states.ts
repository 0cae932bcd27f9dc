import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { MySeatHoldsResponse, SeatLayoutResponse, SeatStatesResponse } from "#domain/schemas/tickets";
import { BROWSER_ONLY_QUERY } from "#web/app/ssr-state";
import { api } from "#web/lib/api";
import { ticketKeys } from "./query-keys";

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/**
 * GET /api/events/:id/seat-states: every seat's state, the same document for everyone. The
 * browser keeps it and asks again with its ETag, so an unchanged poll costs a 304. The server
 * generates the event's seats on the first request.
 */
export function fetchSeatStates(eventId: string): Promise<SeatStatesResponse> {
  return api<SeatStatesResponse>(`${base(eventId)}/seat-states`);
}

/** GET /api/events/:id/seat-layout?v=: cached by the browser for good, since the version names it. */
export function fetchSeatLayout(eventId: string, version: string): Promise<SeatLayoutResponse> {
  return api<SeatLayoutResponse>(`${base(eventId)}/seat-layout?v=${encodeURIComponent(version)}`);
}

/** GET /api/events/:id/seat-states/mine: the viewer's own seats on hold, with their expiry. */
export function fetchMySeatHolds(eventId: string): Promise<MySeatHoldsResponse> {
  return api<MySeatHoldsResponse>(`${base(eventId)}/seat-states/mine`);
}

/** The stream patches the states within a second; polling is the fallback when it drops. */
export const SEAT_STATES_POLL_MS = 10_000;

export function seatStatesQuery(eventId: string) {
  return queryOptions({
    queryKey: ticketKeys.seatStates(eventId),
    queryFn: () => fetchSeatStates(eventId),
    // Live: the chart reads it (and its stream) itself, so a page kept for many never carries it.
    meta: BROWSER_ONLY_QUERY,
    refetchInterval: SEAT_STATES_POLL_MS,
    // Every answer goes to the chart, even one equal to the last: it also settles seats the
    // chart marked taken on its own.
    structuralSharing: false,
    // The seat query retries 3 times, 1 s apart.
    retry: 3,
    retryDelay: 1000,
  });
}

export function seatLayoutQuery(eventId: string, version: string | null) {
  return queryOptions({
    queryKey: ticketKeys.seatLayout(eventId, version),
    queryFn: () => fetchSeatLayout(eventId, version ?? ""),
    enabled: version !== null,
    // A version's layout never changes.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 3,
    retryDelay: 1000,
  });
}

/**
 * The seat states and the layout they name, without the live stream: what seating
 * administration shows (polled like the box office's chart).
 */
export function useSeatOverview(eventId: string) {
  const states = useQuery(seatStatesQuery(eventId));
  const layout = useQuery(seatLayoutQuery(eventId, states.data?.layoutVersion ?? null));
  const data = states.data && layout.data ? { states: states.data, layout: layout.data } : undefined;
  return {
    data,
    isPending: !data && !states.isError && !layout.isError,
    isError: !data && (states.isError || layout.isError),
    refetch: () => (states.isError ? states.refetch() : layout.refetch()),
  };
}

/**
 * The signed-in viewer's own seats on hold that have not lapsed, counted on the server's clock.
 * Read when the chart opens and after each of the viewer's own orders; other tabs' holds show on
 * the next focus.
 */
export function useMySeatHolds(eventId: string, enabled: boolean): ReadonlySet<string> {
  const query = useQuery({
    queryKey: ticketKeys.mySeatHolds(eventId),
    queryFn: () => fetchMySeatHolds(eventId),
    enabled,
  });
  const { data, dataUpdatedAt } = query;
  // Re-read when the next of these holds lapses, so a lapsed hold stops reading "mine".
  const [lapses, setLapses] = useState(0);
  const held = useMemo(() => {
    if (!enabled || !data) return { ids: new Set<string>(), next: Number.POSITIVE_INFINITY };
    // The server's clock at the answer, against the browser's at its arrival.
    const skew = Date.parse(data.now) - dataUpdatedAt;
    const now = Date.now() + (Number.isNaN(skew) ? 0 : skew);
    const live = data.seats.filter((s) => Date.parse(s.expiresAt) > now);
    const next = Math.min(...live.map((s) => Date.parse(s.expiresAt) - now));
    return { ids: new Set(live.map((s) => s.id)), next, lapses };
  }, [enabled, data, dataUpdatedAt, lapses]);
  useEffect(() => {
    if (!Number.isFinite(held.next)) return;
    const timer = setTimeout(() => setLapses((n) => n + 1), held.next + 50);
    return () => clearTimeout(timer);
  }, [held]);
  return held.ids;
}
