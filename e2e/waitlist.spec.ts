import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import Database from "better-sqlite3";
import { generateSeats, type SeatSpec } from "#domain/seating/layouts";
import { BASE_URL } from "../playwright.config";
import { DB_FILE, en, es, expectNoA11yViolations, expectToast, switchToSpanish } from "./fixtures";
import { createVerifiedAccount, linkIn } from "./support/accounts";
import { escapeRegExp, fill, payByCard, ticketCards } from "./support/box-office";
import { createEvent, test } from "./support/events";
import { apiAs } from "./support/queue";

/**
 * A sold-out event's waitlist, end to end: an event of the journey's own is cut down to its VIP
 * section and filled through the API (complimentary seats, and two seats a holder keeps on hold).
 * One visitor joins the line in Spanish, a second one (two seats, a price ceiling) joins behind
 * them and sees their place; the first leaves and the second moves up. The admin sees the list.
 * The holder cancels the hold: the matcher offers the two seats to the visitor, whose mail links to
 * the box office, where the seats wait in the checkout for 30 minutes; the visitor pays.
 */

const box = en.waitlist.box;
const VIP_PRICE = "$150.00";

/** An API client of a new account with a confirmed address, from the site's own origin. */
async function newAccountApi(name: string, prefix: string): Promise<{ api: APIRequestContext; email: string }> {
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  const { email } = await createVerifiedAccount(api, BASE_URL, { name, prefix });
  return { api, email };
}

/** The event's VIP seats with wheelchair spaces first, so a companion seat is never taken before its space. */
function vipSeats(eventId: string): SeatSpec[] {
  const rank = (s: SeatSpec) => (s.access === "wheelchair" ? 0 : s.access === "companion" ? 1 : 2);
  return generateSeats(eventId, "traditional")
    .filter((s) => s.section === "vip")
    .sort((a, b) => rank(a) - rank(b));
}

interface Mail {
  subject: string;
  text_body: string;
}

