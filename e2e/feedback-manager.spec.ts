import { expect, type Page, test } from "@playwright/test";
import { formatVenueDay } from "#domain/date-format";
import { en, es, expectNoA11yViolations, expectNoToasts, signInAs, switchToSpanish, uniqueEmail } from "./fixtures";

const fm = en.tours.feedbackManager;

async function expectAccessDenied(page: Page) {
  await page.goto("/feedback-manager");
  await expect(page.getByRole("heading", { level: 1, name: fm.accessDeniedTitle })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: fm.accessDenied })).toBeVisible();
  await expect(page.getByRole("heading", { name: fm.title })).toHaveCount(0);
}

test("signed-out visitors and signed-in users are turned away", async ({ page }) => {
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/feedback" && request.method() === "GET")
      listCalls.push(request.url());
  });

  await expectAccessDenied(page);
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "feedback manager, access denied (en)");
  await switchToSpanish(page);
  await expect(page.getByRole("heading", { level: 1, name: es.tours.feedbackManager.accessDeniedTitle })).toBeVisible();
  await expect(page.getByText(es.tours.feedbackManager.accessDenied)).toBeVisible();
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "feedback manager, access denied (es)");

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await signInAs(page, "guest");
  await expect(page.getByRole("menuitem", { name: en.nav.viewFeedback })).toHaveCount(0);
  await expectAccessDenied(page);
  // The list is never even asked for without the admin role.
  expect(listCalls).toEqual([]);
});

test("an admin reads feedback newest first, in English and Spanish", async ({ page }) => {
  await signInAs(page, "admin");
  await page.getByRole("button", { name: en.nav.account }).click();
  await page.getByRole("menuitem", { name: en.nav.viewFeedback }).click();
  await expect(page).toHaveURL(/\/feedback-manager$/);
  await expect(page.getByRole("heading", { level: 1, name: fm.title })).toBeVisible();

  // A fresh database has none yet.
  await expect(page.getByRole("heading", { name: fm.emptyTitle })).toBeVisible();
  await expect(page.getByText(fm.empty)).toBeVisible();
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "feedback manager, empty (en)");

  const sent: { id: string; email: string; feedback: string }[] = [];
  for (const text of ["The parking crew was wonderful.", "Más letreros en el estacionamiento, por favor."]) {
    const email = uniqueEmail("fm");
    const response = await page.request.post("/api/feedback", { data: { email, feedback: text } });
    expect(response.status()).toBe(201);
    sent.push({ id: ((await response.json()) as { id: string }).id, email, feedback: text });
  }

  await page.reload();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(page.getByText("2 messages")).toBeVisible();
  const [older, newer] = sent as [(typeof sent)[0], (typeof sent)[0]];
  const today = new Date().toISOString();
  for (const [index, item] of [newer, older].entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { name: `Feedback #${item.id.slice(0, 8)}` })).toBeVisible();
    await expect(card.getByRole("link", { name: item.email })).toHaveAttribute("href", `mailto:${item.email}`);
    await expect(card.getByText(item.feedback)).toBeVisible();
    await expect(card.locator("time")).toHaveText(formatVenueDay(today, en.tours.formats.badge, "en"));
  }
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "feedback manager, list (en)");

  await switchToSpanish(page);
  await expect(page.getByRole("heading", { level: 1, name: es.tours.feedbackManager.title })).toBeVisible();
  await expect(cards.first().getByRole("heading", { name: `Comentario #${newer.id.slice(0, 8)}` })).toBeVisible();
  await expect(cards.first().locator("time")).toHaveText(formatVenueDay(today, es.tours.formats.badge, "es"));
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "feedback manager, list (es)");
});
