import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { anonymous } from "#domain/permissions";
import type { AppEnv } from "#server/context";
import { memoryCounters } from "#server/platform/counters";
import { silentLogger } from "#server/platform/logger";
import { errorBody, handleError } from "./errors";
import { type RateLimitOptions, rateLimit } from "./rate-limit";

const development = { env: "development", trustProxy: true } as const;

/** A tiny app behind the limit; the caller's account comes from an `x-user` header. */
function appWith(limit: ReturnType<typeof rateLimit>) {
  return new Hono<AppEnv>()
    .onError(handleError(silentLogger))
    .use("*", async (c, next) => {
      const userId = c.req.header("x-user") ?? null;
      c.set("actor", userId ? { userId, roles: [] } : anonymous);
      await next();
    })
    .post("/hold", limit, (c) => c.json({ ok: true }));
}

function send(app: ReturnType<typeof appWith>, from: { address: string; user?: string }) {
  const headers: Record<string, string> = { "x-forwarded-for": from.address };
  if (from.user) headers["x-user"] = from.user;
  return app.request("/hold", { method: "POST", headers });
}

const options: RateLimitOptions = { name: "holds", max: 3, windowMs: 60_000 };

describe("rateLimit", () => {
  it("answers the request past the limit 429 with Retry-After, per client address", async () => {
    const app = appWith(rateLimit({ config: development, counters: memoryCounters() }, options));
    for (let i = 0; i < 3; i++) expect((await send(app, { address: "203.0.113.1" })).status).toBe(200);
    const refused = await send(app, { address: "203.0.113.1" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(errorBody("rate_limited", { limit: "holds" }));
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await send(app, { address: "203.0.113.2" })).status).toBe(200);
  });

  it("counts per account when asked, from any address; a caller without one by address", async () => {
    const app = appWith(rateLimit({ config: development, counters: memoryCounters() }, { ...options, per: "account" }));
    for (let i = 0; i < 3; i++) expect((await send(app, { address: `198.51.100.${i}`, user: "u1" })).status).toBe(200);
    expect((await send(app, { address: "198.51.100.9", user: "u1" })).status).toBe(429);
    expect((await send(app, { address: "198.51.100.9", user: "u2" })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await send(app, { address: "192.0.2.1" })).status).toBe(200);
    expect((await send(app, { address: "192.0.2.1" })).status).toBe(429);
  });

  it("shares one count between apps on the same counters, as instances on one database do", async () => {
    const counters = memoryCounters();
    const first = appWith(rateLimit({ config: development, counters }, options));
    const second = appWith(rateLimit({ config: development, counters }, options));
    expect((await send(first, { address: "203.0.113.5" })).status).toBe(200);
    expect((await send(second, { address: "203.0.113.5" })).status).toBe(200);
    expect((await send(first, { address: "203.0.113.5" })).status).toBe(200);
    expect((await send(second, { address: "203.0.113.5" })).status).toBe(429);
  });

  it("keeps counts of its own when given only the configuration, and is off in the test environment", async () => {
    const own = appWith(rateLimit(development, options));
    for (let i = 0; i < 3; i++) expect((await send(own, { address: "203.0.113.7" })).status).toBe(200);
    expect((await send(own, { address: "203.0.113.7" })).status).toBe(429);

    const off = appWith(rateLimit({ env: "test", trustProxy: true }, options));
    for (let i = 0; i < 10; i++) expect((await send(off, { address: "203.0.113.7" })).status).toBe(200);
  });
});
