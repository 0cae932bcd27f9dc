import { type BrowserContext, expect, type Locator, test } from "@playwright/test";
import { INSTANCE_URLS } from "../playwright.config";
import { en, signInAs } from "./fixtures";
import { escapeRegExp, holdSeats, openBoxOffice, payByCard, type Seat, seatButton } from "./support/box-office";

/**
 * Two instances of the site on one PostgreSQL database (project `instances`): a buyer on
 * instance A holds and buys seats; a visitor whose chart is open on instance B sees them held,
 * then taken, within a second or two, through the relay between the instances — never by
 * reloading (the chart's own poll is far slower).
 */

test.describe.configure({ timeout: 60_000 });

type SeatStatus = keyof typeof en.tickets.chart.status;

/** The seat's state, as its accessible name ends with it. */
async function expectSeat(seat: Locator, status: SeatStatus, timeout?: number) {
  const ending = new RegExp(`, ${escapeRegExp(en.tickets.chart.status[status])}$`);
  await expect(seat).toHaveAccessibleName(ending, { timeout });
}

let other: BrowserContext | null = null;
test.afterEach(async () => {
  await other?.close();
  other = null;
});

test("seats bought on instance A show as taken on instance B within a second or two", async ({ page, browser }) => {
  test.slow();
  const [urlA, urlB] = INSTANCE_URLS;
  const response = await page.request.get(`${urlA}/api/events/bookable`);
  expect(response.ok()).toBe(true);
  const { events } = (await response.json()) as { events: { id: string; title: string }[] };
  const event = events[3];
  if (!event) throw new Error("the seed has too few bookable events");
  const seats: Seat[] = [
    { section: "vip", row: 3, seat: 7 },
    { section: "vip", row: 3, seat: 8 },
  ];

  // The watcher's chart is on instance B, its stream open; its page is never reloaded.
  other = await browser.newContext({ baseURL: urlB });
  const watcher = await other.newPage();
  const stream = watcher.waitForRequest((r) => r.url().startsWith(urlB) && /\/stream(\?|$)/.test(r.url()));
  await openBoxOffice(watcher, event);
  await stream;
  await watcher.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  for (const s of seats) await expectSeat(seatButton(watcher, s), "available");

  // The buyer is on instance A.
  expect(page.context().pages()).toHaveLength(1);
  await signInAs(page, "guest");
  expect(new URL(page.url()).origin).toBe(urlA);
  await openBoxOffice(page, event);
  const dialog = await holdSeats(page, seats);
  for (const s of seats) await expectSeat(seatButton(watcher, s), "held", 2_500);

  await payByCard(page, dialog, "300.00");
  for (const s of seats) await expectSeat(seatButton(watcher, s), "occupied", 2_500);
  expect(await watcher.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
