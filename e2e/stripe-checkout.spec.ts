import { expect, type Locator, type Page, test } from "@playwright/test";
import { type Catalog, en, es, expectNoA11yViolations, signInAs } from "./fixtures";
import { signInDemo } from "./support/accounts";
import { seedEvent, shownTitle, zoomInto } from "./support/box-office";

/**
 * Card payments through Stripe Checkout, in the browser: the site runs with `CARD_PROVIDER=stripe`
 * against a local stand-in of Stripe (e2e/support/stripe-server.ts) whose hosted page has "Pay"
 * and "Back" buttons. Paying there sends the signed webhook to the site, which alone pays the
 * order; the buyer comes back to the box office. No test-mode banner: no simulated provider here.
 */

test.describe.configure({ timeout: 60_000 });

type SectionKey = keyof Catalog["tickets"]["sections"];
interface Seat {
  section: SectionKey;
  row: number;
  seat: number;
}
interface BookableEvent {
  id: string;
  title: string;
}

/** The catalog's {{name}} placeholders filled in, for building the exact texts a page will show. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function openBoxOffice(page: Page, event: BookableEvent, t: Catalog = en) {
  await page.goto(`/box-office?event=${encodeURIComponent(event.id)}`);
  await expect(page.getByRole("heading", { level: 2, name: shownTitle(event, t) })).toBeVisible();
  await expect(page.getByRole("group", { name: t.tickets.chart.label })).toBeVisible();
}

function seatButton(page: Page, s: Seat, t: Catalog = en): Locator {
  const [prefix = ""] = t.tickets.chart.seatLabel.split("{{price}}");
  const name = fill(prefix, { section: t.tickets.sections[s.section], row: s.row, seat: s.seat });
  return page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}`) });
}

/** Seats chosen, the checkout opened and Continue pressed: the server holds them. Returns the order's id. */
async function holdSeats(page: Page, seats: Seat[], t: Catalog = en): Promise<{ dialog: Locator; orderId: string }> {
  for (const s of seats) await seatButton(page, s, t).click();
  await page.getByRole("button", { name: t.tickets.cart.proceed }).click();
  const dialog = page.getByRole("dialog", { name: t.tickets.checkout.title });
  await expect(dialog).toBeVisible();
  const held = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: t.tickets.checkout.continue }).click();
  const response = await held;
  expect(response.status()).toBe(201);
  await expect(dialog.getByRole("heading", { name: t.tickets.payment.title, exact: true })).toBeVisible();
  await expect(dialog.getByRole("timer")).toBeVisible();
  return { dialog, orderId: ((await response.json()) as { order: { id: string } }).order.id };
}

/** A catalog text as a pattern, whatever its {{values}} became (amounts are formatted by locale). */
function pattern(template: string): RegExp {
  return new RegExp(
    `^${template
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join(".+")}$`,
  );
}

/** The payment step offers the card through Stripe: no card form on this site, a note and one button. */
async function expectStripeStep(dialog: Locator, t: Catalog = en) {
  await expect(dialog.getByRole("radio", { name: t.tickets.payment.card })).toBeChecked();
  await expect(dialog.getByText(pattern(t.tickets.payment.stripeNote))).toBeVisible();
  await expect(dialog.getByRole("button", { name: t.tickets.payment.stripeContinue })).toBeVisible();
  await expect(dialog.getByLabel(t.tickets.card.number)).toHaveCount(0);
  await expect(dialog.getByText(t.tickets.card.testModeTitle)).toHaveCount(0);
}

/** Pay by card: this tab goes to the stand-in's hosted page for the order's amount; answers its address. */
async function goToStripe(page: Page, dialog: Locator, amount: string, t: Catalog = en): Promise<string> {
  const started = page.waitForResponse((r) => /\/api\/orders\/[^/]+\/payments\/stripe$/.test(r.url()));
  await dialog.getByRole("button", { name: t.tickets.payment.stripeContinue }).click();
  expect((await started).status()).toBe(200);
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await expect(page.getByText(`Amount: ${amount} USD`)).toBeVisible();
  return page.url();
}

function returnNotice(page: Page, title: string): Locator {
  return page.getByRole("status").filter({ has: page.getByText(title, { exact: true }) });
}

function ticketCards(page: Page, event: BookableEvent): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: event.title, exact: true }) });
}

