import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seatId } from "#domain/seating/layouts";
import { SESSION_REVOCATIONS_CHANNEL } from "#server/http/actor";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { sampleOf } from "#server/testing/metrics";
import { freshPostgresDatabase, hasPostgres } from "#server/testing/postgres";
import { createTestApp, TEST_PASSWORD, type TestApp } from "#server/testing/test-app";
import { nowIso } from "./clock";
import { notifyInstances } from "./relay";

/**
 * Two instances of the site on one PostgreSQL database, in this process: two apps on two
 * contexts, each with its own pool, relay and listening connection, as two servers behind a load
 * balancer would be. What one does, the other sees.
 */

/** The seat streams' paths, newest first: the first one the server answers is used. */
const STREAM_PATHS = ["seat-states/stream", "seat-map/stream"];

/** An open seat stream of an event on one instance: the seat ids of every change, as they arrive. */
async function openSeatStream(app: TestApp, eventId: string) {
  const controller = new AbortController();
  let response: Response | null = null;
  for (const streamPath of STREAM_PATHS) {
    const candidate = await app.request(`/api/events/${eventId}/${streamPath}`, { signal: controller.signal });
    if (candidate.status !== 404) {
      response = candidate;
      break;
    }
  }
  if (!response?.ok || !response.body) throw new Error(`no seat stream: ${response?.status}`);
  const arrivals = new Map<string, number>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => {
    opened = resolve;
  });
  void (async () => {
    let text = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += value;
      let end = text.indexOf("\n\n");
      while (end >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        end = text.indexOf("\n\n");
        opened();
        const data = block.split("\n").find((line) => line.startsWith("data: "));
        if (!data) continue;
        const seats = (JSON.parse(data.slice(6)) as { seats?: Record<string, unknown> }).seats;
        for (const id of Object.keys(seats ?? {})) if (!arrivals.has(id)) arrivals.set(id, Date.now());
      }
    }
  })();
  await ready;
  return {
    arrivals,
    close: () => controller.abort(),
  };
}

const METRICS_TOKEN = "metrics-token-for-two-instances-0123";

/** One instance's metrics, read now rather than from the last second's readings. */
async function scrape(app: TestApp): Promise<string> {
  app.ctx.metrics.forgetReadings();
  const response = await app.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return Date.now() - started;
}

