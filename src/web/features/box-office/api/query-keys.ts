/**
 * Query keys of ticketing data. Mutations invalidate through these, never by refetching by hand.
 * My Tickets reads `myTickets` from here too: booking is what changes it.
 */
export const ticketKeys = {
  bookableEvents: ["events", "bookable"] as const,
  /** Everything about an event's seats: layout, states and the viewer's own holds. */
  seats: (eventId: string) => ["events", eventId, "seats"] as const,
  seatStates: (eventId: string) => ["events", eventId, "seats", "states"] as const,
  seatLayout: (eventId: string, version: string | null) => ["events", eventId, "seats", "layout", version] as const,
  mySeatHolds: (eventId: string) => ["events", eventId, "seats", "mine"] as const,
  heldOrder: (eventId: string) => ["orders", "held", eventId] as const,
  /** The viewer's own seats on the event against its per-account limit. */
  seatAllowance: (eventId: string) => ["events", eventId, "seat-allowance"] as const,
  myTickets: ["my", "tickets"] as const,
};
