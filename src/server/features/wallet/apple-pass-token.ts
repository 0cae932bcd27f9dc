import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The secret a pass carries to Apple's pass web service (`authenticationToken`): the ticket
 * version it was issued for and an HMAC of serial and version under a key derived from the auth
 * secret for this purpose alone. The version is in it because a transfer keeps the serial (the
 * booking) but supersedes the pass: the previous holder's device asks with the old version and is
 * answered a void pass, the new holder's with the current one.
 */
export function applePassToken(authSecret: string, serial: string, version: number): string {
  return `${version}.${macOf(authSecret, serial, version)}`;
}

/** The ticket version a pass's token was issued for, or null when the token is not ours for this serial. */
export function versionOfApplePassToken(authSecret: string, serial: string, token: string): number | null {
  const match = /^([1-9]\d{0,8})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const version = Number(match[1]);
  const expected = Buffer.from(macOf(authSecret, serial, version));
  const given = Buffer.from(match[2] ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given) ? version : null;
}

function macOf(authSecret: string, serial: string, version: number): string {
  const key = createHmac("sha256", authSecret).update("wallet:apple-pass-token").digest();
  return createHmac("sha256", key).update(`${serial}\n${version}`).digest("base64url");
}

/** The token of an `Authorization: ApplePass <token>` header, or null. */
export function applePassAuthorization(header: string | undefined): string | null {
  const match = /^ApplePass\s+(\S+)$/.exec(header ?? "");
  return match?.[1] ?? null;
}
