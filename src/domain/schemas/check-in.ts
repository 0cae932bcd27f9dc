import { z } from "zod";
import type { AccessMark } from "../seating/accessible";
import { TICKET_CODE_MAX } from "../tickets/ticket-code";

/**
 * Most scans one upload may carry: an offline scanner sends what it queued in parts this size. A
 * scan of a real ticket code is about 300 bytes, so a full batch stays well inside the API's
 * 64 KB body limit.
 */
export const MAX_SCANS_PER_BATCH = 100;

/** A gate's name as door staff type it ("North", "Gate 2"): trimmed, short. */
export const gateSchema = z
  .string({ error: "door.gateRequired" })
  .trim()
  .min(1, "door.gateRequired")
  .max(40, "validation.tooLong");

/** POST /api/check-in/scans: scans of one event at one gate by one device, online or queued offline. */
export const scanBatchSchema = z.object({
  event: z.string({ error: "tickets.noEvent" }).min(1, "tickets.noEvent").max(100, "validation.tooLong"),
  gate: gateSchema,
  /** The scanning device's own random id, kept in its storage. */
  device: z.string({ error: "validation.invalid" }).min(8, "validation.invalid").max(64, "validation.invalid"),
  scans: z
    .array(
      z.object({
        /** What the QR code or the handheld scanner read: the ticket code. */
        token: z.string({ error: "validation.invalid" }).max(TICKET_CODE_MAX * 2, "validation.tooLong"),
        /** When it was scanned, on the device's clock (ISO 8601). */
        at: z.iso.datetime({ offset: true, error: "validation.invalid" }),
        /** Random per scan: the same scan uploaded again answers what it answered the first time. */
        nonce: z.string({ error: "validation.invalid" }).min(8, "validation.invalid").max(64, "validation.invalid"),
      }),
      { error: "validation.invalid" },
    )
    .min(1, "validation.invalid")
    .max(MAX_SCANS_PER_BATCH, "door.batchTooLarge"),
});
export type ScanBatchInput = z.input<typeof scanBatchSchema>;

/** Why a scanned code admits nobody. */
export const INVALID_REASONS = [
  /** Not a ticket code, or not signed by the venue. */
  "bad_signature",
  /** A ticket of another event. */
  "wrong_event",
  /** Given back: refunded. */
  "refunded",
  /** Taken back by the payment provider (a reversal or dispute), or cancelled by the venue. */
  "void",
  /** The event was cancelled. */
  "cancelled",
  /** The ticket was passed on or re-issued: this is an earlier version's code. */
  "transferred",
  /** Signed by the venue but no such ticket is known (never paid). */
  "unknown",
] as const;
export type InvalidReason = (typeof INVALID_REASONS)[number];

/**
 * The seat a ticket admits, as the door shows it. The holder's name only for an event whose door
 * checks photo ID (an admin's setting); never an e-mail address.
 */
export interface ScanTicket {
  ticketId: string;
  section: string;
  row: number;
  seat: number;
  /** A wheelchair space or its companion seat, as the door says it; absent for any other seat. */
  access?: AccessMark | null;
  /** The holder's name, only when the event's door checks ID and the holder gave one. */
  holderName?: string;
}

/** One scan's answer. */
export type ScanResult = { nonce: string } & (
  | { outcome: "admitted"; ticket: ScanTicket }
  | {
      outcome: "already_admitted";
      ticket: ScanTicket;
      /** When and where the ticket was first admitted. */
      admittedAt: string;
      admittedGate: string;
    }
  | { outcome: "invalid"; reason: InvalidReason; ticket: ScanTicket | null }
);
export type ScanOutcome = ScanResult["outcome"];

/** POST /api/check-in/scans: one result per scan, in the order sent. */
export interface ScanBatchResponse {
  results: ScanResult[];
}

/** An event door staff may check in for. */
export interface CheckInEvent {
  id: string;
  /** English; the Spanish one is null until written. */
  title: string;
  titleEs: string | null;
  eventDate: string;
  venue: string;
  /** The door checks photo ID: tickets carry their holders' names. */
  idChecks: boolean;
}

/** GET /api/check-in/events: the events the caller may check tickets in for, soonest first. */
export interface CheckInEventsResponse {
  events: CheckInEvent[];
}

/**
 * GET /api/check-in/events/:id/tickets: what a scanner keeps to work offline — the venue's public
 * key, every ticket that admits someone at its current version, what is revoked or superseded, and
 * the tickets already admitted.
 */
export interface CheckInTicketsResponse {
  event: CheckInEvent;
  /** The venue's Ed25519 public key, base64url. */
  publicKey: string;
  /** The server's clock when the list was read. */
  generatedAt: string;
  tickets: (ScanTicket & { version: number })[];
  /**
   * Codes that admit nobody: every version of a refunded, void or cancelled ticket
   * (`version` is its current one), or versions up to `version` of a transferred ticket.
   */
  revoked: {
    ticketId: string;
    version: number;
    reason: Exclude<InvalidReason, "bad_signature" | "wrong_event" | "unknown">;
  }[];
  admitted: { ticketId: string; at: string; gate: string }[];
}

/** GET /api/check-in/key: the public key scanners verify ticket codes with. */
export interface TicketKeyResponse {
  /** Ed25519, base64url. */
  publicKey: string;
}

/** GET /api/check-in/events/:id/counts: admissions so far, per gate and in total. */
export interface CheckInCountsResponse {
  eventId: string;
  /** Tickets that admit someone (valid ones). */
  tickets: number;
  admitted: number;
  gates: { gate: string; admitted: number }[];
}

/** PUT /api/manage/events/:id/id-checks: whether the event's door checks photo ID. */
export const idChecksSchema = z.object({
  idChecks: z.boolean({ error: "validation.invalid" }),
});
export type IdChecksInput = z.input<typeof idChecksSchema>;

/** GET and PUT /api/manage/events/:id/id-checks */
export interface EventIdChecks {
  eventId: string;
  idChecks: boolean;
}
