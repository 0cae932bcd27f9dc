import { venueTimeToInstant, wallClockIso } from "#domain/time";
import { venue } from "#domain/venue";

/**
 * Staff type times as the venue's wall clock (a datetime-local field, "yyyy-MM-ddTHH:mm"), wherever
 * they sit: an on-sale time, a code's dates. These convert between that and an ISO instant.
 */

/** An instant as the venue's wall clock, in the shape of a datetime-local field. */
export function toVenueInput(iso: string | null, timeZone: string = venue.timeZone): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return wallClockIso(date, timeZone).slice(0, 16);
}

/** A datetime-local value read as the venue's wall clock, as an ISO instant; null when malformed. */
export function fromVenueInput(value: string, timeZone: string = venue.timeZone): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const [, date, time] = match;
  const instant = venueTimeToInstant(date, time, timeZone);
  if (Number.isNaN(instant.getTime())) return null;
  // A date that does not exist (Feb 30) rolls over: refuse it rather than save another day.
  if (toVenueInput(instant.toISOString(), timeZone) !== `${date}T${time}`) return null;
  return instant.toISOString();
}
