import { z } from "zod";
import { WAITLIST_MAX_SEATS } from "../waitlist/offers";

/** The waitlist of a sold-out event: the wire contract between the server and the web's panels. */

/** POST /api/events/:id/waitlist: how many seats, and the highest price per seat (null: any). */
export const joinWaitlistSchema = z.object({
  count: z
    .number({ error: "validation.invalid" })
    .int("validation.invalid")
    .min(1, "validation.outOfRange")
    .max(WAITLIST_MAX_SEATS, "validation.outOfRange"),
  maxPriceCents: z
    .number({ error: "validation.invalid" })
    .int("validation.invalid")
    .min(1, "validation.outOfRange")
    .max(100_000_000, "validation.outOfRange")
    .nullable()
    .optional(),
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

// --- Responses ------------------------------------------------------------------------------

export type WaitlistStatus = "waiting" | "offered" | "bought" | "left" | "expired";

/** Seats held for the person from the waitlist: the held order, paid through the box office. */
export interface WaitlistOffer {
  orderId: string;
  expiresAt: string;
}

/** One's own entry on an event's waitlist. */
export interface WaitlistEntryView {
  status: WaitlistStatus;
  count: number;
  maxPriceCents: number | null;
  /** 1-based place among those waiting; null unless waiting. */
  place: number | null;
  /** People waiting ahead; null unless waiting. */
  ahead: number | null;
  /** The held order while seats are offered. */
  offer: WaitlistOffer | null;
  joinedAt: string;
}

/** GET, POST and DELETE /api/events/:id/waitlist/me (POST answers the joined entry). */
export interface MyWaitlistResponse {
  eventId: string;
  /** The live entry (waiting or offered), else the latest one; null when never joined. */
  entry: WaitlistEntryView | null;
}

/** One row of the admins' list. */
export interface WaitlistAdminEntry extends WaitlistEntryView {
  id: number;
  name: string;
  email: string;
}

/** GET /api/events/:id/waitlist (admins): every entry in arrival order. */
export interface WaitlistAdminResponse {
  eventId: string;
  waiting: number;
  entries: WaitlistAdminEntry[];
}
