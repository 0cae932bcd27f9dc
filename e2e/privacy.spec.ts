import { expect, type Page, test } from "@playwright/test";
import { en, es, expectNoA11yViolations, expectToast } from "./fixtures";
import { createVerifiedAccount } from "./support/accounts";

const PASSWORD = "a long privacy passphrase";
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A new, verified account signed in in this page: sign-up (with its proof-of-work), the mailed link, sign-in. */
async function newAccount(page: Page, name: string): Promise<string> {
  const origin = test.info().project.use.baseURL ?? "";
  const { email } = await createVerifiedAccount(page.request, origin, { name, password: PASSWORD, prefix: "privacy" });
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return email;
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("downloads one's data and deletes the account from My Account, in English", async ({ page }) => {
  const email = await newAccount(page, "Priya Export");
  await page.goto("/");
  await page.getByRole("button", { name: en.nav.account }).click();
  await page.getByRole("menuitem", { name: en.nav.myAccount }).click();
  await expect(page.getByRole("heading", { level: 1, name: en.legal.account.title })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoA11yViolations(page, "/account (en)");
  await shoot(page, "account-en-light-1280");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: en.legal.account.export.button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bridgeland-arena-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()));
  expect(data.account.email).toBe(email);
  await expectToast(page, en.legal.account.export.doneTitle);

  // Deleting needs the confirmation ticked.
  await page.getByRole("button", { name: en.legal.account.delete.button }).click();
  await expect(page.getByRole("main").getByText(en.legal.account.delete.confirmRequired)).toBeVisible();
  await page.getByLabel(en.legal.account.delete.password).fill(PASSWORD);
  await page.getByRole("checkbox", { name: en.legal.account.delete.confirm }).check();
  await page.getByRole("button", { name: en.legal.account.delete.button }).click();
  await expectToast(page, en.legal.account.delete.doneTitle);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: en.nav.signIn, exact: true })).toBeVisible();
  expect((await page.request.get("/api/my/data")).status()).toBe(401);
});

test("the same in Spanish, dark, on a phone: a wrong password is refused, then the account goes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  // The app starts after the first paint: the language is set before any page script runs.
  await page.addInitScript(() => localStorage.setItem("lang", "es"));
  await newAccount(page, "Pablo Borrar");
  await page.goto("/account");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: es.legal.account.title })).toBeVisible();
  await expectNoA11yViolations(page, "/account (es)");
  await shoot(page, "account-es-dark-390");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: es.legal.account.export.button }).click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);

  await page.getByLabel(es.legal.account.delete.password).fill("not the password");
  await page.getByRole("checkbox", { name: es.legal.account.delete.confirm }).check();
  await page.getByRole("button", { name: es.legal.account.delete.button }).click();
  await expect(page.getByRole("main").getByText(es.legal.account.delete.wrongPassword)).toBeVisible();
  await shoot(page, "account-es-dark-390-wrong-password");
  await expectNoA11yViolations(page, "/account (es, wrong password)");

  await page.getByLabel(es.legal.account.delete.password).fill(PASSWORD);
  await page.getByRole("button", { name: es.legal.account.delete.button }).click();
  await expectToast(page, es.legal.account.delete.doneTitle);
  await expect(page).toHaveURL(/\/$/);
});
