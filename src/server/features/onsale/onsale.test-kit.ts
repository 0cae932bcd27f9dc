/**
 * The waiting room as tests drive it: solving a challenge the way a browser does (with the same
 * library), joining from a given address, reading one's status, an admin's settings. No vitest
 * import here, so other features' tests can use it too.
 */
import { solveChallenge } from "altcha-lib/v1";
import type { QueueChallenge, QueueSettingsInput, QueueStats, QueueStatus } from "#domain/schemas/onsale";
import type { TestApp } from "#server/testing/test-app";

/** A solved challenge as the join request carries it: ALTCHA's payload, base64 JSON. */
export async function solveProof(challenge: QueueChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error("challenge not solved");
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

let addresses = 0;

/**
 * A new client address for each call, each in a /24 network of its own (the test app must trust
 * `X-Forwarded-For`: TRUST_PROXY).
 */
export function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 8) & 255}.${addresses & 255}.1`;
}

export function queueKit(t: TestApp) {
  const request = (path: string, init: { cookie?: string; json?: unknown; method?: string; address?: string } = {}) =>
    t.request(path, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.json === undefined ? {} : { json: init.json }),
      headers: { "x-forwarded-for": init.address ?? nextAddress() },
    });

  async function challenge(): Promise<QueueChallenge> {
    const response = await request("/api/queue/challenge");
    if (response.status !== 200) throw new Error(`challenge: ${response.status}`);
    return (await response.json()) as QueueChallenge;
  }

  return {
    request,
    challenge,
    async proof(): Promise<string> {
      return solveProof(await challenge());
    },
    /** POST /api/events/:id/queue with a fresh proof (or the one given). */
    async join(cookie: string, eventId: string, options: { address?: string; proof?: string } = {}) {
      const proof = options.proof ?? (await solveProof(await challenge()));
      return request(`/api/events/${eventId}/queue`, { cookie, json: { proof }, address: options.address });
    },
    async status(eventId: string, cookie?: string): Promise<QueueStatus> {
      const response = await request(`/api/events/${eventId}/queue`, cookie ? { cookie } : {});
      if (response.status !== 200) throw new Error(`status: ${response.status} ${await response.text()}`);
      return (await response.json()) as QueueStatus;
    },
    async settings(adminCookie: string, eventId: string, settings: QueueSettingsInput): Promise<QueueStats> {
      const response = await request(`/api/admin/events/${eventId}/queue`, {
        cookie: adminCookie,
        method: "PUT",
        json: settings,
      });
      if (response.status !== 200) throw new Error(`settings: ${response.status} ${await response.text()}`);
      return (await response.json()) as QueueStats;
    },
    async stats(adminCookie: string, eventId: string): Promise<QueueStats> {
      const response = await request(`/api/admin/events/${eventId}/queue`, { cookie: adminCookie });
      if (response.status !== 200) throw new Error(`stats: ${response.status} ${await response.text()}`);
      return (await response.json()) as QueueStats;
    },
    /** POST /api/orders with the admission token (or none). */
    hold(cookie: string, eventId: string, seatIds: string[], admissionToken?: string) {
      return request("/api/orders", {
        cookie,
        json: { eventId, seatIds, ...(admissionToken === undefined ? {} : { admissionToken }) },
      });
    },
  };
}
