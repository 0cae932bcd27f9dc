import type { CheckInTicketsResponse, InvalidReason, ScanResult, ScanTicket } from "#domain/schemas/check-in";
import { fromBase64Url, type TicketClaims, verifyTicketCode } from "#domain/tickets/ticket-code";

/** A ticket this device let in and the server has not answered for yet. */
export interface OwnAdmission {
  ticketId: string;
  at: string;
  gate: string;
  nonce: string;
}

/** Revocations that hold whatever the code's version: the ticket admits nobody any more. */
const ALWAYS_REVOKED: readonly InvalidReason[] = ["refunded", "void", "cancelled"];

function ticketOfClaims(claims: TicketClaims): ScanTicket {
  return { ticketId: claims.ticketId, section: claims.section, row: claims.row, seat: claims.seat };
}

/**
 * What the door says of a scanned code with only what the device keeps: the venue's public key, the
 * event's tickets, revocations and admissions from its last download, and this device's own
 * admissions since. In order: the signature must be the venue's, the ticket this event's, neither
 * revoked nor superseded by a later version, and not yet admitted (by anyone the download knew of,
 * or by this device). A signed ticket the download did not list yet (sold after it) is admitted:
 * the signature is the proof, and the server's answer on upload wins.
 */
export function localVerdict(
  code: string,
  nonce: string,
  data: CheckInTicketsResponse,
  own: readonly OwnAdmission[],
): ScanResult {
  const publicKey = fromBase64Url(data.publicKey);
  const claims = publicKey ? verifyTicketCode(code, publicKey) : null;
  if (!claims) return { nonce, outcome: "invalid", reason: "bad_signature", ticket: null };

  const listed = data.tickets.find((ticket) => ticket.ticketId === claims.ticketId);
  const ticket: ScanTicket = listed
    ? {
        ticketId: listed.ticketId,
        section: listed.section,
        row: listed.row,
        seat: listed.seat,
        ...(listed.access ? { access: listed.access } : {}),
        ...(listed.holderName ? { holderName: listed.holderName } : {}),
      }
    : ticketOfClaims(claims);
  if (claims.eventId !== data.event.id) return { nonce, outcome: "invalid", reason: "wrong_event", ticket };

  const revocations = data.revoked.filter((entry) => entry.ticketId === claims.ticketId);
  const always = revocations.find((entry) => ALWAYS_REVOKED.includes(entry.reason));
  if (always) return { nonce, outcome: "invalid", reason: always.reason, ticket };
  const superseded =
    revocations.some((entry) => entry.reason === "transferred" && claims.version <= entry.version) ||
    (listed !== undefined && claims.version < listed.version);
  if (superseded) return { nonce, outcome: "invalid", reason: "transferred", ticket };

  const first =
    data.admitted.find((entry) => entry.ticketId === claims.ticketId) ??
    own.find((entry) => entry.ticketId === claims.ticketId);
  if (first) {
    return { nonce, outcome: "already_admitted", ticket, admittedAt: first.at, admittedGate: first.gate };
  }
  return { nonce, outcome: "admitted", ticket };
}
