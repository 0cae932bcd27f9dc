import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RESET_PASSWORD_LANDING } from "#domain/schemas/auth";
import { LIMITS } from "#domain/schemas/limits";
import { createApp } from "#server/app";
import { allowedOrigins } from "#server/platform/origins";
import { describeDialects } from "#server/testing/postgres";
import { TEST_ORIGIN, TEST_PASSWORD, type TestApp } from "#server/testing/test-app";

const TEN_MB = 10 * 1024 * 1024;

afterEach(() => {
  vi.restoreAllMocks();
});

describeDialects("names and request bodies are bounded on every route", (open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });

  const newEmail = () => `name-${crypto.randomUUID()}@example.com`;

  function signUp(name: string, email = newEmail()) {
    return t.signUp({ name, email, password: TEST_PASSWORD });
  }

  function profilesWith(email: string) {
    return t.ctx.db.selectFrom("profiles").selectAll().where("email", "=", email).execute();
  }

  async function nameOf(userId: string): Promise<string> {
    const row = await t.ctx.db
      .selectFrom("profiles")
      .select("full_name")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    return row.full_name ?? "";
  }

  it.each([
    ["101 characters", "a".repeat(LIMITS.nameMax + 1), "validation.tooLong"],
    ["100 characters padded with a space", ` ${"a".repeat(LIMITS.nameMax)}`, "validation.tooLong"],
    ["a blank name", "   ", "validation.required"],
  ])("refuses a sign-up name of %s and creates nothing", async (_label, name, message) => {
    const email = newEmail();
    const response = await signUp(name, email);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_NAME", message });
    expect(await profilesWith(email)).toEqual([]);
  });

  it("signs up with a name of exactly 100 characters", async () => {
    const email = newEmail();
    expect((await signUp("a".repeat(LIMITS.nameMax), email)).status).toBe(200);
    expect((await profilesWith(email))[0]?.full_name).toBe("a".repeat(LIMITS.nameMax));
  });

  it("bounds a profile's new name the same way", async () => {
    const { cookie, userId } = await t.signedIn();
    const before = await nameOf(userId);
    const update = (name: unknown) => t.request("/api/auth/update-user", { method: "POST", cookie, json: { name } });

    for (const [name, message] of [
      ["b".repeat(LIMITS.nameMax + 1), "validation.tooLong"],
      ["  ", "validation.required"],
      [null, "validation.required"],
    ] as const) {
      const refused = await update(name);
      expect(refused.status, String(name)).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "INVALID_NAME", message });
    }
    expect(await nameOf(userId)).toBe(before);

    expect((await update("c".repeat(LIMITS.nameMax))).status).toBe(200);
    expect(await nameOf(userId)).toBe("c".repeat(LIMITS.nameMax));
  });

  it("answers a 10 MB name with 413 before better-auth reads it, and stores nothing", async () => {
    const email = newEmail();
    const response = await signUp("n".repeat(TEN_MB), email);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "payload_too_large" } });
    expect(await profilesWith(email)).toEqual([]);

    const { cookie, userId } = await t.signedIn();
    const before = await nameOf(userId);
    const update = await t.request("/api/auth/update-user", {
      method: "POST",
      cookie,
      json: { name: "n".repeat(TEN_MB) },
    });
    expect(update.status).toBe(413);
    expect(await nameOf(userId)).toBe(before);
  });

  it("answers an oversized body with 413 whether or not it declares its length", async () => {
    const body = JSON.stringify({ email: "a@b.co", feedback: "x".repeat(100 * 1024) });
    const declared: Record<string, string>[] = [{}, { "content-length": String(Buffer.byteLength(body)) }];
    for (const headers of declared) {
      const response = await t.request("/api/feedback", {
        method: "POST",
        body,
        headers: { ...headers, "content-type": "application/json" },
      });
      expect(response.status, JSON.stringify(headers)).toBe(413);
      expect(await response.json()).toEqual({ error: { code: "payload_too_large" } });
    }
    const sign = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email: "a@b.co", password: "p".repeat(100 * 1024) }),
      headers: { "content-type": "application/json" },
    });
    expect(sign.status).toBe(413);
  });
});

