import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  CheckInCountsResponse,
  CheckInEventsResponse,
  CheckInTicketsResponse,
  ScanBatchInput,
  ScanBatchResponse,
} from "#domain/schemas/check-in";
import { api } from "#web/lib/api";

/** How often the live counts are read again while the page is open and online. */
export const COUNTS_POLL_MS = 4_000;

export const checkInKeys = {
  events: ["check-in", "events"] as const,
  counts: (eventId: string) => ["check-in", "counts", eventId] as const,
};

/** GET /api/check-in/events: the events the caller may check tickets in for, soonest first. */
export const checkInEventsQuery = queryOptions({
  queryKey: checkInKeys.events,
  queryFn: () => api<CheckInEventsResponse>("/api/check-in/events").then((body) => body.events),
});

/** The events are asked for only once the caller is known to be allowed to check in. */
export function useCheckInEvents(enabled: boolean) {
  return useQuery({ ...checkInEventsQuery, enabled });
}

/** GET /api/check-in/events/:id/tickets: what the device keeps to check tickets with no network. */
export function fetchEventTickets(eventId: string): Promise<CheckInTicketsResponse> {
  return api<CheckInTicketsResponse>(`/api/check-in/events/${encodeURIComponent(eventId)}/tickets`);
}

/** POST /api/check-in/scans: one batch of one event and gate; answers each scan. */
export function uploadScans(batch: ScanBatchInput): Promise<ScanBatchResponse> {
  return api<ScanBatchResponse>("/api/check-in/scans", { method: "POST", json: batch });
}

/** GET /api/check-in/events/:id/counts, polled while online (queries pause by themselves offline). */
export function useCheckInCounts(eventId: string) {
  return useQuery({
    queryKey: checkInKeys.counts(eventId),
    queryFn: () => api<CheckInCountsResponse>(`/api/check-in/events/${encodeURIComponent(eventId)}/counts`),
    refetchInterval: COUNTS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
