import { type APIRequestContext, expect, request, test } from "@playwright/test";
import Database from "better-sqlite3";
import { BASE_URL } from "../playwright.config";
import {
  DB_FILE,
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoRole,
  en,
  expectNoA11yViolations,
  expectToast,
  readOutbox,
} from "./fixtures";
import { fill, openBoxOffice, type Seat, seatButton, ticketCards } from "./support/box-office";

/**
 * Small things a new user tripped over: a payment return address for somebody else's order, My
 * Tickets' wording and calendar files, and complimentary tickets for a named guest. Each test
 * makes its own event, so none depends on another's seats.
 */

const myTickets = en.tickets.myTickets;

/** A fresh approved event three weeks ahead, written straight to the server's database. */
function createEvent(title: string): { id: string; title: string } {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const db = new Database(DB_FILE, { fileMustExist: true });
  try {
    db.prepare(
      `insert into events (id, title, description, event_date, venue, image_url, layout, rental_hours,
         created_by, approval_status, approved_by, approved_at, created_at, updated_at)
       values (?, ?, 'Made by a browser test.', ?, 'Bridgeland Arena', null, 'traditional', null,
         null, 'approved', null, ?, ?, ?)`,
    ).run(id, title, new Date(Date.now() + 21 * 86_400_000).toISOString(), now, now, now);
  } finally {
    db.close();
  }
  return { id, title };
}

/** Signs in as a browser would: from the site's own origin (the server refuses any other). */
async function signIn(api: APIRequestContext, role: DemoRole) {
  const response = await api.post("/api/auth/sign-in/email", {
    data: { email: DEMO_USERS[role], password: DEMO_PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(response.status()).toBe(200);
}

/** A signed-in client of the API alone (the page's own cookies stay as they are). */
async function apiAs(role: DemoRole, baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await signIn(api, role);
  return api;
}

async function holdSeats(api: APIRequestContext, eventId: string, seatIds: string[]): Promise<string> {
  expect((await api.get(`/api/events/${eventId}/seat-states`)).status()).toBe(200);
  const hold = await api.post("/api/orders", { data: { eventId, seatIds } });
  expect(hold.status()).toBe(201);
  return ((await hold.json()) as { order: { id: string } }).order.id;
}

async function buySeats(api: APIRequestContext, eventId: string, seatIds: string[]): Promise<string> {
  const orderId = await holdSeats(api, eventId, seatIds);
  const paid = await api.post(`/api/orders/${orderId}/payments/simulated`, { data: { token: "sim_ok_4242" } });
  expect(paid.status()).toBe(200);
  return orderId;
}

test("a payment return address for another account's order shows a neutral note", async ({ page, baseURL }) => {
  const event = createEvent(`Return Note ${Date.now()}`);
  const manager = await apiAs("manager", baseURL as string);
  const orderId = await holdSeats(manager, event.id, [`${event.id}:premium:4:1`]);
  await manager.dispose();

  await page.goto("/");
  await signIn(page.request, "guest");
  await page.goto(`/box-office?payment=success&order=${orderId}`);
  const notice = page.getByRole("status").filter({ hasText: en.tickets.paymentReturn.otherTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(en.tickets.paymentReturn.other);
  await expect(page.getByText(en.tickets.paymentReturn.cancelledTitle)).toHaveCount(0);
  await expect(notice.getByRole("link", { name: en.tickets.checkout.viewTickets })).toBeVisible();
});

test("My Tickets says Paid and offers one calendar file per order", async ({ page }) => {
  const event = createEvent(`Order Calendar ${Date.now()}`);
  await page.goto("/");
  await signIn(page.request, "guest");
  const first = await buySeats(
    page.request,
    event.id,
    [1, 2, 3].map((seat) => `${event.id}:vip:3:${seat}`),
  );
  const second = await buySeats(page.request, event.id, [`${event.id}:premium:5:1`]);

  await page.goto("/my-tickets");
  const cards = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: event.title, exact: true }) });
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) await expect(card).toContainText(myTickets.status.completed);
  expect(myTickets.status.completed).toBe("Paid");

  // Two orders: two calendar files, one on a card of each, naming the seats the entry covers.
  const links = cards.getByRole("link", { name: new RegExp(`^${myTickets.addToCalendar} ${event.title}`) });
  await expect(links).toHaveCount(2);
  await expect(
    cards.getByRole("link", {
      name: `${myTickets.addToCalendar} ${myTickets.addToCalendarLabel_other.replace("{{title}}", event.title).replace("{{count}}", "3")}`,
    }),
  ).toHaveCount(1);
  const calendars = await Promise.all(
    (await links.all()).map(async (link) =>
      (await page.request.get((await link.getAttribute("href")) as string)).text(),
    ),
  );
  expect(calendars.map((ics) => /UID:order-([^@]+)@/.exec(ics)?.[1]).sort()).toEqual([first, second].sort());
  await expectNoA11yViolations(page, "my tickets with one calendar file per order");
});

