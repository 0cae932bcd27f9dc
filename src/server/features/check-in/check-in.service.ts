import type { Kysely } from "kysely";
import type { z } from "zod";
import { type Actor, canCheckInEvent } from "#domain/permissions";
import type {
  CheckInCountsResponse,
  CheckInEvent,
  CheckInTicketsResponse,
  EventIdChecks,
  InvalidReason,
  ScanResult,
  ScanTicket,
  scanBatchSchema,
  TicketKeyResponse,
} from "#domain/schemas/check-in";
import type { AccessMark } from "#domain/seating/accessible";
import type { DB, EventRow } from "#server/db/schema";
import { findEvent } from "#server/features/events";
import { countValidTicketsOfEvent, ticketsOfEvent } from "#server/features/orders";
import { type TicketKey, verifyTicketCodeWith } from "#server/features/tickets";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import {
  countAdmissionsPerGate,
  findAdmission,
  findAdmissions,
  findCheckInEvents,
  findScan,
  insertAdmission,
  insertScan,
  lockScannedTicket,
  updateEventIdChecks,
} from "./check-in.repository";

export interface CheckInDeps {
  db: Kysely<DB>;
  ticketKey: TicketKey;
  now: Date;
}

/** Events stay on the door's list until 12 hours after they start (late arrivals, long shows). */
const LISTED_AFTER_START_MS = 12 * 60 * 60 * 1000;

/** The public key scanners verify ticket codes with. */
export function ticketKey(deps: Pick<CheckInDeps, "ticketKey">): TicketKeyResponse {
  return { publicKey: deps.ticketKey.publicKey };
}

/**
 * The events the caller may check tickets in for: approved, not cancelled, started at most 12
 * hours ago, soonest first — every one for admins and door staff, their own for event managers.
 */
export async function listCheckInEvents(deps: CheckInDeps, input: { actor: Actor }): Promise<CheckInEvent[]> {
  const since = nowIso(new Date(deps.now.getTime() - LISTED_AFTER_START_MS));
  const rows = await findCheckInEvents(deps.db, { sinceIso: since });
  return rows.filter((row) => canCheckInEvent(input.actor, { createdBy: row.created_by })).map(eventView);
}

/**
 * What a scanner keeps to work offline: every ticket that admits someone at its current version,
 * the codes that admit nobody, and the tickets already admitted.
 */
export async function scannerTickets(
  deps: CheckInDeps,
  input: { actor: Actor; eventId: string },
): Promise<CheckInTicketsResponse> {
  const event = await checkInEvent(deps.db, input.actor, input.eventId);
  const generatedAt = nowIso(deps.now);
  const rows = await ticketsOfEvent(deps.db, event.id);
  const tickets: CheckInTicketsResponse["tickets"] = [];
  const revoked: CheckInTicketsResponse["revoked"] = [];
  for (const row of rows) {
    const valid = row.payment_status === "completed" || row.payment_status === "complimentary";
    // A cancelled event admits nobody, whatever became of each ticket's money.
    if (event.cancelled_at !== null) {
      revoked.push({ ticketId: row.id, version: row.ticket_version, reason: "cancelled" });
    } else if (!valid) {
      revoked.push({
        ticketId: row.id,
        version: row.ticket_version,
        reason: row.payment_status === "void" ? "void" : "refunded",
      });
    } else {
      tickets.push({ ...scanTicketOf(row, event.id_checks === 1), version: row.ticket_version });
      // Every earlier version of a ticket passed on is superseded: up to the one before this.
      if (row.ticket_version > 1) {
        revoked.push({ ticketId: row.id, version: row.ticket_version - 1, reason: "transferred" });
      }
    }
  }
  const admitted = (await findAdmissions(deps.db, event.id)).map((a) => ({
    ticketId: a.booking_id,
    at: a.scanned_at,
    gate: a.gate,
  }));
  return {
    event: eventView(event),
    publicKey: deps.ticketKey.publicKey,
    generatedAt,
    tickets,
    revoked,
    admitted,
  };
}

