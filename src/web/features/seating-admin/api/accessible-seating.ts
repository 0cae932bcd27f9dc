import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccessibleSeatingResponse } from "#domain/schemas/accessible";
import { ticketKeys } from "#web/features/box-office";
import { api } from "#web/lib/api";

export const accessibleSeatingKeys = {
  event: (eventId: string) => ["manage", "accessible-seating", eventId] as const,
};

/** GET /api/events/:id/accessible-seating: each section's wheelchair spaces and whether they are released. */
export function fetchAccessibleSeating(eventId: string): Promise<AccessibleSeatingResponse> {
  return api<AccessibleSeatingResponse>(`/api/events/${encodeURIComponent(eventId)}/accessible-seating`);
}

export function useAccessibleSeating(eventId: string) {
  return useQuery({ queryKey: accessibleSeatingKeys.event(eventId), queryFn: () => fetchAccessibleSeating(eventId) });
}

/** POST /api/events/:id/sections/:section/accessible-release: final; answers the same document. */
export function releaseAccessibleSection(input: { eventId: string; section: string }) {
  return api<AccessibleSeatingResponse>(
    `/api/events/${encodeURIComponent(input.eventId)}/sections/${encodeURIComponent(input.section)}/accessible-release`,
    { method: "POST" },
  );
}

/** A release changes the layout (its sections' release flags): the event's seats are read again. */
export function useReleaseAccessibleSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseAccessibleSection,
    onSuccess: (view, input) => queryClient.setQueryData(accessibleSeatingKeys.event(input.eventId), view),
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: accessibleSeatingKeys.event(input.eventId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.seats(input.eventId) });
    },
  });
}