test("an admin issues complimentary seats to a named guest, who finds them in My Tickets and got the mail", async ({
  page,
  browser,
  baseURL,
}) => {
  const event = createEvent(`Guest Seats ${Date.now()}`);
  const seats: Seat[] = [
    { section: "vip", row: 1, seat: 7 },
    { section: "vip", row: 1, seat: 8 },
  ];
  const complimentary = en.tickets.complimentary;
  await page.goto("/");
  await signIn(page.request, "admin");
  await openBoxOffice(page, event);
  for (const s of seats) await seatButton(page, s).click();
  await page.getByRole("button", { name: en.tickets.cart.proceed }).click();
  const dialog = page.getByRole("dialog", { name: en.tickets.checkout.title });
  await expect(dialog.getByRole("heading", { name: complimentary.title })).toBeVisible();

  // A wrong address is refused in the form, and the keyboard is put on it.
  const email = dialog.getByLabel(complimentary.guestEmail);
  await email.fill("not-an-address");
  await dialog.getByRole("button", { name: complimentary.bookForGuest }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill(DEMO_USERS.guest);
  await dialog.getByLabel(complimentary.guestName).fill("Gabriela Guest");
  const booked = page.waitForResponse((r) => r.url().endsWith("/api/orders/complimentary"));
  await dialog.getByRole("button", { name: complimentary.bookForGuest }).click();
  expect((await booked).status()).toBe(201);
  const done = fill(complimentary.guestSuccess_other, { count: 2, email: DEMO_USERS.guest });
  await expectToast(page, en.tickets.checkout.bookingSuccessTitle, done);
  await expect(dialog.getByText(done)).toBeVisible();

  const mail = await readOutbox(DEMO_USERS.guest);
  expect(mail.subject).toBe(fill(en.tickets.mail.subject, { title: event.title }));
  expect(mail.text_body).toContain("Gabriela Guest");

  // The seats are the guest's, not the admin's.
  await page.goto("/my-tickets");
  await expect(page.getByRole("heading", { level: 1, name: en.tickets.myTickets.title })).toBeVisible();
  await expect(ticketCards(page, event.title)).toHaveCount(0);
  const context = await browser.newContext({ baseURL });
  try {
    const guest = await context.newPage();
    await guest.goto("/");
    await signIn(guest.request, "guest");
    await guest.goto("/my-tickets");
    const cards = ticketCards(guest, event.title);
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card).toContainText(en.tickets.myTickets.status.complimentary);
  } finally {
    await context.close();
  }
});

test("the admin's event list counts and filters the events awaiting approval", async ({ page }) => {
  const filter = en.manage.events.filter;
  await page.goto("/");
  await signIn(page.request, "admin");
  const { events } = (await (await page.request.get("/api/manage/events")).json()) as {
    events: { title: string; approvalStatus: string; pendingChange: unknown; cancelledAt: string | null }[];
  };
  const waiting = events.filter((e) => e.cancelledAt === null && (e.approvalStatus === "pending" || e.pendingChange));
  expect(waiting.length).toBeGreaterThan(0);

  await page.goto("/event-manager");
  const filters = page.getByRole("group", { name: filter.label });
  await expect(filters.getByRole("button", { name: `${filter.all} ${events.length}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const counted = waiting.length === 1 ? filter.pendingCount_one : filter.pendingCount_other;
  await expect(page.getByText(fill(counted, { count: waiting.length }))).toBeVisible();
  await filters.getByRole("button", { name: `${filter.pending} ${waiting.length}` }).click();
  const cards = page
    .getByRole("region", { name: en.manage.events.listHeadingAll })
    .getByRole("list")
    .first()
    .locator(":scope > li");
  await expect(cards).toHaveCount(waiting.length);
  for (const event of waiting) await expect(page.getByRole("heading", { name: event.title })).toBeVisible();
  await expectNoA11yViolations(page, "event list filtered to pending");
});
