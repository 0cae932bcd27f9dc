/**
 * Venue tours: one 45-minute tour a day at 9:00, ten people per date, one booking row
 * per person; a date can be booked until its tour starts. "Today" is the venue's calendar day in Chicago, not the server's or the visitor's,
 * so which dates are bookable does not depend on where either of them is.
 *
 * Checking a yyyy-MM-dd date and reading its weekday live here because tours were their first
 * user; venue rental reads its weekday through them too. Instants become venue dates in time.ts.
 */

import { addDays, venueDateOf, venueTimeToInstant } from "./time";
import { venue } from "./venue";

export const TOUR_CAPACITY = venue.tour.capacity;
export const TOUR_TIME = venue.tour.time;
export const TOUR_DURATION_MINUTES = venue.tour.durationMinutes;
/**
 * How far ahead a tour can be booked. A product rule of our own: without a bound, one account could book
 * every date until 9999 and a calendar could page forever.
 */
export const TOUR_BOOKING_HORIZON_DAYS = 365;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1-12) and day of a real calendar date written yyyy-MM-dd, else null. */
export function parseLocalDate(date: string): { year: number; month: number; day: number } | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March; a real date survives the round trip.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isLocalDate(date: string): boolean {
  return parseLocalDate(date) !== null;
}

/** Day of the week of a yyyy-MM-dd date, 0 for Sunday (as venue.ts counts), or null if invalid. */
export function weekdayOf(date: string): number | null {
  const parts = parseLocalDate(date);
  return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay() : null;
}

export function venueToday(now: Date): string {
  return venueDateOf(now);
}

export function spotsLeft(confirmedCount: number): number {
  return Math.max(0, TOUR_CAPACITY - confirmedCount);
}

/** The last date a tour can be booked on today. */
export function lastBookableTourDate(now: Date): string {
  return addDays(venueToday(now), TOUR_BOOKING_HORIZON_DAYS);
}

export type TourDateProblem = "invalid" | "past" | "too_far" | "full";

/**
 * Whether that date's tour has begun (or is over) at `now`. Today's tour stops being bookable at
 * 9:00 venue time, when it starts, not at midnight.
 */
export function tourHasStarted(date: string, now: Date): boolean {
  return now.getTime() >= tourStart(date).getTime();
}

/** Why a date cannot be booked, or null when it can. */
export function tourDateProblem(date: string, confirmedCount: number, now: Date): TourDateProblem | null {
  if (!isLocalDate(date)) return "invalid";
  // yyyy-MM-dd strings compare in calendar order.
  if (date < venueToday(now) || tourHasStarted(date, now)) return "past";
  if (date > lastBookableTourDate(now)) return "too_far";
  if (spotsLeft(confirmedCount) === 0) return "full";
  return null;
}

/** A real date whose tour has not started yet, within the horizon, with fewer than ten confirmed bookings. */
export function isBookableTourDate(date: string, confirmedCount: number, now: Date): boolean {
  return tourDateProblem(date, confirmedCount, now) === null;
}

/** The instant a tour on that venue date starts. */
export function tourStart(date: string): Date {
  return venueTimeToInstant(date, TOUR_TIME);
}

/** The profile's full name, else the e-mail's local part, else 'Guest'. */
export function tourBookerName({ fullName, email }: { fullName?: string | null; email?: string | null }): string {
  const name = fullName?.trim();
  if (name) return name;
  const local = email?.split("@")[0]?.trim();
  return local || "Guest";
}
