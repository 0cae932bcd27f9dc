/**
 * Nothing personal is kept by a browser or a CDN: every API answer, to every route, says
 * `no-store` unless the route is one of the public reads that may be kept; every page for a
 * request with a session cookie says `private, no-store`. Routes are read from the app itself, so
 * a new endpoint joins this walk by being registered.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_LIST } from "#domain/routes";
import { seatId } from "#domain/seating/layouts";
import { createApp } from "#server/app";
import { AUTH_BASE_PATH } from "#server/platform/auth";
import { buildEvent, paidOrder } from "#server/testing/factories";
import { createTestAppOn } from "#server/testing/postgres";
import { TEST_ORIGIN, type TestApp } from "#server/testing/test-app";

/** The public reads: the same for everyone, each with its own policy that allows keeping it. */
const PUBLIC_READS = new Set([
  "GET /api/events",
  "GET /api/events/:id",
  "GET /api/events/:id/seat-layout",
  "GET /api/events/:id/seat-states",
  "GET /api/site",
  "GET /api/check-in/key",
]);

/** `/events/:id/seats/:seatId{[a-z0-9-]+}` -> `/events/<id>/seats/<uuid>`, with a real event where one is named. */
function concretePath(route: string, eventId: string): string {
  return route
    .replace(/:id(\{[^}]*\})?\??/g, eventId)
    .replace(/:\w+(\{[^}]*\})?\??/g, () => crypto.randomUUID())
    .replaceAll("*", "anything");
}

const t: TestApp = await createTestAppOn("sqlite");
const routes = createApp(t.ctx)
  .routes.filter(
    (route) =>
      route.path.startsWith("/api/") &&
      !route.path.startsWith(`${AUTH_BASE_PATH}/`) &&
      !(route.method === "ALL" && route.path.includes("*")),
  )
  .map((route) => ({ method: route.method === "ALL" ? "GET" : route.method, path: route.path }))
  .filter((route, i, all) => all.findIndex((r) => r.method === route.method && r.path === route.path) === i);
afterAll(() => t.close());

let admin = "";
let buyer = "";
let eventId = "";
let orderId = "";
beforeAll(async () => {
  admin = (await t.signedIn(["admin"])).cookie;
  buyer = (await t.signedIn()).cookie;
  const event = await buildEvent(t.ctx.db);
  eventId = event.id;
  orderId = (await paidOrder(t, buyer, eventId, [seatId(eventId, "vip", 1, 1)])).id;
});

describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))("%s", (name, route) => {
  it(PUBLIC_READS.has(name) ? "may be kept by anyone" : "is kept by no one", async () => {
    // Streams stay open: their policy is checked on their headers alone.
    const controller = new AbortController();
    const pathname = concretePath(route.path, eventId).replace(/\/orders\/[0-9a-f-]{36}/, `/orders/${orderId}`);
    const response = await t.request(pathname, {
      method: route.method,
      cookie: admin,
      signal: controller.signal,
      ...(route.method === "GET" || route.method === "HEAD" ? {} : { json: {} }),
    });
    controller.abort();
    const policy = response.headers.get("cache-control") ?? "";
    if (PUBLIC_READS.has(name) && response.status < 400) expect(policy, `${name} ${response.status}`).toMatch(/public/);
    else if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
      expect(policy, `${name} ${response.status}`).toMatch(/no-cache|no-store/);
    } else expect(policy, `${name} ${response.status}`).toMatch(/\bno-store\b/);
  });
});

describe("personal answers", () => {
  it("are sent no-store with their data: who I am, my tickets, my order, feedback, management", async () => {
    const cases: [string, string][] = [
      ["/api/me", buyer],
      ["/api/my/tickets", buyer],
      [`/api/orders/${orderId}`, buyer],
      ["/api/feedback", admin],
      ["/api/manage/events", admin],
    ];
    for (const [pathname, cookie] of cases) {
      const response = await t.request(pathname, { cookie });
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("cache-control"), pathname).toMatch(/\bno-store\b/);
    }
  });

  it("are sent no-store by better-auth too: the session and a sign-in", async () => {
    const session = await t.request(`${AUTH_BASE_PATH}/get-session`, { cookie: buyer });
    expect(session.status).toBe(200);
    expect(session.headers.get("cache-control")).toMatch(/\bno-store\b/);
    const refused = await t.request(`${AUTH_BASE_PATH}/sign-in/email`, {
      method: "POST",
      json: { email: "nobody@example.com", password: "not the password" },
    });
    expect(refused.headers.get("cache-control")).toMatch(/\bno-store\b/);
  });
});

describe("pages for a request with a session cookie", () => {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "personal-pages-"));
    writeFileSync(
      path.join(dir, "index.html"),
      '<html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are every one private, no-store", async () => {
    const app = createApp(t.ctx, { distDir: dir });
    for (const page of [...PAGE_LIST.map((p) => concretePath(p.path, eventId)), "/no-such-page"]) {
      const response = await app.request(`${TEST_ORIGIN}${page}`, { headers: { cookie: buyer } });
      expect(response.headers.get("cache-control"), page).toBe("private, no-store");
      expect(response.headers.get("x-page-cache"), page).toBe("private");
      const anonymous = await app.request(`${TEST_ORIGIN}${page}`);
      expect(anonymous.headers.get("cache-control"), page).not.toMatch(/private/);
    }
  });
});
