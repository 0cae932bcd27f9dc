import { fromBase64Url, signTicketCode, type TicketClaims, verifyTicketCode } from "#domain/tickets/ticket-code";
import type { Config } from "#server/config";

/** The venue's ticket key pair, as the configuration holds it. */
export type TicketKey = Config["ticketKey"];

/** A booking as much as its ticket code says of it. */
export interface TicketOfBooking {
  bookingId: string;
  eventId: string;
  section: string;
  row: number;
  seat: number;
  version: number;
}

/** The signed code a ticket's QR shows: ticket, event, seat and version (see `domain/tickets/ticket-code.ts`). */
export function ticketCodeOf(key: TicketKey, ticket: TicketOfBooking): string {
  return signTicketCode(
    {
      ticketId: ticket.bookingId,
      eventId: ticket.eventId,
      section: ticket.section,
      row: ticket.row,
      seat: ticket.seat,
      version: ticket.version,
    },
    key.secretKey,
  );
}

/** What a code claims when the venue signed it; null for a forged, tampered or foreign one. */
export function verifyTicketCodeWith(key: TicketKey, code: string): TicketClaims | null {
  const publicKey = fromBase64Url(key.publicKey);
  return publicKey ? verifyTicketCode(code, publicKey) : null;
}
