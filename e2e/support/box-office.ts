import { expect, type Locator, type Page } from "@playwright/test";
import type { BookableEvent } from "#domain/schemas/tickets";
import { demoEvents } from "#server/db/seed/demo-events";
import { type Catalog, en, expectToast } from "../fixtures";

export type SectionKey = keyof Catalog["tickets"]["sections"];
export interface Seat {
  section: SectionKey;
  row: number;
  seat: number;
}

/** A card the simulated provider accepts (only 4000 0000 0000 0002 is declined). */
export const GOOD_CARD = "4242 4242 4242 4242";

/** The catalog's {{name}} placeholders filled in, for building the exact texts a page will show. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The event's title as a page in the catalog's language shows it (Spanish falls back to English). */
export function shownTitle(event: { title: string; titleEs?: string | null }, t: Catalog = en): string {
  return t === en ? event.title : (event.titleEs ?? event.title);
}

/** The box office on one event, with its seat chart drawn. */
export async function openBoxOffice(
  page: Page,
  event: { id: string; title: string; titleEs?: string | null },
  t: Catalog = en,
) {
  await page.goto(`/box-office?event=${encodeURIComponent(event.id)}`);
  await expect(page.getByRole("heading", { level: 2, name: shownTitle(event, t) })).toBeVisible();
  await expect(page.getByRole("group", { name: t.tickets.chart.label })).toBeVisible();
}

/** A seat button, found by the start of its accessible name ("Section VIP, row 1, seat 5, "). */
export function seatButton(page: Page, s: Seat, t: Catalog = en): Locator {
  const [prefix = ""] = t.tickets.chart.seatLabel.split("{{price}}");
  const name = fill(prefix, { section: t.tickets.sections[s.section], row: s.row, seat: s.seat });
  return page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}`) });
}

/** Seats chosen, the checkout opened and Continue pressed: the server holds them for the payment step. */
export async function holdSeats(page: Page, seats: Seat[], t: Catalog = en): Promise<Locator> {
  for (const s of seats) await seatButton(page, s, t).click();
  await page.getByRole("button", { name: t.tickets.cart.proceed }).click();
  const dialog = page.getByRole("dialog", { name: t.tickets.checkout.title });
  await expect(dialog).toBeVisible();
  const held = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: t.tickets.checkout.continue }).click();
  expect((await held).status()).toBe(201);
  await expect(dialog.getByRole("heading", { name: t.tickets.payment.title, exact: true })).toBeVisible();
  return dialog;
}

/** Pays the held seats with the simulated card (about two seconds) and waits for the success toast. */
export async function payByCard(page: Page, dialog: Locator, amount: string, t: Catalog = en) {
  const card = t.tickets.card;
  await dialog.getByLabel(card.number, { exact: true }).fill(GOOD_CARD);
  await dialog.getByLabel(card.expiry, { exact: true }).fill("1235");
  await dialog.getByLabel(card.cvv, { exact: true }).fill("123");
  await dialog.getByLabel(card.cardholder, { exact: true }).fill("Erin Endtoend");
  await dialog.getByLabel(card.street, { exact: true }).fill("1 Arena Way");
  await dialog.getByLabel(card.city, { exact: true }).fill("Cypress");
  await dialog.getByLabel(card.state, { exact: true }).fill("TX");
  await dialog.getByLabel(card.zip, { exact: true }).fill("77433");
  await dialog.getByRole("button", { name: fill(card.pay, { amount: `$${amount}` }) }).click();
  await expectToast(page, t.tickets.payment.successTitle, fill(t.tickets.payment.success, { amount }));
}

/** The ticket cards of one event on /my-tickets. */
export function ticketCards(page: Page, title: string): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** The accessible name of a ticket's QR code on My Tickets. */
export function qrName(s: Seat, t: Catalog = en): string {
  return fill(t.tickets.myTickets.qrLabel, { section: t.tickets.sections[s.section], row: s.row, seat: s.seat });
}

/** On a phone the chart opens on the whole house: zooms into one section (by a tap). */
export async function zoomInto(page: Page, section: SectionKey, t: Catalog = en) {
  const name = fill(t.tickets.chart.zoomIn.split("{{price}}")[0] ?? "", { section: t.tickets.sections[section] });
  await page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}`) }).tap();
}

const SEED_TITLES = new Set(demoEvents(new Date()).map((event) => event.title));

/**
 * The `index`-th bookable event of the demo seed, soonest first: the full arena (3,500 seats: VIP
 * rows 1-10, Premium 11-30, General 31-70), but for #7, the piano recital on the traditional plan.
 * Seed events are known by their titles, so events other journeys make (through the API or
 * inserted) never shift which seed event a journey gets; a journey that needs a smaller plan
 * inserts an event on it (`insertEvent`).
 */
export async function seedEvent(page: Page, index: number): Promise<BookableEvent> {
  const response = await page.request.get("/api/events/bookable");
  expect(response.ok()).toBe(true);
  const { events } = (await response.json()) as { events: BookableEvent[] };
  const seeded = events.filter((event) => SEED_TITLES.has(event.title));
  const event = seeded[index];
  if (!event) throw new Error(`the seed has no bookable event #${index}`);
  return event;
}
