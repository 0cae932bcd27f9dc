/**
 * A second factor at sign-in, through better-auth's two-factor plugin on the real app and both
 * databases: setting up an authenticator app, signing in with its code or a recovery code, and
 * staff routes that answer only sessions that passed it.
 */
import { beforeAll, expect, it } from "vitest";
import type { Me } from "#domain/schemas/auth";
import { buildUsers } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { cookieFrom, enrolTwoFactor, TEST_PASSWORD, type TestApp } from "#server/testing/test-app";
import { totpCode } from "#server/testing/totp";

/** A staff-only route (admins read feedback). */
const STAFF_ROUTE = "/api/feedback";

describeDialects("two-factor sign-in", (open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });

  async function signIn(email: string, password = TEST_PASSWORD) {
    const response = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    return { response, body: (await response.json()) as { twoFactorRedirect?: boolean }, cookie: cookieFrom(response) };
  }

  async function errorOf(response: Response) {
    return ((await response.json()) as { error?: { code: string; params?: { missing?: string } } }).error;
  }

  const me = async (cookie: string) => (await (await t.request("/api/me", { cookie })).json()) as Me;

  /** A signed-in account that becomes an admin without setting anything up. */
  async function adminWithoutApp() {
    const account = await t.signedIn();
    await t.ctx.db
      .insertInto("user_roles")
      .values({ user_id: account.userId, role: "admin", created_at: new Date().toISOString() })
      .execute();
    return account;
  }

  it("holds an admin's role back until an authenticator app is set up, then lets the session in", async () => {
    const { cookie } = await adminWithoutApp();
    const refused = await t.request(STAFF_ROUTE, { cookie });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: "two_factor_required", params: { missing: "enrol" } });
    const before = await me(cookie);
    expect(before.secondFactor).toEqual({ roles: ["admin"], missing: "enrol" });
    expect(before.abilities).not.toContain("feedback.read");
    expect(before.abilities).toContain("tickets.readOwn");

    // The password confirms; a wrong first code sets nothing up.
    const wrongPassword = await t.request("/api/auth/two-factor/enable", {
      method: "POST",
      cookie,
      json: { password: "not the password at all" },
    });
    expect(wrongPassword.status).toBe(400);
    const enabled = await t.request("/api/auth/two-factor/enable", {
      method: "POST",
      cookie,
      json: { password: TEST_PASSWORD },
    });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(backupCodes).toHaveLength(10);
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    const wrong = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie,
      json: { code: totpCode(secret, Date.now() - 10 * 60_000) },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe("INVALID_CODE");
    expect((await t.request(STAFF_ROUTE, { cookie })).status).toBe(403);

    const verified = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie,
      json: { code: totpCode(secret) },
    });
    expect(verified.status).toBe(200);
    const confirmed = cookieFrom(verified, cookie);
    expect((await t.request(STAFF_ROUTE, { cookie: confirmed })).status).toBe(200);
    const after = await me(confirmed);
    expect(after.secondFactor).toBeNull();
    expect(after.user?.twoFactorEnabled).toBe(true);
    // The session the set-up replaced is gone.
    expect((await me(cookie)).user).toBeNull();
  });

  it("asks for the app's code after the password, and only the code opens a session", async () => {
    const { email, totpSecret } = await t.signedIn(["admin"]);
    const { body, cookie: challenge } = await signIn(email);
    expect(body.twoFactorRedirect).toBe(true);
    // The password alone opened no session.
    expect((await me(challenge)).user).toBeNull();
    expect((await t.request(STAFF_ROUTE, { cookie: challenge })).status).toBe(401);

    const wrong = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie: challenge,
      json: { code: "000000" === totpCode(totpSecret ?? "") ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(401);
    const right = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie: challenge,
      json: { code: totpCode(totpSecret ?? ""), trustDevice: true },
    });
    expect(right.status).toBe(200);
    const session = cookieFrom(right, challenge);
    expect((await t.request(STAFF_ROUTE, { cookie: session })).status).toBe(200);
    // No device is remembered: the next sign-in asks for the code again.
    expect(right.headers.getSetCookie().some((c) => c.includes("trust_device"))).toBe(false);
    expect((await signIn(email)).body.twoFactorRedirect).toBe(true);
  });

  it("lets a lost phone be replaced by a recovery code, each code once", async () => {
    const { email, backupCodes = [] } = await t.signedIn(["event_manager"]);
    const [code] = backupCodes;
    const first = await signIn(email);
    const recovered = await t.request("/api/auth/two-factor/verify-backup-code", {
      method: "POST",
      cookie: first.cookie,
      json: { code },
    });
    expect(recovered.status).toBe(200);
    const session = cookieFrom(recovered, first.cookie);
    expect((await t.request("/api/manage/events", { cookie: session })).status).toBe(200);

    const second = await signIn(email);
    const reused = await t.request("/api/auth/two-factor/verify-backup-code", {
      method: "POST",
      cookie: second.cookie,
      json: { code },
    });
    expect(reused.status).toBe(401);
    expect((await me(second.cookie)).user).toBeNull();
  });

  it("refuses staff routes to a session that did not pass the code, until it is confirmed", async () => {
    // A session opened without the code (as a sign-in link or another provider would).
    const [manager] = await buildUsers(t.ctx, 1, ["event_manager"], { passed: false });
    const cookie = manager?.cookie ?? "";
    const refused = await t.request("/api/manage/events", { cookie });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: "two_factor_required", params: { missing: "verify" } });
    expect((await me(cookie)).secondFactor).toEqual({ roles: ["event_manager"], missing: "verify" });
  });

  it("confirms an open session with the app's code", async () => {
    const { cookie, userId } = await adminWithoutApp();
    const { totpSecret } = await enrolTwoFactor(t.request, cookie);
    // A new session of the same account that skipped the code.
    const auth = await t.ctx.auth.$context;
    const skipped = await auth.internalAdapter.createSession(userId);
    const cookieName = auth.authCookies.sessionToken.name;
    const { createHmac } = await import("node:crypto");
    // better-auth's signed cookie: token.base64(HMAC-SHA256(secret, token)).
    const signed = `${skipped.token}.${createHmac("sha256", auth.secret).update(skipped.token).digest("base64")}`;
    const open = `${cookieName}=${encodeURIComponent(signed)}`;
    expect((await t.request(STAFF_ROUTE, { cookie: open })).status).toBe(403);
    const confirmed = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie: open,
      json: { code: totpCode(totpSecret) },
    });
    expect(confirmed.status).toBe(200);
    expect((await t.request(STAFF_ROUTE, { cookie: open })).status).toBe(200);
  });

  it("is there for everyone: a buyer may set it up, and then signs in with a code", async () => {
    const { cookie, email } = await t.signedIn();
    const { totpSecret } = await enrolTwoFactor(t.request, cookie);
    expect((await me(cookie)).secondFactor).toBeNull();
    const { body, cookie: challenge } = await signIn(email);
    expect(body.twoFactorRedirect).toBe(true);
    const done = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie: challenge,
      json: { code: totpCode(totpSecret) },
    });
    expect(done.status).toBe(200);
    expect((await me(cookieFrom(done, challenge))).user?.email).toBe(email);
  });

  it("does not ask door staff for a second factor: they reach the door and nothing else", async () => {
    const { cookie } = await t.signedIn(["door_staff"]);
    expect((await t.request("/api/check-in/events", { cookie })).status).toBe(200);
    expect((await me(cookie)).secondFactor).toBeNull();
    expect((await t.request(STAFF_ROUTE, { cookie })).status).toBe(403);
  });
});
