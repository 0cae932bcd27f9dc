import { expect, type Locator, type Page, test } from "@playwright/test";
import { BASE_URL } from "../playwright.config";
import { en, expectNoA11yViolations } from "./fixtures";
import { createVerifiedAccount } from "./support/accounts";
import {
  escapeRegExp,
  fill,
  openBoxOffice,
  payByCard,
  qrName,
  type Seat,
  type SectionKey,
  seatButton,
  ticketCards,
} from "./support/box-office";
import { insertEvent } from "./support/events";

/**
 * Accessible seating in the box office, against the real server, on an event of this journey's
 * own: a buyer who declares they need wheelchair-accessible seating buys a wheelchair space with
 * one companion seat and finds both on My Tickets; without the declaration a space cannot be
 * selected (its details say why and offer the declaration), a companion seat needs its space, and
 * deselecting the space drops its companions; a buyer who bought a space comes back and adds a
 * companion seat beside it on its own. Axe runs on the box office with the filter on.
 */

test.describe.configure({ timeout: 90_000 });

interface Group {
  space: Seat;
  companions: Seat[];
  priceCents: number;
}

/** The event's first wheelchair space (and its companion seats), read from the seat layout. */
async function firstGroup(page: Page, eventId: string): Promise<Group> {
  const response = await page.request.get(`/api/events/${encodeURIComponent(eventId)}/seat-layout`);
  expect(response.ok()).toBe(true);
  const layout = (await response.json()) as {
    sections: {
      key: SectionKey;
      rows: { row: number; priceCents: number; accessible?: { space: number; companions: number[] }[] }[];
    }[];
  };
  for (const section of layout.sections) {
    for (const row of section.rows) {
      const group = row.accessible?.[0];
      if (!group) continue;
      const at = (seat: number): Seat => ({ section: section.key, row: row.row, seat });
      return { space: at(group.space), companions: group.companions.map(at), priceCents: row.priceCents };
    }
  }
  throw new Error("the layout has no wheelchair space");
}

/** A new buyer of their own (signed in on the page), so the demo guest's tickets stay as they are. */
async function newBuyer(page: Page) {
  await createVerifiedAccount(page.request, BASE_URL, { name: "Robin Rollings", prefix: "accessible" });
}

/** Presses a seat that reads as unavailable (aria-disabled), as a keyboard or screen-reader user can. */
async function press(seat: Locator) {
  await seat.focus();
  await seat.press("Enter");
}

const cartRegion = (page: Page) => page.getByRole("region", { name: en.tickets.cart.title });
const details = (page: Page) => page.getByRole("region", { name: en.tickets.chart.details.title });
const accessiblePanel = (page: Page) => page.getByRole("region", { name: en.tickets.accessible.title });

