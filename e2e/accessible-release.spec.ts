import { expect, test } from "@playwright/test";
import type { SeatSpec } from "#domain/seating/layouts";
import { BASE_URL } from "../playwright.config";
import { en, expectToast } from "./fixtures";
import { createVerifiedAccount, signInDemo } from "./support/accounts";
import { escapeRegExp, fill, openBoxOffice, type Seat, type SectionKey, seatButton } from "./support/box-office";
import { insertEvent, writeSeatsAndSell } from "./support/events";

/**
 * Releasing accessible seating, against the real server, on an event of this journey's own: once
 * every ordinary seat of a section is sold, the admin's Seating tab suggests releasing the
 * section's wheelchair spaces and companion seats; the admin presses the button and confirms, and
 * a buyer who did not declare any need can then choose one of those spaces on the chart and hold it.
 */

const accessible = en.manage.seating.accessible;
const SECTION: SectionKey = "vip";

/**
 * The event's seats, written straight to the database with their accessible-seating marks, and
 * every ordinary seat of `section` sold in one paid order to a buyer of its own. Answers the
 * section's wheelchair spaces.
 */
function sellOrdinarySeats(eventId: string, section: SectionKey): SeatSpec[] {
  const seats = writeSeatsAndSell(
    eventId,
    "traditional",
    (seat) => seat.section === section && seat.access === null,
    "release",
  );
  return seats.filter((seat) => seat.section === section && seat.access === "wheelchair");
}

test("an admin releases a sold-out section's accessible seating, and any buyer may then choose a space", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const event = insertEvent(`Accessible Release Night ${Date.now()}`, { journey: "the accessible-release journey" });
  const [space] = sellOrdinarySeats(event.id, SECTION);
  if (!space) throw new Error(`the ${SECTION} section has no wheelchair space`);
  const spaceSeat: Seat = { section: SECTION, row: space.row, seat: space.seat };

  // The admin's Seating tab suggests the release, since the rest of the section is sold out.
  await page.goto("/");
  await signInDemo(page.request, "admin");
  await page.goto("/event-manager");
  await page.getByRole("tab", { name: en.manage.tabs.seating }).click();
  await page.getByLabel(en.manage.seating.event, { exact: true }).selectOption(event.id);
  const name = en.tickets.sections[SECTION];
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true, level: 4 }) });
  await expect(card.getByText(accessible.suggested)).toBeVisible();
  await expect(card.getByText(accessible.notReleased)).toBeVisible();

  // Pressing the button asks first; confirming releases the section's spaces.
  await card.getByRole("button", { name: fill(accessible.releaseLabel, { section: name }) }).click();
  const confirm = page.getByRole("alertdialog", { name: fill(accessible.confirmTitle, { section: name }) });
  await confirm.getByRole("button", { name: accessible.confirmButton }).click();
  await expectToast(page, accessible.releasedTitle, fill(accessible.releasedToast, { section: name }));
  await expect(card.getByText(accessible.released, { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: new RegExp(escapeRegExp(accessible.release)) })).toHaveCount(0);

  // A buyer of their own, who declares nothing, chooses the space on the chart and holds it.
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const buyer = await context.newPage();
    await createVerifiedAccount(buyer.request, BASE_URL, { name: "Rey Released", prefix: "release" });
    await openBoxOffice(buyer, event);
    await expect(
      buyer.getByRole("region", { name: en.tickets.accessible.title }).getByLabel(en.tickets.accessible.declare),
    ).not.toBeChecked();
    const seat = seatButton(buyer, spaceSeat);
    await expect(seat).not.toHaveAttribute("aria-disabled");
    await seat.click();
    await expect(seat).toHaveAttribute("aria-pressed", "true");

    await buyer.getByRole("button", { name: en.tickets.cart.proceed }).click();
    const dialog = buyer.getByRole("dialog", { name: en.tickets.checkout.title });
    const held = buyer.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: en.tickets.checkout.continue }).click();
    const hold = await held;
    // No declaration goes with the hold.
    expect((hold.request().postDataJSON() as { accessible?: boolean }).accessible).toBeFalsy();
    expect(hold.status()).toBe(201);
    await expect(dialog.getByRole("heading", { name: en.tickets.payment.title, exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
