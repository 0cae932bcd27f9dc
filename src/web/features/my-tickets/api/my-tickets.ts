import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TicketsResponse, TicketView } from "#domain/schemas/tickets";
import { ticketKeys } from "#web/features/box-office";
import { api } from "#web/lib/api";

/** GET /api/my/tickets: the signed-in user's tickets, newest first. */
export function fetchMyTickets(): Promise<TicketView[]> {
  return api<TicketsResponse>("/api/my/tickets").then((body) => body.tickets);
}

export const myTicketsQuery = queryOptions({
  // The box office's bookings invalidate this key.
  queryKey: ticketKeys.myTickets,
  queryFn: fetchMyTickets,
  // The tickets query is cached for 5 minutes.
  staleTime: 5 * 60_000,
});

export function useMyTickets(enabled: boolean) {
  return useQuery({ ...myTicketsQuery, enabled });
}

/** GET /api/my/tickets/:bookingId/calendar.ics: the ticket's order as a calendar entry. */
export function ticketCalendarUrl(bookingId: string): string {
  return `/api/my/tickets/${encodeURIComponent(bookingId)}/calendar.ics`;
}
