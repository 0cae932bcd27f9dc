import type { Kysely } from "kysely";
import { type CalendarEntry, calendarFileName, icsCalendar } from "#domain/calendar-file";
import { spanishOf } from "#domain/event-text";
import { eventDurationMinutes, eventImageFor, eventImageUrl, eventTypeFromTitle } from "#domain/events";
import { allInCents, NO_FEES, type PricingRules } from "#domain/pricing";
import { type EventDetail, type EventListing, MAX_LISTED_EVENTS } from "#domain/schemas/listings";
import { DEFAULT_LAYOUT, isLayoutId, layoutPriceRange, seatCount } from "#domain/seating/layouts";
import { ticketAvailability } from "#domain/seating/prices";
import { venueAddressLine } from "#domain/venue";
import type { DB } from "#server/db/schema";
import { countLiveClaimsByEvent } from "#server/features/orders";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import {
  findApprovedEvent,
  findUpcomingApprovedEvents,
  type SeatSummary,
  summarizeSeatsByEvent,
} from "./listings.repository";

interface ListingRow {
  id: string;
  title: string;
  description: string;
  title_es: string | null;
  description_es: string | null;
  event_date: string;
  venue: string;
  image_url: string | null;
  layout: string;
}

/** An event whose seats are not generated yet will get its layout: all of it is free, at its prices. */
function plannedSeats(layout: string): SeatSummary {
  const id = isLayoutId(layout) ? layout : DEFAULT_LAYOUT;
  return { seats: seatCount(id), ...layoutPriceRange(id) };
}

/** Told each listed event's seats left and seats in all, as counted. */
export type SeatsCounted = (eventId: string, seatsLeft: number, totalSeats: number) => void;

async function toListings(
  db: Kysely<DB>,
  rows: readonly ListingRow[],
  now: Date,
  counted: SeatsCounted | undefined,
  pricing: PricingRules,
): Promise<EventListing[]> {
  const ids = rows.map((row) => row.id);
  const [summaries, claims] = await Promise.all([
    summarizeSeatsByEvent(db, ids),
    countLiveClaimsByEvent(db, ids, nowIso(now)),
  ]);
  return rows.map((row) => {
    const seats = summaries.get(row.id) ?? plannedSeats(row.layout);
    const seatsLeft = Math.max(0, seats.seats - (claims.get(row.id) ?? 0));
    counted?.(row.id, seatsLeft, seats.seats);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      ...spanishOf(row),
      eventDate: row.event_date,
      venue: row.venue,
      image: eventImageUrl(eventImageFor({ title: row.title, uploadedUrl: row.image_url })),
      type: eventTypeFromTitle(row.title),
      seatsLeft,
      // All-in: what a buyer pays for the cheapest and dearest seat, fee and tax included.
      fromPriceCents: seats.seats > 0 ? allInCents(seats.fromCents, pricing) : null,
      toPriceCents: seats.seats > 0 ? allInCents(seats.toCents, pricing) : null,
      availability: ticketAvailability(seatsLeft, seats.seats),
    };
  });
}

/** Approved events from now on, soonest first (the calendar; `limit` 3 for the home page). */
export async function listUpcomingEvents(
  db: Kysely<DB>,
  now: Date,
  limit = MAX_LISTED_EVENTS,
  counted?: SeatsCounted,
  pricing: PricingRules = NO_FEES,
) {
  const rows = await findUpcomingApprovedEvents(db, nowIso(now), limit);
  return toListings(db, rows, now, counted, pricing);
}

/** One approved event with its seat count; anything else is `not_found` (pending ones included). */
export async function getEventDetail(
  db: Kysely<DB>,
  id: string,
  now: Date,
  counted?: SeatsCounted,
  pricing: PricingRules = NO_FEES,
): Promise<EventDetail> {
  const row = await findApprovedEvent(db, id);
  if (!row) throw new AppError("not_found");
  const [listing] = await toListings(db, [row], now, counted, pricing);
  if (!listing) throw new AppError("not_found");
  const cancelled = row.cancelled_at ? { at: row.cancelled_at, reason: row.cancel_reason ?? "" } : null;
  // A cancelled event has no seats to sell.
  return {
    ...listing,
    seatsLeft: cancelled ? 0 : listing.seatsLeft,
    availability: cancelled ? "sold_out" : listing.availability,
    past: Date.parse(row.event_date) < now.getTime(),
    cancelled,
    // Through the waiting room sales open at its on-sale time; otherwise once the event is public.
    salesOpenAt: row.on_sale_at ?? row.approved_at ?? row.created_at,
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
