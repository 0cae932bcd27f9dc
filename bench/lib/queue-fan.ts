/** What a fan in the waiting room does that is the same in every benchmark: its address and its proof of work. */
import { hash } from "node:crypto";
import type { QueueChallenge } from "#domain/schemas/onsale";

/** ALTCHA's puzzle: the number whose SHA-256 with the salt is the challenge; the payload to join with. */
export function solve(challenge: QueueChallenge): string | null {
  const max = challenge.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n++) {
    if (hash("sha256", challenge.salt + n) === challenge.challenge) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: n,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return Buffer.from(JSON.stringify(payload)).toString("base64");
    }
  }
  return null;
}

/** Each fan's own client address (in a /24 network of its own), as the trusted proxy would forward it. */
export function addressOf(index: number): string {
  return `10.${(index >> 8) & 255}.${index & 255}.1`;
}
