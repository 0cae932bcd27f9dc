import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  type Catalog,
  DEMO_USERS,
  en,
  es,
  expectNoA11yViolations,
  expectToast,
  readOutbox,
  signInAs,
  switchToSpanish,
} from "./fixtures";
import { signInDemo } from "./support/accounts";
import { seedEvent, shownTitle } from "./support/box-office";

/**
 * Buying seats in the browser, against the real server: the chart by mouse and keyboard, the hold,
 * the simulated card (accepted and declined), a clash between two buyers, the live chart of a
 * second browser, complimentary seats for an admin, Spanish, and a phone. Each test takes its own
 * event, so none depends on another's seats or order.
 */

// Each journey signs in, loads the chart and waits out the ~2 s card processing: more than the
// default 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

type SectionKey = keyof Catalog["tickets"]["sections"];
type SeatStatus = keyof Catalog["tickets"]["chart"]["status"];
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
const seatIdOf = (event: BookableEvent, s: Seat) => `${event.id}:${s.section}:${s.row}:${s.seat}`;

async function openBoxOffice(page: Page, event: BookableEvent, t: Catalog = en): Promise<Locator> {
  await page.goto(`/box-office?event=${encodeURIComponent(event.id)}`);
  await expect(page.getByRole("heading", { level: 2, name: shownTitle(event, t) })).toBeVisible();
  const chart = page.getByRole("group", { name: t.tickets.chart.label });
  await expect(chart).toBeVisible();
  return chart;
}

