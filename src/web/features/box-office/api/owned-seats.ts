import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { TicketsResponse } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { ticketKeys } from "./query-keys";

/**
 * The seats of the signed-in buyer's valid tickets on one event, from GET /api/my/tickets (the
 * answer My Tickets reads, under the same key, so one read serves both and a booking refreshes
 * both). A wheelchair space among them opens its companion seats, as the server's hold allows.
 */
export function useOwnedSeats(eventId: string, enabled: boolean): ReadonlySet<string> {
  const { data } = useQuery({
    queryKey: ticketKeys.myTickets,
    queryFn: () => api<TicketsResponse>("/api/my/tickets"),
    enabled,
    // As My Tickets keeps it: a booking invalidates it at once.
    staleTime: 5 * 60_000,
  });
  return useMemo(() => {
    if (!enabled || !data) return new Set<string>();
    return new Set(
      data.tickets.filter((ticket) => ticket.event.id === eventId && ticket.state === "valid").map((t) => t.seatId),
    );
  }, [enabled, data, eventId]);
}
