import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { LIMITS } from "#domain/schemas/limits";
import { createApp } from "#server/app";
import { describeDialects } from "#server/testing/postgres";
import { TEST_ORIGIN, type TestApp } from "#server/testing/test-app";

/** A valid feedback body; override what the case is about. */
function buildFeedback(overrides: Partial<Record<"email" | "feedback", unknown>> = {}): Record<string, unknown> {
  return { email: "visitor@example.com", feedback: "The sound in section 104 was great.", ...overrides };
}

afterEach(() => {
  vi.useRealTimers();
});

describeDialects("feedback API", (open) => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await open();
    adminCookie = (await t.signedIn(["admin"])).cookie;
  });

  async function storedRows() {
    return t.ctx.db.selectFrom("feedback").selectAll().orderBy("created_at").execute();
  }

  function post(body: unknown) {
    return t.request("/api/feedback", { method: "POST", json: body });
  }

  it("stores trimmed values and lists them newest first for an admin", async () => {
    const before = await storedRows();
    // Distinct, known instants, later than anything else in this database.
    vi.useFakeTimers({ toFake: ["Date"] });
    const sent = [
      { at: "2099-03-01T18:00:00.000Z", email: "  first@example.com ", feedback: "  Loved the concert.\n" },
      { at: "2099-03-01T18:05:00.000Z", email: "second@example.com", feedback: "Parking took a while." },
      { at: "2099-03-02T09:30:00.000Z", email: "third@example.com\t", feedback: " Más señales, por favor. " },
    ];
    const ids: string[] = [];
    for (const item of sent) {
      vi.setSystemTime(new Date(item.at));
      const response = await post(buildFeedback({ email: item.email, feedback: item.feedback }));
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string };
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(body.id);
    }
    vi.useRealTimers();

    const rows = await storedRows();
    expect(rows).toHaveLength(before.length + 3);
    expect(rows.slice(-3)).toEqual([
      {
        id: ids[0],
        email: "first@example.com",
        feedback: "Loved the concert.",
        created_at: "2099-03-01T18:00:00.000Z",
      },
      {
        id: ids[1],
        email: "second@example.com",
        feedback: "Parking took a while.",
        created_at: "2099-03-01T18:05:00.000Z",
      },
      {
        id: ids[2],
        email: "third@example.com",
        feedback: "Más señales, por favor.",
        created_at: "2099-03-02T09:30:00.000Z",
      },
    ]);

    const response = await t.request("/api/feedback", { cookie: adminCookie });
    expect(response.status).toBe(200);
    const { feedback } = (await response.json()) as { feedback: unknown[] };
    expect(feedback).toHaveLength(before.length + 3);
    expect(feedback.slice(0, 3)).toEqual([
      {
        id: ids[2],
        email: "third@example.com",
        feedback: "Más señales, por favor.",
        createdAt: "2099-03-02T09:30:00.000Z",
      },
      {
        id: ids[1],
        email: "second@example.com",
        feedback: "Parking took a while.",
        createdAt: "2099-03-01T18:05:00.000Z",
      },
      { id: ids[0], email: "first@example.com", feedback: "Loved the concert.", createdAt: "2099-03-01T18:00:00.000Z" },
    ]);
  });

  it.each([
    ["both fields missing", {}, ["email", "feedback"]],
    ["the email missing", { feedback: "Nice venue" }, ["email"]],
    ["the feedback missing", { email: "visitor@example.com" }, ["feedback"]],
    ["both fields blank", buildFeedback({ email: "   ", feedback: " \n " }), ["email", "feedback"]],
    ["a blank feedback", buildFeedback({ feedback: "\t" }), ["feedback"]],
    ["a malformed email", buildFeedback({ email: "not-an-email" }), ["email"]],
    ["a feedback over the limit", buildFeedback({ feedback: "x".repeat(LIMITS.feedbackMax + 1) }), ["feedback"]],
    ["a field of the wrong type", buildFeedback({ feedback: 42 }), ["feedback"]],
  ])("refuses %s with validation_failed and stores nothing", async (_case, body, fields) => {
    const before = (await storedRows()).length;
    const response = await post(body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
    expect((await storedRows()).length).toBe(before);
  });

  it("names the problem of each field as a message key", async () => {
    const response = await post(buildFeedback({ email: "  ", feedback: "x".repeat(LIMITS.feedbackMax + 1) }));
    expect(await response.json()).toEqual({
      error: { code: "validation_failed", fields: { email: "validation.required", feedback: "validation.tooLong" } },
    });
    const malformed = await post(buildFeedback({ email: "not-an-email" }));
    expect(await malformed.json()).toEqual({
      error: { code: "validation_failed", fields: { email: "validation.email" } },
    });
  });

  it("answers a body that is not JSON with bad_request and stores nothing", async () => {
    const before = (await storedRows()).length;
    const response = await t.request("/api/feedback", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": "visitor@example.com", "feedback": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "bad_request" } });
    expect((await storedRows()).length).toBe(before);
  });

  it("refuses a cross-origin post and stores nothing", async () => {
    // t.request always sends our own Origin; this request is the one another site's page makes.
    const app = createApp(t.ctx, { distDir: "/nonexistent" });
    const before = (await storedRows()).length;
    const foreign: Record<string, string>[] = [
      { origin: "http://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const response = await app.request(`${TEST_ORIGIN}/api/feedback`, {
        method: "POST",
        headers: { ...headers, host: new URL(TEST_ORIGIN).host, "content-type": "application/json" },
        body: JSON.stringify(buildFeedback()),
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ error: { code: "forbidden", params: { reason: "cross_origin" } } });
    }
    expect((await storedRows()).length).toBe(before);
  });

  it("lets only admins read feedback", async () => {
    const anonymous = await t.request("/api/feedback");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: "unauthenticated" } });
    for (const roles of [[], ["event_manager"]] as const) {
      const { cookie } = await t.signedIn([...roles]);
      const response = await t.request("/api/feedback", { cookie });
      expect(response.status, `roles ${JSON.stringify(roles)}`).toBe(403);
      expect(await response.json()).toEqual({ error: { code: "forbidden" } });
    }
  });
});
