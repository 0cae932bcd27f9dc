import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { totpCode } from "#server/testing/totp";
import {
  type Catalog,
  DB_FILE,
  DEMO_PASSWORD,
  DEMO_USERS,
  en,
  es,
  expectNoA11yViolations,
  expectToast,
  openAuthDialog,
} from "./fixtures";
import { type Account, createVerifiedAccount } from "./support/accounts";

/**
 * Two-step sign-in and passkeys as people use them: a new admin's first staff visit sets up an
 * authenticator app, later sign-ins ask for its code (or a recovery code), and door staff sign in
 * on a phone with a passkey (Chromium's virtual authenticator).
 */

const DOOR_STAFF = "door@example.com";
const SHOTS = "test-results/two-factor";

async function shoot(page: Page, name: string) {
  for (const dark of [false, true]) {
    await page.emulateMedia({ colorScheme: dark ? "dark" : "light" });
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await page.screenshot({ path: `${SHOTS}/${name}-${dark ? "dark" : "light"}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

async function passwordStep(page: Page, account: Account, t: Catalog) {
  const dialog = await openAuthDialog(page, t);
  await dialog.getByLabel(t.auth.email, { exact: true }).fill(account.email);
  await dialog.getByLabel(t.auth.password, { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: t.auth.signInButton, exact: true }).click();
  await expect(dialog.getByRole("heading", { name: t.auth.twoFactor.title })).toBeVisible();
  return dialog;
}

test.describe.configure({ mode: "serial", timeout: 90_000 });

let secret = "";
let adminAccount: Account = { name: "", email: "", password: "" };
let recoveryCodes: string[] = [];

test("an admin's first staff visit sets up an authenticator app, then the staff page opens", async ({
  page,
  baseURL,
}) => {
  // A new admin, as the operator makes one: an account, then the role from the command line.
  const admin = await createVerifiedAccount(page.request, baseURL ?? "", { name: "Avery Admin", prefix: "admin-2fa" });
  execFileSync("npx", ["tsx", "src/server/scripts/user-role.ts", admin.email, "admin"], {
    env: { ...process.env, NODE_ENV: "test", DATA_DIR: path.dirname(DB_FILE) },
    stdio: "pipe",
  });
  adminAccount = admin;
  // A new sign-in, so the role is read at once (a running server remembers a session's roles for a minute).
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: admin.email, password: admin.password },
    headers: { origin: baseURL ?? "" },
  });
  expect(signIn.status()).toBe(200);
  await page.goto("/");
  await expect(page.getByRole("button", { name: en.nav.account })).toBeVisible();

  await page.goto("/event-manager");
  await expect(page).toHaveURL(/\/account\/security\?next=%2Fevent-manager$/);
  await expect(page.getByRole("heading", { name: en.security.staffRequired.enrolTitle })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "enrol-required-390-en");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The server refuses the staff API just as the page does.
  const refused = await page.request.get("/api/feedback");
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("two_factor_required");

  await page.getByRole("button", { name: en.security.twoFactor.start }).click();
  await page.getByLabel(en.security.twoFactor.password).fill("not the password");
  await page.getByRole("button", { name: en.security.twoFactor.continue }).click();
  await expect(page.getByText(en.auth.provider.INVALID_PASSWORD)).toBeVisible();
  await page.getByLabel(en.security.twoFactor.password).fill(adminAccount.password);
  await page.getByRole("button", { name: en.security.twoFactor.continue }).click();

  await expect(page.getByRole("img", { name: en.security.twoFactor.qrLabel })).toBeVisible();
  secret = ((await page.getByTestId("totp-key").textContent()) ?? "").replace(/\s/g, "");
  recoveryCodes = await page
    .getByRole("list", { name: en.security.twoFactor.recoveryCode })
    .getByRole("listitem")
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expectNoA11yViolations(page, "account security, setting up");
  await shoot(page, "setup-1280-en");

  // A wrong code turns nothing on and says why.
  const code = page.getByLabel(en.security.twoFactor.code, { exact: true });
  await code.fill(totpCode(secret, Date.now() - 5 * 60_000));
  await page.getByRole("button", { name: en.security.twoFactor.confirm }).click();
  await expect(page.getByText(en.auth.provider.INVALID_CODE)).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole("button", { name: en.security.twoFactor.confirm }).click();
  await expectToast(page, en.security.twoFactor.enabledTitle);

  await expect(page.getByText(en.security.twoFactor.on)).toBeVisible();
  await page.getByRole("link", { name: en.security.staffRequired.continue }).click();
  await expect(page).toHaveURL(/\/event-manager$/);
  expect((await page.request.get("/api/feedback")).status()).toBe(200);
});

test("signing in asks for the app's code; a wrong one is refused with a clear message", async ({ page }) => {
  test.skip(!secret, "needs the app set up by the journey before");
  await page.goto("/");
  const dialog = await passwordStep(page, adminAccount, en);
  await expectNoA11yViolations(page, "sign-in, code step");
  await page.screenshot({ path: `${SHOTS}/code-step-1280-en.png` });
  const field = dialog.getByLabel(en.auth.twoFactor.code, { exact: true });
  await field.fill("12345");
  await field.press("Enter");
  await expect(dialog.getByText(en.auth.provider.INVALID_CODE)).toBeVisible();
  await field.fill(totpCode(secret, Date.now() - 5 * 60_000));
  await field.press("Enter");
  await expect(dialog.getByText(en.auth.provider.INVALID_CODE)).toBeVisible();
  await field.fill(totpCode(secret));
  await dialog.getByRole("button", { name: en.auth.twoFactor.verify }).click();
  await expectToast(page, en.auth.welcomeBackTitle);
  await page.goto("/feedback-manager");
  await expect(page).toHaveURL(/\/feedback-manager$/);
});

test("with a lost phone, a recovery code signs in, in Spanish", async ({ page }) => {
  test.skip(recoveryCodes.length === 0, "needs the app set up by the journey before");
  await page.addInitScript(() => localStorage.setItem("lang", "es"));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const dialog = await passwordStep(page, adminAccount, es);
  await dialog.getByRole("button", { name: es.auth.twoFactor.useRecovery }).click();
  const field = dialog.getByLabel(es.auth.twoFactor.recoveryCode, { exact: true });
  await expect(field).toBeFocused();
  await field.fill("not-a-code");
  await field.press("Enter");
  await expect(dialog.getByText(es.auth.provider.INVALID_BACKUP_CODE)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/recovery-step-390-es.png` });
  await field.fill(recoveryCodes[0] ?? "");
  await field.press("Enter");
  await expectToast(page, es.auth.welcomeBackTitle);
  await page.goto("/account/security");
  await expect(page.getByRole("heading", { level: 1, name: es.security.title })).toBeVisible();
  await expect(page.getByText(es.security.twoFactor.on)).toBeVisible();
  await expectNoA11yViolations(page, "seguridad de la cuenta");
  await shoot(page, "security-390-es");
});

