import { beforeAll, expect, it, vi } from "vitest";
import { translate } from "#domain/i18n/translate";
import { RESET_PASSWORD_LANDING } from "#domain/schemas/auth";
import { describeDialects } from "#server/testing/postgres";
import { TEST_ORIGIN, TEST_PASSWORD, type TestApp } from "#server/testing/test-app";

const NEW_PASSWORD = "a brand new passphrase";
const RESET_LINK = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/;
const SAME_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
};

/** `Set-Cookie` headers -> a `Cookie` header. */
function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describeDialects("password reset by mail", (open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });

  function requestReset(email: string, cookie?: string) {
    return t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: RESET_PASSWORD_LANDING },
      ...(cookie ? { cookie } : {}),
    });
  }

  function resetPassword(token: string, newPassword: string) {
    return t.request("/api/auth/reset-password", { method: "POST", json: { token, newPassword } });
  }

  function signIn(email: string, password: string) {
    return t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
  }

  function mailsTo(address: string) {
    return t.ctx.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", address).orderBy("id").execute();
  }

  /** The reset mail is written to the outbox after the answer (see auth.ts): wait for it. */
  async function resetMailTo(address: string) {
    return vi.waitFor(
      async () => {
        const mail = (await mailsTo(address)).findLast((m) => RESET_LINK.test(m.text_body));
        if (!mail) throw new Error(`no reset mail to ${address} yet`);
        return mail;
      },
      { timeout: 5_000, interval: 20 },
    );
  }

  /** Follows the mail's link as a browser would: better-auth checks the token and sends it on. */
  async function tokenFromMail(address: string): Promise<string> {
    const link = new URL((await resetMailTo(address)).text_body.match(RESET_LINK)?.[0] ?? "");
    expect(link.origin).toBe(TEST_ORIGIN);
    const landed = await t.request(`${link.pathname}${link.search}`, { redirect: "manual" });
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get("location") ?? "", TEST_ORIGIN);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/`);
    expect(location.searchParams.get("reset")).toBe("1");
    return location.searchParams.get("token") ?? "";
  }

  it("answers a known and an unknown address alike, and mails only the known one", async () => {
    const { email } = await t.signedIn();
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    const known = await requestReset(email);
    const stranger = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(await known.json()).toEqual(SAME_ANSWER);
    expect(await stranger.json()).toEqual(SAME_ANSWER);

    const mail = await resetMailTo(email);
    expect(mail.subject).toBe(translate("en", "mail.resetPassword.subject"));
    // The site's HTML mail with its text part: the title, then the greeting.
    expect(mail.text_body).toMatch(/^Reset your password\n\nHello Test User \d+,/);
    expect(mail.html_body).toContain("Choose a new password");
    // Queued; the mail worker delivers it (without SMTP, to the log).
    await t.mailWorker.deliverDue();
    expect((await resetMailTo(email)).status).toBe("logged");
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it("sets a new password from the mailed link, once, and ends every old session", async () => {
    const { email, cookie: oldSession } = await t.signedIn();
    expect((await requestReset(email)).status).toBe(200);
    const token = await tokenFromMail(email);
    expect(token).not.toBe("");

    // Refused passwords leave the link usable.
    const common = await resetPassword(token, "password123");
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ code: "WEAK_PASSWORD", message: "validation.passwordCommon" });
    const short = await resetPassword(token, "x7#kQ2z");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: "WEAK_PASSWORD", message: "validation.passwordTooShort" });

    const reset = await resetPassword(token, NEW_PASSWORD);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });

    expect((await signIn(email, TEST_PASSWORD)).status).toBe(401);
    const signedIn = await signIn(email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(cookieOf(signedIn)).toContain("arena.session_token=");
    // The session from before the reset is gone: whoever had it is signed out.
    const me = await t.request("/api/me", { cookie: oldSession });
    expect(((await me.json()) as { user: unknown }).user).toBeNull();

    const again = await resetPassword(token, "yet another passphrase");
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("sends a bad link back to the site with an error, and refuses a forged token", async () => {
    const landed = await t.request(
      `/api/auth/reset-password/not-a-real-token?callbackURL=${encodeURIComponent(RESET_PASSWORD_LANDING)}`,
      { redirect: "manual" },
    );
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get("location") ?? "", TEST_ORIGIN);
    expect(location.pathname).toBe("/");
    expect(location.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(location.searchParams.get("token")).toBeNull();

    const forged = await resetPassword("not-a-real-token", NEW_PASSWORD);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("refuses a link that lands on another site", async () => {
    const { email } = await t.signedIn();
    const response = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "https://evil.example/steal" },
    });
    expect(response.status).toBe(403);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("writes the mail in the language of the page that asked", async () => {
    const { email } = await t.signedIn();
    expect((await requestReset(email, "lang=es")).status).toBe(200);
    const mail = await resetMailTo(email);
    expect(mail.subject).toBe(translate("es", "mail.resetPassword.subject"));
    expect(mail.text_body).toMatch(/^Restablezca su contraseña\n\nHola, Test User \d+:/);
    expect(mail.html_body).toContain('lang="es-US"');
  });

  it("verifies the address of an account that never followed its verification link", async () => {
    const email = `unverified-${crypto.randomUUID()}@example.com`;
    const signUp = await t.signUp({ name: "Bo Reyes", email, password: TEST_PASSWORD });
    expect(signUp.status).toBe(200);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(403);
    expect((await requestReset(email)).status).toBe(200);
    expect((await resetPassword(await tokenFromMail(email), NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a common password when a signed-in user changes theirs", async () => {
    const { email, cookie } = await t.signedIn();
    const change = (newPassword: string) =>
      t.request("/api/auth/change-password", {
        method: "POST",
        cookie,
        json: { currentPassword: TEST_PASSWORD, newPassword },
      });
    const common = await change("Password123");
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ code: "WEAK_PASSWORD", message: "validation.passwordCommon" });
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);

    expect((await change(NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });
});

describeDialects("password reset requests are rate limited", (open) => {
  it("answers the fourth request of a minute from one address with 429", async () => {
    // Rate limits are off in the test environment; this app runs as in development, behind a
    // trusted proxy, so the address is this case's own (better-auth keeps its counts per process).
    const t = await open({ NODE_ENV: "development", TRUST_PROXY: "true" });
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const request = (email: string) =>
      t.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email, redirectTo: RESET_PASSWORD_LANDING },
        headers: { "x-forwarded-for": address },
      });
    for (let i = 0; i < 3; i++) expect((await request(`someone-${i}@example.com`)).status).toBe(200);
    const fourth = await request("someone-else@example.com");
    expect(fourth.status).toBe(429);
  });
});
