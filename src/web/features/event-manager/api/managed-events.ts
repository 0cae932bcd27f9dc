import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  EventChangeDecisionResponse,
  EventFormInput,
  EventUpdateResponse,
  FailedRentalsResponse,
  ManagedEventResponse,
  ManagedEventsResponse,
  RentalRetryResponse,
} from "#domain/schemas/event-form";
import type { OrderResponse } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";

/**
 * Query keys of event management. They sit under ["events"] like every event query, so a change
 * here refreshes the calendar, home and box office lists too (and a delete there refreshes this).
 */
export const manageKeys = {
  all: ["events"] as const,
  managed: ["events", "manage"] as const,
  failedRentals: ["events", "manage", "failed-rentals"] as const,
};

const encode = encodeURIComponent;

export const managedEventsQuery = queryOptions({
  queryKey: manageKeys.managed,
  queryFn: () => api<ManagedEventsResponse>("/api/manage/events").then((body) => body.events),
});

/** GET /api/manage/events: all events for admins, their own for event managers. */
export function useManagedEvents() {
  return useQuery(managedEventsQuery);
}

/** GET /api/manage/rentals/failed (admins): paid rentals whose event could not be created. */
export function useFailedRentals(enabled: boolean) {
  return useQuery({
    queryKey: manageKeys.failedRentals,
    queryFn: () => api<FailedRentalsResponse>("/api/manage/rentals/failed").then((body) => body.rentals),
    enabled,
  });
}

function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: manageKeys.all });
}

/** POST /api/manage/events (admins): created at once, approved, no charge. */
export function useCreateComplimentaryEvent() {
  const onSuccess = useInvalidateEvents();
  return useMutation({
    mutationFn: (form: EventFormInput) =>
      api<ManagedEventResponse>("/api/manage/events", { method: "POST", json: form }).then((b) => b.event),
    onSuccess,
  });
}

/** POST /api/manage/events/rental: a held venue-rental order, priced by the server. */
export function useStartRental() {
  return useMutation({
    mutationFn: (form: EventFormInput) =>
      api<OrderResponse>("/api/manage/events/rental", { method: "POST", json: form }).then((b) => b.order),
  });
}

/**
 * POST /api/manage/events/:id/changes/rental (its manager): a held venue-rental order for what the
 * edit adds to the rental's price; its payment submits the edit.
 */
export function useStartRentalDifference() {
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: EventFormInput }) =>
      api<OrderResponse>(`/api/manage/events/${encode(id)}/changes/rental`, { method: "POST", json: form }).then(
        (b) => b.order,
      ),
  });
}

/**
 * PATCH /api/manage/events/:id (creator or admin): the event as it now is, and the change kept for
 * an admin's approval when a manager edits an approved event that has sales.
 */
export function useUpdateEvent() {
  const onSuccess = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: EventFormInput }) =>
      api<EventUpdateResponse>(`/api/manage/events/${encode(id)}`, { method: "PATCH", json: form }),
    onSuccess,
  });
}

export type ChangeAction = "approve" | "reject" | "withdraw";

/** POST /api/manage/events/:id/changes/:changeId/approve or /reject (admins), /withdraw (its manager). */
export function useEventChangeAction() {
  const onSuccess = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, changeId, action }: { id: string; changeId: string; action: ChangeAction }) =>
      api<EventChangeDecisionResponse>(`/api/manage/events/${encode(id)}/changes/${encode(changeId)}/${action}`, {
        method: "POST",
      }),
    onSuccess,
  });
}

/** POST /api/manage/events/:id/approve or /reject (admins). */
export function useDecideEvent() {
  const onSuccess = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "approve" | "reject" }) =>
      api<ManagedEventResponse>(`/api/manage/events/${encode(id)}/${decision}`, { method: "POST" }).then(
        (b) => b.event,
      ),
    onSuccess,
  });
}

/** DELETE /api/events/:id: the event with its bookings, seats and orders. */
export function useDeleteManagedEvent() {
  const onSuccess = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/events/${encode(id)}`, { method: "DELETE" }),
    onSuccess,
  });
}

/** POST /api/manage/rentals/:orderId/retry (admins). */
export function useRetryRental() {
  const onSuccess = useInvalidateEvents();
  return useMutation({
    mutationFn: (orderId: string) =>
      api<RentalRetryResponse>(`/api/manage/rentals/${encode(orderId)}/retry`, { method: "POST" }),
    onSuccess,
  });
}

/** After a rental is paid, the list shows the new event. */
export function useRefreshEvents() {
  return useInvalidateEvents();
}
