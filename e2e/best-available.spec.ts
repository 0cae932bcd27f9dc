import { expect, type Locator, type Page, test } from "@playwright/test";
import { type Catalog, en, es, expectNoA11yViolations, expectToast } from "./fixtures";
import { signInDemo } from "./support/accounts";
import {
  escapeRegExp,
  fill,
  GOOD_CARD,
  openBoxOffice,
  type SectionKey,
  seatButton,
  seedEvent,
} from "./support/box-office";
import { insertEvent } from "./support/events";

/**
 * Best available in the box office, against the real server: a buyer finds four seats together
 * and buys them by keyboard alone; in Spanish on a phone, a search that matches nothing says so, a
 * price ceiling is kept and "Pick by hand" clears the proposal. Each test takes its own event.
 */

test.describe.configure({ timeout: 90_000 });

/** Presses Tab (Shift+Tab backwards) until the target has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** Focuses a field by Tab and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

function findSeatsPanel(page: Page, t: Catalog = en): Locator {
  return page.getByRole("region", { name: t.findSeats.title });
}

interface Proposal {
  section: SectionKey;
  row: number;
  seats: number[];
}

/** Waits for the next best-available answer and reads the seats it proposed. */
async function nextProposal(page: Page): Promise<() => Promise<Proposal | null>> {
  const response = page.waitForResponse((r) => r.url().endsWith("/best-available") && r.request().method() === "POST");
  return async () => {
    const answer = await response;
    expect(answer.status()).toBe(200);
    const { seatIds } = (await answer.json()) as { seatIds: string[] };
    if (seatIds.length === 0) return null;
    const parts = seatIds.map((id) => id.split(":").slice(-3));
    const [section = "", row = ""] = parts[0] ?? [];
    for (const [s, r] of parts) expect([s, r]).toEqual([section, row]);
    return { section: section as SectionKey, row: Number(row), seats: parts.map(([, , seat]) => Number(seat)) };
  };
}

test("by keyboard: find 4 seats together, hold and pay them, see them on My Tickets", async ({ page, baseURL }) => {
  test.slow();
  const event = await seedEvent(page, 10);
  // Signed in through the API (the sign-in dialog is the auth journeys' to check); the page shares its session.
  await signInDemo(page.request, "guest", baseURL);
  await openBoxOffice(page, event);
  const panel = findSeatsPanel(page);
  await expect(panel).toBeVisible();

  // From the event picker, Tab reaches the count, then the section, price and Find.
  await page.getByLabel(en.tickets.boxOffice.selectEvent).focus();
  const count = panel.getByLabel(en.findSeats.count);
  await tabTo(page, count);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(count).toHaveValue("4");
  const find = panel.getByRole("button", { name: en.findSeats.find, exact: true });
  await tabTo(page, find);
  const proposed = await nextProposal(page);
  await page.keyboard.press("Enter");
  const proposal = await proposed();
  if (!proposal) throw new Error("no seats proposed on a fresh event");

  // Four adjacent seats in the front row (a fresh event: nothing is taken).
  expect(proposal.row).toBe(1);
  expect(proposal.seats).toHaveLength(4);
  const [first = 0] = proposal.seats;
  expect(proposal.seats).toEqual([first, first + 1, first + 2, first + 3]);

  // The summary is announced politely and the seats are the chart's selection.
  const layout = (await (await page.request.get(`/api/events/${encodeURIComponent(event.id)}/seat-layout`)).json()) as {
    sections: { key: string; rows: { row: number; priceCents: number }[] }[];
  };
  const price = layout.sections.find((s) => s.key === proposal.section)?.rows.find((r) => r.row === 1)?.priceCents;
  if (!price) throw new Error("the proposed row has no price");
  const total = `$${((4 * price) / 100).toFixed(2)}`;
  const summary = fill(en.findSeats.summary_other, {
    row: 1,
    first,
    last: first + 3,
    section: en.tickets.sections[proposal.section],
    total,
  });
  const status = panel.getByRole("status");
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(status).toContainText(summary);
  for (const seat of proposal.seats) {
    await expect(seatButton(page, { section: proposal.section, row: 1, seat })).toHaveAccessibleName(
      new RegExp(`, ${escapeRegExp(en.tickets.chart.status.selected)}$`),
    );
  }
  await expect(page.getByText(fill(en.tickets.cart.count_other, { count: 4 }))).toBeVisible();
  await expectNoA11yViolations(page, "box office with a best-available proposal");

  // "Hold These" opens the usual checkout; Continue holds the seats.
  await tabTo(page, panel.getByRole("button", { name: en.findSeats.hold }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: en.tickets.checkout.title });
  await expect(dialog).toBeVisible();
  for (const seat of proposal.seats) {
    const line = fill(en.tickets.cart.seat, { section: en.tickets.sections[proposal.section], row: 1, seat });
    await expect(dialog.getByText(line)).toBeVisible();
  }
  const held = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await tabTo(page, dialog.getByRole("button", { name: en.tickets.checkout.continue }));
  await page.keyboard.press("Enter");
  expect((await held).status()).toBe(201);
  await expect(dialog.getByRole("heading", { name: en.tickets.payment.title, exact: true })).toBeVisible();

  // The simulated card, typed field by field.
  const card = en.tickets.card;
  await typeInto(page, dialog.getByLabel(card.number, { exact: true }), GOOD_CARD.replaceAll(" ", ""));
  await typeInto(page, dialog.getByLabel(card.expiry, { exact: true }), "1235");
  await typeInto(page, dialog.getByLabel(card.cvv, { exact: true }), "123");
  await typeInto(page, dialog.getByLabel(card.cardholder, { exact: true }), "Kim Keyboard");
  await typeInto(page, dialog.getByLabel(card.street, { exact: true }), "1 Arena Way");
  await typeInto(page, dialog.getByLabel(card.city, { exact: true }), "Cypress");
  await typeInto(page, dialog.getByLabel(card.state, { exact: true }), "TX");
  await typeInto(page, dialog.getByLabel(card.zip, { exact: true }), "77433");
  await expect(dialog.getByLabel(card.number, { exact: true })).toHaveValue(GOOD_CARD);
  await tabTo(page, dialog.getByRole("button", { name: fill(card.pay, { amount: total }) }));
  await page.keyboard.press("Enter");
  await expectToast(
    page,
    en.tickets.payment.successTitle,
    fill(en.tickets.payment.success, { amount: total.slice(1) }),
  );

  // My Tickets lists the four seats.
  await tabTo(page, dialog.getByRole("link", { name: en.tickets.checkout.viewTickets }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my-tickets$/);
  const cards = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: event.title, exact: true }) });
  await expect(cards).toHaveCount(4);
  for (const seat of proposal.seats) {
    const seatNumber = page.getByRole("definition").filter({ hasText: new RegExp(`^${seat}$`) });
    await expect(cards.filter({ has: seatNumber })).toHaveCount(1);
  }
});

