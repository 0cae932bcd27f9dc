/**
 * How many seats one account may have on one event, and how soon a released hold may be taken
 * again by the account that let it go. Both keep one buyer from sweeping an event's seats: the
 * first caps a sweep, the second stops a hold from being renewed forever by releasing and
 * re-holding it.
 */

/** Seats one account may hold or buy for one event, unless an admin set the event's own limit. */
export const DEFAULT_MAX_SEATS_PER_ACCOUNT = 10;

/** The range an admin may set an event's limit in. */
export const SEAT_LIMIT_RANGE = { min: 1, max: 50 } as const;

/** The range an admin may set an event's wheelchair spaces per account in (the house has 26). */
export const ACCESSIBLE_LIMIT_RANGE = { min: 1, max: 26 } as const;

/** A hold its owner released cannot be taken again by that owner for this long (others may at once). */
export const REHOLD_COOLDOWN_SECONDS = 120;

/** The limit that applies to an event: its own, else the default. */
export function seatLimitOf(eventLimit: number | null | undefined): number {
  return eventLimit ?? DEFAULT_MAX_SEATS_PER_ACCOUNT;
}

/** How many more seats an account may take when it already has `taken` (never below zero). */
export function seatsRemaining(limit: number, taken: number): number {
  return Math.max(0, limit - taken);
}

/** Whole seconds until a release at `releasedAt` stops blocking its owner (at least 1 while it does). */
export function reholdWaitSeconds(releasedAt: string | number, now: Date | number): number {
  const released = typeof releasedAt === "number" ? releasedAt : Date.parse(releasedAt);
  const at = typeof now === "number" ? now : now.getTime();
  if (Number.isNaN(released)) return 0;
  const left = released + REHOLD_COOLDOWN_SECONDS * 1000 - at;
  return left <= 0 ? 0 : Math.max(1, Math.ceil(left / 1000));
}
