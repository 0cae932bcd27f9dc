import type { TicketView } from "#domain/schemas/tickets";

/**
 * Which card offers its order's calendar file: one calendar entry per order, not per seat. The
 * first ticket of an order that still admits its holder carries it, with the number of the
 * order's seats that entry covers (valid ones only: a refunded or passed-on seat is no longer the
 * holder's to attend).
 */
export function orderCalendarCarriers(tickets: readonly TicketView[]): Map<string, number> {
  const carriers = new Map<string, number>();
  const carrierOfOrder = new Map<string, string>();
  for (const ticket of tickets) {
    if (ticket.state !== "valid" || !ticket.ticketToken) continue;
    const carrier = carrierOfOrder.get(ticket.orderId);
    if (carrier === undefined) {
      carrierOfOrder.set(ticket.orderId, ticket.bookingId);
      carriers.set(ticket.bookingId, 1);
    } else {
      carriers.set(carrier, (carriers.get(carrier) ?? 0) + 1);
    }
  }
  return carriers;
}
