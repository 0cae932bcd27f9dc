import { expect } from "@playwright/test";
import { en, es, expectNoA11yViolations, expectToast, readOutbox, switchToSpanish } from "./fixtures";
import { createVerifiedAccount } from "./support/accounts";
import { fill, qrName, type Seat, ticketCards } from "./support/box-office";
import { createEvent, test } from "./support/events";

/**
 * An admin cancels an event that has a paid order: the buyer's tickets stop admitting anyone and
 * show the refund and the reason, the buyer is mailed, the event's page says it is cancelled, and
 * the calendar no longer lists it. The journey makes its own event and buyer, so the seed's events
 * and the demo guest's tickets stay as the other journeys expect them.
 */

const money = en.manage.money;

test("an admin cancels an event with a reason: the buyer sees the refund, the page says cancelled, the calendar drops it", async ({
  page,
  admin,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const event = await createEvent(admin.request, `E2E Cancelled Night ${Date.now()}`, "cancellation");
  const reason = "The stage failed its safety inspection.";
  const seats: Seat[] = [
    { section: "premium", row: 5, seat: 10 },
    { section: "premium", row: 5, seat: 11 },
  ];

  // A new buyer, signed in by the confirmation link of their sign-up mail.
  const buyer = await createVerifiedAccount(page.request, baseURL ?? "", { name: "Casey Canceled", prefix: "cancel" });
  await page.goto("/calendar");
  await expect(page.getByRole("banner").getByRole("button", { name: en.nav.account })).toBeVisible();
  const calendar = page.getByRole("list", { name: en.listings.calendar.title });
  await expect(calendar.getByRole("heading", { name: event.title, exact: true })).toBeVisible();

  // The buyer pays for two seats by card, through the API as the box office does (buying is the
  // purchase journeys' to check); My Tickets shows each with its QR code.
  const origin = { origin: baseURL ?? "" };
  const seatIds = seats.map((s) => `${event.id}:${s.section}:${s.row}:${s.seat}`);
  expect((await page.request.get(`/api/events/${encodeURIComponent(event.id)}/seat-states`)).status()).toBe(200);
  const hold = await page.request.post("/api/orders", { data: { eventId: event.id, seatIds }, headers: origin });
  expect(hold.status(), await hold.text()).toBe(201);
  const { order: held } = (await hold.json()) as { order: { id: string } };
  const paid = await page.request.post(`/api/orders/${held.id}/payments/simulated`, {
    data: { token: "sim_ok_4242" },
    headers: origin,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.goto("/my-tickets");
  const cards = ticketCards(page, event.title);
  await expect(cards).toHaveCount(2);
  for (const s of seats) await expect(cards.getByRole("img", { name: qrName(s), exact: true })).toBeVisible();

  // The admin finds the event, opens its sales and cancels it from there.
  await admin.goto("/event-manager");
  const card = admin
    .getByRole("listitem")
    .filter({ has: admin.getByRole("heading", { name: event.title, exact: true }) });
  await expect(card.getByText(en.manage.events.status.approved)).toBeVisible();
  await card.getByRole("button", { name: fill(money.actions.salesLabel, { title: event.title }) }).click();
  const sales = admin.getByRole("dialog", { name: fill(money.sales.title, { title: event.title }) });
  const order = sales.getByRole("listitem").filter({ hasText: buyer.email });
  await expect(order).toContainText(buyer.name);
  await expect(order).toContainText(money.orderStatus.paid);
  await expect(order).toContainText(fill(money.sales.total, { amount: "$200.00" }));
  await sales.getByRole("button", { name: money.actions.cancel, exact: true }).click();
  await expect(sales).toBeHidden();

  // Step one: the reason is required.
  const cancel = admin.getByRole("dialog", { name: fill(money.cancel.title, { title: event.title }) });
  await expect(cancel.getByText(money.cancel.introAdmin)).toBeVisible();
  await cancel.getByRole("button", { name: money.cancel.continue }).click();
  await expect(cancel.getByText(money.cancel.reasonRequired)).toBeVisible();
  await expect(cancel.getByLabel(money.cancel.reason)).toBeFocused();
  await expectNoA11yViolations(admin, "cancel dialog, reason missing");
  await cancel.getByLabel(money.cancel.reason).fill(reason);
  await cancel.getByRole("button", { name: money.cancel.continue }).click();

  // Step two: what happens to the buyers, with the reason they will read.
  const confirm = admin.getByRole("dialog", { name: money.cancel.confirmTitle });
  await expect(confirm).toContainText(fill(money.cancel.confirmAdmin, { title: event.title }));
  await expect(confirm).toContainText(fill(money.cancelledReason, { reason }));
  await expectNoA11yViolations(admin, "cancel dialog, confirmation");
  await confirm.getByRole("button", { name: money.cancel.confirm, exact: true }).click();
  await expectToast(admin, money.cancel.doneTitle, fill(money.cancel.done_one, { count: 1, amount: "$200.00" }));
  await expect(confirm).toBeHidden();
  await expect(card.getByText(money.cancelledBadge, { exact: true })).toBeVisible();
  await expect(card.getByText(fill(money.cancelledReason, { reason }))).toBeVisible();
  await expect(card.getByRole("button", { name: fill(money.actions.cancelLabel, { title: event.title }) })).toHaveCount(
    0,
  );

  // The buyer's tickets no longer admit anyone: no QR code, the reason and each seat's refund.
  const refunds = en.tickets.refunds;
  await page.goto("/my-tickets");
  await expect(cards).toHaveCount(2);
  for (const ticket of await cards.all()) {
    await expect(ticket).toContainText(refunds.state.event_cancelled);
    await expect(ticket).toContainText(refunds.notValid);
    await expect(ticket).toContainText(refunds.cancelledNotice);
    await expect(ticket).toContainText(fill(refunds.cancelledReason, { reason }));
    await expect(ticket).toContainText(fill(refunds.refundedAmount, { amount: "$100.00" }));
  }
  for (const s of seats) await expect(page.getByRole("img", { name: qrName(s), exact: true })).toHaveCount(0);

  // And is told by mail, with the reason.
  await expect
    .poll(async () => (await readOutbox(buyer.email)).subject)
    .toBe(fill(refunds.mail.cancelledSubject, { title: event.title }));
  expect((await readOutbox(buyer.email)).text_body).toContain(fill(refunds.mail.reason, { reason }));

  // The event's page stays, says it is cancelled and why, and sells nothing.
  await page.goto(`/events/${encodeURIComponent(event.id)}`);
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: en.listings.eventPage.cancelledTitle })).toBeVisible();
  await expect(page.getByText(fill(en.listings.eventPage.cancelledReason, { reason }), { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: en.listings.card.bookTickets })).toHaveCount(0);

  // The calendar no longer lists it.
  await page.goto("/calendar");
  await expect(calendar.getByRole("listitem").first()).toBeVisible();
  await expect(calendar.getByRole("heading", { name: event.title, exact: true })).toHaveCount(0);

  // The same in Spanish.
  await switchToSpanish(page);
  await page.goto("/my-tickets");
  await expect(page.getByRole("heading", { level: 1, name: es.tickets.myTickets.title })).toBeVisible();
  for (const ticket of await cards.all()) {
    await expect(ticket).toContainText(es.tickets.refunds.state.event_cancelled);
    await expect(ticket).toContainText(es.tickets.refunds.notValid);
  }
  await page.goto(`/events/${encodeURIComponent(event.id)}`);
  await expect(page.getByRole("heading", { level: 2, name: es.listings.eventPage.cancelledTitle })).toBeVisible();
  await expect(page.getByText(fill(es.listings.eventPage.cancelledReason, { reason }), { exact: true })).toBeVisible();
});
