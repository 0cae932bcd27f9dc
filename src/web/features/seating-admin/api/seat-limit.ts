import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventSeatLimit, SeatLimitInput } from "#domain/schemas/seat-limits";
import { ticketKeys } from "#web/features/box-office";
import { api } from "#web/lib/api";

export const seatLimitKeys = {
  of: (eventId: string) => ["manage", "events", eventId, "seat-limit"] as const,
};

const path = (eventId: string) => `/api/manage/events/${encodeURIComponent(eventId)}/seat-limit`;

/** GET /api/manage/events/:id/seat-limit (admins) */
export function fetchSeatLimit(eventId: string): Promise<EventSeatLimit> {
  return api<EventSeatLimit>(path(eventId));
}

export function useEventSeatLimit(eventId: string) {
  return useQuery({ queryKey: seatLimitKeys.of(eventId), queryFn: () => fetchSeatLimit(eventId) });
}

/**
 * PUT /api/manage/events/:id/seat-limit: the event's own seats and wheelchair spaces per account,
 * or null for the defaults.
 */
export function setSeatLimit({ eventId, ...limits }: { eventId: string } & SeatLimitInput): Promise<EventSeatLimit> {
  return api<EventSeatLimit>(path(eventId), { method: "PUT", json: limits });
}

/** Saving stores the answer and makes the box office re-read what a buyer may still take. */
export function useSetSeatLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSeatLimit,
    onSuccess: (result) => {
      queryClient.setQueryData(seatLimitKeys.of(result.eventId), result);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.seatAllowance(result.eventId) });
    },
  });
}
