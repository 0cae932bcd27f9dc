import { expect, type Page, type PlaywrightWorkerArgs, test } from "@playwright/test";
import { type Catalog, en, es, expectNoA11yViolations, expectToast, signInAs } from "./fixtures";
import { signInDemo } from "./support/accounts";
import { fill, openBoxOffice, payByCard, type Seat, seatButton, seedEvent } from "./support/box-office";

/**
 * A buyer enters a promo code in the box office, sees the discount in the cart's price details and
 * at checkout, pays exactly that, and opens the order's printable receipt from My Tickets — in
 * both languages and both themes, with axe checking each screen.
 */
test.describe.configure({ timeout: 90_000 });

/** A Premium seat of the full arena (rows 11-30, 25 seats a row), clear of the wheelchair spaces. */
const SEAT: Seat = { section: "premium", row: 12, seat: 18 };
const SHOTS = "test-results/pricing-shots";

/** An admin, in a client of their own, creates a 20% promo code for the event. */
async function createCode(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  eventId: string,
  code: string,
) {
  const admin = await playwright.request.newContext({ baseURL });
  await signInDemo(admin, "admin", baseURL);
  const response = await admin.post(`/api/admin/events/${eventId}/codes`, {
    data: { code, kind: "promo", percentOff: 20 },
    headers: { origin: baseURL },
  });
  expect([201, 409]).toContain(response.status());
  await admin.dispose();
}

async function theme(page: Page, dark: boolean) {
  await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
}

test("a buyer uses a promo code, sees the breakdown, pays it and prints the receipt", async ({
  page,
  playwright,
  baseURL,
}) => {
  // The buyer: an ordinary account (an admin's checkout books complimentary seats).
  await signInAs(page, "guest");
  const event = await seedEvent(page, 0);
  await createCode(playwright, baseURL ?? "", event.id, "SPRING20");

  await openBoxOffice(page, event);
  await seatButton(page, SEAT).click();
  const cart = page.getByRole("region", { name: en.tickets.cart.title });
  await cart.getByLabel(en.pricing.code.label).fill("spring20");
  await cart.getByRole("button", { name: en.pricing.code.apply }).click();
  await expect(cart.getByText(fill(en.pricing.code.applied, { code: "SPRING20" }))).toBeVisible();
  // Premium: $100.00 list, 20% off: $80.00 all-in (the demo has no fee or tax).
  await expect(cart.getByText(fill(en.pricing.breakdown.discountCode, { code: "SPRING20" }))).toBeVisible();
  await expect(cart.getByText("−$20.00")).toBeVisible();
  await expect(cart.getByText("$80.00").first()).toBeVisible();
  await expectNoA11yViolations(page, "box office with a code");
  await page.screenshot({ path: `${SHOTS}/cart-code-en-light.png`, fullPage: false });
  await theme(page, true);
  await page.screenshot({ path: `${SHOTS}/cart-code-en-dark.png`, fullPage: false });
  await expectNoA11yViolations(page, "box office with a code, dark");
  await theme(page, false);

  await page.getByRole("button", { name: en.tickets.cart.proceed }).click();
  const dialog = page.getByRole("dialog", { name: en.tickets.checkout.title });
  await expect(dialog.getByText("−$20.00")).toBeVisible();
  const held = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: en.tickets.checkout.continue }).click();
  const order = ((await (await held).json()) as { order: { id: string; totalCents: number } }).order;
  expect(order.totalCents).toBe(8_000);
  await payByCard(page, dialog, "80.00");

  // The receipt: from My Tickets, in both languages and themes.
  await page.goto("/my-tickets");
  // The link is in the ticket's details, which open on their summary.
  const card = page
    .getByRole("article")
    .filter({ hasText: order.id.slice(0, 0) })
    .filter({
      has: page.getByText(en.tickets.myTickets.details),
    });
  for (const summary of await card.getByText(en.tickets.myTickets.details, { exact: true }).all())
    await summary.click();
  await page
    .getByRole("link", { name: fill(en.pricing.receipt.linkLabel, { id: order.id }) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/receipts/${order.id}$`));
  await checkReceipt(page, en, "en");
  await page.addInitScript(() => localStorage.setItem("lang", "es"));
  await page.reload();
  await checkReceipt(page, es, "es");
});

async function checkReceipt(page: Page, t: Catalog, lang: string) {
  await expect(page.getByRole("heading", { level: 1, name: t.pricing.receipt.heading })).toBeVisible();
  await expect(page.getByRole("button", { name: t.pricing.receipt.print })).toBeVisible();
  await expect(page.getByText(t.pricing.receipt.taxNote)).toBeVisible();
  for (const dark of [false, true]) {
    await theme(page, dark);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `${SHOTS}/receipt-${lang}-${dark ? "dark" : "light"}-${width}.png`,
        fullPage: true,
      });
    }
    await expectNoA11yViolations(page, `receipt ${lang} ${dark ? "dark" : "light"}`);
  }
  await theme(page, false);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the seating tab manages codes and house seats", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/event-manager");
  await page.getByRole("tab", { name: en.manage.tabs.seating }).click();
  await expect(page.getByRole("heading", { name: en.saleCodes.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: en.houseSeats.title })).toBeVisible();
  await page.getByRole("button", { name: en.houseSeats.mark }).click();
  await expect(page.getByText(en.houseSeats.reasonRequired)).toBeVisible();

  // A promo code valid between two dates, typed as the venue's clock: refused while the end comes
  // first, then created and listed with its dates.
  const code = `DATES${Date.now() % 100_000}`;
  await page.getByLabel(en.saleCodes.code, { exact: true }).fill(code);
  await page.getByLabel(en.saleCodes.percentOff, { exact: true }).fill("10");
  await page.getByLabel(en.saleCodes.startsAt, { exact: true }).fill("2030-03-02T10:00");
  await page.getByLabel(en.saleCodes.endsAt, { exact: true }).fill("2030-03-01T10:00");
  await page.getByRole("button", { name: en.saleCodes.create }).click();
  await expect(page.getByText(en.saleCodes.datesOrder)).toBeVisible();
  await page.getByLabel(en.saleCodes.endsAt, { exact: true }).fill("2030-03-09T22:30");
  await page.getByRole("button", { name: en.saleCodes.create }).click();
  await expectToast(page, en.saleCodes.created.replace("{{code}}", code));
  const row = page.getByRole("listitem").filter({ hasText: code }).filter({ hasText: en.saleCodes.kinds.promo });
  await expect(row).toContainText("Mar 2, 2030, 10:00 AM to Mar 9, 2030, 10:30 PM");

  await page.getByRole("heading", { name: en.houseSeats.title }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-house-codes-en.png`, fullPage: false });
  await expectNoA11yViolations(page, "seating tab with codes and house seats");
});
