/**
 * The tour calendar's month grid and keyboard moves, on yyyy-MM-dd strings (venue dates), so the
 * visitor's own time zone can never shift a day.
 */
import type { TourDateAvailability } from "#domain/schemas/tours";
import { addDays } from "#domain/time";
import { tourHasStarted, weekdayOf } from "#domain/tours";

export type WeekStart = 0 | 1;

/** "2026-12-05" -> "2026-12". */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function firstOfMonth(month: string): string {
  return `${month}-01`;
}

export function lastOfMonth(month: string): string {
  return addDays(firstOfMonth(addMonths(month, 1)), -1);
}

export function addMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Weeks of seven cells: the month's dates, and null before the 1st and after the last day. */
export function monthGrid(month: string, weekStartsOn: WeekStart): (string | null)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const lead = ((weekdayOf(first) ?? 0) - weekStartsOn + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day of another month, or its last day when shorter (Jan 31 -> Feb 28). */
function shiftMonth(date: string, count: number): string {
  const target = addMonths(monthOf(date), count);
  const day = Math.min(Number(date.slice(8, 10)), Number(lastOfMonth(target).slice(8, 10)));
  return `${target}-${String(day).padStart(2, "0")}`;
}

function stepFor(date: string, key: string, column: number): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -column);
    case "End":
      return addDays(date, 6 - column);
    case "PageUp":
      return shiftMonth(date, -1);
    case "PageDown":
      return shiftMonth(date, 1);
    default:
      return null;
  }
}

/**
 * Where a key moves the focus in a date grid (the WAI-ARIA date picker pattern), kept within
 * [min, max]; null for keys the grid does not handle.
 */
export function moveFocus(
  date: string,
  key: string,
  weekStartsOn: WeekStart,
  bounds: { min: string; max: string },
): string | null {
  const column = ((weekdayOf(date) ?? 0) - weekStartsOn + 7) % 7;
  const next = stepFor(date, key, column);
  if (next === null) return null;
  if (next < bounds.min) return bounds.min;
  if (next > bounds.max) return bounds.max;
  return next;
}

export type DayState = "available" | "full" | "unavailable" | "mine" | "unknown";

export interface CalendarData {
  today: string;
  /** The last bookable date (the booking horizon). */
  lastDate: string;
  byDate: ReadonlyMap<string, TourDateAvailability>;
  /** Dates the signed-in visitor already has a tour on. */
  mine: ReadonlySet<string>;
  capacity: number;
  /** This device's clock when the data was put together. */
  now: Date;
}

/** What a date is to this visitor: its own tour, bookable, full, out of range or not yet known. */
export function dayState(date: string, { today, lastDate, byDate, mine, now }: CalendarData): DayState {
  if (date < today || date > lastDate) return "unavailable";
  if (mine.has(date)) return "mine";
  // A tour can be booked until it starts (9:00 venue time), even while the server's last answer,
  // read before then, still offers it.
  if (tourHasStarted(date, now)) return "unavailable";
  const day = byDate.get(date);
  if (!day) return "unknown";
  if (day.bookable) return "available";
  return day.spotsLeft === 0 ? "full" : "unavailable";
}