test("pays on Stripe's page, comes back to the paid order, and My Tickets lists the tickets", async ({
  page,
  baseURL,
}, testInfo) => {
  const event = await seedEvent(page, 1);
  const seats: Seat[] = [
    { section: "vip", row: 1, seat: 5 },
    { section: "vip", row: 1, seat: 6 },
  ];
  await signInDemo(page.request, "guest", baseURL);
  await openBoxOffice(page, event);
  // Only the simulated provider puts the site in test mode.
  await expect(page.getByText(en.tickets.payment.testModeBanner)).toHaveCount(0);

  const { dialog, orderId } = await holdSeats(page, seats);
  await expectStripeStep(dialog);
  await expect(dialog.getByText(fill(en.tickets.payment.stripeNote, { amount: "$300.00" }))).toBeVisible();
  await expectNoA11yViolations(page, "the Stripe payment step");
  await page.screenshot({ path: testInfo.outputPath("stripe-step.png") });
  await goToStripe(page, dialog, "300.00");

  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/box-office\\?payment=success&order=${escapeRegExp(orderId)}$`));
  const notice = returnNotice(page, en.tickets.paymentReturn.successTitle);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(en.tickets.paymentReturn.success);
  // The order is paid on the server (by the webhook), and its seats are sold.
  const order = await page.request.get(`/api/orders/${encodeURIComponent(orderId)}`);
  expect(((await order.json()) as { order: { status: string } }).order.status).toBe("paid");
  await expect(page.getByRole("heading", { level: 2, name: event.title })).toBeVisible();
  for (const s of seats) await expect(seatButton(page, s)).toHaveAccessibleName(/, occupied$/);
  // Back from a paid payment the checkout does not reopen.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoA11yViolations(page, "the box office back from Stripe");

  await notice.getByRole("link", { name: en.tickets.checkout.viewTickets }).click();
  await expect(page).toHaveURL(/\/my-tickets$/);
  await expect(page.getByRole("heading", { level: 1, name: en.tickets.myTickets.title })).toBeVisible();
  const cards = ticketCards(page, event);
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expect(card).toContainText(en.tickets.myTickets.status.completed);
});

test("Back on Stripe's page keeps the hold with its countdown; paying again waits for Stripe's confirmation", async ({
  page,
  baseURL,
}, testInfo) => {
  const event = await seedEvent(page, 2);
  const seat: Seat = { section: "general", row: 32, seat: 3 };
  await signInDemo(page.request, "guest", baseURL);
  await openBoxOffice(page, event);
  const { dialog, orderId } = await holdSeats(page, [seat]);
  await expectStripeStep(dialog);
  // By keyboard: the button is reached and pressed like any other.
  await dialog.getByRole("button", { name: en.tickets.payment.stripeContinue }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);

  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/box-office\\?payment=cancelled&order=${escapeRegExp(orderId)}$`));
  await expect(page.getByText(en.tickets.paymentReturn.cancelledHeld)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("cancelled.png") });
  // The checkout reopens on the same hold, with the time really left.
  const resumed = page.getByRole("dialog", { name: en.tickets.checkout.title });
  await expect(resumed.getByRole("heading", { name: en.tickets.resume.title })).toBeVisible();
  await expect(resumed.getByRole("timer")).toHaveText(/^(10:00|0?9:\d\d)$/);
  await expectStripeStep(resumed);

  // This time Stripe's confirmation comes after the buyer is back: the page waits for it.
  const stripePage = await goToStripe(page, resumed, "25.00");
  await page.getByRole("button", { name: "Pay, confirm later" }).click();
  await expect(page).toHaveURL(/\/box-office\?payment=success&order=/);
  const confirming = returnNotice(page, en.tickets.paymentReturn.waitingTitle);
  await expect(confirming).toBeVisible();
  await expect(confirming).toContainText(en.tickets.paymentReturn.waiting);
  await page.screenshot({ path: testInfo.outputPath("confirming.png") });
  // No checkout reopens meanwhile: the hold is being paid.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect((await page.request.post(`${stripePage}/deliver`)).status()).toBe(204);
  await expect(returnNotice(page, en.tickets.paymentReturn.successTitle)).toBeVisible();
  await expect(confirming).toHaveCount(0);
  await expect(seatButton(page, seat)).toHaveAccessibleName(/, occupied$/);
});

test.describe("on a phone, in Spanish and dark mode", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" });

  test("the Stripe payment step reads well and passes axe", async ({ page }, testInfo) => {
    const event = await seedEvent(page, 3);
    const seat: Seat = { section: "vip", row: 2, seat: 9 };
    await signInAs(page, "guest");
    // The stored preferences a returning visitor would have (the header's toggles sit in a menu
    // here), set before the next page's scripts run: the page open now may still be starting its
    // app, which stores the language it shows.
    await page.addInitScript(() => {
      localStorage.setItem("lang", "es");
      localStorage.setItem("theme", "dark");
    });
    await openBoxOffice(page, event, es);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // On a phone the chart opens on the whole house: zoom into VIP first.
    await zoomInto(page, "vip", es);
    const { dialog } = await holdSeats(page, [seat], es);
    await expectStripeStep(dialog, es);
    await expectNoA11yViolations(page, "the Stripe payment step on a phone");
    await page.screenshot({ path: testInfo.outputPath("stripe-step-phone-es-dark.png") });
  });
});
