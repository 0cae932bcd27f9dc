import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JoinWaitlistInput, MyWaitlistResponse, WaitlistAdminResponse } from "#domain/schemas/waitlist";
import { api } from "#web/lib/api";

export const waitlistKeys = {
  mine: (eventId: string) => ["events", eventId, "waitlist", "mine"] as const,
  event: (eventId: string) => ["events", eventId, "waitlist", "all"] as const,
};

const path = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/waitlist`;

/** While in line, one's place is read again now and then: people ahead leave or get seats. */
const PLACE_POLL_MS = 20_000;

/** GET /api/events/:id/waitlist/me: one's own entry (signed in only). */
export function useMyWaitlist(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: waitlistKeys.mine(eventId),
    queryFn: () => api<MyWaitlistResponse>(`${path(eventId)}/me`),
    enabled,
    refetchInterval: (query) => {
      const status = query.state.data?.entry?.status;
      return status === "waiting" ? PLACE_POLL_MS : false;
    },
  });
}

/** POST /api/events/:id/waitlist */
export function useJoinWaitlist(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinWaitlistInput) => api<MyWaitlistResponse>(path(eventId), { method: "POST", json: input }),
    onSuccess: (answer) => queryClient.setQueryData(waitlistKeys.mine(eventId), answer),
  });
}

/** DELETE /api/events/:id/waitlist/me */
export function useLeaveWaitlist(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MyWaitlistResponse>(`${path(eventId)}/me`, { method: "DELETE" }),
    onSuccess: (answer) => queryClient.setQueryData(waitlistKeys.mine(eventId), answer),
  });
}

/** GET /api/events/:id/waitlist: the whole list, for admins. */
export function useEventWaitlist(eventId: string) {
  return useQuery({
    queryKey: waitlistKeys.event(eventId),
    queryFn: () => api<WaitlistAdminResponse>(path(eventId)),
  });
}
