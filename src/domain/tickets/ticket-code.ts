import * as ed from "@noble/ed25519";
import { sha512 } from "@noble/hashes/sha2.js";

/**
 * Signing and verifying here are synchronous, in the server and in the scanner alike, so the
 * Ed25519 library is given its SHA-512 before each use: set at the call, not at import, since the
 * domain does nothing at import (and bundles drop what a module does at its top level).
 */
function noble(): typeof ed {
  ed.hashes.sha512 = sha512;
  return ed;
}

/**
 * What a ticket's QR code says, signed by the venue: which ticket, for which event and seat, and
 * its version. The version grows each time the ticket is transferred or re-issued, so the code of
 * an earlier version is superseded: scanners refuse it.
 */
export interface TicketClaims {
  ticketId: string;
  eventId: string;
  section: string;
  row: number;
  seat: number;
  version: number;
}

/** The first word of every ticket code: the format, so a later one can be told apart. */
const FORMAT = "BA1";
const FIELD = "\n";
/** An Ed25519 signature is 64 bytes: 86 characters of base64url. */
const SIGNATURE_CHARS = 86;
/** Longer than any code this module makes; anything longer is not a ticket. */
export const TICKET_CODE_MAX = 600;

/**
 * A ticket code: `<payload>.<signature>`, both base64url. The payload is the claims' fields, one
 * per line, after the format word; the signature is Ed25519 over the payload's bytes.
 */
export function signTicketCode(claims: TicketClaims, secretKey: Uint8Array): string {
  return signTicketCodeWith(claims, (message) => noble().sign(message, secretKey));
}

/**
 * A ticket code signed by `sign` (any Ed25519 implementation of the venue's key: the server uses
 * its platform's native one).
 */
export function signTicketCodeWith(claims: TicketClaims, sign: (message: Uint8Array) => Uint8Array): string {
  const message = payloadBytes(claims);
  return `${toBase64Url(message)}.${toBase64Url(sign(message))}`;
}

/** What a ticket code claims, when its signature is the venue's; null for anything else. */
export function verifyTicketCode(code: string, publicKey: Uint8Array): TicketClaims | null {
  return verifyTicketCodeWith(code, (signature, message) => noble().verify(signature, message, publicKey));
}

/** `verifyTicketCode` with another Ed25519 implementation's verify. */
export function verifyTicketCodeWith(
  code: string,
  verify: (signature: Uint8Array, message: Uint8Array) => boolean,
): TicketClaims | null {
  const parsed = parseTicketCode(code);
  if (!parsed) return null;
  try {
    return verify(parsed.signature, parsed.message) ? parsed.claims : null;
  } catch {
    return null;
  }
}

/**
 * The claims of a well-formed ticket code, without checking its signature (say, to name the
 * ticket a forged code pretends to be); null when it is no ticket code at all.
 */
export function readTicketCode(code: string): TicketClaims | null {
  return parseTicketCode(code)?.claims ?? null;
}

function parseTicketCode(code: string): { claims: TicketClaims; message: Uint8Array; signature: Uint8Array } | null {
  const trimmed = code.trim();
  if (trimmed.length > TICKET_CODE_MAX) return null;
  const dot = trimmed.indexOf(".");
  if (dot <= 0 || trimmed.length - dot - 1 !== SIGNATURE_CHARS) return null;
  const message = fromBase64Url(trimmed.slice(0, dot));
  const signature = fromBase64Url(trimmed.slice(dot + 1));
  if (!message || signature?.length !== 64) return null;
  const fields = new TextDecoder().decode(message).split(FIELD);
  if (fields.length !== 7 || fields[0] !== FORMAT) return null;
  const [, ticketId, eventId, section, row, seat, version] = fields as [string, ...string[]];
  const claims = {
    ticketId: ticketId ?? "",
    eventId: eventId ?? "",
    section: section ?? "",
    row: wholeNumber(row),
    seat: wholeNumber(seat),
    version: wholeNumber(version),
  };
  if (!claims.ticketId || !claims.eventId || !claims.section) return null;
  if (claims.row < 0 || claims.seat < 0 || claims.version < 1) return null;
  return { claims, message, signature };
}

function payloadBytes(claims: TicketClaims): Uint8Array {
  for (const text of [claims.ticketId, claims.eventId, claims.section]) {
    if (!text || text.includes(FIELD)) throw new RangeError("a ticket's ids and section are non-empty single lines");
  }
  const fields = [FORMAT, claims.ticketId, claims.eventId, claims.section, claims.row, claims.seat, claims.version];
  return new TextEncoder().encode(fields.join(FIELD));
}

function wholeNumber(text: string | undefined): number {
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : -1;
}

/** A new Ed25519 key pair: the 32-byte secret seed and its public key. */
export function newTicketKeyPair(): { secretKey: Uint8Array; publicKey: Uint8Array } {
  const { secretKey, publicKey } = noble().keygen();
  return { secretKey, publicKey };
}

/** The public key of a 32-byte secret seed. */
export function ticketPublicKey(secretKey: Uint8Array): Uint8Array {
  return noble().getPublicKey(secretKey);
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Unpadded base64url, the same in Node and in browsers. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/**
 * The bytes of unpadded base64url text; null when it is not base64url, or not the one encoding of
 * its bytes (bits left over after the last byte must be zero), so no two texts read as one code.
 */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of text) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (buffer >> bits) & 0xff;
    }
  }
  return (buffer & ((1 << bits) - 1)) === 0 ? out : null;
}
