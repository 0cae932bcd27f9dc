/**
 * Query keys of tour data. Booking and cancelling invalidate `all` (availability of every month)
 * and `mine` (My Tickets' upcoming tours, also read on the booking page).
 */
export const tourKeys = {
  all: ["tours"] as const,
  availability: (from: string, to: string) => ["tours", "availability", from, to] as const,
  mine: ["tours", "mine"] as const,
};