test("a buyer who declares the need buys a wheelchair space with one companion seat", async ({ page }) => {
  const event = insertEvent(`Accessible Seating Night ${Date.now()}`, { journey: "the accessible-seating journey" });
  await newBuyer(page);
  await openBoxOffice(page, event);
  const group = await firstGroup(page, event.id);
  const [companion] = group.companions;
  if (!companion) throw new Error("a space without companion seats");

  // The space and its companions say what they are, in their names and in the legend.
  const space = seatButton(page, group.space);
  await expect(space).toHaveAccessibleName(new RegExp(`, ${escapeRegExp(en.tickets.chart.access.wheelchair)}, `));
  await expect(seatButton(page, companion)).toHaveAccessibleName(
    new RegExp(`, ${escapeRegExp(en.tickets.chart.access.companion)}, `),
  );
  await expect(page.getByRole("listitem").filter({ hasText: en.tickets.chart.legend.wheelchair })).toBeVisible();

  // Without the declaration the space reads as unavailable, and pressing it selects nothing: its
  // details say why and offer the checkbox.
  await expect(space).toHaveAttribute("aria-disabled", "true");
  await press(space);
  await expect(details(page)).toContainText(en.tickets.accessible.why.accessible_only);
  await expect(space).toHaveAttribute("aria-pressed", "false");
  await expect(cartRegion(page).getByText(en.tickets.cart.empty)).toBeVisible();
  await details(page).getByLabel(en.tickets.accessible.declare).check();
  await expect(accessiblePanel(page).getByLabel(en.tickets.accessible.declare)).toBeChecked();
  await details(page).getByRole("button", { name: en.tickets.chart.details.select }).click();
  await expect(space).toHaveAttribute("aria-pressed", "true");

  // With the space chosen, a companion seat beside it can be too.
  await seatButton(page, companion).click();
  await expect(seatButton(page, companion)).toHaveAttribute("aria-pressed", "true");
  const cart = cartRegion(page);
  await expect(cart.getByText(fill(en.tickets.cart.count_other, { count: 2 }))).toBeVisible();
  await expect(cart.getByText(en.tickets.chart.legend.wheelchair)).toBeVisible();
  await expect(cart.getByText(en.tickets.chart.legend.companion)).toBeVisible();

  // The hold says the buyer declared the need; the server holds both.
  await page.getByRole("button", { name: en.tickets.cart.proceed }).click();
  const dialog = page.getByRole("dialog", { name: en.tickets.checkout.title });
  const held = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: en.tickets.checkout.continue }).click();
  const hold = await held;
  expect(hold.request().postDataJSON()).toMatchObject({ accessible: true });
  expect(hold.status()).toBe(201);
  await expect(dialog.getByRole("heading", { name: en.tickets.payment.title, exact: true })).toBeVisible();
  await payByCard(page, dialog, ((2 * group.priceCents) / 100).toFixed(2));

  await dialog.getByRole("link", { name: en.tickets.checkout.viewTickets }).click();
  await expect(page).toHaveURL(/\/my-tickets$/);
  const cards = ticketCards(page, event.title);
  await expect(cards).toHaveCount(2);
  for (const seat of [group.space, companion]) {
    await expect(page.getByRole("img", { name: qrName(seat) })).toBeVisible();
  }
});

test("without the declaration a space cannot be selected; a companion needs its space; the filter passes axe", async ({
  page,
}) => {
  const event = insertEvent(`Accessible Filter Night ${Date.now()}`, { journey: "the accessible-seating journey" });
  await newBuyer(page);
  await openBoxOffice(page, event);
  const group = await firstGroup(page, event.id);
  const [companion] = group.companions;
  if (!companion) throw new Error("a space without companion seats");

  // The filter shows only rows with wheelchair spaces and companion seats.
  const filter = page.getByRole("button", { name: en.tickets.accessible.filter, exact: true });
  await filter.click();
  await expect(filter).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(en.tickets.accessible.filtered)).toBeVisible();
  const ordinaryRow = { ...group.space, row: group.space.row === 1 ? 2 : 1, seat: 10 };
  const withSpaces = await page.locator("button[data-access='wheelchair']").count();
  expect(withSpaces).toBeGreaterThan(0);
  await expectNoA11yViolations(page, "box office with the accessible-seating filter on");

  // By keyboard, a space without the declaration opens its details, and nothing is selected.
  const space = seatButton(page, group.space);
  await space.focus();
  await page.keyboard.press("Enter");
  await expect(details(page)).toContainText(en.tickets.accessible.why.accessible_only);
  await expect(details(page).getByRole("button", { name: en.tickets.chart.details.select })).toHaveCount(0);
  await expect(space).toHaveAttribute("aria-pressed", "false");

  // A companion seat alone is refused, even with the declaration.
  await accessiblePanel(page).getByLabel(en.tickets.accessible.declare).check();
  await expect(space).not.toHaveAttribute("aria-disabled");
  await expect(seatButton(page, companion)).toHaveAttribute("aria-disabled", "true");
  await press(seatButton(page, companion));
  await expect(details(page)).toContainText(en.tickets.accessible.why.companion_alone);
  await expect(cartRegion(page).getByText(en.tickets.cart.empty)).toBeVisible();

  // With the space chosen the companion can be; deselecting the space drops its companion.
  await space.click();
  await seatButton(page, companion).click();
  await expect(cartRegion(page).getByText(fill(en.tickets.cart.count_other, { count: 2 }))).toBeVisible();
  await space.click();
  await expect(cartRegion(page).getByText(en.tickets.cart.empty)).toBeVisible();
  await expect(seatButton(page, companion)).toHaveAttribute("aria-pressed", "false");

  // Dropping the declaration takes a chosen space (and its companions) out of the cart.
  await space.click();
  await seatButton(page, companion).click();
  await accessiblePanel(page).getByLabel(en.tickets.accessible.declare).uncheck();
  await expect(cartRegion(page).getByText(en.tickets.cart.empty)).toBeVisible();

  // Back to every row: an ordinary seat is chosen as before.
  await filter.click();
  await expect(filter).toHaveAttribute("aria-pressed", "false");
  await seatButton(page, ordinaryRow).click();
  await expect(cartRegion(page).getByText(fill(en.tickets.cart.count_one, { count: 1 }))).toBeVisible();
});

