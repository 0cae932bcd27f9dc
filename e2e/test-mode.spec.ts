import { expect, type Page, test } from "@playwright/test";
import { type Catalog, en, es, expectNoA11yViolations, switchToSpanish } from "./fixtures";

/**
 * These journeys run with the simulated card provider, so every page says the site is in test
 * mode (the Stripe journeys' server, without it, shows no banner: stripe-checkout.spec.ts).
 */

function banner(page: Page, t: Catalog = en) {
  return page.getByRole("note").filter({ hasText: t.tickets.card.testModeTitle });
}

test("every page says the site is in test mode, in English and Spanish", async ({ page }) => {
  for (const path of ["/", "/calendar", "/box-office", "/information"]) {
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(en.tickets.payment.testModeBanner);
  }
  await switchToSpanish(page);
  await expect(banner(page, es)).toBeVisible();
  await expect(banner(page, es)).toContainText(es.tickets.payment.testModeBanner);
  // It is the first thing in the main content: read right after "skip to content".
  await expect(page.locator("main > :first-child")).toHaveAttribute("role", "note");
});

test.describe("on a phone in dark mode", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" });

  test("the banner fits the width and passes axe", async ({ page }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("/box-office");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(banner(page)).toBeVisible();
    // On a phone the short words, in one line: the door's screen keeps its height for the scanner.
    await expect(banner(page)).toContainText(en.tickets.payment.testModeShort);
    const box = await banner(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(box?.height).toBeLessThanOrEqual(36);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page, "the test-mode banner on a phone");
    await page.screenshot({ path: testInfo.outputPath("test-mode-banner-phone-dark.png") });
  });
});
