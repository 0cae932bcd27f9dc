import { useQuery } from "@tanstack/react-query";
import type { SeatAllowance } from "#domain/schemas/seat-limits";
import { api } from "#web/lib/api";
import { ticketKeys } from "./query-keys";

/** GET /api/events/:id/seat-allowance: the viewer's seats on the event against its limit. */
export function fetchSeatAllowance(eventId: string): Promise<SeatAllowance> {
  return api<SeatAllowance>(`/api/events/${encodeURIComponent(eventId)}/seat-allowance`);
}

/** Only for a signed-in buyer; order changes refresh it through the ticketing keys. */
export function useSeatAllowance(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.seatAllowance(eventId),
    queryFn: () => fetchSeatAllowance(eventId),
    enabled,
  });
}
