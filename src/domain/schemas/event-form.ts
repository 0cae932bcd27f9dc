import { z } from "zod";
import { normalizeRentalHours, RENTAL_HOURS } from "../rental";
import { venueDateOf, venueTimeToInstant } from "../time";
import { isLocalDate, venueToday } from "../tours";
import { venue } from "../venue";
import type { EventChange } from "./event-changes";

/**
 * The event form, one schema for the browser and the server. It is built against
 * `now` because "in the future" is part of the rules, as the card form's expiry is.
 */
export const EVENT_LIMITS = { titleMax: 120, venueMax: 120, descriptionMax: 5000 } as const;

/** A whole hour from 24 options, 19:00 by default. */
export const EVENT_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const DEFAULT_EVENT_HOUR = 19;

/** Uploaded images are served from here (never a third-party host). */
export const MEDIA_URL_PREFIX = "/media/";
const MEDIA_URL = /^\/media\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+\.webp$/;
/** Longer than any address the media store gives out. */
const MEDIA_URL_MAX = 300;

/** Catalog keys of the messages. */
export const EVENT_FORM_ERRORS = {
  title: "manage.events.validation.titleRequired",
  date: "manage.events.validation.dateRequired",
  time: "manage.events.validation.timeRequired",
  venue: "manage.events.validation.venueRequired",
  dateInPast: "manage.events.validation.dateInPast",
  dateTimeInPast: "manage.events.validation.dateTimeInPast",
  image: "manage.events.validation.imageInvalid",
} as const;

/** A whole hour of the day, 0 to 23. */
export function isEventHour(hour: unknown): hour is number {
  return typeof hour === "number" && Number.isInteger(hour) && hour >= 0 && hour <= 23;
}

/** "19" -> "19:00", the wall-clock time at the venue. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/** The event's start as a UTC instant, from the venue-local date and hour of the form. */
export function eventStart(date: string, hour: number): Date {
  return venueTimeToInstant(date, hourLabel(hour));
}

/** An optional Spanish text: trimmed, and empty (or absent) is null, "not written yet". */
function optionalSpanish(max: number) {
  return z
    .string({ error: "validation.invalid" })
    .trim()
    .max(max, "validation.tooLong")
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}

export function eventFormSchema(now: Date) {
  return z
    .object({
      title: z
        .string({ error: EVENT_FORM_ERRORS.title })
        .trim()
        .min(1, EVENT_FORM_ERRORS.title)
        .max(EVENT_LIMITS.titleMax, "validation.tooLong"),
      date: z
        .string({ error: EVENT_FORM_ERRORS.date })
        .max(10, EVENT_FORM_ERRORS.date)
        .refine(isLocalDate, EVENT_FORM_ERRORS.date),
      hour: z
        .number({ error: EVENT_FORM_ERRORS.time })
        .int(EVENT_FORM_ERRORS.time)
        .min(0, EVENT_FORM_ERRORS.time)
        .max(23, EVENT_FORM_ERRORS.time),
      venue: z
        .string({ error: EVENT_FORM_ERRORS.venue })
        .trim()
        .min(1, EVENT_FORM_ERRORS.venue)
        .max(EVENT_LIMITS.venueMax, "validation.tooLong"),
      description: z
        .string({ error: "validation.invalid" })
        .trim()
        .max(EVENT_LIMITS.descriptionMax, "validation.tooLong")
        .optional()
        .transform((value) => value ?? ""),
      // The Spanish title and description are optional: left empty, Spanish pages show the English.
      titleEs: optionalSpanish(EVENT_LIMITS.titleMax),
      descriptionEs: optionalSpanish(EVENT_LIMITS.descriptionMax),
      imageUrl: z
        .string({ error: EVENT_FORM_ERRORS.image })
        .max(MEDIA_URL_MAX, EVENT_FORM_ERRORS.image)
        .regex(MEDIA_URL, EVENT_FORM_ERRORS.image)
        .nullable()
        .optional()
        .transform((value) => value ?? null),
      // Out-of-range hours fall back to 2 rather than being refused.
      rentalHours: z
        .unknown()
        .optional()
        .transform((value) => normalizeRentalHours(value)),
    })
    .superRefine((form, ctx) => {
      // Zod runs this even when a field failed its own rules: only a real date and hour make an
      // instant (an hour of 1e308 would not).
      if (!isLocalDate(form.date) || !isEventHour(form.hour)) return;
      if (form.date < venueToday(now)) {
        ctx.addIssue({ code: "custom", path: ["date"], message: EVENT_FORM_ERRORS.dateInPast });
      } else if (eventStart(form.date, form.hour).getTime() <= now.getTime()) {
        ctx.addIssue({ code: "custom", path: ["hour"], message: EVENT_FORM_ERRORS.dateTimeInPast });
      }
    });
}

