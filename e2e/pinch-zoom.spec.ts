import { type CDPSession, expect, type Locator, type Page, test } from "@playwright/test";
import { BASE_URL } from "../playwright.config";
import { en } from "./fixtures";
import { createVerifiedAccount } from "./support/accounts";
import { escapeRegExp, fill, holdSeats, openBoxOffice, payByCard, type Seat, seatButton } from "./support/box-office";
import { insertEvent } from "./support/events";

/**
 * Pinch zoom on a 390 px touch screen: two fingers spread over a section of the whole house zoom
 * into it, two fingers closed on the zoomed section go back to the whole house, one finger only
 * scrolls; then a seat is tapped, selected and bought. The touches are real touch input from the
 * browser's protocol, which Chromium turns into the pointer events the chart reads.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 90_000 });

const chart = en.tickets.chart;

function zoomButton(page: Page, section: string): Locator {
  const [prefix = ""] = chart.zoomIn.split("{{price}}");
  return page.getByRole("button", { name: new RegExp(`^${escapeRegExp(fill(prefix, { section }))}`) });
}

interface TouchPoint {
  x: number;
  y: number;
}

/** Moves fingers from `from` to `to` in small steps, as a hand does, then lifts them all. */
async function gesture(cdp: CDPSession, from: TouchPoint[], to: TouchPoint[], steps = 8) {
  const at = (t: number) =>
    from.map((p, i) => {
      const q = to[i] ?? p;
      return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t, id: i, radiusX: 4, radiusY: 4, force: 1 };
    });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let step = 1; step <= steps; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(step / steps) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** Two fingers on the middle of `target`, `fromGap` px apart, moved until `toGap` px apart. */
async function pinch(page: Page, cdp: CDPSession, target: Locator, fromGap: number, toGap: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to pinch");
  // The middle of the part on screen: a zoomed row runs on past the screen's right edge.
  const viewport = page.viewportSize();
  const right = Math.min(box.x + box.width, viewport?.width ?? box.x + box.width);
  const x = (Math.max(box.x, 0) + right) / 2;
  const y = box.y + Math.min(box.height / 2, 60);
  await gesture(
    cdp,
    [
      { x: x - fromGap / 2, y },
      { x: x + fromGap / 2, y },
    ],
    [
      { x: x - toGap / 2, y },
      { x: x + toGap / 2, y },
    ],
  );
}

test("pinch into a section of the whole house, pinch back out, pinch into another and buy a seat", async ({ page }) => {
  const event = insertEvent(`Pinch Zoom Night ${Date.now()}`, { journey: "the pinch-zoom journey" });
  await createVerifiedAccount(page.request, BASE_URL, { name: "Pat Pincher", prefix: "pinch" });
  await openBoxOffice(page, event);
  const cdp = await page.context().newCDPSession(page);
  const general = zoomButton(page, en.tickets.sections.general);
  await expect(general).toBeVisible();
  await expect(page.locator("button[data-seat]")).toHaveCount(0);

  // The chart leaves panning to the browser and takes two-finger pinches for itself.
  const grid = page.getByRole("group", { name: chart.label });
  expect(await grid.evaluate((el) => getComputedStyle(el).touchAction)).toBe("pan-x pan-y");

  // One finger dragged over a section scrolls the page; it zooms nothing.
  await general.scrollIntoViewIfNeeded();
  const box = await general.boundingBox();
  if (!box) throw new Error("no General section");
  const scrolled = await page.evaluate(() => window.scrollY);
  await gesture(cdp, [{ x: 200, y: box.y + 40 }], [{ x: 200, y: box.y - 160 }]);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  await expect(general).toBeVisible();
  await expect(page.locator("button[data-seat]")).toHaveCount(0);

  // Fingers that barely move are no pinch either.
  await pinch(page, cdp, general, 80, 90);
  await expect(general).toBeVisible();

  // Spread over General: its seats, and no other section's.
  await pinch(page, cdp, general, 40, 200);
  await expect(seatButton(page, { section: "general", row: 9, seat: 1 })).toBeVisible();
  await expect(general).toHaveCount(0);
  await expect(seatButton(page, { section: "vip", row: 1, seat: 1 })).toHaveCount(0);
  // The chart zoomed, not the browser: the page keeps its scale.
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);

  // Closed on the zoomed section: the whole house again.
  await pinch(page, cdp, page.locator('[data-row="general:12"]'), 220, 40);
  await expect(general).toBeVisible();
  await expect(page.locator("button[data-seat]")).toHaveCount(0);

  // Spread over Upper Deck, then a tap on a seat and Select.
  const upperDeck = zoomButton(page, en.tickets.sections["upper-deck"]);
  await pinch(page, cdp, upperDeck, 40, 200);
  const s: Seat = { section: "upper-deck", row: 21, seat: 10 };
  const seat = seatButton(page, s);
  await expect(seat).toBeVisible();
  await expect(upperDeck).toHaveCount(0);
  const size = await seat.boundingBox();
  expect(size?.width).toBeGreaterThanOrEqual(44);
  expect(size?.height).toBeGreaterThanOrEqual(44);
  await seat.scrollIntoViewIfNeeded();
  await seat.tap();
  const details = page.getByRole("region", { name: chart.details.title });
  await expect(details).toContainText(
    fill(chart.tooltipSeat, { section: en.tickets.sections["upper-deck"], row: 21, seat: 10 }),
  );
  await details.getByRole("button", { name: chart.details.select, exact: true }).tap();
  await expect(seat).toHaveAccessibleName(new RegExp(`, ${chart.status.selected}$`));

  const dialog = await holdSeats(page, []);
  await payByCard(page, dialog, "30.00");
});