test("a buyer who bought a wheelchair space comes back and adds a companion seat beside it", async ({ page }) => {
  const event = insertEvent(`Accessible Return Night ${Date.now()}`, { journey: "the accessible-seating journey" });
  await newBuyer(page);
  // The space was bought earlier, through the API as the box office does (with the declaration).
  expect((await page.request.get(`/api/events/${encodeURIComponent(event.id)}/seat-states`)).status()).toBe(200);
  const group = await firstGroup(page, event.id);
  const [companion] = group.companions;
  if (!companion) throw new Error("a space without companion seats");
  const idOf = (s: Seat) => `${event.id}:${s.section}:${s.row}:${s.seat}`;
  const origin = { origin: BASE_URL };
  const hold = await page.request.post("/api/orders", {
    data: { eventId: event.id, seatIds: [idOf(group.space)], accessible: true },
    headers: origin,
  });
  expect(hold.status(), await hold.text()).toBe(201);
  const { order } = (await hold.json()) as { order: { id: string } };
  const paid = await page.request.post(`/api/orders/${order.id}/payments/simulated`, {
    data: { token: "sim_ok_4242" },
    headers: origin,
  });
  expect(paid.status(), await paid.text()).toBe(200);

  // Back at the box office, without declaring again: the space is theirs, so its companion seat
  // reads as available and can be chosen on its own.
  await openBoxOffice(page, event);
  await expect(accessiblePanel(page).getByLabel(en.tickets.accessible.declare)).not.toBeChecked();
  const seat = seatButton(page, companion);
  await expect(seat).not.toHaveAttribute("aria-disabled");
  await seat.click();
  await expect(seat).toHaveAttribute("aria-pressed", "true");
  await expect(cartRegion(page).getByText(fill(en.tickets.cart.count_one, { count: 1 }))).toBeVisible();

  // The server agrees: the hold of the companion seat alone is taken, and paid.
  await page.getByRole("button", { name: en.tickets.cart.proceed }).click();
  const dialog = page.getByRole("dialog", { name: en.tickets.checkout.title });
  const held = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: en.tickets.checkout.continue }).click();
  expect((await held).status()).toBe(201);
  await expect(dialog.getByRole("heading", { name: en.tickets.payment.title, exact: true })).toBeVisible();
  await payByCard(page, dialog, (group.priceCents / 100).toFixed(2));

  await dialog.getByRole("link", { name: en.tickets.checkout.viewTickets }).click();
  await expect(page).toHaveURL(/\/my-tickets$/);
  await expect(ticketCards(page, event.title)).toHaveCount(2);
  for (const s of [group.space, companion]) await expect(page.getByRole("img", { name: qrName(s) })).toBeVisible();
});
