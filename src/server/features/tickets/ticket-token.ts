import { createHmac, timingSafeEqual } from "node:crypto";

/** `{bookingId}.{signature}`: what the door scanner reads from a ticket's QR code. */
export function signTicket(secret: string, bookingId: string): string {
  return `${bookingId}.${signature(secret, bookingId)}`;
}

export function verifyTicket(secret: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const bookingId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, bookingId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? bookingId : null;
}

function signature(secret: string, bookingId: string): string {
  return createHmac("sha256", `ticket:${secret}`).update(bookingId).digest("base64url");
}
