import { solveChallenge } from "altcha-lib/v1";
import type { QueueChallenge } from "#domain/schemas/onsale";

/**
 * Solves a proof-of-work challenge as the browser does (ALTCHA's own solver) and answers the
 * payload to send: base64 of the solved challenge as JSON.
 */
export async function solveProof(challenge: QueueChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber ?? 1_000_000,
  ).promise;
  if (!solution) throw new Error("the challenge has no solution in its range");
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  ).toString("base64");
}
