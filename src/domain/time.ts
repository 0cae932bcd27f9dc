import { dateTimeFormat } from "./formatters";
import { venue } from "./venue";

/** An instant as a zone's wall clock, without the zone: "2026-12-05T19:00:00" (24-hour). */
export function wallClockIso(instant: Date, timeZone: string = venue.timeZone): string {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}:${get("second")}`;
}

/** Minutes the zone is ahead of UTC at that instant (Chicago: -360 or -300). */
export function offsetMinutes(instant: Date, timeZone: string = venue.timeZone): number {
  const asUtc = Date.parse(`${wallClockIso(instant, timeZone)}Z`);
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** A wall-clock date and time at the venue ("2026-12-05", "19:00") as a UTC instant. */
export function venueTimeToInstant(date: string, time: string, timeZone: string = venue.timeZone): Date {
  const [y = Number.NaN, m = Number.NaN, d = Number.NaN] = date.split("-").map(Number);
  const [hh = Number.NaN, mm = 0] = time.split(":").map(Number);
  const wallClock = Date.UTC(y, m - 1, d, hh, mm);
  const first = wallClock - offsetMinutes(new Date(wallClock), timeZone) * 60_000;
  // Around a DST change the offset at the result can differ from the first guess.
  const second = wallClock - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

/** The venue's calendar date (yyyy-MM-dd) at an instant. */
export function venueDateOf(instant: Date, timeZone: string = venue.timeZone): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** Adds whole days to a yyyy-MM-dd date. */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
