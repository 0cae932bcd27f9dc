import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEMO_USERS, en, expectNoA11yViolations, expectToast, readOutbox } from "./fixtures";
import { signInDemo } from "./support/accounts";
import { fill, openBoxOffice, type Seat, seatButton, ticketCards } from "./support/box-office";
import { insertEvent } from "./support/events";
import { apiAs } from "./support/queue";

/**
 * Small things a new user tripped over: a payment return address for somebody else's order, My
 * Tickets' wording and calendar files, and complimentary tickets for a named guest. Each test
 * makes its own event, so none depends on another's seats.
 */

const myTickets = en.tickets.myTickets;

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
  const event = insertEvent(`Return Note ${Date.now()}`);
  const manager = await apiAs(baseURL as string, "manager");
  const orderId = await holdSeats(manager, event.id, [`${event.id}:premium:4:1`]);
  await manager.dispose();

  await signInDemo(page.request, "guest");
  await page.goto(`/box-office?payment=success&order=${orderId}`);
  const notice = page.getByRole("status").filter({ hasText: en.tickets.paymentReturn.otherTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(en.tickets.paymentReturn.other);
  await expect(page.getByText(en.tickets.paymentReturn.cancelledTitle)).toHaveCount(0);
  await expect(notice.getByRole("link", { name: en.tickets.checkout.viewTickets })).toBeVisible();
});

test("My Tickets says Paid and every card offers its order's one calendar file", async ({ page }) => {
  const event = insertEvent(`Order Calendar ${Date.now()}`);
  await signInDemo(page.request, "guest");
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

  // Two orders: every card offers its order's one calendar file, naming the seats the entry covers.
  const links = cards.getByRole("link", { name: new RegExp(`^${myTickets.addToCalendar} ${event.title}`) });
  await expect(links).toHaveCount(4);
  await expect(
    cards.getByRole("link", {
      name: `${myTickets.addToCalendar} ${myTickets.addToCalendarLabel_other.replace("{{title}}", event.title).replace("{{count}}", "3")}`,
    }),
  ).toHaveCount(3);
  const calendars = await Promise.all(
    (await links.all()).map(async (link) =>
      (await page.request.get((await link.getAttribute("href")) as string)).text(),
    ),
  );
  // One entry per order: the cards of one order download the same entry.
  const uids = calendars.map((ics) => /UID:order-([^@]+)@/.exec(ics)?.[1]);
  expect([...new Set(uids)].sort()).toEqual([first, second].sort());
  await expectNoA11yViolations(page, "my tickets with one calendar file per order");
});

test("an admin issues complimentary seats to a named guest, who finds them in My Tickets and got the mail", async ({
  page,
  browser,
  baseURL,
}) => {
  const event = insertEvent(`Guest Seats ${Date.now()}`);
  const seats: Seat[] = [
    { section: "vip", row: 1, seat: 7 },
    { section: "vip", row: 1, seat: 8 },
  ];
  const complimentary = en.tickets.complimentary;
  await signInDemo(page.request, "admin");
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
    await signInDemo(guest.request, "guest");
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
  await signInDemo(page.request, "admin");
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
