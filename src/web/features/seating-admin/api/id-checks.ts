import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventIdChecks } from "#domain/schemas/check-in";
import { api } from "#web/lib/api";

export const idChecksKeys = {
  of: (eventId: string) => ["manage", "events", eventId, "id-checks"] as const,
};

const path = (eventId: string) => `/api/manage/events/${encodeURIComponent(eventId)}/id-checks`;

/** GET /api/manage/events/:id/id-checks (admins) */
export function useEventIdChecks(eventId: string) {
  return useQuery({ queryKey: idChecksKeys.of(eventId), queryFn: () => api<EventIdChecks>(path(eventId)) });
}

/** PUT /api/manage/events/:id/id-checks */
export function useSetIdChecks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventIdChecks) =>
      api<EventIdChecks>(path(input.eventId), { method: "PUT", json: { idChecks: input.idChecks } }),
    onSuccess: (result) => queryClient.setQueryData(idChecksKeys.of(result.eventId), result),
  });
}
