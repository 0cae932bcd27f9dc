import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The queue's secrets and what they sign: admission tokens, proof-of-work challenges, and the
 * keyed hash that stands for a visitor's address. Each has its own key, derived from the auth
 * secret, so none can be used as another and the auth secret itself signs nothing here.
 */
export interface QueueKeys {
  admission: Buffer;
  challenge: string;
  address: Buffer;
}

export function deriveQueueKeys(authSecret: string): QueueKeys {
  const derive = (purpose: string) => createHmac("sha256", authSecret).update(`queue:${purpose}`).digest();
  return {
    admission: derive("admission"),
    challenge: derive("challenge").toString("hex"),
    address: derive("address"),
  };
}

// --- Admission tokens -----------------------------------------------------------------------------

export interface AdmissionClaim {
  /** The queue entry the admission belongs to. */
  seq: number;
  expiresAt: number;
}

function admissionMac(key: Buffer, input: { eventId: string; userId: string } & AdmissionClaim): Buffer {
  return createHmac("sha256", key)
    .update(`admission\n${input.eventId}\n${input.userId}\n${input.seq}\n${input.expiresAt}`)
    .digest();
}

/**
 * A signed admission: `<entry>.<expiry ms>.<mac>`, the MAC over the event, the account, the entry
 * and the expiry. The same admission always gives the same token, so every poll answers it alike.
 */
export function signAdmission(key: Buffer, input: { eventId: string; userId: string } & AdmissionClaim): string {
  return `${input.seq}.${input.expiresAt}.${admissionMac(key, input).toString("base64url")}`;
}

/**
 * The claim of a token signed for this event and account, or null: a token that is malformed,
 * forged, or signed for another event or account does not verify. Expiry is the caller's check.
 */
export function readAdmission(
  key: Buffer,
  token: string,
  input: { eventId: string; userId: string },
): AdmissionClaim | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const claim = { seq: Number(match[1]), expiresAt: Number(match[2]) };
  const given = Buffer.from(match[3] as string, "base64url");
  const expected = admissionMac(key, { ...input, ...claim });
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : null;
}

// --- Addresses ------------------------------------------------------------------------------------

/** The stored stand-in for a network: keyed, so the table does not reveal (or let one guess) it. */
export function hashAddress(key: Buffer, networkKey: string): string {
  return createHmac("sha256", key).update(networkKey).digest("base64url");
}

// --- Proof-of-work --------------------------------------------------------------------------------

export { issueChallenge, verifyProof } from "#server/platform/proof-of-work";
