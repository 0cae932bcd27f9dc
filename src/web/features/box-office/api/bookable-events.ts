import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookableEvent, BookableEventsResponse } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { ticketKeys } from "./query-keys";

/** GET /api/events/bookable: approved, upcoming events in date order. */
export function fetchBookableEvents(): Promise<BookableEvent[]> {
  return api<BookableEventsResponse>("/api/events/bookable").then((body) => body.events);
}

export const bookableEventsQuery = queryOptions({
  queryKey: ticketKeys.bookableEvents,
  queryFn: fetchBookableEvents,
  // The event list is cached for 5 minutes and not refetched on focus.
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
});

export function useBookableEvents() {
  return useQuery(bookableEventsQuery);
}
