import { z } from "zod";
import { LIMITS } from "./limits";

/**
 * The card form of the simulated payment provider. The card never leaves the
 * browser: the form validates it here and sends only `simulatedToken(cardNumber)`, the way a real
 * tokenizing provider's script would.
 */
export const CARD_LIMITS = {
  numberMinDigits: 13,
  /** Four groups of four digits with a space between them: 16 digits, 19 characters. */
  numberMaxDigits: 16,
  numberMaxChars: 19,
  expiryLength: 5,
  cvvMinDigits: 3,
  cvvMaxDigits: 4,
  billingFieldMax: 120,
} as const;

/** The documented test card that the simulated provider always declines. */
export const DECLINED_TEST_CARD = "4000 0000 0000 0002";
/** How long the simulated provider "processes" a card. */
export const SIMULATED_PROCESSING_MS = 2000;
export const DEFAULT_BILLING_COUNTRY = "US";

/** Catalog keys of the messages; each has a matching `…Title` key for the toast title. */
export const CARD_ERRORS = {
  number: "tickets.card.invalidNumber",
  expiry: "tickets.card.invalidExpiry",
  cvv: "tickets.card.invalidCvv",
  name: "tickets.card.missingName",
  billing: "tickets.card.incompleteBilling",
} as const;

export function cardDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** Keeps digits only and groups them by four: "4111111111111111" -> "4111 1111 1111 1111". */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).slice(0, CARD_LIMITS.numberMaxDigits);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * MM/YY with the slash inserted automatically. `previous` is the field's value before the edit:
 * while the user deletes, the slash is not put back, so "12/" can be erased.
 */
export function formatExpiry(input: string, previous = ""): string {
  let digits = cardDigits(input).slice(0, 4);
  // A first digit that cannot start a month (2-9) is the month itself.
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  const deleting = input.length < previous.length;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  return digits;
}

/**
 * Whether an MM/YY expiry is well formed, names a month 01-12 and is not in the past. A card is
 * valid through the last day of its month, so the current month still passes. Months are read
 * in UTC: the provider, not the venue's clock, has the final word.
 */
export function isValidExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match || value.length !== CARD_LIMITS.expiryLength) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

export function isValidCardNumber(value: string): boolean {
  if (value.length > CARD_LIMITS.numberMaxChars) return false;
  const compact = value.replace(/\s/g, "");
  return /^\d+$/.test(compact) && compact.length >= CARD_LIMITS.numberMinDigits;
}

/** The only thing the server sees of a card: the outcome the simulated provider decided, and the last four digits. */
export function simulatedToken(cardNumber: string): string {
  const digits = cardDigits(cardNumber);
  const last4 = digits.slice(-4).padStart(4, "0");
  const outcome = digits === cardDigits(DECLINED_TEST_CARD) ? "decline" : "ok";
  return `sim_${outcome}_${last4}`;
}

const billingField = z
  .string({ error: CARD_ERRORS.billing })
  .trim()
  .min(1, CARD_ERRORS.billing)
  .max(CARD_LIMITS.billingFieldMax, "validation.tooLong");

/** The card form, checked against `now` so an expired card is refused. */
export function cardPaymentSchema(now: Date) {
  return z.object({
    cardNumber: z
      .string({ error: CARD_ERRORS.number })
      .max(CARD_LIMITS.numberMaxChars, CARD_ERRORS.number)
      .refine((value) => isValidCardNumber(value), CARD_ERRORS.number),
    expiryDate: z
      .string({ error: CARD_ERRORS.expiry })
      .max(CARD_LIMITS.expiryLength, CARD_ERRORS.expiry)
      .refine((value) => isValidExpiry(value, now), CARD_ERRORS.expiry),
    cvv: z.string({ error: CARD_ERRORS.cvv }).regex(/^\d{3,4}$/, CARD_ERRORS.cvv),
    cardholderName: z
      .string({ error: CARD_ERRORS.name })
      .trim()
      .min(1, CARD_ERRORS.name)
      .max(LIMITS.nameMax, "validation.tooLong"),
    billingAddress: z.object(
      {
        street: billingField,
        city: billingField,
        state: billingField,
        zipCode: billingField,
        country: z
          .string({ error: CARD_ERRORS.billing })
          .regex(/^[A-Z]{2}$/, CARD_ERRORS.billing)
          .default(DEFAULT_BILLING_COUNTRY),
      },
      { error: CARD_ERRORS.billing },
    ),
  });
}

export type CardPaymentInput = z.input<ReturnType<typeof cardPaymentSchema>>;

export function emptyCardPayment(): CardPaymentInput {
  return {
    cardNumber: "",
    expiryDate: "",
    cvv: "",
    cardholderName: "",
    billingAddress: { street: "", city: "", state: "", zipCode: "", country: DEFAULT_BILLING_COUNTRY },
  };
}
