import { useQuery } from "@tanstack/react-query";
import type { HeldOrderResponse } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { ticketKeys } from "./query-keys";

/** GET /api/my/orders/held?eventId=: the buyer's own hold on this event that has not lapsed. */
export function fetchHeldOrder(eventId: string): Promise<HeldOrderResponse> {
  return api<HeldOrderResponse>(`/api/my/orders/held?eventId=${encodeURIComponent(eventId)}`);
}

/** Read once when the buyer comes to the event: a hold made later is this page's own. */
export function useHeldOrder(eventId: string | null) {
  return useQuery({
    queryKey: ticketKeys.heldOrder(eventId ?? ""),
    queryFn: () => fetchHeldOrder(eventId ?? ""),
    enabled: eventId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
