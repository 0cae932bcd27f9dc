import { type BrowserContext, expect, type Locator, test } from "@playwright/test";
import type { QueueStatus } from "#domain/schemas/onsale";
import { INSTANCE_URLS } from "../playwright.config";
import { en, signInAs } from "./fixtures";
import { escapeRegExp, holdSeats, openBoxOffice, payByCard, type Seat, seatButton } from "./support/box-office";
import { apiAs, cookieOf, type Fan, fanJoins, shownPlace, waitForTurn } from "./support/queue";

/**
 * Two instances of the site on one PostgreSQL database (project `instances`), during an on-sale
 * through the waiting room: a fan on instance A waits in line behind two others (their place
 * counts down), gets a turn, holds and buys seats; a visitor whose chart is open on instance B
 * sees them held, then taken, within a second or two, through the relay between the instances —
 * never by reloading (the chart's own poll is far slower).
 */

test.describe.configure({ timeout: 120_000 });

const room = en.waitingRoom;
/** Admissions a minute: slow enough that a place in line is seen counting down. */
const ADMIT_PER_MINUTE = 12;

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

test("a fan in line on instance A buys, and instance B's open chart shows the seats taken", async ({
  page,
  browser,
}) => {
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

  // The watcher's chart is on instance B, its stream open; its page is never reloaded. It opens
  // before the on-sale starts, so the box office does not send it to the waiting room.
  other = await browser.newContext({ baseURL: urlB });
  const watcher = await other.newPage();
  const stream = watcher.waitForRequest((r) => r.url().startsWith(urlB) && /\/stream(\?|$)/.test(r.url()));
  await openBoxOffice(watcher, event);
  await stream;
  await watcher.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  for (const s of seats) await expectSeat(seatButton(watcher, s), "available");

  // The sale started a minute ago (set on instance A): arrivals queue first come, first served.
  // Two fans join first, through instance B, each from its own address.
  const admin = await apiAs(urlA, "admin");
  const manager = await apiAs(urlB, "manager");
  const onSaleAt = new Date(Date.now() - 60_000).toISOString();
  const settings = { onSaleAt, admitPerMinute: ADMIT_PER_MINUTE, maxActive: 50, paused: false };
  try {
    expect((await admin.put(`/api/admin/events/${event.id}/queue`, { data: settings })).status()).toBe(200);
    // Instance B hears of the new on-sale through the relay, within a second.
    await expect
      .poll(
        async () => ((await manager.get(`/api/events/${event.id}/queue`).then((r) => r.json())) as QueueStatus).active,
        {
          timeout: 1_000,
          intervals: [50],
        },
      )
      .toBe(true);
    const fans: Fan[] = [
      { cookie: await cookieOf(manager), address: "127.0.0.2" },
      { cookie: await cookieOf(admin), address: "127.0.0.3" },
    ];
    for (const fan of fans) expect(["waiting", "admitted"]).toContain((await fanJoins(urlB, fan, event.id)).phase);

    // The browser fan on instance A is sent to the waiting room, joins and waits for a turn.
    await signInAs(page, "guest");
    expect(new URL(page.url()).origin).toBe(urlA);
    await page.goto(`/box-office?event=${encodeURIComponent(event.id)}`);
    await expect(page).toHaveURL(new RegExp(`/box-office/${event.id}/queue$`));
    const card = page.getByRole("main");
    await card.getByRole("button", { name: room.join.button }).click();
    await expect(card.getByRole("heading", { level: 2, name: room.waiting.title })).toBeVisible();
    const first = await shownPlace(page);
    expect(first).toBeGreaterThanOrEqual(2);
    // Whether a place between is seen depends on the poll's timing; the countdown itself is the
    // waiting-room journey's to check. Here only the turn matters: places seen only count down.
    await waitForTurn(page, first as number, 60_000);

    // The turn: seats held with the admission and paid on instance A; B's chart follows.
    await card.getByRole("link", { name: room.admitted.choose }).click();
    await expect(page.getByRole("region", { name: room.box.turnTitle })).toBeVisible();
    const dialog = await holdSeats(page, seats);
    for (const s of seats) await expectSeat(seatButton(watcher, s), "held", 2_500);
    await payByCard(page, dialog, "300.00");
    for (const s of seats) await expectSeat(seatButton(watcher, s), "occupied", 2_500);
    expect(await watcher.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    await admin.put(`/api/admin/events/${event.id}/queue`, { data: { onSaleAt: null } });
    await admin.dispose();
    await manager.dispose();
  }
});