/** Admissions so far, per gate and in total, beside the tickets that admit someone. */
export async function checkInCounts(
  deps: CheckInDeps,
  input: { actor: Actor; eventId: string },
): Promise<CheckInCountsResponse> {
  const event = await checkInEvent(deps.db, input.actor, input.eventId);
  const gates = await countAdmissionsPerGate(deps.db, event.id);
  return {
    eventId: event.id,
    tickets: event.cancelled_at === null ? await countValidTicketsOfEvent(deps.db, event.id) : 0,
    admitted: gates.reduce((sum, g) => sum + g.admitted, 0),
    gates,
  };
}

export type ScanBatch = z.output<typeof scanBatchSchema>;

/**
 * Records a batch of scans of one event at one gate and answers each, in order. A scan whose
 * nonce is recorded already answers what it answered then, so a batch uploaded again changes
 * nothing and gets the same answers.
 */
export async function recordScans(
  deps: CheckInDeps,
  input: { actor: Actor; staffId: string; batch: ScanBatch },
): Promise<ScanResult[]> {
  const event = await checkInEvent(deps.db, input.actor, input.batch.event);
  const results: ScanResult[] = [];
  for (const scan of input.batch.scans) {
    results.push(
      await recordScan(deps, {
        eventId: event.id,
        idChecks: event.id_checks === 1,
        gate: input.batch.gate,
        device: input.batch.device,
        staffId: input.staffId,
        scan,
      }),
    );
  }
  return results;
}

interface ScanInput {
  eventId: string;
  /** The event's door checks ID: answers carry the holder's name. */
  idChecks: boolean;
  gate: string;
  device: string;
  staffId: string;
  scan: ScanBatch["scans"][number];
}

/** Thrown inside a scan's transaction when its nonce was recorded meanwhile: the transaction rolls back. */
class NonceTaken extends Error {}

/**
 * One scan: its recorded answer when the nonce is known; else the code is verified, the booking
 * it names locked and judged, the ticket admitted when it may be, and the scan recorded with its
 * answer — the admission and the record in one transaction, so a refund committing at the same
 * time finds the ticket either not admitted yet or admitted before it was refunded.
 */
async function recordScan(deps: CheckInDeps, input: ScanInput): Promise<ScanResult> {
  const { scan } = input;
  const known = await findScan(deps.db, input.eventId, scan.nonce);
  if (known) return JSON.parse(known.result) as ScanResult;

  const scannedAt = new Date(scan.at).toISOString();
  const record = (result: ScanResult, bookingId: string | null) => ({
    event_id: input.eventId,
    nonce: scan.nonce,
    device: input.device,
    gate: input.gate,
    booking_id: bookingId,
    outcome: result.outcome,
    result: JSON.stringify(result),
    scanned_at: scannedAt,
    recorded_at: nowIso(deps.now),
    recorded_by: input.staffId,
  });

  const claims = verifyTicketCodeWith(deps.ticketKey, scan.token);
  if (!claims || claims.eventId !== input.eventId) {
    const result: ScanResult = {
      nonce: scan.nonce,
      outcome: "invalid",
      reason: claims ? "wrong_event" : "bad_signature",
      ticket: null,
    };
    if (await insertScan(deps.db, record(result, null))) return result;
    return recordedScan(deps.db, input.eventId, scan.nonce);
  }

  try {
    return await deps.db.transaction().execute(async (trx) => {
      const locked = await lockScannedTicket(trx, claims.ticketId);
      const booking = locked?.event_id === input.eventId ? locked : undefined;
      const refused = refusalOf(booking, claims.version);
      let result: ScanResult;
      if (!booking || refused) {
        const ticket = booking && refused !== "unknown" ? scanTicketOf(booking, input.idChecks) : null;
        result = { nonce: scan.nonce, outcome: "invalid", reason: refused ?? "unknown", ticket };
      } else {
        const ticket = scanTicketOf(booking, input.idChecks);
        const admission = {
          booking_id: booking.id,
          event_id: input.eventId,
          gate: input.gate,
          device: input.device,
          scanned_at: scannedAt,
          recorded_at: nowIso(deps.now),
        };
        if (await insertAdmission(trx, admission)) {
          result = { nonce: scan.nonce, outcome: "admitted", ticket };
        } else {
          const first = await findAdmission(trx, booking.id);
          result = {
            nonce: scan.nonce,
            outcome: "already_admitted",
            ticket,
            admittedAt: first?.scanned_at ?? scannedAt,
            admittedGate: first?.gate ?? "",
          };
        }
      }
      if (!(await insertScan(trx, record(result, booking?.id ?? null)))) throw new NonceTaken();
      return result;
    });
  } catch (error) {
    if (error instanceof NonceTaken) return recordedScan(deps.db, input.eventId, scan.nonce);
    throw error;
  }
}