test.describe("on a phone, in Spanish", () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });

  test("nothing found says so; a price ceiling is respected; a proposal is cleared to pick by hand", async ({
    page,
    browser,
    baseURL,
  }) => {
    // An event of its own on the traditional plan: its three VIP rows (the demo's arena has ten) let
    // one rival's few holds leave no ten VIP seats together.
    const event = insertEvent(`Best Available Rows ${Date.now()}`, { journey: "the best-available journey" });
    // Another buyer holds seats 10 and 20 of every VIP row (20 seats each): no ten VIP seats together.
    const rival = await browser.newContext({ baseURL });
    try {
      const signIn = await rival.request.post("/api/auth/sign-in/email", {
        // An account with no second factor to pass: the door staff's (any signed-in account may hold).
        data: { email: "door@example.com", password: "arena-demo-2026" },
        headers: { origin: baseURL ?? "" },
      });
      expect(signIn.ok()).toBe(true);
      const vip = [1, 2, 3].flatMap((row) => [10, 20].map((seat) => `${event.id}:vip:${row}:${seat}`));
      const hold = await rival.request.post("/api/orders", {
        data: { eventId: event.id, seatIds: vip },
        headers: { origin: baseURL ?? "" },
      });
      expect(hold.status()).toBe(201);
    } finally {
      await rival.close();
    }

    await signInDemo(page.request, "guest", baseURL);
    // The phone's header keeps the language switch in its menu: the choice is remembered instead,
    // there before the first page of the site loads.
    await page.addInitScript(() => localStorage.setItem("lang", "es"));
    await openBoxOffice(page, event, es);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const panel = findSeatsPanel(page, es);
    await expect(panel).toBeVisible();
    const count = panel.getByLabel(es.findSeats.count);
    const section = panel.getByLabel(es.findSeats.section);
    const price = panel.getByLabel(es.findSeats.price);
    const find = panel.getByRole("button", { name: es.findSeats.find, exact: true });
    const status = panel.getByRole("status");

    await count.selectOption("10");
    await section.selectOption("vip");
    await find.click();
    await expect(status).toHaveText(fill(es.findSeats.noneFound_other, { count: 10 }));
    await expect(page.getByText(es.tickets.cart.empty)).toBeVisible();

    // Any section, four seats at $35 or less: VIP ($150) and Premium ($100) are left out, so the
    // front row within the ceiling is General's row 9 (28 seats, $25 each).
    await section.selectOption("");
    await count.selectOption("4");
    await price.selectOption("3500");
    await find.click();
    await expect(status).toContainText(
      fill(es.findSeats.summary_other, {
        row: 9,
        first: 13,
        last: 16,
        section: es.tickets.sections.general,
        total: "$100.00",
      }),
    );
    await expect(page.getByText(fill(es.tickets.cart.count_other, { count: 4 }))).toBeVisible();
    // The phone's chart zooms into the proposal's section, so the proposed seats show selected.
    for (const seat of [13, 14, 15, 16]) {
      await expect(seatButton(page, { section: "general", row: 9, seat }, es)).toHaveAccessibleName(
        new RegExp(`, ${escapeRegExp(es.tickets.chart.status.selected)}$`),
      );
    }
    await expectNoA11yViolations(page, "find seats on a phone, in Spanish, dark");

    await panel.getByRole("button", { name: es.findSeats.pickByHand }).click();
    await expect(status).toHaveText(es.findSeats.cleared);
    await expect(page.getByText(es.tickets.cart.empty)).toBeVisible();
    await expect(find).toBeFocused();
  });
});
