import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TicketsResponse, TicketView } from "#domain/schemas/tickets";
import { ticketKeys } from "#web/features/box-office";
import { api } from "#web/lib/api";

/**
 * GET /api/my/tickets: the signed-in user's tickets, newest first, and which wallets the venue
 * offers — one answer, read once for the list and the wallet buttons alike.
 */
export const myTicketsQuery = queryOptions({
  // The box office's bookings invalidate this key.
  queryKey: ticketKeys.myTickets,
  queryFn: () => api<TicketsResponse>("/api/my/tickets"),
  // The tickets query is cached for 5 minutes.
  staleTime: 5 * 60_000,
});

export function useMyTickets(enabled: boolean) {
  return useQuery({ ...myTicketsQuery, enabled, select: (body): TicketView[] => body.tickets });
}

/** Which wallets the venue set up (each button shows only then). */
export function useWalletFlags() {
  return useQuery({ ...myTicketsQuery, select: (body) => body.wallets });
}

/** GET /api/my/tickets/:bookingId/calendar.ics: the ticket's order as a calendar entry. */
export function ticketCalendarUrl(bookingId: string): string {
  return `/api/my/tickets/${encodeURIComponent(bookingId)}/calendar.ics`;
}
