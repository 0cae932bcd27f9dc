/**
 * The role matrix: every API route, every kind of caller. Routes are read from the app itself,
 * so an endpoint joins this test by being registered, and one without an access rule fails it.
 */
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCESS_LEVELS,
  type AccessLevel,
  type Actor,
  can,
  type Role,
  type SecondFactorMissing,
} from "#domain/permissions";
import { createApp } from "#server/app";
import { AUTH_BASE_PATH } from "#server/platform/auth";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { createTestAppOn } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { type AccessRule, accessRuleOf, allow } from "./access";

/** Hono keeps the original handler here when a sub-app with its own onError wraps it. */
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";

interface Endpoint {
  method: string;
  path: string;
  /** The access rules on its own handlers and on middleware mounted over its path. */
  rules: AccessRule[];
}

function unwrap(handler: unknown): unknown {
  let current = handler;
  while (typeof current === "function" && COMPOSED_HANDLER in current) {
    current = (current as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  }
  return current;
}

/** `app.use()` middleware: registered for every method on a wildcard path. */
function isMiddleware(route: { method: string; path: string }): boolean {
  return route.method === "ALL" && route.path.includes("*");
}

function patternCovers(middlewarePath: string, path: string): boolean {
  const source = middlewarePath
    .split("*")
    .map((part) =>
      part
        .replace(/:\w+(\{[^}]*\})?\??/g, "\0")
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("\0", "[^/]+"),
    )
    .join(".*");
  return new RegExp(`^${source.replace(/\/\.\*$/, "(/.*)?")}$`).test(path);
}

/** Every API endpoint of the app, grouped from Hono's flat list of (method, path, handler). */
function apiEndpoints(app: { routes: readonly { method: string; path: string; handler: unknown }[] }): Endpoint[] {
  const api = app.routes.filter(
    (route) => route.path.startsWith("/api/") && !route.path.startsWith(`${AUTH_BASE_PATH}/`),
  );
  const middleware = api.filter(isMiddleware);
  const endpoints = new Map<string, Endpoint>();
  for (const route of api.filter((r) => !isMiddleware(r))) {
    const key = `${route.method} ${route.path}`;
    const endpoint = endpoints.get(key) ?? { method: route.method, path: route.path, rules: [] };
    const rule = accessRuleOf(unwrap(route.handler));
    if (rule) endpoint.rules.push(rule);
    endpoints.set(key, endpoint);
  }
  for (const endpoint of endpoints.values()) {
    for (const route of middleware) {
      const rule = accessRuleOf(unwrap(route.handler));
      if (rule && patternCovers(route.path, endpoint.path)) endpoint.rules.push(rule);
    }
  }
  return [...endpoints.values()];
}

/** The level a route demands: every rule on it runs, so the strictest one decides. */
function levelOf(endpoint: Endpoint): AccessLevel | undefined {
  const indexes = endpoint.rules.map((rule) => ACCESS_LEVELS.indexOf(rule.level));
  return indexes.length ? ACCESS_LEVELS[Math.max(...indexes)] : undefined;
}

/** `/events/:id/seats/:seatId{[a-z0-9-]+}` -> `/events/<uuid>/seats/<uuid>` */
function concretePath(path: string): string {
  return path.replace(/:\w+(\{[^}]*\})?\??/g, () => crypto.randomUUID()).replaceAll("*", "anything");
}

const CALLERS: { name: string; level: AccessLevel; roles: Role[] | null; missing?: SecondFactorMissing }[] = [
  { name: "anonymous", level: "anyone", roles: null },
  { name: "signed-in user", level: "user", roles: [] },
  { name: "door staff", level: "user", roles: ["door_staff"] },
  { name: "box office", level: "user", roles: ["box_office"] },
  { name: "event manager", level: "event_manager", roles: ["event_manager"] },
  { name: "admin", level: "admin", roles: ["admin"] },
  // Staff whose roles wait for a second factor: they reach what a signed-in user reaches, and
  // every staff route tells them what is missing.
  { name: "admin without an authenticator app", level: "user", roles: ["admin"], missing: "enrol" },
  { name: "event manager whose session skipped the code", level: "user", roles: ["event_manager"], missing: "verify" },
];

