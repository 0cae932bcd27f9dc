import { useQuery } from "@tanstack/react-query";
import type { SeatLayoutResponse } from "#domain/schemas/tickets";
import { sectionOffers } from "#domain/seating/layouts";
import { api } from "#web/lib/api";
import { ticketKeys } from "./query-keys";

/**
 * The sections of an event's actual seats with their price level, seats and prices: the event's
 * current seat layout (GET /api/events/:id/seat-layout, revalidated by its ETag), read once and
 * not polled, so it costs nothing while the waiting room holds the chart back. It sits under the
 * event's seat keys, so whatever refreshes the chart's layout refreshes it too.
 */
export function useTicketOptions(eventId: string | null) {
  return useQuery({
    queryKey: [...ticketKeys.seats(eventId ?? ""), "options"] as const,
    queryFn: () => api<SeatLayoutResponse>(`/api/events/${encodeURIComponent(eventId ?? "")}/seat-layout`),
    enabled: eventId !== null,
    staleTime: 60_000,
    select: (layout) => sectionOffers(layout.sections),
  });
}
