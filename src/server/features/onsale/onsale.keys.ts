import { createHmac, timingSafeEqual } from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { QueueChallenge } from "#domain/schemas/onsale";

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

const ALGORITHM = "SHA-256";

/** A new challenge (ALTCHA's format): find the number whose hash with the salt is the challenge. */
export function issueChallenge(key: string, input: { maxNumber: number; expiresAt: Date }): Promise<QueueChallenge> {
  return createChallenge({ algorithm: ALGORITHM, hmacKey: key, maxnumber: input.maxNumber, expires: input.expiresAt });
}

export interface VerifiedProof {
  /** The challenge's signature: what marks it used. */
  signature: string;
  expiresAt: Date;
}

interface Payload {
  algorithm: "SHA-256";
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function parsePayload(proof: string): Payload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(proof, "base64").toString("utf8"));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const p = value as Record<string, unknown>;
  const hex = (v: unknown) => typeof v === "string" && /^[0-9a-f]{64}$/.test(v);
  if (p.algorithm !== ALGORITHM || !hex(p.challenge) || !hex(p.signature)) return null;
  if (typeof p.number !== "number" || !Number.isSafeInteger(p.number) || p.number < 0) return null;
  if (typeof p.salt !== "string" || p.salt.length > 200) return null;
  return {
    algorithm: ALGORITHM,
    challenge: p.challenge as string,
    number: p.number,
    salt: p.salt,
    signature: p.signature as string,
  };
}

/**
 * A solved challenge of ours that has not expired, or null. The challenge's signature proves we
 * issued it (and its salt, which carries the expiry); the hash proves the work was done. Whether
 * it was used already is the database's to say.
 */
export async function verifyProof(key: string, proof: string, now: Date): Promise<VerifiedProof | null> {
  const payload = parsePayload(proof);
  if (!payload) return null;
  const expires = Number(extractParams(payload).expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return null;
  try {
    if (!(await verifySolution(payload, key, false))) return null;
  } catch {
    return null;
  }
  return { signature: payload.signature, expiresAt: new Date(expires * 1000) };
}