/**
 * Whether a caller passes every access rule on a route: its level, or an ability its role grants
 * beside the level (door staff are signed-in users who may also check tickets in).
 */
function callerPasses(caller: (typeof CALLERS)[number], endpoint: Endpoint, afterSecondFactor = false): boolean {
  const roles = caller.missing && !afterSecondFactor ? [] : caller.roles;
  const actor: Actor = roles === null ? { userId: null, roles: [] } : { userId: "caller", roles };
  return endpoint.rules.length > 0 && endpoint.rules.every((rule) => can(actor, rule.ability));
}

const t: TestApp = await createTestAppOn("sqlite");
const endpoints = apiEndpoints(createApp(t.ctx));
afterAll(() => t.close());

const cookies = new Map<string, string>();
beforeAll(async () => {
  for (const caller of CALLERS) {
    if (!caller.roles) continue;
    if (caller.missing) {
      const secondFactor = { enrolled: caller.missing === "verify", passed: false };
      const [user] = await buildUsers(t.ctx, 1, caller.roles, secondFactor);
      cookies.set(caller.name, user?.cookie ?? "");
    } else cookies.set(caller.name, (await t.signedIn(caller.roles)).cookie);
  }
});

describe("the route walk", () => {
  const noop = () => new Response(null, { status: 204 });
  const admin = new Hono().use("/admin/*", allow("seating.manage")).get("/admin/seats/:id", noop);
  const withOwnErrorHandler = new Hono().get("/wrapped", allow("tours.book"), noop).onError(() => new Response());
  const app = new Hono()
    .use("*", async (_c, next) => next())
    .get("/api/marked", allow("feedback.read"), noop)
    .post("/api/unmarked", noop)
    .get(`${AUTH_BASE_PATH}/session`, noop)
    .route("/api", admin)
    .route("/api", withOwnErrorHandler);
  const walked = new Map(apiEndpoints(app).map((e) => [`${e.method} ${e.path}`, levelOf(e)]));

  it("reads the level of marked routes, through wrappers and mounted middleware", () => {
    expect(walked).toEqual(
      new Map([
        ["GET /api/marked", "admin"],
        ["POST /api/unmarked", undefined],
        ["GET /api/admin/seats/:id", "admin"],
        ["GET /api/wrapped", "user"],
      ]),
    );
  });

  it("fills path parameters", () => {
    expect(concretePath("/events/:id/seats/:seat{[a-z0-9-]+}")).toMatch(
      /^\/events\/[0-9a-f-]{36}\/seats\/[0-9a-f-]{36}$/,
    );
  });
});

it("finds the API's routes (and not better-auth's)", () => {
  const found = endpoints.map((e) => `${e.method} ${e.path}`);
  expect(found).toEqual(
    expect.arrayContaining(["GET /api/health", "GET /api/me", "POST /api/feedback", "GET /api/feedback"]),
  );
  expect(found.filter((route) => route.includes(AUTH_BASE_PATH))).toEqual([]);
});

describe.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  "%s",
  (name, endpoint) => {
    const level = levelOf(endpoint);
    const missing = `${name} has no access rule: put allow("<ability>") first in its handlers`;

    it("declares its access rule", () => {
      expect(level, missing).toBeDefined();
    });

    it.each(CALLERS)("as $name", async (caller) => {
      expect(level, missing).toBeDefined();
      const method = endpoint.method === "ALL" ? "GET" : endpoint.method;
      const cookie = cookies.get(caller.name);
      const response = await t.request(concretePath(endpoint.path), {
        method,
        ...(method === "GET" || method === "HEAD" ? {} : { json: {} }),
        ...(cookie ? { cookie } : {}),
      });
      const allowed = callerPasses(caller, endpoint);
      if (allowed) {
        expect([401, 403], `${name} as ${caller.name} (route level ${level})`).not.toContain(response.status);
        if (caller.roles?.includes("door_staff")) {
          // Door staff reach nothing beyond a signed-in user's but the door.
          const door = endpoint.rules.some((rule) => rule.ability === "tickets.checkIn");
          expect(door || ACCESS_LEVELS.indexOf(level ?? "admin") <= ACCESS_LEVELS.indexOf("user"), name).toBe(true);
        }
        if (caller.roles?.includes("box_office")) {
          // Box-office staff reach nothing beyond a signed-in user's but the window and their shift.
          const window = endpoint.rules.some(
            (rule) => rule.ability === "window.sell" || rule.ability === "window.shift",
          );
          expect(window || ACCESS_LEVELS.indexOf(level ?? "admin") <= ACCESS_LEVELS.indexOf("user"), name).toBe(true);
        }
      } else {
        const waits = caller.missing !== undefined && callerPasses(caller, endpoint, true);
        const expected =
          caller.roles === null
            ? [401, "unauthenticated", undefined]
            : waits
              ? [403, "two_factor_required", caller.missing]
              : [403, "forbidden", undefined];
        const body = (await response.json().catch(() => null)) as {
          error?: { code?: string; params?: { missing?: string } };
        } | null;
        expect(
          [response.status, body?.error?.code, body?.error?.params?.missing],
          `${name} as ${caller.name} (route level ${level})`,
        ).toEqual(expected);
      }
    });
  },
);

