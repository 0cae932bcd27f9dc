import { expect, type Page, test } from "@playwright/test";
import type { SeatStatesResponse } from "#domain/schemas/tickets";
import { type Catalog, en, es, expectNoA11yViolations } from "./fixtures";
import { signInDemo } from "./support/accounts";
import {
  escapeRegExp,
  fill,
  holdSeats,
  openBoxOffice,
  payByCard,
  type Seat,
  type SectionKey,
  seatButton,
  seedEvent,
  shownTitle,
  ticketCards,
} from "./support/box-office";

/**
 * The demo is the arena: a buyer picks seats on the full 3,500-seat plan (VIP rows 1-10 of 20,
 * Premium rows 11-30 of 25, General rows 31-70 of 70) through the chart and pays for them — on a
 * desktop in Spanish, from the front of VIP to the back row of General, and on a phone in English,
 * zooming from the whole house into Premium. Each test takes a seeded event of its own.
 */

test.describe.configure({ timeout: 90_000 });

/** The seeded event is the whole arena: 3,500 seats, every one of them free on a fresh run. */
async function expectWholeArena(page: Page, eventId: string) {
  const response = await page.request.get(`/api/events/${encodeURIComponent(eventId)}/seat-states`);
  expect(response.ok()).toBe(true);
  const { totals } = (await response.json()) as SeatStatesResponse;
  expect(totals.seats).toBe(3_500);
}

/** The whole house's button for a section ("Zoom in to Premium: $100.00, 500 of 500 available"). */
function zoomButton(page: Page, section: SectionKey, t: Catalog = en) {
  const [prefix = ""] = t.tickets.chart.zoomIn.split("{{price}}");
  const name = fill(prefix, { section: t.tickets.sections[section] });
  return page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}`) });
}

test("on a desktop, in Spanish: the front of VIP and the back row of General, bought through the chart", async ({
  page,
}) => {
  const event = await seedEvent(page, 9);
  await expectWholeArena(page, event.id);
  const seats: Seat[] = [
    { section: "vip", row: 1, seat: 10 },
    { section: "general", row: 70, seat: 35 },
  ];
  await signInDemo(page.request, "guest");
  await page.addInitScript(() => localStorage.setItem("lang", "es"));
  await openBoxOffice(page, event, es);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // The arena's three sections; the smaller plan's Upper Deck and Balcony are not there.
  const fronts: Seat[] = [
    { section: "vip", row: 1, seat: 1 },
    { section: "premium", row: 11, seat: 1 },
    { section: "general", row: 31, seat: 1 },
  ];
  for (const front of fronts) await expect(seatButton(page, front, es)).toHaveCount(1);
  await expect(page.locator('[data-row^="upper-deck:"], [data-row^="balcony:"]')).toHaveCount(0);

  // VIP $150 and General $25: $175 for the two.
  for (const s of seats) await seatButton(page, s, es).click();
  const cart = page.getByRole("region", { name: es.tickets.cart.title });
  for (const s of seats) {
    const line = fill(es.tickets.cart.seat, { section: es.tickets.sections[s.section], row: s.row, seat: s.seat });
    await expect(cart.getByText(line)).toBeVisible();
  }
  const dialog = await holdSeats(page, [], es);
  await payByCard(page, dialog, "175.00", es);

  await page.goto("/my-tickets");
  const cards = ticketCards(page, shownTitle(event, es));
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: es.tickets.sections.vip })).toHaveCount(1);
  await expect(cards.filter({ hasText: es.tickets.sections.general })).toHaveCount(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the whole house of three sections, zoomed into Premium, its last seat bought", async ({ page }) => {
    const event = await seedEvent(page, 11);
    await expectWholeArena(page, event.id);
    const s: Seat = { section: "premium", row: 30, seat: 25 };
    await signInDemo(page.request, "guest");
    await openBoxOffice(page, event);

    // The whole house: VIP, Premium and General, no seats drawn yet.
    for (const section of ["vip", "premium", "general"] as const) await expect(zoomButton(page, section)).toBeVisible();
    await expect(zoomButton(page, "upper-deck")).toHaveCount(0);
    await expect(page.locator("button[data-seat]")).toHaveCount(0);

    // Premium's twenty rows; the last seat of its back row, then Select.
    await zoomButton(page, "premium").tap();
    const seat = seatButton(page, s);
    await seat.scrollIntoViewIfNeeded();
    await expect(seat).toBeInViewport();
    await expect(seatButton(page, { section: "vip", row: 1, seat: 1 })).toHaveCount(0);
    await seat.tap();
    await page.getByRole("button", { name: en.tickets.chart.details.select, exact: true }).tap();
    await expect(seat).toHaveAccessibleName(new RegExp(`, ${escapeRegExp(en.tickets.chart.status.selected)}$`));
    await expectNoA11yViolations(page, "the full arena's Premium on a phone");

    const dialog = await holdSeats(page, []);
    await payByCard(page, dialog, "100.00");
    await page.goto("/my-tickets");
    await expect(ticketCards(page, event.title).filter({ hasText: en.tickets.sections.premium })).toHaveCount(1);
  });
});