export type EventFormInput = z.input<ReturnType<typeof eventFormSchema>>;
export type EventForm = z.output<ReturnType<typeof eventFormSchema>>;

/** The venue's wall-clock hour (0-23) at an instant. */
export function venueHourOf(instant: Date): number {
  const hour = new Intl.DateTimeFormat("en-US", { timeZone: venue.timeZone, hour: "numeric", hourCycle: "h23" })
    .formatToParts(instant)
    .find((part) => part.type === "hour")?.value;
  return Number(hour) % 24;
}

/** The form that edits an existing event. */
export function eventFormOf(event: ManagedEvent): EventFormInput {
  const start = new Date(event.eventDate);
  return {
    title: event.title,
    titleEs: event.titleEs ?? "",
    date: venueDateOf(start),
    hour: venueHourOf(start),
    venue: event.venue,
    description: event.description,
    descriptionEs: event.descriptionEs ?? "",
    imageUrl: event.imageUrl,
    rentalHours: event.rentalHours ?? RENTAL_HOURS.default,
  };
}

export function emptyEventForm(venueName: string): EventFormInput {
  return {
    title: "",
    titleEs: "",
    date: "",
    hour: DEFAULT_EVENT_HOUR,
    venue: venueName,
    description: "",
    descriptionEs: "",
    imageUrl: null,
    rentalHours: RENTAL_HOURS.default,
  };
}

// --- Responses ------------------------------------------------------------------------------

export type ApprovalStatus = "pending" | "approved" | "rejected";

/** An event as the management list shows it (GET /api/manage/events). */
export interface ManagedEvent {
  id: string;
  /** The English title and description; the Spanish ones are null until written. */
  title: string;
  description: string;
  titleEs: string | null;
  descriptionEs: string | null;
  /** ISO-8601 UTC instant. */
  eventDate: string;
  venue: string;
  imageUrl: string | null;
  layout: string;
  rentalHours: number | null;
  approvalStatus: ApprovalStatus;
  createdBy: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  /** The caller may edit and delete it (its creator, or an admin). */
  canChange: boolean;
  /** Set once the event is cancelled: it stays listed here, with the reason, and takes no changes. */
  cancelledAt: string | null;
  cancelReason: string | null;
  /** The caller may cancel it (an admin; its manager while it is not approved) and it is not cancelled. */
  canCancel: boolean;
  /** The caller may see its sales (its creator, or an admin). */
  canSeeSales: boolean;
  /** An order was placed for it (its rental included): it can be cancelled, never deleted. */
  hasOrders: boolean;
  /** The manager's change waiting for an admin's approval, if any; the event shows as it was until then. */
  pendingChange: EventChange | null;
}

/** A paid venue rental whose event could not be created: waits for an admin (GET /api/manage/rentals/failed). */
export interface FailedRental {
  orderId: string;
  userEmail: string;
  title: string;
  eventDate: string;
  totalCents: number;
  currency: string;
  paidAt: string | null;
  error: string;
}

/** POST /api/media: the stored image, its widths largest first. */
export interface UploadedImage {
  url: string;
  variants: { width: number; url: string }[];
}

/** GET /api/manage/events */
export interface ManagedEventsResponse {
  events: ManagedEvent[];
}

/** POST /api/manage/events, PATCH /api/manage/events/:id, POST .../approve and .../reject */
export interface ManagedEventResponse {
  event: ManagedEvent;
}

/**
 * PATCH /api/manage/events/:id: the event as it now is, and the change stored for approval when
 * the edit waits for an admin (answered 202).
 */
export interface EventUpdateResponse {
  event: ManagedEvent;
  change: EventChange | null;
}

/** POST /api/manage/events/:id/changes/:changeId/approve, /reject and /withdraw */
export interface EventChangeDecisionResponse {
  event: ManagedEvent;
  change: EventChange;
}

/** GET /api/manage/rentals/failed */
export interface FailedRentalsResponse {
  rentals: FailedRental[];
}

/** POST /api/manage/rentals/:orderId/retry: the event the rental now has. */
export interface RentalRetryResponse {
  eventId: string;
}

/** POST /api/media */
export interface UploadedImageResponse {
  image: UploadedImage;
}
