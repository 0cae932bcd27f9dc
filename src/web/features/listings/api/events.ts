import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventDetailResponse, EventListingsResponse } from "#domain/schemas/listings";
import { ApiError, api } from "#web/lib/api";

/**
 * Query keys of the public listings. Every event query sits under ["events"], so deleting an
 * event refreshes the calendar, the featured list, event pages and the box office's list at once.
 */
export const listingKeys = {
  all: ["events"] as const,
  upcoming: (limit?: number) => ["events", "upcoming", limit ?? "all"] as const,
  detail: (id: string) => ["events", "detail", id] as const,
};

// The event list is cached for 5 minutes and not refetched on focus.
const FIVE_MINUTES = 5 * 60_000;

export function upcomingEventsQuery(limit?: number) {
  return queryOptions({
    queryKey: listingKeys.upcoming(limit),
    queryFn: () =>
      api<EventListingsResponse>(limit ? `/api/events?limit=${limit}` : "/api/events").then((b) => b.events),
    staleTime: FIVE_MINUTES,
    refetchOnWindowFocus: false,
  });
}

/** Approved upcoming events, soonest first; `limit` for the home page's featured few. */
export function useUpcomingEvents(limit?: number) {
  return useQuery(upcomingEventsQuery(limit));
}

/** One approved event; a 404 is an answer (the not-found state), not worth retrying. */
export function useEvent(id: string) {
  return useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: () => api<EventDetailResponse>(`/api/events/${encodeURIComponent(id)}`).then((b) => b.event),
    staleTime: 60_000,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.code === "not_found"),
  });
}

/** DELETE /api/events/:id (creator or admin); the server decides, the answer's code says why not. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/events/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** The .ics download of an event. */
export function calendarFileUrl(id: string): string {
  return `/api/events/${encodeURIComponent(id)}/calendar.ics`;
}
