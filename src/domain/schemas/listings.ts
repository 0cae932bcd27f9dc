import { z } from "zod";
import type { EventType } from "../events";
import type { TicketAvailability } from "../seating/prices";

/** Home shows this many upcoming events. */
export const FEATURED_EVENT_COUNT = 3;

/** The most events one listing request returns; the calendar of a busy year stays well below. */
export const MAX_LISTED_EVENTS = 200;

/** The home page's hero picture, also the link-preview picture of pages without their own. */
export const HERO_POSTER_PATH = "/images/hero-poster.webp";

/** GET /api/events?limit=N */
export const listEventsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "validation.outOfRange" })
    .int("validation.outOfRange")
    .min(1, "validation.outOfRange")
    .max(MAX_LISTED_EVENTS, "validation.outOfRange")
    .optional(),
});

/** An approved event as the calendar, the home page and the event page show it. */
export interface EventListing {
  id: string;
  /** The English title and description; the Spanish ones are null until written (see event-text.ts). */
  title: string;
  description: string;
  titleEs: string | null;
  descriptionEs: string | null;
  /** ISO-8601 UTC instant of the start. */
  eventDate: string;
  venue: string;
  /** The picture's address: an upload, or a shipped stock image (see eventImageFor). */
  image: string;
  type: EventType;
  /** Seats without a live claim (paid, complimentary or an unexpired hold). */
  seatsLeft: number;
  /** The cheapest seat of the event's layout, in cents (null: an event with no seats). */
  fromPriceCents: number | null;
  /** The dearest seat of the event's layout, in cents (null: an event with no seats). */
  toPriceCents: number | null;
  /** Plenty, few or no seats left (`ticketAvailability` of seats left and the hall's seats). */
  availability: TicketAvailability;
}

/** GET /api/events/:id: a listing, plus whether it has already begun. */
export interface EventDetail extends EventListing {
  past: boolean;
  /** Set when the venue cancelled the event: its page stays, saying so and why. */
  cancelled: { at: string; reason: string } | null;
  /** When tickets went or go on sale: the waiting room's on-sale time, else when it was approved. */
  salesOpenAt: string;
}

/** GET /api/events?limit=N */
export interface EventListingsResponse {
  events: EventListing[];
}

/** GET /api/events/:id */
export interface EventDetailResponse {
  event: EventDetail;
}