/** A seat button, found by the start of its accessible name ("Section VIP, row 1, seat 5, "). */
function seatButton(page: Page, s: Seat, t: Catalog = en): Locator {
  const [prefix = ""] = t.tickets.chart.seatLabel.split("{{price}}");
  const name = fill(prefix, { section: t.tickets.sections[s.section], row: s.row, seat: s.seat });
  return page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}`) });
}

/** The seat's state as its accessible name ends with it. */
async function expectSeat(seat: Locator, status: SeatStatus, t: Catalog = en, timeout?: number) {
  const ending = new RegExp(`, ${escapeRegExp(t.tickets.chart.status[status])}$`);
  await expect(seat).toHaveAccessibleName(ending, { timeout });
}

async function proceedToCheckout(page: Page, t: Catalog = en): Promise<Locator> {
  await page.getByRole("button", { name: t.tickets.cart.proceed }).click();
  const dialog = page.getByRole("dialog", { name: t.tickets.checkout.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Continue to Payment: the server holds the seats; resolves with the held order's id. */
async function holdSeats(page: Page, dialog: Locator, t: Catalog = en): Promise<string> {
  const held = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: t.tickets.checkout.continue }).click();
  const response = await held;
  expect(response.status()).toBe(201);
  await expect(dialog.getByRole("heading", { name: t.tickets.payment.title, exact: true })).toBeVisible();
  await expect(dialog.getByRole("timer")).toHaveText(/^(10:00|9:5\d)$/);
  return ((await response.json()) as { order: { id: string } }).order.id;
}

async function fillCard(dialog: Locator, cardNumber: string, t: Catalog = en) {
  const card = t.tickets.card;
  await dialog.getByLabel(card.number, { exact: true }).fill(cardNumber);
  await dialog.getByLabel(card.expiry, { exact: true }).fill("1235");
  await expect(dialog.getByLabel(card.expiry, { exact: true })).toHaveValue("12/35");
  await dialog.getByLabel(card.cvv, { exact: true }).fill("123");
  await dialog.getByLabel(card.cardholder, { exact: true }).fill("Gabriela Guest");
  await dialog.getByLabel(card.street, { exact: true }).fill("1 Arena Way");
  await dialog.getByLabel(card.city, { exact: true }).fill("Cypress");
  await dialog.getByLabel(card.state, { exact: true }).fill("TX");
  await dialog.getByLabel(card.zip, { exact: true }).fill("77433");
}

/** Fills the card form and pays; the simulated provider takes about two seconds. */
async function payByCard(dialog: Locator, cardNumber: string, amount: string, t: Catalog = en) {
  await fillCard(dialog, cardNumber, t);
  await expect(dialog.getByLabel(t.tickets.card.number, { exact: true })).toHaveValue(cardNumber);
  await dialog.getByRole("button", { name: fill(t.tickets.card.pay, { amount: `$${amount}` }) }).click();
  await expect(dialog.getByRole("button", { name: t.tickets.card.processing })).toBeVisible();
}

async function expectPaid(page: Page, amount: string, t: Catalog = en) {
  await expectToast(page, t.tickets.payment.successTitle, fill(t.tickets.payment.success, { amount }));
}

/** The tickets of one event on /my-tickets. */
function ticketCards(page: Page, event: BookableEvent, t: Catalog = en): Locator {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: shownTitle(event, t), exact: true }) });
}

async function signedInContext(browser: Browser, baseURL: string | undefined, role: "guest" | "manager") {
  const context = await browser.newContext({ baseURL });
  await signInDemo(context.request, role, baseURL);
  return { context, page: await context.newPage() };
}

test.describe("buying seats", () => {
  let other: BrowserContext | null = null;
  test.afterEach(async () => {
    await other?.close();
    other = null;
  });

  test("mouse and keyboard, card payment, My Tickets — and a second browser sees the seats go", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const event = await seedEvent(page, 1);
    const seats: Seat[] = [
      { section: "vip", row: 1, seat: 5 },
      { section: "vip", row: 1, seat: 6 },
      { section: "vip", row: 2, seat: 6 },
    ];

    // A second visitor (not signed in) watches the same event; its page is never reloaded.
    other = await browser.newContext({ baseURL });
    const watcher = await other.newPage();
    const stream = watcher.waitForRequest((r) => r.url().endsWith(`/seat-states/stream`));
    await openBoxOffice(watcher, event);
    await stream;
    await watcher.evaluate(() => {
      (window as { notReloaded?: boolean }).notReloaded = true;
    });
    for (const s of seats) await expectSeat(seatButton(watcher, s), "available");

    await signInDemo(page.request, "guest");
    await openBoxOffice(page, event);
    // Mouse: the first seat.
    const [first, second, third] = seats.map((s) => seatButton(page, s));
    if (!first || !second || !third) throw new Error("three seats");
    await first.click();
    await expectSeat(first, "selected");
    // Keyboard: right to the next seat, Enter; down a row, Space.
    await page.keyboard.press("ArrowRight");
    await expect(second).toBeFocused();
    await page.keyboard.press("Enter");
    await expectSeat(second, "selected");
    await page.keyboard.press("ArrowDown");
    await expect(third).toBeFocused();
    await page.keyboard.press(" ");
    await expectSeat(third, "selected");
    await expect(page.getByText(fill(en.tickets.cart.count_other, { count: 3 }))).toBeVisible();
    // Deselecting by keyboard works too; select it again.
    await page.keyboard.press("Enter");
    await expectSeat(third, "available");
    await page.keyboard.press("Enter");
    await expectSeat(third, "selected");
    await expectNoA11yViolations(page, "box office with seats selected");

    const dialog = await proceedToCheckout(page);
    for (const s of seats) {
      const text = fill(en.tickets.cart.seat, { section: en.tickets.sections[s.section], row: s.row, seat: s.seat });
      await expect(dialog.getByText(text)).toBeVisible();
    }
    await holdSeats(page, dialog);
    // Held: the watcher sees it within a second or two, through the stream (its poll is 10 s).
    for (const s of seats) await expectSeat(seatButton(watcher, s), "held", en, 2_500);
    await expectNoA11yViolations(page, "checkout payment step");

    await payByCard(dialog, GOOD_CARD, "450.00");
    await expectPaid(page, "450.00");
    await expect(dialog.getByRole("heading", { name: en.tickets.checkout.bookingSuccessTitle })).toBeVisible();
    for (const s of seats) await expectSeat(seatButton(watcher, s), "occupied", en, 2_500);
    expect(await watcher.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The confirmation mail with the tickets.
    await expect
      .poll(async () => (await readOutbox(DEMO_USERS.guest)).subject)
      .toBe(fill(en.tickets.mail.subject, { title: event.title }));
    const mail = await readOutbox(DEMO_USERS.guest);
    for (const s of seats) {
      const line = fill(en.tickets.mail.seatLine, {
        section: en.tickets.sections[s.section],
        row: s.row,
        seat: s.seat,
      });
      expect(mail.text_body).toContain(line);
    }

    await dialog.getByRole("link", { name: en.tickets.checkout.viewTickets }).click();
    await expect(page).toHaveURL(/\/my-tickets$/);
    await expect(page.getByRole("heading", { level: 1, name: en.tickets.myTickets.title })).toBeVisible();
    const cards = ticketCards(page, event);
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card).toContainText(en.tickets.myTickets.status.completed);
    await expect(cards.filter({ hasText: en.tickets.sections.vip })).toHaveCount(3);
  });

  test("a declined card shows the failure and keeps the hold; the next card pays", async ({ page }) => {
    const event = await seedEvent(page, 2);
    const s: Seat = { section: "general", row: 32, seat: 3 };
    await signInDemo(page.request, "guest");
    await openBoxOffice(page, event);
    await seatButton(page, s).click();
    const dialog = await proceedToCheckout(page);
    const orderId = await holdSeats(page, dialog);

    await payByCard(dialog, DECLINED_CARD, "25.00");
    await expectToast(page, en.tickets.payment.failedTitle, en.tickets.payment.failed);
    // Still on the payment step, the countdown running, the seat still held for this buyer.
    await expect(dialog.getByRole("button", { name: fill(en.tickets.card.pay, { amount: "$25.00" }) })).toBeEnabled();
    await expect(dialog.getByRole("timer")).toBeVisible();
    const mine = await page.request.get(`/api/events/${encodeURIComponent(event.id)}/seat-states/mine`);
    expect(((await mine.json()) as { seats: { id: string }[] }).seats.map((seat) => seat.id)).toEqual([
      seatIdOf(event, s),
    ]);
    const order = await page.request.get(`/api/orders/${encodeURIComponent(orderId)}`);
    expect(((await order.json()) as { order: { status: string } }).order.status).toBe("held");

    // The hold was kept: a good card now pays for the same order.
    const paid = page.waitForResponse((r) => r.url().includes(`/api/orders/${orderId}/payments/`));
    await payByCard(dialog, GOOD_CARD, "25.00");
    expect((await paid).status()).toBe(200);
    await expectPaid(page, "25.00");
  });

  test("two buyers choose the same seat: the second gets 'Seats Already Booked'", async ({
    page,
    browser,
    baseURL,
  }) => {
    const event = await seedEvent(page, 3);
    const contested: Seat = { section: "premium", row: 15, seat: 10 };
    const spare: Seat = { section: "premium", row: 15, seat: 11 };
    const contestedLine = fill(en.tickets.cart.seat, { section: en.tickets.sections.premium, row: 15, seat: 10 });
    const spareLine = fill(en.tickets.cart.seat, { section: en.tickets.sections.premium, row: 15, seat: 11 });

    await signInDemo(page.request, "guest");
    const second = await signedInContext(browser, baseURL, "manager");
    other = second.context;
    const rival = second.page;

    await openBoxOffice(page, event);
    await openBoxOffice(rival, event);
    await seatButton(page, contested).click();
    await seatButton(rival, contested).click();
    await seatButton(rival, spare).click();
    await expectSeat(seatButton(rival, contested), "selected");

    // The rival is already reviewing the order when the first buyer's hold goes through.
    const rivalDialog = await proceedToCheckout(rival);
    const dialog = await proceedToCheckout(page);
    await holdSeats(page, dialog);

    await rivalDialog.getByRole("button", { name: en.tickets.checkout.continue }).click();
    // The toast names the seat that was lost and says the other one is still in the cart.
    await expectToast(
      rival,
      en.tickets.checkout.seatsTakenTitle,
      `${fill(en.tickets.checkout.seatsTaken_one, { seats: contestedLine })} ${fill(en.tickets.checkout.seatsTakenKept_one, { count: 1 })}`,
    );
    // The rival is back at the chart: the taken seat is marked held there and left the cart; the
    // other seat is still selected, ready for a new checkout.
    await expect(rivalDialog).toBeHidden();
    await expectSeat(seatButton(rival, contested), "held");
    await expectSeat(seatButton(rival, spare), "selected");
    const cart = rival.getByRole("region", { name: en.tickets.cart.title });
    await expect(cart.getByText(contestedLine)).toHaveCount(0);
    await expect(cart.getByText(spareLine)).toBeVisible();
    await cart
      .getByRole("button", {
        name: fill(en.tickets.cart.remove, { section: en.tickets.sections.premium, row: 15, seat: 11 }),
      })
      .click();
    await expect(rival.getByText(en.tickets.cart.empty)).toBeVisible();

    // The first buyer lets the seat go: it is free again on the rival's chart, live.
    await dialog.getByRole("button", { name: en.common.close }).click();
    await expect(dialog).toBeHidden();
    await expectSeat(seatButton(rival, contested), "available", en, 2_500);
  });

  test("an admin books complimentary seats", async ({ page }) => {
    const event = await seedEvent(page, 4);
    const seats: Seat[] = [
      { section: "general", row: 32, seat: 1 },
      { section: "general", row: 32, seat: 2 },
    ];
    await signInDemo(page.request, "admin");
    await openBoxOffice(page, event);
    for (const s of seats) await seatButton(page, s).click();
    const dialog = await proceedToCheckout(page);
    await expect(dialog.getByRole("heading", { name: en.tickets.complimentary.title })).toBeVisible();
    await expect(dialog.getByText(en.tickets.complimentary.price, { exact: true })).toBeVisible();
    // No card form for an admin's complimentary booking.
    await expect(dialog.getByLabel(en.tickets.card.number)).toHaveCount(0);

    await dialog.getByRole("button", { name: en.tickets.complimentary.book }).click();
    await expectToast(
      page,
      en.tickets.checkout.bookingSuccessTitle,
      fill(en.tickets.checkout.complimentarySuccess_other, { count: 2 }),
    );
    await dialog.getByRole("button", { name: en.tickets.checkout.done }).click();
    for (const s of seats) await expectSeat(seatButton(page, s), "occupied", en, 2_500);

    await page.goto("/my-tickets");
    const cards = ticketCards(page, event);
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card).toContainText(en.tickets.myTickets.status.complimentary);
  });

  test("in Spanish: the same purchase with the Spanish texts", async ({ page }) => {
    const event = await seedEvent(page, 5);
    const s: Seat = { section: "premium", row: 16, seat: 12 };
    await signInAs(page, "guest");
    await switchToSpanish(page);
    await openBoxOffice(page, event, es);
    await expect(page.getByRole("heading", { level: 1, name: es.tickets.boxOffice.title })).toBeVisible();
    const seat = seatButton(page, s, es);
    await expectSeat(seat, "available", es);
    await seat.click();
    await expectSeat(seat, "selected", es);

    const dialog = await proceedToCheckout(page, es);
    await holdSeats(page, dialog, es);
    await expect(dialog.getByText(es.tickets.card.testModeTitle)).toBeVisible();
    await payByCard(dialog, GOOD_CARD, "100.00", es);
    await expectPaid(page, "100.00", es);
    await dialog.getByRole("link", { name: es.tickets.checkout.viewTickets }).click();
    await expect(page.getByRole("heading", { level: 1, name: es.tickets.myTickets.title })).toBeVisible();
    const cards = ticketCards(page, event, es);
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(es.tickets.sections.premium);
    await expect(cards).toContainText(es.tickets.myTickets.status.completed);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("section first, tap a seat, pay — with no axe violations", async ({ page }) => {
    const event = await seedEvent(page, 6);
    // The demo is the whole arena: General's 2,800 seats, 70 to a row, behind VIP and Premium.
    const s: Seat = { section: "general", row: 40, seat: 4 };
    await signInDemo(page.request, "guest");
    await openBoxOffice(page, event);

    // The whole house first, no seats; zooming into General shows its rows only.
    await expect(seatButton(page, s)).toHaveCount(0);
    const general = fill(en.tickets.chart.zoomIn.split("{{price}}")[0] ?? "", {
      section: en.tickets.sections.general,
    });
    await page.getByRole("button", { name: new RegExp(`^${escapeRegExp(general)}`) }).tap();
    await expect(seatButton(page, { section: "vip", row: 1, seat: 1 })).toHaveCount(0);

    // A tap shows the seat; its Select button chooses it.
    const seat = seatButton(page, s);
    await seat.scrollIntoViewIfNeeded();
    await seat.tap();
    await page.getByRole("button", { name: en.tickets.chart.details.select, exact: true }).tap();
    await expectSeat(seat, "selected");
    await expect(page.getByText(fill(en.tickets.cart.count_one, { count: 1 }))).toBeVisible();
    await expectNoA11yViolations(page, "box office on a phone");

    const dialog = await proceedToCheckout(page);
    await holdSeats(page, dialog);
    await expectNoA11yViolations(page, "checkout on a phone");
    await payByCard(dialog, GOOD_CARD, "25.00");
    await expectPaid(page, "25.00");
  });
});
