import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TicketsResponse, TicketTransferResponse } from "#domain/schemas/tickets";
import { ticketKeys } from "#web/features/box-office";
import { api } from "#web/lib/api";

/**
 * POST /api/my/tickets/:bookingId/transfer: passes the ticket on to an address. The answer is the
 * ticket as its sender now sees it, put straight into the list; the list is then read again.
 */
export function useTransferTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, email }: { bookingId: string; email: string }) =>
      api<TicketTransferResponse>(`/api/my/tickets/${encodeURIComponent(bookingId)}/transfer`, {
        method: "POST",
        json: { email },
      }).then((body) => body.ticket),
    onSuccess: (ticket) => {
      queryClient.setQueryData<TicketsResponse>(
        ticketKeys.myTickets,
        (body) =>
          body && { ...body, tickets: body.tickets.map((old) => (old.bookingId === ticket.bookingId ? ticket : old)) },
      );
    },
    // A refusal may mean the list is stale (the ticket was refunded or admitted meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.myTickets }),
  });
}
