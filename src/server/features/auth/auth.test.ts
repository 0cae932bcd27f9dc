import { beforeAll, expect, it } from "vitest";
import { translate } from "#domain/i18n/translate";
import { describeDialects } from "#server/testing/postgres";
import { TEST_ORIGIN, type TestApp } from "#server/testing/test-app";

const PASSWORD = "correct horse battery staple";
const VERIFY_LINK = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/;

let counter = 0;
/** A sign-up body with an address no other case uses. */
function buildSignUp(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    name: "Ana López",
    email: `ana.${counter}.${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    ...overrides,
  };
}

/** `Set-Cookie` headers -> a `Cookie` header. */
function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describeDialects("accounts through better-auth", (open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });

  function signUp(body: ReturnType<typeof buildSignUp>, cookie?: string) {
    return t.signUp(body, cookie ? { cookie } : {});
  }

  function signIn(email: string, password = PASSWORD) {
    return t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
  }

  function mailsTo(address: string) {
    return t.ctx.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", address).orderBy("id").execute();
  }

  function profilesWith(email: string) {
    return t.ctx.db.selectFrom("profiles").selectAll().where("email", "=", email).execute();
  }

  async function me(cookie?: string) {
    const response = await t.request("/api/me", cookie ? { cookie } : {});
    expect(response.status).toBe(200);
    return (await response.json()) as { user: { email: string; name: string; emailVerified: boolean } | null };
  }

  /** The path and query of the verification link in the latest mail to `address`. */
  async function verificationPath(address: string): Promise<string> {
    const mail = (await mailsTo(address)).findLast((m) => VERIFY_LINK.test(m.text_body));
    const link = mail?.text_body.match(VERIFY_LINK)?.[0];
    if (!link) throw new Error(`no verification link in ${JSON.stringify(mail)}`);
    const url = new URL(link);
    expect(url.origin).toBe(TEST_ORIGIN);
    return `${url.pathname}${url.search}`;
  }

  it("signs up, verifies the address from the mail, signs in and out", async () => {
    const account = buildSignUp();
    const signedUp = await signUp(account);
    expect(signedUp.status).toBe(200);
    // No session before the address is verified.
    expect(cookieOf(signedUp)).not.toContain("session_token");

    const [profile] = await profilesWith(account.email);
    expect(profile).toMatchObject({ email: account.email, full_name: "Ana López" });
    expect(Boolean(profile?.email_verified)).toBe(false);

    // Queued with the sign-up; the mail worker delivers it (without SMTP, to the log).
    await t.mailWorker.deliverDue();
    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: translate("en", "mail.verify.subject"), status: "logged" });
    expect(mails[0]?.text_body).toContain("Hello Ana López,");
    expect(mails[0]?.text_body).toMatch(VERIFY_LINK);

    const early = await signIn(account.email);
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(cookieOf(early)).not.toContain("session_token");

    const verified = await t.request(await verificationPath(account.email), { redirect: "manual" });
    expect(verified.status, await verified.clone().text()).toBe(302);
    expect(verified.headers.get("location")).toBe("/");
    expect(Boolean((await profilesWith(account.email))[0]?.email_verified)).toBe(true);

    const signedIn = await signIn(account.email);
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    expect(cookie).toContain("arena.session_token=");
    expect((await me(cookie)).user).toEqual({
      id: profile?.id,
      email: account.email,
      name: "Ana López",
      emailVerified: true,
      twoFactorEnabled: false,
    });

    const token = decodeURIComponent(cookie.match(/arena\.session_token=([^;]+)/)?.[1] ?? "").split(".")[0];
    const sessionTokens = async () =>
      (
        await t.ctx.db
          .selectFrom("sessions")
          .select("token")
          .where("user_id", "=", profile?.id ?? "")
          .execute()
      ).map((row) => row.token);
    expect(await sessionTokens()).toContain(token);

    const signedOut = await t.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(signedOut.status).toBe(200);
    // The old cookie no longer names a session: the server ended it, not just the browser.
    expect((await me(cookie)).user).toBeNull();
    expect(await sessionTokens()).not.toContain(token);
  });

  it("refuses a wrong password after verification", async () => {
    const account = buildSignUp();
    await signUp(account);
    await t.request(await verificationPath(account.email), { redirect: "manual" });
    const response = await signIn(account.email, "not the right passphrase");
    expect(response.status).toBe(401);
    expect(cookieOf(response)).not.toContain("session_token");
  });

  it("does not verify an address from a forged link", async () => {
    const account = buildSignUp();
    await signUp(account);
    const genuine = new URL(await verificationPath(account.email), TEST_ORIGIN);
    const token = genuine.searchParams.get("token") ?? "";
    const forged = `${token.slice(0, -4)}${token.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    const response = await t.request(`/api/auth/verify-email?token=${encodeURIComponent(forged)}`, {
      redirect: "manual",
    });
    expect(cookieOf(response)).not.toContain("session_token");
    expect(Boolean((await profilesWith(account.email))[0]?.email_verified)).toBe(false);
    expect((await signIn(account.email)).status).toBe(403);
  });

  it.each([
    ["a common password", "password123", "validation.passwordCommon"],
    ["a common password in other case", "Password123", "validation.passwordCommon"],
    ["a 7-character password", "x7#kQ2z", "validation.passwordTooShort"],
  ])("refuses %s and creates nothing", async (_case, password, message) => {
    const account = buildSignUp({ password });
    const response = await signUp(account);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "WEAK_PASSWORD", message });
    expect(await profilesWith(account.email)).toEqual([]);
    expect(await mailsTo(account.email)).toEqual([]);
  });

  it("accepts an 8-character password that is not common", async () => {
    const account = buildSignUp({ password: "x7#kQ2zA" });
    expect((await signUp(account)).status).toBe(200);
    expect(await profilesWith(account.email)).toHaveLength(1);
  });

  it("does not create a second profile for an address already signed up", async () => {
    const account = buildSignUp();
    expect((await signUp(account)).status).toBe(200);
    const again = await signUp({ ...account, name: "Someone Else", password: "another long passphrase" });
    // The same answer as a new sign-up, so the form does not reveal who has an account.
    expect(again.status).toBe(200);
    const answered = (await again.json()) as { user: { id: string } };
    const profiles = await profilesWith(account.email);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.id).not.toBe(answered.user.id);
    expect(profiles[0]?.full_name).toBe("Ana López");
    // The owner of the address is told someone tried.
    const last = (await mailsTo(account.email)).at(-1);
    expect(last?.subject).toBe(translate("en", "mail.existingAccount.subject"));
    // The first password still signs in once verified; the second one does not.
    await t.request(await verificationPath(account.email), { redirect: "manual" });
    expect((await signIn(account.email, "another long passphrase")).status).toBe(401);
    expect((await signIn(account.email)).status).toBe(200);
  });

  it("writes the verification mail in the visitor's language", async () => {
    const account = buildSignUp();
    expect((await signUp(account, "lang=es")).status).toBe(200);
    const [mail] = await mailsTo(account.email);
    expect(mail?.subject).toBe(translate("es", "mail.verify.subject"));
    expect(mail?.subject).not.toBe(translate("en", "mail.verify.subject"));
    expect(mail?.text_body).toContain("Hola, Ana López:");
    // HTML like every other mail, with the confirmation as its button.
    expect(mail?.html_body).toContain("Confirmar mi correo");
    expect(mail?.text_body).toMatch(VERIFY_LINK);
  });
});
