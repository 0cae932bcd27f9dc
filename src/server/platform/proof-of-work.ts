import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Kysely } from "kysely";
import type { QueueChallenge } from "#domain/schemas/onsale";
import type { DB } from "#server/db/schema";

/**
 * Proof-of-work (ALTCHA's format, `altcha-lib` on both sides): the browser searches for a number in
 * the background; the server checks it with one hash. It costs a visitor a moment and a script
 * that wants thousands of something (places in a waiting room, accounts) thousands of moments.
 * Each use signs its challenges with its own key, so a proof for one cannot pay for another. A
 * solved challenge is spent once, in `queue_challenges` (its primary key decides, across
 * instances), whichever use it paid for.
 */
const ALGORITHM = "SHA-256";

/** Work a visitor's browser does: numbers to try, at most (half that on average). */
export const PROOF_MAX_NUMBER = 20_000;
/**
 * In the test environment the challenge is easier, so tests and the benchmarks can solve
 * thousands of them; the server's work to check a proof is the same either way.
 */
export const TEST_PROOF_MAX_NUMBER = 1_000;
/** A challenge must be solved and used within this long. */
export const PROOF_CHALLENGE_MINUTES = 5;

/** The search bound for the environment: easy in tests, the real work elsewhere. */
export function proofMaxNumber(env: string): number {
  return env === "test" ? TEST_PROOF_MAX_NUMBER : PROOF_MAX_NUMBER;
}

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

/**
 * Marks a challenge used; false when it was used already (on any instance). The primary key is
 * the guard, so two requests with one proof cannot both pass.
 */
export async function spendProof(db: Kysely<DB>, proof: VerifiedProof): Promise<boolean> {
  const result = await db
    .insertInto("queue_challenges")
    .values({ signature: proof.signature, expires_at: proof.expiresAt.toISOString() })
    .onConflict((oc) => oc.column("signature").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets used challenges that have expired: an expired proof is refused anyway. */
export async function sweepSpentProofs(db: Kysely<DB>, nowIso: string): Promise<void> {
  await db.deleteFrom("queue_challenges").where("expires_at", "<", nowIso).execute();
}