/** The newest mail to `email` whose subject is `subject`, read from the outbox (read-only). */
function outboxMail(email: string, subject: string): Mail | undefined {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select subject, text_body from mail_outbox where to_address = ? and subject = ?
         order by created_at desc, id desc limit 1`,
      )
      .get(email.toLowerCase(), subject) as Mail | undefined;
  } finally {
    db.close();
  }
}

/** Waits for the mail: the matcher runs every few seconds. */
async function mailWithSubject(email: string, subject: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      () => {
        mail = outboxMail(email, subject);
        return mail !== undefined;
      },
      { message: `"${subject}" to ${email}`, timeout: 30_000 },
    )
    .toBe(true);
  return mail as Mail;
}

function waitlistPanel(page: Page, title = box.title) {
  return page.getByRole("region", { name: title, exact: true });
}

async function openEvent(page: Page, event: { id: string; title: string }) {
  await page.goto(`/box-office?event=${encodeURIComponent(event.id)}`);
  await expect(page.getByRole("heading", { level: 2, name: event.title })).toBeVisible();
}

test("a sold-out event's waitlist: join, see one's place, leave, get returned seats by mail and pay", async ({
  page,
  browser,
  admin,
}) => {
  test.setTimeout(150_000);
  const adminApi = await apiAs(BASE_URL, "admin");
  const event = await createEvent(adminApi, `Waitlist Night ${Date.now()}`, "waitlist");

  // The event shrinks to its 60 VIP seats ($150.00 each), 58 of them given away by the admin.
  expect((await adminApi.get(`/api/events/${event.id}/seat-states`)).status()).toBe(200);
  for (const section of ["premium", "general", "upper-deck", "balcony"]) {
    const deleted = await adminApi.delete(`/api/events/${event.id}/sections/${section}`);
    expect(deleted.status(), await deleted.text()).toBe(200);
  }
  const seats = vipSeats(event.id);
  expect(seats).toHaveLength(60);
  const kept = seats.filter((s) => s.access === null && s.row === 2).slice(-2);
  const given = seats.filter((s) => !kept.includes(s));
  for (let i = 0; i < given.length; i += 10) {
    const comp = await adminApi.post("/api/orders/complimentary", {
      data: { eventId: event.id, seatIds: given.slice(i, i + 10).map((s) => s.id), accessible: true },
    });
    expect(comp.status(), await comp.text()).toBe(201);
  }

  // A holder keeps the last two on hold: nothing is free, so the event is sold out.
  const holder = await newAccountApi("Hollis Holder", "waitlist-holder");
  const hold = await holder.api.post("/api/orders", { data: { eventId: event.id, seatIds: kept.map((s) => s.id) } });
  expect(hold.status(), await hold.text()).toBe(201);
  const { order: held } = (await hold.json()) as { order: { id: string } };

  // The event's own page says so and leads to the waitlist, never to a booking.
  await page.goto(`/events/${event.id}`);
  await expect(page.getByText(fill(en.listings.eventPage.soldOutWaitlist, { minutes: 30 }))).toBeVisible();
  await expect(page.getByRole("link", { name: en.listings.card.joinWaitlist, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: en.listings.card.bookTickets, exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page, "a sold-out event's page");

  // A first visitor joins in Spanish: one seat at any price, first in line.
  const otherContext = await browser.newContext({ baseURL: BASE_URL });
  const other = await otherContext.newPage();
  await createVerifiedAccount(other.request, BASE_URL, { name: "Olive Other", prefix: "waitlist-other" });
  await other.goto("/");
  await switchToSpanish(other);
  await openEvent(other, event);
  const otherPanel = waitlistPanel(other, es.waitlist.box.title);
  await expect(otherPanel).toContainText(es.waitlist.box.soldOut);
  await otherPanel.getByRole("button", { name: es.waitlist.box.join }).click();
  await expectToast(other, es.waitlist.box.joinedTitle, es.waitlist.box.joined);
  await expect(otherPanel.getByRole("status")).toContainText(fill(es.waitlist.box.place, { place: 1 }));
  await expect(otherPanel).toContainText(fill(es.waitlist.box.wantedAny_one, { count: 1 }));

  // The visitor finds the event sold out and joins: two seats, at most $160.00 each.
  const visitor = await createVerifiedAccount(page.request, BASE_URL, { name: "Wren Waiting", prefix: "waitlist" });
  await openEvent(page, event);
  const panel = waitlistPanel(page);
  await expect(panel).toContainText(box.soldOut);
  await panel.getByLabel(box.count, { exact: true }).selectOption("2");
  await panel.getByLabel(box.maxPrice, { exact: true }).fill("abc");
  await panel.getByRole("button", { name: box.join }).click();
  await expect(panel.getByLabel(box.maxPrice, { exact: true })).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(box.invalidPrice)),
  );
  await panel.getByLabel(box.maxPrice, { exact: true }).fill("160");
  await panel.getByRole("button", { name: box.join }).click();
  await expectToast(page, box.joinedTitle, box.joined);
  await expect(panel.getByRole("status")).toContainText(fill(box.place, { place: 2 }));
  await expect(panel.getByRole("status")).toContainText(fill(box.ahead_one, { count: 1 }));
  await expect(panel).toContainText(fill(box.wanted_other, { count: 2, price: "$160.00" }));
  await expectNoA11yViolations(page, "the waitlist panel, in line");
  // The event's page shows the visitor's place too.
  await page.goto(`/events/${event.id}`);
  await expect(page.getByText(fill(en.listings.eventPage.waitlistPlace, { place: 2 }))).toBeVisible();
  await openEvent(page, event);

  // The first visitor leaves; the visitor moves up to first.
  await otherPanel.getByRole("button", { name: es.waitlist.box.leave }).click();
  await expectToast(other, es.waitlist.box.leftTitle);
  await expect(otherPanel.getByRole("button", { name: es.waitlist.box.join })).toBeVisible();
  await otherContext.close();
  await page.reload();
  await expect(panel.getByRole("status")).toContainText(fill(box.place, { place: 1 }));
  await expect(panel.getByRole("status")).toContainText(fill(box.ahead_other, { count: 0 }));

  // The admin sees the list: the visitor waiting first, the one who left without a place.
  const list = en.waitlist.admin;
  await admin.goto("/event-manager");
  await admin.getByRole("tab", { name: en.manage.tabs.seating }).click();
  await admin.getByLabel(en.manage.seating.event, { exact: true }).selectOption(event.id);
  const table = admin.getByRole("table", { name: list.title });
  await expect(admin.getByText(fill(list.waiting_one, { count: 1 }))).toBeVisible();
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Olive Other");
  await expect(rows.nth(1)).toContainText(en.waitlist.status.left);
  await expect(rows.nth(1)).toContainText(list.anyPrice);
  await expect(rows.nth(2)).toContainText("Wren Waiting");
  await expect(rows.nth(2)).toContainText(visitor.email);
  await expect(rows.nth(2)).toContainText("$160.00");
  await expect(rows.nth(2)).toContainText(en.waitlist.status.waiting);
  await expect(rows.nth(2).getByRole("cell").first()).toHaveText("1");

  // The holder lets the seats go: the matcher holds them for the visitor and mails the offer.
  expect((await holder.api.delete(`/api/orders/${held.id}`)).status()).toBe(200);
  const mail = await mailWithSubject(visitor.email, fill(en.waitlist.mail.subject, { title: event.title }));
  expect(mail.text_body).toContain(en.waitlist.mail.title);
  expect(mail.text_body).toContain(VIP_PRICE);
  expect(mail.text_body).toContain("$300.00");
  const link = linkIn(mail.text_body.slice(mail.text_body.indexOf(en.waitlist.mail.buttonText)));
  expect(link).toBe(`${BASE_URL}/box-office?event=${event.id}`);

  // The seats are held in the visitor's name for 30 minutes.
  const mine = await page.request.get(`/api/events/${event.id}/waitlist/me`);
  const { entry } = (await mine.json()) as { entry: { status: string; offer: { expiresAt: string } | null } };
  expect(entry.status).toBe("offered");
  const minutesLeft = (Date.parse(entry.offer?.expiresAt ?? "") - Date.now()) / 60_000;
  expect(minutesLeft).toBeGreaterThan(28);
  expect(minutesLeft).toBeLessThanOrEqual(30);

  // The admin's list says the seats are offered, until when.
  await admin.reload();
  await admin.getByRole("tab", { name: en.manage.tabs.seating }).click();
  await admin.getByLabel(en.manage.seating.event, { exact: true }).selectOption(event.id);
  await expect(table.getByRole("row").nth(2)).toContainText(en.waitlist.status.offered);

  // The mail's link: the box office, with the offered seats waiting in the checkout.
  await page.goto(link);
  const checkout = page.getByRole("dialog", { name: en.tickets.checkout.title });
  await expect(checkout.getByRole("heading", { name: en.tickets.payment.title, exact: true })).toBeVisible();
  // Seats that came back, said as such: not the welcome back of a buyer who chose them.
  await expect(checkout.getByRole("heading", { name: en.tickets.resume.offerTitle })).toBeVisible();
  await expect(checkout.getByText(en.tickets.resume.title)).toHaveCount(0);
  await payByCard(page, checkout, "300.00");
  await page.goto("/my-tickets");
  await expect(ticketCards(page, event.title)).toHaveCount(2);

  // Once paid, the entry reads as bought (the matcher's next pass).
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/events/${event.id}/waitlist/me`);
        return ((await answer.json()) as { entry: { status: string } | null }).entry?.status;
      },
      { timeout: 20_000 },
    )
    .toBe("bought");
  await holder.api.dispose();
  await adminApi.dispose();
});
