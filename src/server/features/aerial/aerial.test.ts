import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { venueAddressLine } from "#domain/venue";
import { ConfigError, loadConfig } from "#server/config";
import { silentLogger } from "#server/platform/logger";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import { createAerialLookup } from "./aerial.service";

const KEY = "stub-maps-key-0123456789";
const VIDEO = "https://video.example/aerial/landscape-medium.mp4";
const POSTER = "https://images.example/aerial/landscape.jpg";

/** What the stub Aerial View service answers, per case. */
type Reply = { status: number; body: string };
const found = (uris: Record<string, unknown>): Reply => ({
  status: 200,
  body: JSON.stringify({ state: "ACTIVE", uris, metadata: { videoId: "v1", duration: "40s" } }),
});
const REPLIES = {
  found: found({
    IMAGE: { landscapeUri: POSTER, portraitUri: "https://images.example/p.jpg" },
    MP4_MEDIUM: { landscapeUri: VIDEO, portraitUri: "https://video.example/p.mp4" },
    MP4_HIGH: { landscapeUri: "https://video.example/high.mp4" },
  }),
  foundWithoutMedium: found({ MP4_HIGH: { landscapeUri: "https://video.example/high.mp4" } }),
  foundInsecure: found({ MP4_MEDIUM: { landscapeUri: "http://video.example/plain.mp4" } }),
  processing: { status: 200, body: JSON.stringify({ state: "PROCESSING", metadata: { videoId: "v1" } }) },
  notFound: { status: 404, body: JSON.stringify({ error: { code: 404, status: "NOT_FOUND" } }) },
  serverError: { status: 500, body: JSON.stringify({ error: { code: 500 } }) },
  forbidden: { status: 403, body: JSON.stringify({ error: { code: 403, status: "PERMISSION_DENIED" } }) },
  garbage: { status: 200, body: "<html>not json</html>" },
} satisfies Record<string, Reply>;

let server: Server;
let baseUrl: string;
let reply: Reply = REPLIES.found;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    res.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

function lookupWith(options: { baseUrl?: string; key?: string | null; now?: () => number } = {}) {
  return createAerialLookup({
    config: options.key === null ? undefined : { apiKey: options.key ?? KEY, baseUrl: options.baseUrl ?? baseUrl },
    address: venueAddressLine,
    logger: silentLogger,
    now: options.now,
  });
}

describe("aerial video lookup against a stub service", () => {
  it("answers the landscape medium MP4 and its poster, asking by address with the key in a header", async () => {
    reply = REPLIES.found;
    expect(await lookupWith()()).toEqual({ state: "ready", videoUrl: VIDEO, posterUrl: POSTER });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]?.url ?? "", "http://stub");
    expect(url.pathname).toBe("/v1/videos:lookupVideo");
    expect(url.searchParams.get("address")).toBe(venueAddressLine);
    expect(seen[0]?.url).not.toContain(KEY);
    expect(seen[0]?.headers["x-goog-api-key"]).toBe(KEY);
  });

  it.each([
    ["a video still processing", REPLIES.processing, "processing"],
    ["no video for the address", REPLIES.notFound, "not_found"],
    ["a server error", REPLIES.serverError, "error"],
    ["a refused key", REPLIES.forbidden, "error"],
    ["an answer that is not JSON", REPLIES.garbage, "error"],
    ["a video without a medium MP4", REPLIES.foundWithoutMedium, "error"],
    ["a video link that is not https", REPLIES.foundInsecure, "error"],
  ])("answers %s as %s", async (_case, stubReply, state) => {
    reply = stubReply;
    expect(await lookupWith()()).toEqual({ state });
  });

  it("answers unreachable when the service cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await lookupWith({ baseUrl: `http://127.0.0.1:${port}/v1` })()).toEqual({ state: "unreachable" });
  });

  it("answers not_configured without a key, and asks nobody", async () => {
    expect(await lookupWith({ key: null })()).toEqual({ state: "not_configured" });
    expect(seen).toHaveLength(0);
  });

  it("shares one lookup between concurrent callers and keeps the answer for a while", async () => {
    reply = REPLIES.found;
    let clock = 1_000_000;
    const lookUp = lookupWith({ now: () => clock });
    const answers = await Promise.all([lookUp(), lookUp(), lookUp()]);
    expect(new Set(answers.map((a) => a.state))).toEqual(new Set(["ready"]));
    expect(seen).toHaveLength(1);

    clock += 4 * 60_000;
    await lookUp();
    expect(seen).toHaveLength(1);

    // Signed video links are short-lived: after five minutes the video is looked up again.
    clock += 2 * 60_000;
    await lookUp();
    expect(seen).toHaveLength(2);
  });

  it("retries a failed lookup after a minute", async () => {
    reply = REPLIES.serverError;
    let clock = 0;
    const lookUp = lookupWith({ now: () => clock });
    expect(await lookUp()).toEqual({ state: "error" });
    reply = REPLIES.found;
    expect(await lookUp()).toEqual({ state: "error" });
    clock += 61_000;
    expect(await lookUp()).toMatchObject({ state: "ready" });
    expect(seen).toHaveLength(2);
  });
});

describe("GET /api/aerial-view", () => {
  let withKey: TestApp;
  let withoutKey: TestApp;
  beforeAll(async () => {
    withKey = await createTestApp({ env: { GOOGLE_MAPS_API_KEY: KEY, AERIAL_VIEW_API_URL: `${baseUrl}/` } });
    withoutKey = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all([withKey.close(), withoutKey.close()]);
  });

  it("answers the video to anyone, never the key, and forbids caching it", async () => {
    reply = REPLIES.found;
    const response = await withKey.request("/api/aerial-view");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ state: "ready", videoUrl: VIDEO, posterUrl: POSTER });
    expect(text).not.toContain(KEY);
    expect(seen[0]?.headers["x-goog-api-key"]).toBe(KEY);
  });

  it("answers not_configured when no key is set", async () => {
    const response = await withoutKey.request("/api/aerial-view");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: "not_configured" });
    expect(seen).toHaveLength(0);
  });
});

describe("aerial view configuration", () => {
  const base = { DATA_DIR: tmpdir(), AUTH_SECRET: "x".repeat(32) };

  it("is off without a key and defaults to Google's service with one", () => {
    expect(loadConfig({ ...base, GOOGLE_MAPS_API_KEY: "  " }).aerialView).toBeUndefined();
    expect(loadConfig({ ...base, GOOGLE_MAPS_API_KEY: "k" }).aerialView).toEqual({
      apiKey: "k",
      baseUrl: "https://aerialview.googleapis.com/v1",
    });
  });

  it("refuses a base URL that is not http(s)", () => {
    expect(() => loadConfig({ ...base, AERIAL_VIEW_API_URL: "ftp://maps" })).toThrow(ConfigError);
  });
});