/** Fixed one-minute windows: a test counting in one waits out the last seconds of the current one. */
async function awayFromMinuteBoundary() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.skipIf(!hasPostgres())("two instances on one PostgreSQL database", () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase();
    // As in development: limits on (the test environment turns them off).
    const env = { NODE_ENV: "development", METRICS_TOKEN };
    a = await createTestApp({ databaseUrl, env });
    b = await createTestApp({ databaseUrl, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("shows a hold made on B on A's seat stream within a second, and its release too", async () => {
    const event = await buildEvent(a.ctx.db);
    const [buyer] = (await buildUsers(b.ctx, 1)) as [BuiltUser];
    const stream = await openSeatStream(a, event.id);
    try {
      const seats = [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2)];
      const hold = await b.request("/api/orders", {
        method: "POST",
        cookie: buyer.cookie,
        json: { eventId: event.id, seatIds: seats },
      });
      expect(hold.status).toBe(201);
      const heldAt = Date.now();
      await until(() => seats.every((id) => stream.arrivals.has(id)), 1_000);
      for (const id of seats) expect((stream.arrivals.get(id) as number) - heldAt).toBeLessThan(1_000);

      // The release on B reaches A too: its seats arrive again.
      stream.arrivals.clear();
      const { order } = (await hold.json()) as { order: { id: string } };
      const cancel = await b.request(`/api/orders/${order.id}`, { method: "DELETE", cookie: buyer.cookie });
      expect(cancel.ok).toBe(true);
      await until(() => seats.every((id) => stream.arrivals.has(id)), 1_000);
    } finally {
      stream.close();
    }
  });

  it("refuses on B, at once, a session signed out on A", async () => {
    const [user] = (await buildUsers(a.ctx, 1)) as [BuiltUser];
    const me = async (app: TestApp) =>
      ((await (await app.request("/api/me", { cookie: user.cookie })).json()) as { user: { id: string } | null }).user;
    // Both instances have resolved (and remembered) the session.
    expect((await me(a))?.id).toBe(user.userId);
    expect((await me(b))?.id).toBe(user.userId);

    const signOut = await a.request("/api/auth/sign-out", { method: "POST", cookie: user.cookie, json: {} });
    expect(signOut.status).toBe(200);
    // The revocation is on its way when A answers; B hears it within milliseconds.
    const waited = await until(async () => (await me(b)) === null, 100);
    expect(waited).toBeLessThan(100);
    expect(await me(a)).toBeNull();
  });

  it("takes a role granted by the user-role script on every instance at once", async () => {
    const [user] = (await buildUsers(a.ctx, 1)) as [BuiltUser];
    const roles = async (app: TestApp) =>
      ((await (await app.request("/api/me", { cookie: user.cookie })).json()) as { roles: string[] }).roles;
    expect(await roles(a)).toEqual([]);
    expect(await roles(b)).toEqual([]);
    // What the script does: the row, then a word to the running instances. (Door staff: a role
    // that needs no second factor, so it counts as soon as it is read.)
    await a.ctx.db
      .insertInto("user_roles")
      .values({ user_id: user.userId, role: "door_staff", created_at: nowIso() })
      .execute();
    await notifyInstances(a.ctx.db, SESSION_REVOCATIONS_CHANNEL, { userId: user.userId });
    await until(async () => (await roles(a)).includes("door_staff") && (await roles(b)).includes("door_staff"), 200);
  });

  it("counts a rate limit across both instances", async () => {
    await awayFromMinuteBoundary();
    const ask = (app: TestApp) =>
      app.request("/api/chat", { method: "POST", json: { message: "Where do I park?", language: "en" } });
    // The chat takes 20 questions a minute from one address: ten here, ten there.
    for (let i = 0; i < 10; i++) {
      expect((await ask(a)).status).toBe(200);
      expect((await ask(b)).status).toBe(200);
    }
    expect((await ask(a)).status).toBe(429);
    expect((await ask(b)).status).toBe(429);
  }, 60_000);

  it("counts sign-in attempts across both instances", async () => {
    await awayFromMinuteBoundary();
    const [user] = (await buildUsers(a.ctx, 1)) as [BuiltUser];
    const attempt = (app: TestApp) =>
      app.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: user.email, password: `${TEST_PASSWORD} wrong` },
      });
    // Ten sign-in attempts a minute from one address, whichever instance takes them.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(a)).status, (await attempt(b)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 60_000);

  it("is ready on each instance, and each counts its own requests while both read the shared outbox alike", async () => {
    for (const app of [a, b]) {
      const response = await app.request("/api/ready");
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ready: true, checks: { relay: "connected" } });
    }
    // Counters are per instance (a scraper sums them): three misses on A, two on B.
    for (let i = 0; i < 3; i++) expect((await a.request(`/api/events/missing-a-${i}/seat-layout`)).status).toBe(404);
    for (let i = 0; i < 2; i++) expect((await b.request(`/api/events/missing-b-${i}/seat-layout`)).status).toBe(404);
    const labels = { method: "GET", route: "/api/events/:id/seat-layout", status: "404" };
    const [onA, onB] = await Promise.all([scrape(a), scrape(b)]);
    expect(sampleOf(onA, "http_request_duration_seconds_count", labels)).toBe(3);
    expect(sampleOf(onB, "http_request_duration_seconds_count", labels)).toBe(2);
    // Gauges read from the shared database say the same on both.
    expect(sampleOf(onA, "arena_mail_outbox_depth")).toBeDefined();
    expect(sampleOf(onA, "arena_mail_outbox_depth")).toBe(sampleOf(onB, "arena_mail_outbox_depth"));
  });
});
