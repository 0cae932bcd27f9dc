/**
 * Venue-rental price for a non-admin event, in USD cents.
 *
 * - Monday to Thursday: 150 per hour for the rental hours.
 * - Friday to Sunday: a flat half-day or full-day rate. Where a half day ends,
 *   we take half of the 12-hour maximum booking: 2-6 hours is a half day (1,300), 7-12 hours a
 *   full day (2,100 on Friday and Sunday, 2,900 on Saturday).
 * - Hours are whole hours from 2 to 12. Anything else (1, 13, 2.5, NaN, "abc") falls back to
 *   the default of 2 rather than being clamped, by design; the quote shows the hours it
 *   priced so the buyer sees the fallback.
 * - The date is the event's calendar date at the venue (yyyy-MM-dd, as the event form's date
 *   input gives it). Convert an instant with `venueDateOf` (time.ts) first, so a Friday 11 PM event in
 *   Chicago is not priced as the Saturday it already is in UTC.
 */

import { weekdayOf } from "./tours";

export const RENTAL_HOURS = { min: 2, max: 12, default: 2 } as const;
export const RENTAL_HOURLY_RATE_CENTS = 15_000;
export const RENTAL_HALF_DAY_MAX_HOURS = 6;
export const RENTAL_HALF_DAY_CENTS = 130_000;
/** Keyed by weekday, 0 for Sunday (as venue.ts counts). */
export const RENTAL_FULL_DAY_CENTS: Readonly<Record<0 | 5 | 6, number>> = { 0: 210_000, 5: 210_000, 6: 290_000 };

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type RentalQuote =
  | { kind: "hourly"; date: string; weekday: Weekday; hours: number; rateCents: number; totalCents: number }
  | { kind: "half-day" | "full-day"; date: string; weekday: Weekday; hours: number; totalCents: number };

/** Whole hours from 2 to 12, given as a number or a digit string; anything else is 2. */
export function normalizeRentalHours(input: unknown): number {
  const hours = typeof input === "string" && /^\s*\d+\s*$/.test(input) ? Number(input) : input;
  return typeof hours === "number" && Number.isInteger(hours) && hours >= RENTAL_HOURS.min && hours <= RENTAL_HOURS.max
    ? hours
    : RENTAL_HOURS.default;
}

function fullDayCents(weekday: Weekday): number | undefined {
  return weekday === 0 || weekday === 5 || weekday === 6 ? RENTAL_FULL_DAY_CENTS[weekday] : undefined;
}

/** Throws a RangeError for a date that is not a real yyyy-MM-dd: validate the form first. */
export function rentalQuote({ date, hours: input }: { date: string; hours: unknown }): RentalQuote {
  const weekday = weekdayOf(date) as Weekday | null;
  if (weekday === null) throw new RangeError(`Not a yyyy-MM-dd date: ${JSON.stringify(date)}`);
  const hours = normalizeRentalHours(input);
  const fullDay = fullDayCents(weekday);
  if (fullDay === undefined) {
    return {
      kind: "hourly",
      date,
      weekday,
      hours,
      rateCents: RENTAL_HOURLY_RATE_CENTS,
      totalCents: hours * RENTAL_HOURLY_RATE_CENTS,
    };
  }
  return hours <= RENTAL_HALF_DAY_MAX_HOURS
    ? { kind: "half-day", date, weekday, hours, totalCents: RENTAL_HALF_DAY_CENTS }
    : { kind: "full-day", date, weekday, hours, totalCents: fullDay };
}
