import { expect, type Page, test } from "@playwright/test";
import { en, expectNoA11yViolations } from "./fixtures";
import { signInDemo } from "./support/accounts";
import { escapeRegExp, fill, holdSeats, openBoxOffice, payByCard, type Seat, seatButton } from "./support/box-office";
import { insertEvent } from "./support/events";

/**
 * The seat chart on a 390 px phone: the whole house first, a section zoomed in by tap or by
 * keyboard, 44 px seats whose rows start at their row numbers, a tap that shows the seat with a
 * Select button (it never selects by itself), the cart one tap away, and the purchase.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 90_000 });

const chart = en.tickets.chart;

/** The overview's button for a section ("Zoom in to Upper Deck: $30.00, 300 of 300 available"). */
function zoomButton(page: Page, section: string) {
  const [prefix = ""] = chart.zoomIn.split("{{price}}");
  return page.getByRole("button", { name: new RegExp(`^${escapeRegExp(fill(prefix, { section }))}`) });
}

test("zoom from the whole house into a section and buy a seat", async ({ page }) => {
  // The five sections of the traditional plan (the demo's events are the three-section full arena).
  const event = insertEvent(`Phone Chart Night ${Date.now()}`, { journey: "the phone seat-chart journey" });
  const s: Seat = { section: "upper-deck", row: 25, seat: 1 };
  await signInDemo(page.request, "guest");
  await openBoxOffice(page, event);

  // The whole house: one button per section, no seats yet.
  for (const key of ["vip", "premium", "general", "upper-deck", "balcony"] as const) {
    await expect(zoomButton(page, en.tickets.sections[key])).toBeVisible();
  }
  await expect(page.locator("button[data-seat]")).toHaveCount(0);
  await expectNoA11yViolations(page, "the whole house on a phone");

  // By keyboard: Enter zooms into VIP and puts the focus on its seats; Whole house goes back to the
  // section left.
  await zoomButton(page, en.tickets.sections.vip).focus();
  await page.keyboard.press("Enter");
  await expect(seatButton(page, { section: "vip", row: 1, seat: 1 })).toBeFocused();
  await expect(zoomButton(page, en.tickets.sections.vip)).toHaveCount(0);
  await page.getByRole("button", { name: chart.nextSection }).click();
  await expect(seatButton(page, { section: "premium", row: 4, seat: 1 })).toBeVisible();
  await page.getByRole("button", { name: chart.zoomOut }).click();
  await expect(zoomButton(page, en.tickets.sections.premium)).toBeFocused();

  // By touch: Upper Deck's seats are 44 px, and its rows start at their left end, row numbers in view.
  await zoomButton(page, en.tickets.sections["upper-deck"]).tap();
  const seat = seatButton(page, s);
  await expect(seat).toBeVisible();
  await expect(seatButton(page, { section: "vip", row: 1, seat: 1 })).toHaveCount(0);
  const box = await seat.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  const row = page.locator('[data-row="upper-deck:25"]');
  const label = row.locator("span").first();
  await expect(label).toHaveText("25");
  await expect(label).toBeInViewport();
  await seat.scrollIntoViewIfNeeded();
  await expect(seat).toBeInViewport();
  await expect(
    page.getByRole("group", { name: fill(chart.rowSummary, { row: 25, available: 30, total: 30 }) }),
  ).toHaveCount(1);

  // A tap shows the seat; Select chooses it.
  await seat.tap();
  const details = page.getByRole("region", { name: chart.details.title });
  await expect(details).toBeVisible();
  await expect(details).toContainText(
    fill(chart.tooltipSeat, { section: en.tickets.sections["upper-deck"], row: 25, seat: 1 }),
  );
  await expect(details).toContainText("$30.00");
  await expect(seat).toHaveAccessibleName(new RegExp(`, ${chart.status.available}$`));
  await expectNoA11yViolations(page, "a seat's details on a phone");
  await details.getByRole("button", { name: chart.details.select, exact: true }).tap();
  await expect(seat).toHaveAccessibleName(new RegExp(`, ${chart.status.selected}$`));
  await expect(details.getByRole("button", { name: chart.details.remove, exact: true })).toBeVisible();

  // The cart is one tap away.
  await details.getByRole("button", { name: fill(chart.details.cart_one, { count: 1 }) }).tap();
  await expect(page.getByRole("heading", { name: en.tickets.cart.title })).toBeInViewport();
  await expect(page.getByText(fill(en.tickets.cart.count_one, { count: 1 }))).toBeVisible();

  const dialog = await holdSeats(page, []);
  await payByCard(page, dialog, "30.00");
});
