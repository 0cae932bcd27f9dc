import { z } from "zod";
import type { Language } from "../i18n/translate";
import { isLocalDate } from "../tours";
import { emailSchema } from "./auth";
import {
  ADDITIONAL_SERVICES,
  type AdditionalService,
  EVENT_TYPES,
  type EventType,
  HONEYPOT_FIELD,
  SUBMISSION_LIMITS,
} from "./submission-fields";

export {
  ADDITIONAL_SERVICES,
  type AdditionalService,
  EVENT_TYPES,
  type EventType,
  HONEYPOT_FIELD,
  SUBMISSION_LIMITS,
} from "./submission-fields";

const required = (max: number) =>
  z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(max, "validation.tooLong");

/** An optional text: blank becomes null, so the database never stores empty strings. */
const optional = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .max(max, "validation.tooLong")
    .optional()
    .transform((value) => (value ? value : null));

const phoneRule = (value: string) =>
  /^[0-9+().\-\s]+$/.test(value) && value.replace(/\D/g, "").length >= SUBMISSION_LIMITS.phoneMinDigits;

const requiredPhone = required(SUBMISSION_LIMITS.phoneMax).refine(phoneRule, "services.validation.phone");
const optionalPhone = optional(SUBMISSION_LIMITS.phoneMax).refine(
  (value) => value === null || phoneRule(value),
  "services.validation.phone",
);

const honeypot = {
  [HONEYPOT_FIELD]: z
    .string({ error: "validation.invalid" })
    .max(SUBMISSION_LIMITS.honeypotMax, "validation.tooLong")
    .optional(),
};

/** Name, email, phone and event type required; the rest optional. */
export const inquirySchema = z.object({
  name: required(SUBMISSION_LIMITS.nameMax),
  email: emailSchema,
  phone: requiredPhone,
  organization: optional(SUBMISSION_LIMITS.organizationMax),
  eventType: z.enum(EVENT_TYPES, { error: "services.validation.eventType" }),
  eventDate: optional(10).refine((value) => value === null || isLocalDate(value), "services.validation.date"),
  expectedAttendees: z
    .union([z.number(), z.string().max(10, "services.validation.attendees").trim()], {
      error: "services.validation.attendees",
    })
    .optional()
    .transform((value) => (value === "" || value === undefined ? null : Number(value)))
    .refine(
      (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= SUBMISSION_LIMITS.attendeesMax),
      "services.validation.attendees",
    ),
  eventDescription: optional(SUBMISSION_LIMITS.eventDescriptionMax),
  additionalServices: z
    .array(z.enum(ADDITIONAL_SERVICES, { error: "services.validation.service" }), {
      error: "services.validation.service",
    })
    .max(ADDITIONAL_SERVICES.length, "services.validation.service")
    .default([])
    .transform((list) => ADDITIONAL_SERVICES.filter((service) => list.includes(service))),
  ...honeypot,
});
export type InquiryForm = z.input<typeof inquirySchema>;
export type InquiryInput = z.output<typeof inquirySchema>;

/** Name, email, subject and message required; phone optional. */
export const contactSchema = z.object({
  name: required(SUBMISSION_LIMITS.nameMax),
  email: emailSchema,
  phone: optionalPhone,
  subject: required(SUBMISSION_LIMITS.subjectMax),
  message: required(SUBMISSION_LIMITS.messageMax),
  ...honeypot,
});
export type ContactForm = z.input<typeof contactSchema>;
export type ContactInput = z.output<typeof contactSchema>;

/** Name and email required; interests free text. */
export const newsletterSchema = z.object({
  name: required(SUBMISSION_LIMITS.nameMax),
  email: emailSchema,
  interests: optional(SUBMISSION_LIMITS.interestsMax),
  ...honeypot,
});
export type NewsletterForm = z.input<typeof newsletterSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;

export const unsubscribeSchema = z.object({
  token: required(SUBMISSION_LIMITS.unsubscribeTokenMax),
});

/** A filled-in honeypot: the submission is accepted silently and dropped. */
export function isBotSubmission(input: { [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return Boolean(input[HONEYPOT_FIELD]?.trim());
}

/** What admins read (`GET /api/admin/...`): newest first. */
export interface InquiryView {
  id: string;
  name: string;
  email: string;
  phone: string;
  organization: string | null;
  eventType: EventType;
  eventDate: string | null;
  expectedAttendees: number | null;
  eventDescription: string | null;
  additionalServices: AdditionalService[];
  createdAt: string;
}

export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
}

export interface SubscriberView {
  id: string;
  name: string;
  email: string;
  interests: string | null;
  language: Language;
  subscribedAt: string;
  /** Null while the sign-up waits for the address to confirm it (double opt-in). */
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** A capped list: `total` counts every row, `items` holds at most `limit` of them. */
export interface SubmissionList<T> {
  items: T[];
  total: number;
  limit: number;
}

/** Subscribers also say how many are still subscribed (the CSV's rows). */
export type SubscriberList = SubmissionList<SubscriberView> & { active: number };

/** POST /api/inquiries, /api/contact and /api/newsletter: the submission was stored. */
export interface SubmissionReceived {
  ok: true;
}

/** POST /api/newsletter/unsubscribe: the address that no longer receives the newsletter. */
export interface UnsubscribeResponse {
  email: string;
}
