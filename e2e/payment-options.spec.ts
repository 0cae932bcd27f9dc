import { expect, type Locator, type Page, test } from "@playwright/test";
import type { SitePayments } from "#domain/schemas/site";
import { en } from "./fixtures";
import { signInDemo } from "./support/accounts";

/**
 * The payment step offers only the providers GET /api/site says are live. This server runs the
 * simulated card; here the site's answer is rewritten to show what a site without a live card
 * provider offers (Stripe itself is covered by stripe-checkout.spec.ts).
 */

test.describe.configure({ timeout: 60_000 });

interface BookableEvent {
  id: string;
  title: string;
}

/**
 * The site's configuration as the browser receives it, with other payment options. A page comes
 * with the configuration it was rendered with: its server-rendered state is left out, so the app
 * renders the page itself and asks /api/site, whose answer is rewritten.
 */
async function livePayments(page: Page, payments: SitePayments) {
  await page.route("**/api/site", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), payments } });
  });
  await page.route("**/box-office?*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/,
      "",
    );
    await route.fulfill({ response, body: html });
  });
}

/** Signs in, picks the nth available seat and holds it: the payment step opens. */
async function holdOneSeat(page: Page, nth: number): Promise<Locator> {
  await signInDemo(page.request, "guest");
  const response = await page.request.get("/api/events/bookable");
  const { events } = (await response.json()) as { events: BookableEvent[] };
  const event = events[8];
  if (!event) throw new Error("the seed has no bookable event #8");
  await page.goto(`/box-office?event=${encodeURIComponent(event.id)}`);
  await expect(page.getByRole("heading", { level: 2, name: event.title })).toBeVisible();
  const available = new RegExp(`, ${en.tickets.chart.status.available}$`);
  await page
    .getByRole("group", { name: en.tickets.chart.label })
    .getByRole("button", { name: available })
    .nth(nth)
    .click();
  await page.getByRole("button", { name: en.tickets.cart.proceed }).click();
  const dialog = page.getByRole("dialog", { name: en.tickets.checkout.title });
  await dialog.getByRole("button", { name: en.tickets.checkout.continue }).click();
  await expect(dialog.getByRole("heading", { name: en.tickets.payment.title, exact: true })).toBeVisible();
  await expect(dialog.getByRole("timer")).toBeVisible();
  return dialog;
}

test("without a live card provider, PayPal alone is offered and the site is not in test mode", async ({ page }) => {
  await livePayments(page, { card: null, paypal: true });
  const dialog = await holdOneSeat(page, 0);
  await expect(dialog.getByRole("radio", { name: en.tickets.payment.card })).toHaveCount(0);
  await expect(dialog.getByRole("radio", { name: en.tickets.payment.paypal })).toBeChecked();
  await expect(dialog.getByRole("button", { name: en.tickets.payment.paypalContinue })).toBeVisible();
  await expect(dialog.getByLabel(en.tickets.card.number)).toHaveCount(0);
  await expect(page.getByText(en.tickets.payment.testModeBanner)).toHaveCount(0);
  await dialog.getByRole("button", { name: en.common.close }).click();
});

test("with the card alone live, PayPal is not offered at all", async ({ page }) => {
  await livePayments(page, { card: "simulated", paypal: false });
  const dialog = await holdOneSeat(page, 9);
  await expect(dialog.getByRole("radio", { name: en.tickets.payment.card })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: en.tickets.payment.paypal })).toHaveCount(0);
  await expect(dialog.getByText(en.tickets.payment.paypal, { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel(en.tickets.card.number)).toBeVisible();
  await dialog.getByRole("button", { name: en.common.close }).click();
});

test("with no provider live at all, the payment step says payments are not available", async ({ page }) => {
  await livePayments(page, { card: null, paypal: false });
  // Another seat: one just given back cannot be held again by the same buyer at once.
  const dialog = await holdOneSeat(page, 5);
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText(en.tickets.payment.unavailableTitle);
  await expect(alert).toContainText(en.tickets.payment.unavailable);
  await expect(dialog.getByRole("radio")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: en.tickets.checkout.back })).toBeEnabled();
  await dialog.getByRole("button", { name: en.common.close }).click();
});
