/**
 * Query keys of ticketing data. Mutations invalidate through these, never by refetching by hand.
 * My Tickets reads `myTickets` from here too: booking is what changes it.
 */
export const ticketKeys = {
  bookableEvents: ["events", "bookable"] as const,
  seatMap: (eventId: string) => ["events", eventId, "seat-map"] as const,
  heldOrder: (eventId: string) => ["orders", "held", eventId] as const,
  /** The viewer's own seats on the event against its per-account limit. */
  seatAllowance: (eventId: string) => ["events", eventId, "seat-allowance"] as const,
  myTickets: ["my", "tickets"] as const,
};
