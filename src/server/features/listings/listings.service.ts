import type { Kysely } from "kysely";
import { type CalendarEntry, calendarFileName, icsCalendar } from "#domain/calendar-file";
import { eventDurationMinutes, eventImageFor, eventImageUrl, eventTypeFromTitle } from "#domain/events";
import { type EventDetail, type EventListing, MAX_LISTED_EVENTS } from "#domain/schemas/listings";
import { DEFAULT_LAYOUT, isLayoutId, seatCount } from "#domain/seating/layouts";
import { venueAddressLine } from "#domain/venue";
import type { DB } from "#server/db/schema";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import {
  countLiveClaimsByEvent,
  countSeatsByEvent,
  findApprovedEvent,
  findUpcomingApprovedEvents,
} from "./listings.repository";

interface ListingRow {
  id: string;
  title: string;
  description: string;
  event_date: string;
  venue: string;
  image_url: string | null;
  layout: string;
}

/** An event whose seats are not generated yet will get its layout, so all of it is free. */
function plannedSeats(layout: string): number {
  return seatCount(isLayoutId(layout) ? layout : DEFAULT_LAYOUT);
}

async function toListings(db: Kysely<DB>, rows: readonly ListingRow[], now: Date): Promise<EventListing[]> {
  const ids = rows.map((row) => row.id);
  const [seats, claims] = await Promise.all([countSeatsByEvent(db, ids), countLiveClaimsByEvent(db, ids, nowIso(now))]);
  return rows.map((row) => {
    const total = seats.get(row.id) ?? plannedSeats(row.layout);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      eventDate: row.event_date,
      venue: row.venue,
      image: eventImageUrl(eventImageFor({ title: row.title, uploadedUrl: row.image_url })),
      type: eventTypeFromTitle(row.title),
      seatsLeft: Math.max(0, total - (claims.get(row.id) ?? 0)),
    };
  });
}

/** Approved events from now on, soonest first (the calendar; `limit` 3 for the home page). */
export async function listUpcomingEvents(db: Kysely<DB>, now: Date, limit = MAX_LISTED_EVENTS) {
  const rows = await findUpcomingApprovedEvents(db, nowIso(now), limit);
  return toListings(db, rows, now);
}

/** One approved event with its seat count; anything else is `not_found` (pending ones included). */
export async function getEventDetail(db: Kysely<DB>, id: string, now: Date): Promise<EventDetail> {
  const row = await findApprovedEvent(db, id);
  if (!row) throw new AppError("not_found");
  const [listing] = await toListings(db, [row], now);
  if (!listing) throw new AppError("not_found");
  const cancelled = row.cancelled_at ? { at: row.cancelled_at, reason: row.cancel_reason ?? "" } : null;
  // A cancelled event has no seats to sell.
  return {
    ...listing,
    seatsLeft: cancelled ? 0 : listing.seatsLeft,
    past: Date.parse(row.event_date) < now.getTime(),
    cancelled,
  };
}

/** The event as an iCalendar file; its length is the rental booked, else a typical evening. */
export async function eventCalendarFile(db: Kysely<DB>, id: string, publicUrl: string, now: Date) {
  const row = await findApprovedEvent(db, id);
  // A cancelled event is not to be added to anyone's calendar.
  if (!row || row.cancelled_at) throw new AppError("not_found");
  const entry: CalendarEntry = {
    uid: `event-${row.id}@${new URL(publicUrl).host}`,
    title: row.title,
    start: new Date(row.event_date),
    durationMinutes: eventDurationMinutes({ rentalHours: row.rental_hours }),
    location: `${row.venue}, ${venueAddressLine}`,
    description: row.description || undefined,
    url: `${publicUrl}/events/${encodeURIComponent(row.id)}`,
  };
  return { filename: calendarFileName(row.title), body: icsCalendar([entry], now) };
}
