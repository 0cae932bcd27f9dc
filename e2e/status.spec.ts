import { expect, type Page, test } from "@playwright/test";
import { en, es, expectNoA11yViolations, expectNoToasts, signInAs } from "./fixtures";

const SHOTS = process.env.STATUS_SHOTS;

/** Every figure of the page, each with its chart, and readiness. */
async function expectBoard(page: Page, t: typeof en) {
  await expect(page.getByRole("heading", { level: 1, name: t.status.title })).toBeVisible();
  for (const figure of Object.values(t.status.figures)) {
    await expect(page.getByRole("heading", { level: 2, name: figure.title, exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: new RegExp(`^${figure.title}`) })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: `${t.status.ready.title}: ${t.status.ready.yes}` })).toBeVisible();
  await expect(page.getByText(t.status.ready.values.current)).toBeVisible();
}

test("a guest is turned away, and never asks for the figures", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/admin/status") calls.push(request.url());
  });
  await signInAs(page, "guest");
  await page.getByRole("button", { name: en.nav.account }).click();
  await expect(page.getByRole("menuitem", { name: en.nav.status })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.goto("/status");
  await expect(page.getByRole("heading", { level: 1, name: en.status.accessDeniedTitle })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: en.status.accessDenied })).toBeVisible();
  await expectNoA11yViolations(page, "status, access denied");
  expect(calls).toEqual([]);
});

test("an admin opens Status from the account menu by keyboard and watches it live", async ({ page }) => {
  await signInAs(page, "admin");
  // The page takes input once the app has taken it over.
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrating");
  const menu = page.getByRole("button", { name: en.nav.account });
  const link = page.getByRole("menuitem", { name: en.nav.status });
  await expect(async () => {
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/status$/);
  await expectBoard(page, en);
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "status (en, light)");

  // Live: the page reads the figures again by itself, and the outbox shows the mail just queued.
  const first = await page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/status", {
    timeout: 15_000,
  });
  expect(first.status()).toBe(200);
  expect(first.headers()["x-request-id"]).toBeTruthy();
});

for (const [language, t] of [
  ["en", en],
  ["es", es],
] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`reads in ${language}, ${theme}, at 390 and 1280 px`, async ({ page }) => {
      await signInAs(page, "admin");
      await page.addInitScript(
        ([lang, dark]) => {
          localStorage.setItem("lang", lang);
          localStorage.setItem("theme", dark);
        },
        [language, theme] as const,
      );
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/status");
        await expectBoard(page, t);
        // Nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/status-${language}-${theme}-${width}.png`, fullPage: true });
      }
      await expectNoA11yViolations(page, `status (${language}, ${theme})`);
    });
  }
}
