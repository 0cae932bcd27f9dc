import type { TicketView } from "#domain/schemas/tickets";

/**
 * Which cards offer their order's calendar file, and how many seats its one entry covers: every
 * ticket that still admits its holder offers the same file of its order (one calendar entry per
 * order, not per seat), so no card of an order lacks it. Only valid seats count: a refunded or
 * passed-on seat is no longer the holder's to attend.
 */
export function orderCalendarCarriers(tickets: readonly TicketView[]): Map<string, number> {
  const seatsOfOrder = new Map<string, number>();
  const valid = tickets.filter((ticket) => ticket.state === "valid" && ticket.ticketToken);
  for (const ticket of valid) seatsOfOrder.set(ticket.orderId, (seatsOfOrder.get(ticket.orderId) ?? 0) + 1);
  return new Map(valid.map((ticket) => [ticket.bookingId, seatsOfOrder.get(ticket.orderId) ?? 1]));
}
