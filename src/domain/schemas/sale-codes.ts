import { z } from "zod";
import { PPM } from "../pricing";
import { MAX_SEATS_PER_ORDER } from "./tickets";

/**
 * Presale and promo codes and house seats, as admins manage them and buyers use them.
 *
 * GET    /api/admin/events/:id/codes            the event's codes with their live uses
 * POST   /api/admin/events/:id/codes            a new code (`saleCodeSchema`)
 * POST   /api/admin/events/:id/codes/:codeId/disable   switches a code off (kept, with its uses)
 * POST   /api/events/:id/codes/check            a buyer's code, checked before holding: its kind and discount
 * GET    /api/admin/events/:id/house-seats      the seats held back, with their reasons
 * POST   /api/admin/events/:id/house-seats      marks seats (`houseSeatsSchema`)
 * POST   /api/admin/events/:id/house-seats/release   releases seats (`releaseHouseSeatsSchema`; all when none named)
 */

/** What a code may be called: letters, digits, dashes; 3–32 of them. */
export const CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/;
export const CODE_MAX_USES = 1_000_000;
export const HOUSE_REASON_MAX = 200;

const codeText = z.string({ error: "saleCodes.codeInvalid" }).trim().regex(CODE_PATTERN, "saleCodes.codeInvalid");

const optionalDate = z.iso.datetime({ offset: true, error: "validation.invalidDate" }).nullable().optional();
const optionalCount = z
  .number({ error: "validation.invalid" })
  .int("validation.invalid")
  .min(1, "validation.outOfRange")
  .max(CODE_MAX_USES, "validation.outOfRange")
  .nullable()
  .optional();

/** POST /api/admin/events/:id/codes. `percent` is a whole percentage (1–100); `amountCents` a fixed amount off per ticket. */
export const saleCodeSchema = z
  .object({
    code: codeText,
    kind: z.enum(["presale", "promo"], { error: "validation.invalid" }),
    percentOff: z
      .number({ error: "validation.invalid" })
      .min(0.01, "validation.outOfRange")
      .max(100, "validation.outOfRange")
      .nullable()
      .optional(),
    amountOffCents: z
      .number({ error: "validation.invalid" })
      .int("validation.invalid")
      .min(1, "validation.outOfRange")
      .max(10_000_000, "validation.outOfRange")
      .nullable()
      .optional(),
    sections: z
      .array(z.string({ error: "validation.invalid" }).min(1).max(40, "validation.tooLong"), {
        error: "validation.invalid",
      })
      .max(40, "validation.outOfRange")
      .nullable()
      .optional(),
    maxUses: optionalCount,
    maxPerAccount: optionalCount,
    startsAt: optionalDate,
    endsAt: optionalDate,
  })
  .refine((v) => v.kind === "presale" || (v.percentOff ?? null) !== null || (v.amountOffCents ?? null) !== null, {
    message: "saleCodes.discountRequired",
    path: ["percentOff"],
  })
  .refine((v) => (v.percentOff ?? null) === null || (v.amountOffCents ?? null) === null, {
    message: "saleCodes.oneDiscount",
    path: ["amountOffCents"],
  })
  .refine((v) => !v.startsAt || !v.endsAt || Date.parse(v.startsAt) < Date.parse(v.endsAt), {
    message: "saleCodes.datesOrder",
    path: ["endsAt"],
  });
export type SaleCodeInput = z.input<typeof saleCodeSchema>;

/** A whole or fractional percentage as parts per million (12.5 -> 125000). */
export function percentToPpm(percent: number): number {
  return Math.round(percent * (PPM / 100));
}

/** POST /api/events/:id/codes/check: a code and the seats it would be used for. */
export const checkCodeSchema = z.object({
  code: z
    .string({ error: "saleCodes.codeInvalid" })
    .trim()
    .min(1, "saleCodes.codeInvalid")
    .max(40, "validation.tooLong"),
  seatIds: z.array(z.string().max(200)).max(MAX_SEATS_PER_ORDER).optional(),
});

/** A code as its event's admins see it. */
export interface SaleCodeView {
  id: string;
  code: string;
  kind: "presale" | "promo";
  /** Percentage off in ppm, or a fixed amount in cents; null for a presale code without discount. */
  discount: { kind: "percent"; ppm: number } | { kind: "amount"; cents: number } | null;
  sections: string[] | null;
  maxUses: number | null;
  maxPerAccount: number | null;
  startsAt: string | null;
  endsAt: string | null;
  disabled: boolean;
  /** Orders holding or having bought with it now. */
  uses: number;
  createdAt: string;
}

export interface SaleCodesResponse {
  eventId: string;
  codes: SaleCodeView[];
}

/** What a buyer learns from a code they entered: it is good, of this kind, with this discount. */
export interface CodeCheckResponse {
  code: string;
  kind: "presale" | "promo";
  discount: SaleCodeView["discount"];
  sections: string[] | null;
}

/** POST /api/admin/events/:id/house-seats. */
export const houseSeatsSchema = z.object({
  seatIds: z
    .array(z.string({ error: "validation.invalid" }).min(1).max(200, "validation.tooLong"), {
      error: "validation.invalid",
    })
    .min(1, "tickets.noSeats")
    .max(500, "validation.outOfRange"),
  reason: z
    .string({ error: "houseSeats.reasonRequired" })
    .trim()
    .min(1, "houseSeats.reasonRequired")
    .max(HOUSE_REASON_MAX, "validation.tooLong"),
});

/** POST /api/admin/events/:id/house-seats/release: the seats to put on sale; every house seat when absent. */
export const releaseHouseSeatsSchema = z.object({
  seatIds: z.array(z.string().min(1).max(200, "validation.tooLong")).max(500, "validation.outOfRange").optional(),
});

export interface HouseSeatView {
  seatId: string;
  section: string;
  row: number;
  seat: number;
  reason: string;
  createdAt: string;
}

export interface HouseSeatsResponse {
  eventId: string;
  seats: HouseSeatView[];
}
