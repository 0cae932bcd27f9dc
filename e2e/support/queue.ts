import http from "node:http";
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { solveChallenge } from "altcha-lib/v1";
import type { QueueChallenge, QueueStatus } from "#domain/schemas/onsale";
import { DEMO_PASSWORD, DEMO_USERS, en } from "../fixtures";
import { completeSignIn } from "./two-factor";

const room = en.waitingRoom;

/** A visitor of the waiting room driven through the API, from its own loopback address. */
export interface Fan {
  cookie: string;
  /** The loopback address the fan's requests come from (the queue keeps one place per network). */
  address: string;
}

/** An API client signed in as a demo user, from the site's own origin as a browser would be. */
export async function apiAs(baseUrl: string, role: keyof typeof DEMO_USERS): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const response = await api.post("/api/auth/sign-in/email", {
    data: { email: DEMO_USERS[role], password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  await completeSignIn(api, baseUrl, DEMO_USERS[role], DEMO_PASSWORD, await response.json());
  return api;
}

/** The cookies of a signed-in API client, as one Cookie header. */
export async function cookieOf(api: APIRequestContext): Promise<string> {
  const { cookies } = await api.storageState();
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** A JSON request from a chosen loopback address, with the given cookies. */
export function requestFrom(
  baseUrl: string,
  localAddress: string,
  cookie: string,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname,
        method,
        localAddress,
        headers: {
          cookie,
          origin: baseUrl,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** The fan joins the event's queue as a browser does: a challenge, solved, sent with the join. */
export async function fanJoins(baseUrl: string, fan: Fan, eventId: string): Promise<QueueStatus> {
  const challenge = await requestFrom(baseUrl, fan.address, fan.cookie, "GET", "/api/queue/challenge");
  expect(challenge.status).toBe(200);
  const c = challenge.json as QueueChallenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  expect(solution).not.toBeNull();
  const proof = Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution?.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString("base64");
  const path = `/api/events/${encodeURIComponent(eventId)}/queue`;
  const joined = await requestFrom(baseUrl, fan.address, fan.cookie, "POST", path, { proof });
  expect(joined.status, JSON.stringify(joined.json)).toBe(201);
  return joined.json as QueueStatus;
}

/** The browser fan's place in line as shown, or null when the page shows no place. */
export async function shownPlace(page: Page): Promise<number | null> {
  const place = page
    .getByRole("main")
    .locator("dl > div")
    .filter({ has: page.getByText(room.waiting.position, { exact: true }) })
    .locator("dd");
  if ((await place.count()) === 0) return null;
  const text = (await place.textContent()) ?? "";
  const value = Number(text.replace(/[^\d]/g, ""));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Waits until the browser fan's turn, noting each place shown on the way; every place must be
 * smaller than the one before. Resolves with the places seen.
 */
export async function waitForTurn(page: Page, first: number, timeout: number): Promise<number[]> {
  const places = [first];
  const turn = page.getByRole("main").getByRole("heading", { level: 2, name: room.admitted.title });
  await expect
    .poll(
      async () => {
        if (await turn.isVisible()) return "admitted";
        const place = await shownPlace(page);
        if (place !== null && place !== places.at(-1)) places.push(place);
        return "waiting";
      },
      { timeout, intervals: [500] },
    )
    .toBe("admitted");
  for (let i = 1; i < places.length; i++) expect(places[i]).toBeLessThan(places[i - 1] as number);
  test.info().annotations.push({ type: "places seen", description: places.join(" → ") });
  return places;
}
