import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ManagedEvent, ManagedEventsResponse } from "#domain/schemas/event-form";
import type { LayoutChanged, SectionDeleted } from "#domain/schemas/tickets";
import { ticketKeys } from "#web/features/box-office";
import { api } from "#web/lib/api";

/** Under the management list's key, so whatever refreshes that list refreshes this one too. */
export const seatingAdminKeys = {
  events: ["manage", "events", "seating"] as const,
};

/** GET /api/manage/events: for an admin, every event whatever its status. */
export function fetchManagedEvents(): Promise<ManagedEvent[]> {
  return api<ManagedEventsResponse>("/api/manage/events").then((body) => body.events);
}

export function useManagedEvents() {
  return useQuery({ queryKey: seatingAdminKeys.events, queryFn: fetchManagedEvents });
}

/** PUT /api/events/:id/layout: replaces every seat of the event (refused while any is held or sold). */
export function changeLayout(input: { eventId: string; layout: string }): Promise<LayoutChanged> {
  return api<LayoutChanged>(`/api/events/${encodeURIComponent(input.eventId)}/layout`, {
    method: "PUT",
    json: { layout: input.layout },
  });
}

/** DELETE /api/events/:id/sections/:section */
export function deleteSection(input: { eventId: string; section: string }): Promise<SectionDeleted> {
  return api<SectionDeleted>(
    `/api/events/${encodeURIComponent(input.eventId)}/sections/${encodeURIComponent(input.section)}`,
    {
      method: "DELETE",
    },
  );
}

/** After a seating change, whatever it did: the event's seats (layout and states) are read again. */
function useInvalidateSeating() {
  const queryClient = useQueryClient();
  return (_data: unknown, _error: unknown, input: { eventId: string }) => {
    void queryClient.invalidateQueries({ queryKey: ticketKeys.seats(input.eventId) });
    void queryClient.invalidateQueries({ queryKey: ["manage", "events"] });
  };
}

export function useChangeLayout() {
  return useMutation({ mutationFn: changeLayout, onSettled: useInvalidateSeating() });
}

export function useDeleteSection() {
  return useMutation({ mutationFn: deleteSection, onSettled: useInvalidateSeating() });
}
