import { useQueryClient } from "@tanstack/react-query";
import type { OrderView } from "#domain/schemas/tickets";
import { paymentKeys } from "#web/features/payments";
import { ticketKeys } from "./query-keys";

/**
 * After an order changes: the event's seat states, the buyer's own holds and their count against
 * the per-account limit always change with it; the buyer's tickets only when seats were booked.
 * The returned order is cached so a later GET starts from it.
 */
export function useInvalidateAfterOrder(eventId: string, { tickets }: { tickets: boolean }) {
  const queryClient = useQueryClient();
  return (order?: OrderView) => {
    if (order) queryClient.setQueryData(paymentKeys.order(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ticketKeys.seatStates(eventId) });
    void queryClient.invalidateQueries({ queryKey: ticketKeys.mySeatHolds(eventId) });
    void queryClient.invalidateQueries({ queryKey: ticketKeys.seatAllowance(eventId) });
    if (tickets) void queryClient.invalidateQueries({ queryKey: ticketKeys.myTickets });
  };
}
