import { expect, type Page, test } from "@playwright/test";
import {
  DEMO_USERS,
  en,
  es,
  expectToast,
  openAuthDialog,
  readOutbox,
  signInThroughDialog,
  switchToSpanish,
  toast,
  uniqueEmail,
} from "./fixtures";

const HOME = /^http:\/\/[^/]+\/$/;

async function openAccountMenu(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: en.nav.account }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

test.describe("account access", () => {
  test("sign up → verify e-mail → signed in → account menu → sign out", async ({ page }) => {
    const email = uniqueEmail("signup");
    const password = "bridgeland-e2e-9137";

    await page.goto("/");
    const dialog = await openAuthDialog(page);
    await dialog.getByRole("tab", { name: en.auth.signUpTab }).click();
    await expect(dialog.getByRole("tab", { name: en.auth.signUpTab })).toHaveAttribute("aria-selected", "true");

    await dialog.getByLabel(en.auth.fullName, { exact: true }).fill("Erin Endtoend");
    await dialog.getByLabel(en.auth.email, { exact: true }).fill(email);
    await dialog.getByLabel(en.auth.password, { exact: true }).fill(password);
    await dialog.getByLabel(en.auth.confirmPassword, { exact: true }).fill(`${password}-typo`);

    // The terms link opens /terms in a new tab.
    const termsLink = dialog.getByRole("link", { name: new RegExp(en.auth.termsLink) });
    await expect(termsLink).toHaveAttribute("href", "/terms");
    await expect(termsLink).toHaveAttribute("target", "_blank");

    // Create Account stays disabled until the terms are accepted.
    const create = dialog.getByRole("button", { name: en.auth.signUpButton });
    await expect(create).toBeDisabled();
    const terms = dialog.getByRole("checkbox", { name: new RegExp(en.auth.acceptTermsBefore) });
    await terms.click();
    await expect(terms).toBeChecked();
    await expect(create).toBeEnabled();

    // Mismatched passwords: a toast, and the dialog stays open.
    await create.click();
    await expectToast(page, en.auth.passwordMismatchTitle, en.auth.passwordMismatch);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel(en.auth.confirmPassword, { exact: true }).fill(password);
    await create.click();
    await expectToast(page, en.auth.accountCreatedTitle, en.auth.accountCreated);
    // The mismatch no longer applies: its toast has gone with the success.
    await expect(toast(page, en.auth.passwordMismatchTitle)).toHaveCount(0);
    await expect(dialog).toBeHidden();
    // Not signed in until the address is verified.
    await expect(page.getByRole("banner").getByRole("button", { name: en.nav.signIn, exact: true })).toBeVisible();

    // The verification mail, in English, carries the link.
    const mail = await readOutbox(email);
    expect(mail.subject).toBe(en.mail.verify.subject);
    const link = mail.text_body.match(/https?:\/\/\S+/)?.[0];
    expect(link, `a link in:\n${mail.text_body}`).toBeTruthy();

    await page.goto(link as string);
    await expect(page).toHaveURL(HOME);
    await expectToast(page, en.auth.emailVerifiedTitle, en.auth.emailVerified);
    await expect(page.getByRole("banner").getByRole("button", { name: en.nav.account })).toBeVisible();

    // Sign out from another page to prove the redirect home.
    await page.goto("/privacy");
    const menu = await openAccountMenu(page);
    await expect(menu).toContainText(email);
    await expect(menu.getByRole("menuitem", { name: en.nav.myTickets })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: en.nav.signOut })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: en.nav.manageEvents })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: en.nav.viewFeedback })).toHaveCount(0);

    await menu.getByRole("menuitem", { name: en.nav.signOut }).click();
    await expectToast(page, en.auth.signedOutTitle, en.auth.signedOut);
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole("banner").getByRole("button", { name: en.nav.signIn, exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: en.nav.account })).toHaveCount(0);

    // The session really ended on the server.
    const me = await (await page.request.get("/api/me")).json();
    expect(me.user).toBeNull();
  });

  test("a wrong password is refused with the provider message", async ({ page }) => {
    await page.goto("/");
    const dialog = await openAuthDialog(page);
    await dialog.getByLabel(en.auth.email, { exact: true }).fill(DEMO_USERS.guest);
    await dialog.getByLabel(en.auth.password, { exact: true }).fill("not-the-password");
    await dialog.getByRole("button", { name: en.auth.signInButton, exact: true }).click();
    await expectToast(page, en.auth.signInFailedTitle, en.auth.provider.INVALID_EMAIL_OR_PASSWORD);
    await expect(dialog).toBeVisible();
  });

  test("an admin's menu has Manage Events and View Feedback", async ({ page }) => {
    await signInThroughDialog(page, "admin");
    // The welcome toast sits below the fixed header instead of covering the Account menu.
    const header = await page.getByRole("banner").boundingBox();
    const welcome = toast(page, en.auth.welcomeBackTitle).first();
    await expect
      .poll(async () => (await welcome.boundingBox())?.y ?? Number.NaN)
      .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("menuitem", { name: en.nav.myTickets })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: en.nav.manageEvents })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: en.nav.viewFeedback })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: en.nav.signOut })).toBeVisible();

    await menu.getByRole("menuitem", { name: en.nav.viewFeedback }).click();
    await expect(page).toHaveURL(/\/feedback-manager$/);
  });

  test("a manager's menu has Manage Events but not View Feedback", async ({ page }) => {
    await signInThroughDialog(page, "manager");
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("menuitem", { name: en.nav.manageEvents })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: en.nav.viewFeedback })).toHaveCount(0);

    await menu.getByRole("menuitem", { name: en.nav.manageEvents }).click();
    await expect(page).toHaveURL(/\/event-manager$/);
  });

  test("Google sign-in, when not configured, is not offered", async ({ page }) => {
    await page.goto("/");
    const dialog = await openAuthDialog(page);
    await expect(dialog.getByRole("button", { name: en.auth.signInButton, exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: en.auth.google })).toHaveCount(0);
    await expect(dialog.getByText(en.auth.orContinueWith, { exact: true })).toHaveCount(0);
  });

  test("sign-up validation speaks Spanish", async ({ page }) => {
    await page.goto("/");
    await switchToSpanish(page);
    const dialog = await openAuthDialog(page, es);
    await dialog.getByRole("tab", { name: es.auth.signUpTab }).click();
    await dialog.getByLabel(es.auth.fullName, { exact: true }).fill("Elena Prueba");
    await dialog.getByLabel(es.auth.email, { exact: true }).fill(uniqueEmail("es"));
    await dialog.getByLabel(es.auth.password, { exact: true }).fill("bridgeland-e2e-9137");
    await dialog.getByLabel(es.auth.confirmPassword, { exact: true }).fill("bridgeland-e2e-0000");
    const create = dialog.getByRole("button", { name: es.auth.signUpButton });
    await expect(create).toBeDisabled();
    await dialog.getByRole("checkbox", { name: new RegExp(es.auth.acceptTermsBefore) }).click();
    await create.click();
    await expectToast(page, es.auth.passwordMismatchTitle, es.auth.passwordMismatch);
    await expect(dialog).toBeVisible();
  });
});
