import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { en } from "#domain/i18n/en";
import { es } from "#domain/i18n/es";
import { completeSignIn, currentCode, ensureTwoFactor } from "./support/two-factor";

export { en, es };
export type Catalog = typeof en;

/** The server's database for this run (playwright.config.ts gives each port its own data folder). */
export const DB_FILE = path.resolve(".e2e-data", process.env.E2E_PORT ?? "3100", "arena.sqlite");

export const DEMO_PASSWORD = "arena-demo-2026";
export const DEMO_USERS = {
  admin: "admin@example.com",
  manager: "manager@example.com",
  guest: "guest@example.com",
  boxOffice: "window@example.com",
} as const;
export type DemoRole = keyof typeof DEMO_USERS;

export interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
}

function query<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** The latest mail written to the outbox for an address, waiting briefly for it to arrive. */
export async function readOutbox(email: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        mail = query<OutboxMail>(
          `select to_address, subject, text_body, created_at from mail_outbox
           where to_address = ? order by created_at desc, id desc limit 1`,
          email.toLowerCase(),
        );
        return mail !== undefined;
      },
      { message: `a mail to ${email} in the outbox` },
    )
    .toBe(true);
  return mail as OutboxMail;
}

/** How many rows a table holds (read-only, straight from the SQLite file). */
export function countRows(table: "feedback" | "profiles" | "mail_outbox"): number {
  return query<{ n: number }>(`select count(*) as n from ${table}`)?.n ?? 0;
}

/** A unique address per call, so journeys never collide with earlier runs or each other. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A sonner toast with the given title (and description), in the notifications region. */
export function toast(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ has: page.getByText(title, { exact: true }) });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const item = toast(page, title);
  await expect(item.first()).toBeVisible();
  if (description) await expect(item.first()).toContainText(description);
}

/** Waits until every toast has closed by itself (before an axe check of the page under it). */
export async function expectNoToasts(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}

/** The site language through the header toggle (English is the default for a fresh context). */
export async function switchToSpanish(page: Page) {
  await page.getByRole("button", { name: en.controls.switchToSpanish }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
}

/** The Account Access dialog, opened from the header. */
export async function openAuthDialog(page: Page, t: Catalog = en): Promise<Locator> {
  await page.getByRole("banner").getByRole("button", { name: t.nav.signIn, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t.auth.dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Signs a demo account in through the auth API, from the site's own origin as the sign-in form
 * does (the page's context keeps the session cookie), then shows a page signed in: the home page
 * on a fresh page, otherwise the open page reloaded. The dialog itself is the auth journeys' to
 * check (`signInThroughDialog`); every other journey skips its few seconds of typing.
 */
export async function signInAs(page: Page, role: DemoRole, password = DEMO_PASSWORD) {
  const fresh = page.url() === "about:blank";
  const origin = fresh ? test.info().project.use.baseURL : new URL(page.url()).origin;
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: DEMO_USERS[role], password },
    headers: { origin: origin ?? "" },
  });
  expect(response.status(), `sign-in of ${DEMO_USERS[role]}: ${await response.text()}`).toBe(200);
  await completeSignIn(page.request, origin ?? "", DEMO_USERS[role], password, await response.json());
  if (fresh) await page.goto("/");
  else await page.reload();
  await expect(page.getByRole("button", { name: en.nav.account })).toBeVisible();
}

/** Signs in with the header's dialog, as a visitor does, and waits for the Account menu. */
export async function signInThroughDialog(page: Page, role: DemoRole, password = DEMO_PASSWORD) {
  if (page.url() === "about:blank") await page.goto("/");
  const origin = new URL(page.url()).origin;
  const staff = role === "admin" || role === "manager";
  // Staff have their authenticator app set up (the first staff sign-in of a run sets it up).
  if (staff) await ensureTwoFactor(origin, DEMO_USERS[role], password);
  const dialog = await openAuthDialog(page);
  await dialog.getByLabel(en.auth.email, { exact: true }).fill(DEMO_USERS[role]);
  await dialog.getByLabel(en.auth.password, { exact: true }).fill(password);
  await dialog.getByRole("button", { name: en.auth.signInButton, exact: true }).click();
  if (staff) {
    await dialog.getByLabel(en.auth.twoFactor.code, { exact: true }).fill(currentCode(origin, DEMO_USERS[role]));
    await dialog.getByRole("button", { name: en.auth.twoFactor.verify, exact: true }).click();
  }
  await expectToast(page, en.auth.welcomeBackTitle, en.auth.welcomeBack);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: en.nav.account })).toBeVisible();
}

/** Axe with the WCAG 2.0/2.1 A and AA rules, once animations settle; prints each violation's id and targets on failure. */
export async function expectNoA11yViolations(page: Page, label = page.url()) {
  // Colours are judged as they settle: a toast or dialog mid-fade is partly transparent.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const report = results.violations
    .map((v) => {
      const targets = v.nodes.map(
        (n) => `    ${n.target.join(" ")}${n.failureSummary ? ` — ${n.failureSummary}` : ""}`,
      );
      return `${v.id} (${v.impact}): ${v.help}\n${targets.join("\n")}`;
    })
    .join("\n");
  expect(
    results.violations.map((v) => v.id),
    `axe violations on ${label}:\n${report}`,
  ).toEqual([]);
}
