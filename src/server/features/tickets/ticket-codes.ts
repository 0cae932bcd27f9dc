import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from "node:crypto";
import {
  fromBase64Url,
  signTicketCodeWith,
  type TicketClaims,
  verifyTicketCodeWith as verifyWith,
} from "#domain/tickets/ticket-code";
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

/** DER prefixes that wrap a raw Ed25519 seed (PKCS #8) and public key (SPKI) for node:crypto. */
const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/**
 * node:crypto's key objects of a ticket key, made once per key: the server signs and verifies
 * natively (the scanner uses the same format through `@noble/ed25519`).
 */
const keyObjects = new WeakMap<TicketKey, { secret: KeyObject; public: KeyObject }>();
function keyObjectsOf(key: TicketKey) {
  let keys = keyObjects.get(key);
  if (!keys) {
    const publicKey = fromBase64Url(key.publicKey) ?? new Uint8Array();
    keys = {
      secret: createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, key.secretKey]), format: "der", type: "pkcs8" }),
      public: createPublicKey({ key: Buffer.concat([SPKI_PREFIX, publicKey]), format: "der", type: "spki" }),
    };
    keyObjects.set(key, keys);
  }
  return keys;
}

/** The signed code a ticket's QR shows: ticket, event, seat and version (see `domain/tickets/ticket-code.ts`). */
export function ticketCodeOf(key: TicketKey, ticket: TicketOfBooking): string {
  const { secret } = keyObjectsOf(key);
  return signTicketCodeWith(
    {
      ticketId: ticket.bookingId,
      eventId: ticket.eventId,
      section: ticket.section,
      row: ticket.row,
      seat: ticket.seat,
      version: ticket.version,
    },
    (message) => sign(null, message, secret),
  );
}

/** What a code claims when the venue signed it; null for a forged, tampered or foreign one. */
export function verifyTicketCodeWith(key: TicketKey, code: string): TicketClaims | null {
  const keys = keyObjectsOf(key);
  return verifyWith(code, (signature, message) => verify(null, message, keys.public, signature));
}
