import { z } from "zod";

/**
 * The waiting room of an on-sale: the wire contract between the server's queue and the web's
 * waiting page and admin panel. The rules themselves live in `domain/onsale`.
 */

/** Where a visitor stands in an event's queue. */
export type QueuePhase =
  /** The event has no on-sale queue (or it is over): go straight to the seats. */
  | "off"
  /** An on-sale time is set but the pre-queue does not open yet (more than 30 minutes ahead). */
  | "not_open"
  /** The queue takes visitors and this one has not joined. */
  | "open"
  /** Joined before the on-sale time: the order is drawn at random when the sale starts. */
  | "pre_queue"
  /** In line with a place. */
  | "waiting"
  /** Admitted: may hold seats with the admission token until it expires or the order completes. */
  | "admitted"
  /** The visitor's admission ended (order completed or token expired). */
  | "done"
  /** No seats are left: the queue says so at once. */
  | "sold_out";

/** GET /api/events/:id/queue and POST /api/events/:id/queue. */
export interface QueueStatus {
  eventId: string;
  phase: QueuePhase;
  /** Whether the hold API requires an admission token for this event now. */
  active: boolean;
  /** The admin paused admissions: places are kept, nobody new is let in until resumed. */
  paused: boolean;
  onSaleAt: string | null;
  /** When visitors may start joining (30 minutes before the on-sale time). */
  opensAt: string | null;
  /** 1-based place among those not yet admitted; null before the draw or when not in line. */
  position: number | null;
  /** Visitors in line ahead of this one. */
  ahead: number | null;
  /** Seconds until admission at the current rate; null when unknown. */
  estimatedWaitSeconds: number | null;
  /** The signed admission, while admitted. */
  admission: { token: string; expiresAt: string } | null;
  /** When the page should ask again. */
  pollAfterMs: number;
}

/** GET /api/queue/challenge: a proof-of-work challenge (ALTCHA's format) for joining a queue. */
export interface QueueChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** POST /api/events/:id/queue: the solved challenge, as the ALTCHA payload (base64 JSON). */
export const joinQueueSchema = z.object({
  proof: z.string({ error: "queue.proofMissing" }).min(1, "queue.proofMissing").max(2_000, "validation.tooLong"),
});

/** An event's queue settings; admins set them. */
export interface QueueSettings {
  /** When the sale starts (ISO-8601); null: no queue for this event. */
  onSaleAt: string | null;
  /** Visitors admitted a minute, at a steady pace. */
  admitPerMinute: number;
  /** Most admitted visitors shopping at once. */
  maxActive: number;
  paused: boolean;
}

/** PUT /api/admin/events/:id/queue: any of the settings. */
export const queueSettingsSchema = z.object({
  onSaleAt: z.iso.datetime({ offset: true, error: "validation.invalidDate" }).nullable().optional(),
  admitPerMinute: z.number({ error: "validation.invalid" }).int().min(1).max(100_000).optional(),
  maxActive: z.number({ error: "validation.invalid" }).int().min(1).max(100_000).optional(),
  paused: z.boolean({ error: "validation.invalid" }).optional(),
});
export type QueueSettingsInput = z.input<typeof queueSettingsSchema>;

/** GET and PUT /api/admin/events/:id/queue: the settings and the queue as it is now. */
export interface QueueStats {
  eventId: string;
  settings: QueueSettings;
  /** Whether the queue gates the hold API now. */
  active: boolean;
  /** Visitors waiting (pre-queue included), not yet admitted. */
  waiting: number;
  /** Of them, joined before the on-sale time and not yet drawn. */
  preQueue: number;
  /** Admitted so far, in all. */
  admitted: number;
  /** Admitted visitors whose admission has not ended: shopping now. */
  activeShoppers: number;
  /** Admissions in the last minute, as measured. */
  admittedLastMinute: number;
  soldOut: boolean;
}
