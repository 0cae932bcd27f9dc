import type { QueueChallenge } from "#domain/schemas/onsale";

/** The solver's default search bound when the challenge names none. */
const DEFAULT_MAX_NUMBER = 1_000_000;
/** Numbers tried between two progress reports: small enough to move the bar, big enough to be cheap. */
const CHUNK = 5_000;

/** The ALTCHA payload a request carries (joining a queue, signing up): base64 of the solved challenge as JSON. */
export function proofPayload(challenge: QueueChallenge, number: number): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  });
  return btoa(json);
}

/**
 * Solves a proof-of-work challenge in the browser with ALTCHA's own solver, a range of numbers at a
 * time so the page can show how far it has searched (`onProgress`, 0 to 1 of the whole range).
 * Resolves with the payload to send, or null when no number in the range solves it or `signal`
 * aborted the search.
 */
export async function solveProof(
  challenge: QueueChallenge,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<string | null> {
  // The solver is loaded only when needed: the pages themselves stay small.
  const { solveChallenge } = await import("altcha-lib/v1");
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let start = 0; start <= max; start += CHUNK) {
    if (signal?.aborted) return null;
    const end = Math.min(max, start + CHUNK - 1);
    const run = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, end, start);
    const stop = () => run.controller.abort();
    signal?.addEventListener("abort", stop, { once: true });
    const solution = await run.promise;
    signal?.removeEventListener("abort", stop);
    if (solution) {
      onProgress(1);
      return proofPayload(challenge, solution.number);
    }
    onProgress((end + 1) / (max + 1));
  }
  return null;
}
