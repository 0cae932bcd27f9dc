import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMISSION_LIMITS } from "#domain/schemas/submissions";
import { describeDialects } from "#server/testing/postgres";
import { createTestApp, TEST_ORIGIN, type TestApp } from "#server/testing/test-app";
import { buildSignUp, errorOf, outboxFor } from "./submissions.test-kit";

/** The token of the unsubscribe link in a welcome mail, checked to be our own page's link. */
function unsubscribeTokenIn(text: string): string {
  const match = text.match(/(\S+\/newsletter\?unsubscribe=)(\S+)/);
  expect(match?.[1]).toBe(`${TEST_ORIGIN}/newsletter?unsubscribe=`);
  return decodeURIComponent(match?.[2] ?? "");
}

describeDialects("newsletter", (open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });

  const rowsFor = (email: string) =>
    t.ctx.db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).execute();
  const signUp = (body: unknown, init: { cookie?: string } = {}) =>
    t.request("/api/newsletter", { method: "POST", json: body, ...init });
  const unsubscribe = (token: unknown) => t.request("/api/newsletter/unsubscribe", { method: "POST", json: { token } });

  /** The token of the confirmation link in the sign-up's mail, checked to be our own page's link. */
  function confirmTokenIn(text: string): string {
    const match = text.match(/(\S+\/newsletter\?confirm=)(\S+)/);
    expect(match?.[1]).toBe(`${TEST_ORIGIN}/newsletter?confirm=`);
    return decodeURIComponent(match?.[2] ?? "");
  }
  const confirm = (token: unknown) => t.request("/api/newsletter/confirm", { method: "POST", json: { token } });

  it("signs up pending, confirms by the mailed link, welcomes with one-click unsubscribe, and unsubscribes", async () => {
    const body = buildSignUp({ email: "  Sam.Fan@Example.com " });
    const response = await signUp(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });

    const [row] = await rowsFor("sam.fan@example.com");
    expect(row).toMatchObject({
      name: "Sam Subscriber",
      interests: "Concerts and basketball",
      language: "en",
      unsubscribed_at: null,
      confirmed_at: null,
    });
    expect(row?.unsubscribe_token.length).toBeGreaterThanOrEqual(32);

    // Pending: only the confirmation is sent; the address is on no list an admin exports.
    let mails = await outboxFor(t, "sam.fan@example.com");
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your subscription to the Bridgeland Arena newsletter"]);
    expect(mails[0]?.headers).toBeNull();
    const admin = await t.signedIn(["admin"]);
    const csv = await (await t.request("/api/admin/subscribers.csv", { cookie: admin.cookie })).text();
    expect(csv).not.toContain("sam.fan@example.com");

    const confirmToken = confirmTokenIn(mails[0]?.text_body ?? "");
    expect(confirmToken).toBe(row?.confirm_token);
    expect((await confirm("not-a-real-token-at-all")).status).toBe(404);
    const confirmed = await confirm(confirmToken);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: "sam.fan@example.com" });
    const [after] = await rowsFor("sam.fan@example.com");
    expect(after?.confirmed_at).toMatch(/Z$/);
    expect(after?.confirm_token).toBeNull();
    // The link followed again: not found (it is used up), and no second welcome.
    expect((await confirm(confirmToken)).status).toBe(404);
    expect(await (await t.request("/api/admin/subscribers.csv", { cookie: admin.cookie })).text()).toContain(
      "sam.fan@example.com",
    );

    mails = await outboxFor(t, "sam.fan@example.com");
    expect(mails.map((m) => m.subject)).toEqual([
      "Confirm your subscription to the Bridgeland Arena newsletter",
      "Welcome to the Bridgeland Arena newsletter",
    ]);
    const welcome = mails[1];
    const token = unsubscribeTokenIn(welcome?.text_body ?? "");
    expect(token).toBe(row?.unsubscribe_token);
    const headers = JSON.parse(welcome?.headers ?? "{}") as Record<string, string>;
    expect(headers).toEqual({
      "List-Unsubscribe": `<${TEST_ORIGIN}/api/newsletter/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // A person opening the one-click address is sent to the page that asks first; nothing changes.
    const oneClick = `/api/newsletter/unsubscribe/${token}`;
    const opened = await t.request(oneClick);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/newsletter?unsubscribe=${token}`);
    expect((await rowsFor("sam.fan@example.com"))[0]?.unsubscribed_at).toBeNull();

    // The mail program's one-click POST, from its own servers: no cookie, a form body.
    const app = t.request;
    const posted = await app(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    const [gone] = await rowsFor("sam.fan@example.com");
    expect(gone?.unsubscribed_at).toMatch(/Z$/);
    expect((await app("/api/newsletter/unsubscribe/no-such-token-here", { method: "POST" })).status).toBe(404);

    // A second click on the page's button is fine and keeps the first date.
    const again = await unsubscribe(token);
    expect(again.status).toBe(200);
    expect((await rowsFor("sam.fan@example.com"))[0]?.unsubscribed_at).toBe(gone?.unsubscribed_at);
  });

  it("welcomes a second sign-up without a second row or mail, and keeps the first details", async () => {
    const body = buildSignUp({ name: "First Name" });
    expect((await signUp(body)).status).toBe(201);
    const again = await signUp({ ...body, name: "Someone Else", email: (body.email as string).toUpperCase() });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true });
    const rows = await rowsFor(body.email as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("First Name");
    expect(await outboxFor(t, body.email as string)).toHaveLength(1);
  });

  it("leaves one row when the same address signs up many times at once", async () => {
    const body = buildSignUp();
    const responses = await Promise.all(Array.from({ length: 8 }, () => signUp(body)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await rowsFor(body.email as string)).toHaveLength(1);
    expect(await outboxFor(t, body.email as string)).toHaveLength(1);
  });

  it("re-subscribes an address that had unsubscribed, with its new details and language", async () => {
    const body = buildSignUp({ interests: "" });
    await signUp(body);
    const [first] = await rowsFor(body.email as string);
    expect(first?.interests).toBeNull();
    await unsubscribe(first?.unsubscribe_token);

    const back = await signUp({ ...body, name: "Sam Again", interests: "Conciertos" }, { cookie: "lang=es" });
    expect(back.status).toBe(201);
    const rows = await rowsFor(body.email as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Sam Again",
      interests: "Conciertos",
      language: "es",
      unsubscribed_at: null,
      unsubscribe_token: first?.unsubscribe_token,
    });
    const mails = await outboxFor(t, body.email as string);
    // Back on the list waiting for a new confirmation, asked in the new language.
    expect(rows[0]?.confirmed_at).toBeNull();
    expect(mails.map((m) => m.subject)).toEqual([
      "Confirm your subscription to the Bridgeland Arena newsletter",
      "Confirme su suscripción al boletín de Bridgeland Arena",
    ]);
    expect(confirmTokenIn(mails[1]?.text_body ?? "")).toBe(rows[0]?.confirm_token);
  });

  it("keeps the language to the two the site speaks (a database check)", async () => {
    const insert = t.ctx.db
      .insertInto("newsletter_subscribers")
      .values({
        id: crypto.randomUUID(),
        name: "Pierre",
        email: "pierre@example.com",
        interests: null,
        language: "fr" as "en",
        unsubscribe_token: crypto.randomUUID(),
        subscribed_at: new Date().toISOString(),
        unsubscribed_at: null,
      })
      .execute();
    await expect(insert).rejects.toThrow(/CHECK constraint failed|violates check constraint/);
  });

  it("drops a filled-in honeypot silently", async () => {
    const body = buildSignUp({ website: "buy-now.example" });
    const response = await signUp(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await rowsFor(body.email as string)).toEqual([]);
    expect(await outboxFor(t, body.email as string)).toEqual([]);
  });

  it.each([
    ["name and email missing", {}, ["email", "name"]],
    ["a blank name", { name: " " }, ["name"]],
    ["a blank email", { email: "" }, ["email"]],
    ["a malformed email", { email: "sam@@example.com" }, ["email"]],
    ["an email over the limit", { email: `${"a".repeat(SUBMISSION_LIMITS.emailMax)}@example.com` }, ["email"]],
    ["a name over the limit", { name: "n".repeat(SUBMISSION_LIMITS.nameMax + 1) }, ["name"]],
    ["interests over the limit", { interests: "i".repeat(SUBMISSION_LIMITS.interestsMax + 1) }, ["interests"]],
    ["interests of the wrong type", { interests: ["music"] }, ["interests"]],
  ])("refuses a sign-up with %s", async (_case, overrides, fields) => {
    const body = Object.keys(overrides).length ? buildSignUp(overrides) : {};
    const response = await signUp(body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
  });

  it.each([
    ["an unknown token", "no-such-token", 404, "not_found"],
    ["a blank token", "  ", 400, "validation_failed"],
    ["an overlong token", "t".repeat(SUBMISSION_LIMITS.unsubscribeTokenMax + 1), 400, "validation_failed"],
    ["no token", undefined, 400, "validation_failed"],
  ])("refuses to unsubscribe with %s", async (_case, token, status, code) => {
    const response = await unsubscribe(token);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).code).toBe(code);
  });
});

describe("the per-client rate limit on the newsletter", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: "development", SEED_DEMO: "false" } });
  });
  afterAll(() => t.close());

  it("lets five sign-ups through in ten minutes, then answers rate_limited", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await t.request("/api/newsletter", { method: "POST", json: buildSignUp() });
      expect(response.status).toBe(201);
    }
    const refused = await t.request("/api/newsletter", { method: "POST", json: buildSignUp() });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe("rate_limited");
  });
});
