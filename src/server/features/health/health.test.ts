import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "#server/http/security-headers";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

/** `default-src 'self'; script-src 'self'` -> { "default-src": ["'self'"], ... } */
function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

describeDialects("health and the API's edges", (open, dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });

  it("reports the database and no pending migrations", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: "ok", database: { dialect, migrations: { pending: 0 } } });
    expect(body.database.migrations.applied).toBeGreaterThan(0);
    expect(body.database.migrations.latest).toEqual(expect.any(String));
  });

  it("is ready for traffic: database, migrations, storage and (on PostgreSQL) the relay; not while the relay is down", async () => {
    const ready = await t.request("/api/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({
      ready: true,
      checks: {
        database: "ok",
        migrations: "current",
        storage: "ok",
        relay: dialect === "postgres" ? "connected" : "none",
      },
    });
    if (dialect !== "postgres") return;
    const connected = t.ctx.relay.connected;
    t.ctx.relay.connected = () => false;
    try {
      const down = await t.request("/api/ready");
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ ready: false, checks: { relay: "disconnected" } });
    } finally {
      t.ctx.relay.connected = connected;
    }
  });

  it("answers an unknown API path with a JSON not_found", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await t.request("/api/no-such-endpoint", { method, ...(method === "POST" ? { json: {} } : {}) });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ error: { code: "not_found" } });
    }
  });

  it("sends the security headers, without HSTS outside production", async () => {
    const response = await t.request("/api/health");
    const csp = cspDirectives(response.headers.get("content-security-policy"));
    // WebAssembly may be compiled (the door scanner's QR reader); no script may be evaluated.
    expect(csp.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends the same headers on error answers", async () => {
    const response = await t.request("/api/no-such-endpoint");
    expect(cspDirectives(response.headers.get("content-security-policy")).get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("security headers in production", () => {
  it("add HSTS and upgrade-insecure-requests", async () => {
    const app = new Hono().use("*", securityHeaders({ isProduction: true })).get("/", (c) => c.text("ok"));
    const response = await app.request("http://localhost/");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(cspDirectives(response.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(true);
  });
});
