import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueueSettingsInput, QueueStats } from "#domain/schemas/onsale";
import { api } from "#web/lib/api";
import { queueKeys } from "./queue";

/** The admin panel's figures are read again this often while it is open. */
export const STATS_REFRESH_MS = 2_000;

const path = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}/queue`;

/** GET /api/admin/events/:id/queue (admins): the settings and the queue's live figures. */
export function fetchQueueStats(eventId: string): Promise<QueueStats> {
  return api<QueueStats>(path(eventId));
}

export function useQueueStats(eventId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queueKeys.stats(eventId),
    queryFn: () => fetchQueueStats(eventId),
    refetchInterval: STATS_REFRESH_MS,
    // A closed tab's panel needs no figures; they are read again when it is seen.
    refetchIntervalInBackground: false,
  });
}

/** PUT /api/admin/events/:id/queue: any of the settings; answers the figures after the change. */
export function saveQueueSettings(input: { eventId: string; settings: QueueSettingsInput }): Promise<QueueStats> {
  return api<QueueStats>(path(input.eventId), { method: "PUT", json: input.settings });
}

/** Saving stores the answer and makes every visitor status of the event be read again. */
export function useSaveQueueSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQueueSettings,
    onSuccess: (stats) => {
      queryClient.setQueryData(queueKeys.stats(stats.eventId), stats);
      void queryClient.invalidateQueries({ queryKey: queueKeys.eventStatuses(stats.eventId) });
    },
  });
}