test("door staff add a passkey on their phone and sign in with it to the door", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // Signed in once with the password, the phone gets a passkey.
  await page.goto("/");
  const dialog = await openAuthDialog(page);
  await dialog.getByLabel(en.auth.email, { exact: true }).fill(DOOR_STAFF);
  await dialog.getByLabel(en.auth.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: en.auth.signInButton, exact: true }).click();
  await expectToast(page, en.auth.welcomeBackTitle);
  await page.goto("/account/security");
  await expect(page.getByText(en.security.passkeys.none)).toBeVisible();
  await page.getByLabel(en.security.passkeys.name).fill("Door phone");
  await page.getByRole("button", { name: en.security.passkeys.add }).click();
  await expectToast(page, en.security.passkeys.addedTitle);
  await expect(page.getByRole("list", { name: en.security.passkeys.listLabel })).toContainText("Door phone");
  await shoot(page, "passkeys-390-en");

  // Signed out, the passkey alone signs them in; the door opens, nothing else of staff's.
  await page.context().clearCookies();
  await page.goto("/");
  const again = await openAuthDialog(page);
  await again.getByRole("button", { name: en.auth.passkey.signIn }).click();
  await expectToast(page, en.auth.welcomeBackTitle);
  await page.goto("/check-in");
  await expect(page.getByRole("heading", { level: 1, name: en.door.title })).toBeVisible();
  expect((await page.request.get("/api/manage/events")).status()).toBe(403);

  // A removed passkey no longer signs in.
  await page.goto("/account/security");
  await page.getByRole("button", { name: en.security.passkeys.remove.replace("{{name}}", "Door phone") }).click();
  await expectToast(page, en.security.passkeys.removedTitle);
  await expect(page.getByText(en.security.passkeys.none)).toBeVisible();
  await page.context().clearCookies();
  await page.goto("/");
  const last = await openAuthDialog(page);
  await last.getByRole("button", { name: en.auth.passkey.signIn }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: en.auth.signInFailedTitle })).toBeVisible();
});

test("a passkey signs in in Spanish too", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.addInitScript(() => localStorage.setItem("lang", "es"));
  await page.goto("/");
  const dialog = await openAuthDialog(page, es);
  await dialog.getByLabel(es.auth.email, { exact: true }).fill(DEMO_USERS.guest);
  await dialog.getByLabel(es.auth.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: es.auth.signInButton, exact: true }).click();
  await expectToast(page, es.auth.welcomeBackTitle);
  await page.goto("/account/security");
  await page.getByRole("button", { name: es.security.passkeys.add }).click();
  await expectToast(page, es.security.passkeys.addedTitle);
  await page.context().clearCookies();
  await page.goto("/");
  const again = await openAuthDialog(page, es);
  await expectNoA11yViolations(page, "diálogo con llave de acceso");
  await again.getByRole("button", { name: es.auth.passkey.signIn }).click();
  await expectToast(page, es.auth.welcomeBackTitle);
  await page.goto("/account/security");
  await expect(page.getByRole("list", { name: es.security.passkeys.listLabel })).toContainText(
    es.security.passkeys.unnamed,
  );
  // Tidy: the guest's passkey goes, so other journeys find the account as the seed made it.
  await page
    .getByRole("button", { name: es.security.passkeys.remove.replace("{{name}}", es.security.passkeys.unnamed) })
    .click();
  await expectToast(page, es.security.passkeys.removedTitle);
});