/**
 * Why a signed code of this event's ticket admits nobody, in the order the door asks: a ticket
 * that never was (a hold never paid, or a version never issued), a cancelled event, a refunded
 * or void ticket, an earlier version of a ticket passed on. Null when it admits.
 */
function refusalOf(
  booking: { payment_status: string; cancelled_at: string | null; ticket_version: number } | undefined,
  version: number,
): InvalidReason | null {
  if (!booking) return "unknown";
  if (booking.payment_status !== "completed" && booking.payment_status !== "complimentary") {
    if (booking.payment_status === "refunded" || booking.payment_status === "void") {
      return booking.cancelled_at !== null ? "cancelled" : booking.payment_status;
    }
    // Held, or released when the hold lapsed or was let go: never paid, never a ticket.
    return "unknown";
  }
  if (booking.cancelled_at !== null) return "cancelled";
  if (version < booking.ticket_version) return "transferred";
  // Signed, but a version never issued for this ticket.
  if (version > booking.ticket_version) return "unknown";
  return null;
}

/** The answer recorded for a nonce that another upload recorded first. */
async function recordedScan(db: Kysely<DB>, eventId: string, nonce: string): Promise<ScanResult> {
  const known = await findScan(db, eventId, nonce);
  if (!known) throw new Error(`scan ${nonce} of event ${eventId} was neither recorded nor found`);
  return JSON.parse(known.result) as ScanResult;
}

/** The event, when it exists (404) and the caller checks tickets in for it (403). */
async function checkInEvent(db: Kysely<DB>, actor: Actor, eventId: string): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event) throw new AppError("not_found");
  if (!canCheckInEvent(actor, { createdBy: event.created_by })) throw new AppError("forbidden");
  return event;
}

function eventView(
  event: Pick<EventRow, "id" | "title" | "title_es" | "event_date" | "venue" | "id_checks">,
): CheckInEvent {
  return {
    id: event.id,
    title: event.title,
    titleEs: event.title_es,
    eventDate: event.event_date,
    venue: event.venue,
    idChecks: event.id_checks === 1,
  };
}

/**
 * The seat the door shows, and the holder's name only when the event's door checks photo ID (the
 * door needs nothing else to admit a signed ticket). Never an address: a holder without a name
 * is shown without one.
 */
function scanTicketOf(
  booking: {
    id: string;
    section: string;
    row_number: number;
    seat_number: number;
    access: AccessMark | null;
    user_name: string;
  },
  idChecks: boolean,
): ScanTicket {
  const name = idChecks ? booking.user_name.trim() : "";
  return {
    ticketId: booking.id,
    section: booking.section,
    row: booking.row_number,
    seat: booking.seat_number,
    ...(booking.access ? { access: booking.access } : {}),
    ...(name ? { holderName: name } : {}),
  };
}

/** Whether the event's door checks photo ID, as an admin sets it. */
export async function eventIdChecks(db: Kysely<DB>, eventId: string): Promise<EventIdChecks> {
  const event = await findEvent(db, eventId);
  if (!event) throw new AppError("not_found");
  return { eventId: event.id, idChecks: event.id_checks === 1 };
}

/** Turns the event's ID checks on or off: scanners read names from their next download on. */
export async function setEventIdChecks(
  deps: Pick<CheckInDeps, "db" | "now">,
  input: { eventId: string; idChecks: boolean },
): Promise<EventIdChecks> {
  const updated = await updateEventIdChecks(deps.db, input.eventId, input.idChecks, nowIso(deps.now));
  if (!updated) throw new AppError("not_found");
  return { eventId: input.eventId, idChecks: input.idChecks };
}
