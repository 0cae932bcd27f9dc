import { z } from "zod";
import { GROUP_SEATS, MAX_SPACES_PER_REQUEST } from "../seating/accessible";
import { BEST_AVAILABLE_MAX_SEATS } from "../seating/best-available";

/** POST /api/events/:id/best-available: how many seats together, and what they may be. */
export const bestAvailableSchema = z
  .object({
    count: z
      .number({ error: "validation.invalid" })
      .int("validation.invalid")
      .min(1, "validation.outOfRange")
      .max(BEST_AVAILABLE_MAX_SEATS, "validation.outOfRange"),
    /** The most one seat may cost, in cents. */
    maxPriceCents: z
      .number({ error: "validation.invalid" })
      .int("validation.invalid")
      .min(0, "validation.outOfRange")
      .max(100_000_000, "validation.outOfRange")
      .optional(),
    /** A section key, e.g. "lower-bowl". */
    section: z
      .string({ error: "validation.invalid" })
      .min(1, "validation.invalid")
      .max(50, "validation.tooLong")
      .optional(),
    /**
     * How many of the seats are wheelchair spaces (0-4, self-declared); the rest of `count` are
     * their companion seats, at most three beside each space.
     */
    accessible: z
      .number({ error: "validation.invalid" })
      .int("validation.invalid")
      .min(0, "validation.outOfRange")
      .max(MAX_SPACES_PER_REQUEST, "validation.outOfRange")
      .optional(),
  })
  .refine(
    ({ count, accessible = 0 }) => accessible === 0 || (accessible <= count && count <= accessible * GROUP_SEATS),
    { message: "validation.outOfRange", path: ["accessible"] },
  );
export type BestAvailableInput = z.input<typeof bestAvailableSchema>;

// --- Responses ------------------------------------------------------------------------------

/**
 * POST /api/events/:id/best-available: the seats proposed, adjacent in one row (empty when nothing
 * fits). A proposal reserves nothing: holding them (POST /api/orders) decides.
 */
export interface BestAvailableResponse {
  seatIds: string[];
}