describe("the door, per event", () => {
  let owner: BuiltUser;
  let eventId: string;
  const byCaller = new Map<string, string | undefined>();

  beforeAll(async () => {
    const [manager, otherManager] = (await buildUsers(t.ctx, 2, ["event_manager"])) as [BuiltUser, BuiltUser];
    owner = manager;
    eventId = (await buildEvent(t.ctx.db, { created_by: owner.userId })).id;
    byCaller.set("anonymous", undefined);
    byCaller.set("signed-in user", cookies.get("signed-in user"));
    byCaller.set("door staff", cookies.get("door staff"));
    byCaller.set("the event's manager", owner.cookie);
    byCaller.set("another event manager", otherManager.cookie);
    byCaller.set("admin", cookies.get("admin"));
  });

  const EXPECTED: [caller: string, status: number][] = [
    ["anonymous", 401],
    ["signed-in user", 403],
    ["door staff", 200],
    ["the event's manager", 200],
    ["another event manager", 403],
    ["admin", 200],
  ];

  describe.each(["tickets", "counts"])("GET /api/check-in/events/:id/%s", (what) => {
    it.each(EXPECTED)("as %s: %i", async (caller, status) => {
      const cookie = byCaller.get(caller);
      const response = await t.request(`/api/check-in/events/${eventId}/${what}`, cookie ? { cookie } : {});
      expect(response.status).toBe(status);
    });
  });

  describe("POST /api/check-in/scans", () => {
    it.each(EXPECTED)("as %s: %i", async (caller, status) => {
      const cookie = byCaller.get(caller);
      const response = await t.request("/api/check-in/scans", {
        method: "POST",
        ...(cookie ? { cookie } : {}),
        json: {
          event: eventId,
          gate: "North",
          device: "matrix-device",
          scans: [{ token: "not a ticket", at: new Date().toISOString(), nonce: crypto.randomUUID() }],
        },
      });
      expect(response.status).toBe(status);
    });
  });

  it("lists events for door staff, and refuses them everything else staff do", async () => {
    const door = cookies.get("door staff");
    expect((await t.request("/api/check-in/events", { cookie: door })).status).toBe(200);
    expect((await t.request("/api/check-in/events", { cookie: cookies.get("signed-in user") })).status).toBe(403);
    const create = await t.request("/api/manage/events", { method: "POST", cookie: door, json: {} });
    expect(create.status).toBe(403);
    const rental = await t.request("/api/manage/events/rental", { method: "POST", cookie: door, json: {} });
    expect(rental.status).toBe(403);
    expect((await t.request("/api/manage/events", { cookie: door })).status).toBe(403);
  });
});

describe("the admin Status page's figures and the metrics endpoint", () => {
  it("finds GET /api/admin/status among the walked routes, for admins only", () => {
    const status = endpoints.find((e) => e.method === "GET" && e.path === "/api/admin/status");
    expect(status && levelOf(status)).toBe("admin");
  });

  it.each(CALLERS)(
    "GET /metrics is refused to $name: a session never opens it, only the token does",
    async (caller) => {
      const cookie = cookies.get(caller.name);
      const response = await t.request("/metrics", cookie ? { cookie } : {});
      // Off without a configured token: no session, an admin's included, reads the metrics.
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("http_request_duration_seconds");
    },
  );
});
