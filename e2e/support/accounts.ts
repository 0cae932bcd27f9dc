import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { solveChallenge } from "altcha-lib/v1";
import type { QueueChallenge } from "#domain/schemas/onsale";
import { BASE_URL } from "../../playwright.config";
import {
  type Catalog,
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoRole,
  en,
  expectToast,
  openAuthDialog,
  readOutbox,
  uniqueEmail,
} from "../fixtures";
import { completeSignIn } from "./two-factor";

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** The first web address in a mail's text. */
export function linkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `a link in:\n${text}`).toBeTruthy();
  return link as string;
}

/**
 * The sign-up's proof-of-work, solved as the sign-up form solves it in the browser: a fresh
 * challenge from the site, ALTCHA's own solver, the payload for the `X-Altcha` header.
 */
export async function signUpProof(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/sign-up/challenge");
  expect(response.ok(), `sign-up challenge: ${response.status()}`).toBe(true);
  const challenge = (await response.json()) as QueueChallenge;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber ?? 1_000_000,
  ).promise;
  expect(solution, "a solution of the sign-up challenge").toBeTruthy();
  const { algorithm, salt, signature } = challenge;
  const payload = { algorithm, challenge: challenge.challenge, number: solution?.number, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** `POST /api/auth/sign-up/email` as the sign-up form sends it: from the site's origin, with its proof. */
export async function signUpThroughApi(
  request: APIRequestContext,
  origin: string,
  account: { name: string; email: string; password: string },
) {
  return request.post("/api/auth/sign-up/email", {
    headers: { origin, "x-altcha": await signUpProof(request) },
    data: { ...account, callbackURL: "/?verified=1" },
  });
}

/**
 * A new account with a confirmed address: signed up through the auth API (as the sign-up form
 * does, from the site's own origin) and confirmed by following the link of the verification mail.
 * `request` keeps the session the confirmation opens; pass an isolated one to stay signed out.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  origin: string,
  { name = "Erin Endtoend", password = "bridgeland-e2e-9137", prefix = "e2e" } = {},
): Promise<Account> {
  const email = uniqueEmail(prefix);
  const signUp = await signUpThroughApi(request, origin, { name, email, password });
  expect(signUp.ok(), `sign-up of ${email}: ${signUp.status()} ${await signUp.text()}`).toBe(true);
  const mail = await readOutbox(email);
  expect(mail.subject).toBe(en.mail.verify.subject);
  const verified = await request.get(linkIn(mail.text_body));
  expect(verified.ok(), `verification of ${email}: ${verified.status()}`).toBe(true);
  return { name, email, password };
}

/** Fills the sign-in tab of an open Account Access dialog and submits it. */
export async function submitSignIn(dialog: Locator, email: string, password: string, t: Catalog = en) {
  await dialog.getByLabel(t.auth.email, { exact: true }).fill(email);
  await dialog.getByLabel(t.auth.password, { exact: true }).fill(password);
  await dialog.getByRole("button", { name: t.auth.signInButton, exact: true }).click();
}

/** Signs in with any account through the header's dialog and waits for the Account menu. */
export async function signInWith(page: Page, email: string, password: string, t: Catalog = en) {
  if (page.url() === "about:blank") await page.goto("/");
  const dialog = await openAuthDialog(page, t);
  await submitSignIn(dialog, email, password, t);
  await expectToast(page, t.auth.welcomeBackTitle, t.auth.welcomeBack);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("banner").getByRole("button", { name: t.nav.account })).toBeVisible();
}

/**
 * Signs an API client in, as the sign-in form does: from the site's own origin. A page's or a
 * context's `request` shares its cookies, so the browser is then signed in too.
 */
export async function signInThroughApi(api: APIRequestContext, email: string, password: string, origin: string) {
  const response = await api.post("/api/auth/sign-in/email", { data: { email, password }, headers: { origin } });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
  await completeSignIn(api, origin, email, password, await response.json());
}

/** Signs an API client in as a demo account, as a browser would: from the site's own origin. */
export async function signInDemo(api: APIRequestContext, role: DemoRole, origin: string = BASE_URL) {
  await signInThroughApi(api, DEMO_USERS[role], DEMO_PASSWORD, origin);
}
