import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isTranslationKey, translate } from "../i18n/translate";
import { signInSchema, signUpSchema } from "./auth";
import { cardPaymentSchema } from "./card";
import { chatRequestSchema } from "./chat";
import { emptyEventForm, eventFormSchema } from "./event-form";
import { feedbackSchema } from "./feedback";
import { listEventsQuerySchema } from "./listings";
import { cancelEventSchema, refundOrderSchema, resolveExceptionSchema } from "./money";
import { contactSchema, inquirySchema, newsletterSchema, unsubscribeSchema } from "./submissions";
import { changeLayoutSchema, holdSeatsSchema, simulatedPaymentSchema } from "./tickets";
import { bookTourSchema, tourAvailabilityQuerySchema } from "./tours";

const now = new Date("2026-06-10T20:30:00.000Z");

/** Every request schema with an input it accepts: each field is then replaced by hostile values. */
const SCHEMAS: [string, z.ZodType, Record<string, unknown>][] = [
  [
    "sign-up",
    signUpSchema,
    {
      fullName: "Ana",
      email: "ana@example.com",
      password: "a long passphrase",
      confirmPassword: "a long passphrase",
      acceptTerms: true,
    },
  ],
  ["sign-in", signInSchema, { email: "ana@example.com", password: "x" }],
  [
    "card payment",
    cardPaymentSchema(now),
    {
      cardNumber: "4111 1111 1111 1111",
      expiryDate: "12/28",
      cvv: "123",
      cardholderName: "Ana",
      billingAddress: { street: "1 Main St", city: "Cypress", state: "TX", zipCode: "77433", country: "US" },
    },
  ],
  ["chat", chatRequestSchema, { message: "hello", language: "en", history: [{ role: "user", text: "hi" }] }],
  ["event form", eventFormSchema(now), { ...emptyEventForm("Bridgeland Arena"), title: "Jazz", date: "2026-07-01" }],
  ["feedback", feedbackSchema, { email: "a@b.co", feedback: "great" }],
  ["event listing", listEventsQuerySchema, { limit: "3" }],
  [
    "inquiry",
    inquirySchema,
    {
      name: "Ana",
      email: "ana@example.com",
      phone: "281 555 0100",
      eventType: "concert",
      expectedAttendees: 100,
      additionalServices: ["catering"],
    },
  ],
  ["contact", contactSchema, { name: "Ana", email: "ana@example.com", subject: "Hi", message: "Hello" }],
  ["newsletter", newsletterSchema, { name: "Ana", email: "ana@example.com", interests: "jazz" }],
  ["unsubscribe", unsubscribeSchema, { token: "abc" }],
  ["hold", holdSeatsSchema, { eventId: "e1", seatIds: ["e1:vip:1:1"] }],
  ["simulated payment", simulatedPaymentSchema, { token: "sim_ok_1111" }],
  ["layout", changeLayoutSchema, { layout: "traditional" }],
  ["tour booking", bookTourSchema, { date: "2026-07-01" }],
  ["tour availability", tourAvailabilityQuerySchema, { from: "2026-07-01", to: "2026-07-31" }],
  ["event cancellation", cancelEventSchema, { reason: "The artist is ill." }],
  ["order refund", refundOrderSchema, { seatIds: ["e1:vip:1:1"] }],
  ["payment exception", resolveExceptionSchema, { action: "mark_refunded", reference: "PAYPAL-1" }],
];

const HOSTILE: [string, unknown][] = [
  ["1e308", 1e308],
  ["-1e308", -1e308],
  ["Infinity", Number.POSITIVE_INFINITY],
  ["NaN", Number.NaN],
  ["1e20", 1e20],
  ["a fraction", 7.5],
  ["a 100,000-character string", "9".repeat(100_000)],
  ["a string of 1e308", "1e308"],
  ["null", null],
  ["an object", { nested: true }],
  ["an array of 10,000 strings", Array.from({ length: 10_000 }, () => "x")],
];

describe.each(SCHEMAS)("the %s schema", (_name, schema, valid) => {
  it("accepts its valid input", () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  const cases = Object.keys(valid).flatMap((field) => HOSTILE.map(([label, value]) => [field, label, value] as const));
  it.each(cases)("answers %s = %s with translated messages, never a throw", (field, _label, value) => {
    const result = schema.safeParse({ ...valid, [field]: value });
    for (const issue of result.error?.issues ?? []) {
      // Every message is a catalog key the web app and the API show in the visitor's language.
      expect(isTranslationKey(issue.message), `${issue.path.join(".")}: ${issue.message}`).toBe(true);
      if (!isTranslationKey(issue.message)) continue;
      expect(translate("en", issue.message)).not.toBe(issue.message);
      expect(translate("es", issue.message)).not.toBe(issue.message);
    }
  });
});