describe("allowedOrigins", () => {
  it.each([
    [
      "a loopback origin outside production: its aliases on the same port",
      { publicUrl: "http://localhost:3000", isProduction: false },
      ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"],
    ],
    [
      "127.0.0.1 outside production",
      { publicUrl: "http://127.0.0.1:8080", isProduction: false },
      ["http://127.0.0.1:8080", "http://localhost:8080", "http://[::1]:8080"],
    ],
    [
      "the default port",
      { publicUrl: "http://localhost", isProduction: false },
      ["http://localhost", "http://127.0.0.1", "http://[::1]"],
    ],
    [
      "production: only the configured origin",
      { publicUrl: "http://localhost:3000", isProduction: true },
      ["http://localhost:3000"],
    ],
    [
      "a named host outside production: no aliases",
      { publicUrl: "https://arena.example.com", isProduction: false },
      ["https://arena.example.com"],
    ],
  ])("%s", (_label, config, origins) => {
    expect(allowedOrigins(config)).toEqual(origins);
  });
});

describeDialects("the loopback aliases of the configured origin", (open) => {
  /** A request as a browser at `origin` sends it. */
  function fromPage(t: TestApp, origin: string, pathname: string, body: unknown) {
    const app = createApp(t.ctx, { distDir: "/nonexistent" });
    return app.request(`${origin}${pathname}`, {
      method: "POST",
      headers: { origin, host: new URL(origin).host, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  const feedback = { email: "visitor@example.com", feedback: "Lovely venue." };

  it("signs in and takes state changes from 127.0.0.1 and [::1] outside production", async () => {
    const t = await open();
    const { email } = await t.signedIn();
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000", TEST_ORIGIN]) {
      const signIn = await fromPage(t, origin, "/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
      expect(signIn.status, origin).toBe(200);
      expect((await fromPage(t, origin, "/api/feedback", feedback)).status, origin).toBe(201);
    }
    for (const origin of ["http://127.0.0.1:4000", "http://evil.example"]) {
      const signIn = await fromPage(t, origin, "/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
      expect(signIn.status, origin).toBe(403);
      expect(await signIn.json()).toMatchObject({ code: "INVALID_ORIGIN" });
    }
  });

  it("takes only the configured origin in production", async () => {
    const t = await open({ NODE_ENV: "production", TICKET_SIGNING_KEY: "k".repeat(43) });
    const { email } = await t.signedIn();
    const loopback = await fromPage(t, "http://127.0.0.1:3000", "/api/auth/sign-in/email", {
      email,
      password: TEST_PASSWORD,
    });
    expect(loopback.status).toBe(403);
    expect(await loopback.json()).toMatchObject({ code: "INVALID_ORIGIN" });
    // Even a page whose origin matches the Host it claims is not ours in production.
    const api = await fromPage(t, "http://127.0.0.1:3000", "/api/feedback", feedback);
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: { code: "forbidden", params: { reason: "cross_origin" } } });
    expect((await fromPage(t, TEST_ORIGIN, "/api/feedback", feedback)).status).toBe(201);
  });
});

describeDialects("verification and reset links stay out of the production log", (open) => {
  /** Every log line of the case, as text. */
  function captureLog(t: TestApp) {
    const lines: string[] = [];
    for (const level of ["debug", "info", "warn", "error"] as const) {
      vi.spyOn(t.ctx.logger, level).mockImplementation((message, fields) => {
        lines.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`);
      });
    }
    return lines;
  }

  async function mailFlows(t: TestApp) {
    const email = `logged-${crypto.randomUUID()}@example.com`;
    const signUp = await t.signUp({ name: "Cy Log", email, password: TEST_PASSWORD });
    expect(signUp.status).toBe(200);
    const reset = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: RESET_PASSWORD_LANDING },
    });
    expect(reset.status).toBe(200);
    // The outbox keeps both links either way.
    const bodies = await vi.waitFor(async () => {
      const rows = await t.ctx.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("to_address", "=", email)
        .execute();
      if (rows.length < 2) throw new Error("waiting for the reset mail");
      return rows.map((row) => row.text_body).join("\n");
    });
    expect(bodies).toMatch(/\/api\/auth\/verify-email\?token=/);
    expect(bodies).toMatch(/\/api\/auth\/reset-password\/\S+/);
    // Without SMTP the mail worker delivers them to the log.
    await t.mailWorker.deliverDue();
  }

  it("logs only that a mail was queued in production", async () => {
    const t = await open({ NODE_ENV: "production", TICKET_SIGNING_KEY: "k".repeat(43) });
    const lines = captureLog(t);
    await mailFlows(t);
    const log = lines.join("\n");
    expect(log).not.toMatch(/verify-email|reset-password\/|token=/);
    expect(lines.filter((line) => line.startsWith("info mail queued (outbox only)"))).toHaveLength(2);
  });

  it("logs the mail, link included, outside production, so a developer can follow it", async () => {
    const t = await open();
    const lines = captureLog(t);
    await mailFlows(t);
    const log = lines.join("\n");
    expect(log).toMatch(/verify-email\?token=/);
    expect(log).toMatch(/reset-password\//);
  });
});
