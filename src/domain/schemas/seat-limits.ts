import { z } from "zod";
import { ACCESSIBLE_LIMIT_RANGE, SEAT_LIMIT_RANGE } from "../seating/limits";

/**
 * PUT /api/manage/events/:id/seat-limit: the event's own limit, or null for the default; and, when
 * given, its own number of wheelchair spaces per account (null: the default; absent: unchanged).
 */
export const seatLimitSchema = z.object({
  accessibleLimit: z
    .number({ error: "validation.invalid" })
    .int("validation.invalid")
    .min(ACCESSIBLE_LIMIT_RANGE.min, "validation.outOfRange")
    .max(ACCESSIBLE_LIMIT_RANGE.max, "validation.outOfRange")
    .nullable()
    .optional(),
  limit: z
    .number({ error: "validation.invalid" })
    .int("validation.invalid")
    .min(SEAT_LIMIT_RANGE.min, "validation.outOfRange")
    .max(SEAT_LIMIT_RANGE.max, "validation.outOfRange")
    .nullable(),
});
export type SeatLimitInput = z.input<typeof seatLimitSchema>;

// --- Responses ------------------------------------------------------------------------------

/** GET and PUT /api/manage/events/:id/seat-limit */
export interface EventSeatLimit {
  eventId: string;
  /** The event's own limit; null when it uses the default. */
  limit: number | null;
  /** The limit that applies: the event's own, else the default. */
  effectiveLimit: number;
  /** The event's own number of wheelchair spaces per account; null when it uses the default. */
  accessibleLimit: number | null;
  /** The number of wheelchair spaces per account that applies. */
  effectiveAccessibleLimit: number;
}

/** GET /api/events/:id/seat-allowance: how many seats the signed-in viewer may still take. */
export interface SeatAllowance {
  eventId: string;
  /** Seats one account may hold or buy for this event. */
  limit: number;
  /** The viewer's live holds, paid and complimentary seats on this event. */
  taken: number;
  /** limit - taken, never below zero. */
  remaining: number;
}
