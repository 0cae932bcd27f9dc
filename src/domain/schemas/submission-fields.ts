import { venue } from "../venue";
import { LIMITS } from "./limits";

/**
 * Visitor submissions' fields: the planning inquiry, the contact message and the newsletter
 * sign-up. The spec sets no lengths; every field is bounded here so nothing stored is unbounded.
 * Without the validation library, so a form can show its fields before it loads its rules
 * (submissions.ts).
 */
export const SUBMISSION_LIMITS = {
  nameMax: LIMITS.nameMax,
  emailMax: LIMITS.emailMax,
  phoneMax: 40,
  phoneMinDigits: 7,
  organizationMax: 160,
  subjectMax: 200,
  messageMax: 5000,
  eventDescriptionMax: 5000,
  interestsMax: 1000,
  /** An inquiry is for the arena, so the crowd it plans fits in it. */
  attendeesMax: venue.capacity.total,
  /** The hidden field only bots fill in; anything longer is not worth reading. */
  honeypotMax: 500,
  unsubscribeTokenMax: 100,
} as const;

/** The ten event types of the inquiry form, as stored. */
export const EVENT_TYPES = [
  "corporate",
  "concert",
  "sports",
  "graduation",
  "trade-show",
  "wedding",
  "conference",
  "fundraising",
  "community",
  "other",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The six additional services. */
export const ADDITIONAL_SERVICES = [
  "audiovisual",
  "catering",
  "coordination",
  "security",
  "decorations",
  "photography",
] as const;
export type AdditionalService = (typeof ADDITIONAL_SERVICES)[number];

/** The honeypot's field name: a plausible one, so form-filling bots fill it. */
export const HONEYPOT_FIELD = "website";
