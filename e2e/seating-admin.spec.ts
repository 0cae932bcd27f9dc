import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_USERS, en, es, expectNoA11yViolations, expectToast, readOutbox } from "./fixtures";
import { signInDemo } from "./support/accounts";
import { insertEvent } from "./support/events";
import { apiAs } from "./support/queue";

/**
 * Seating Management (admin), the ticket's QR code and calendar file in My Tickets, and a
 * checkout that survives a reload. Each test makes its own event, so none depends on another.
 */

const seating = en.manage.seating;
const myTickets = en.tickets.myTickets;

async function buySeats(api: APIRequestContext, eventId: string, seatIds: string[]): Promise<string> {
  expect((await api.get(`/api/events/${eventId}/seat-states`)).status()).toBe(200);
  const hold = await api.post("/api/orders", { data: { eventId, seatIds } });
  expect(hold.status()).toBe(201);
  const { order } = (await hold.json()) as { order: { id: string } };
  const paid = await api.post(`/api/orders/${order.id}/payments/simulated`, { data: { token: "sim_ok_4242" } });
  expect(paid.status()).toBe(200);
  return order.id;
}

function summaryValue(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd")
    .first();
}

test("an admin changes an event's layout, deletes a section, and is refused once seats are sold", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const event = insertEvent(`Seating Test ${Date.now()}`);
  await signInDemo(page.request, "admin");
  await page.goto("/event-manager");
  await page.getByRole("tab", { name: en.manage.tabs.seating }).click();
  await page.getByLabel(seating.event, { exact: true }).selectOption(event.id);
  await expect(summaryValue(page, seating.summary.layout)).toHaveText(seating.layouts.traditional);
  await expect(summaryValue(page, seating.summary.seats)).toHaveText("916");
  await expectNoA11yViolations(page, "seating management");

  // Change to the full arena: asked first, then done.
  await page.getByRole("radio", { name: new RegExp(seating.layouts["full-arena"]) }).check();
  await page.getByRole("button", { name: seating.changeLayout }).click();
  const confirm = page.getByRole("alertdialog", { name: seating.confirmLayoutTitle });
  await expect(confirm).toContainText(`All 916 seats of ${event.title} will be replaced`);
  await expectNoA11yViolations(page, "layout confirmation");
  await confirm.getByRole("button", { name: seating.changeLayout }).click();
  await expectToast(
    page,
    seating.layoutChangedTitle,
    `${event.title} now uses the Full Arena layout with 3,500 seats.`,
  );
  await expect(summaryValue(page, seating.summary.seats)).toHaveText("3,500");
  await expect(summaryValue(page, seating.summary.layout)).toHaveText(seating.layouts["full-arena"]);

  // Delete the premium section; Cancel first leaves it.
  await page.getByRole("button", { name: "Delete section Premium" }).click();
  let dialog = page.getByRole("alertdialog", { name: "Delete the Premium section?" });
  await dialog.getByRole("button", { name: seating.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete section Premium" }).click();
  dialog = page.getByRole("alertdialog", { name: "Delete the Premium section?" });
  await expect(dialog).toContainText(`Its 500 seats will be removed from ${event.title}.`);
  await dialog.getByRole("button", { name: seating.confirmDeleteButton }).click();
  await expectToast(page, seating.sectionDeletedTitle, "The Premium section and its 500 seats were removed.");
  await expect(summaryValue(page, seating.summary.seats)).toHaveText("3,000");
  await expect(page.getByRole("button", { name: "Delete section Premium" })).toHaveCount(0);

  // A buyer takes a VIP seat: now neither change may go through.
  const buyer = await apiAs(baseURL as string, "guest");
  await buySeats(buyer, event.id, [`${event.id}:vip:1:1`]);
  await buyer.dispose();
  await page.reload();
  await page.getByRole("tab", { name: en.manage.tabs.seating }).click();
  await page.getByLabel(seating.event, { exact: true }).selectOption(event.id);
  await expect(summaryValue(page, seating.summary.sold)).toHaveText("1");

  const refusal = "1 seat is held or sold. Seats can only change while none are held or sold.";
  await page.getByRole("radio", { name: new RegExp(`^${seating.layouts.arena} `) }).check();
  await page.getByRole("button", { name: seating.changeLayout }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: seating.changeLayout }).click();
  await expectToast(page, seating.layoutErrorTitle, `Failed to change seating layout: ${refusal}`);
  await expect(page.getByRole("alert").filter({ hasText: seating.refusedTitle }).first()).toContainText(refusal);

  // The VIP section has the sold seat: its delete is disabled and says why; the others stay open.
  const deleteVip = page.getByRole("button", { name: "Delete section VIP" });
  await expect(deleteVip).toBeDisabled();
  await expect(deleteVip).toHaveAccessibleDescription(seating.deleteSectionLocked);
  await expect(page.getByRole("button", { name: "Delete section General" })).toBeEnabled();
  await expect(summaryValue(page, seating.summary.seats)).toHaveText("3,000");
  await expect(summaryValue(page, seating.summary.layout)).toHaveText(seating.layouts["full-arena"]);
  // Toasts are the shell's (their colours are a site-wide setting): this checks the tab itself.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoA11yViolations(page, "seating refusal");
});

test("My Tickets shows each ticket's QR code and its calendar file; the buyer got a mail", async ({ page }) => {
  const event = insertEvent(`Ticket Pass ${Date.now()}`);
  await signInDemo(page.request, "guest");
  const orderId = await buySeats(page.request, event.id, [`${event.id}:vip:2:8`, `${event.id}:vip:2:9`]);

  await page.goto("/my-tickets");
  const card = page.getByRole("article").filter({ hasText: event.title }).filter({ hasText: "Seat" }).first();
  await expect(card).toBeVisible();
  const { tickets } = (await (await page.request.get("/api/my/tickets")).json()) as {
    tickets: { bookingId: string; seat: number; ticketToken: string; event: { id: string } }[];
  };
  const ticket = tickets.find((t) => t.event.id === event.id && t.seat === 8);
  if (!ticket) throw new Error("ticket not listed");
  const qr = page.getByRole("img", { name: "Ticket QR code for section VIP, row 2, seat 8" });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("data-ticket-token", ticket.ticketToken);
  expect(await qr.locator("path").count()).toBeGreaterThan(0);

  const link = page
    .getByRole("link", { name: new RegExp(`^${myTickets.addToCalendar} ${event.title}`) })
    .and(page.locator(`[href*="${ticket.bookingId}"]`));
  const download = page.waitForEvent("download");
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/^ticket-pass-\d+\.ics$/);
  const ics = await page.request.get((await link.getAttribute("href")) as string);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await ics.text();
  expect(text).toContain(`SUMMARY:${event.title}`);
  expect(text).toContain(`UID:order-${orderId}@bridgelandarena.com`);
  await expectNoA11yViolations(page, "my tickets");

  const mail = await readOutbox(DEMO_USERS.guest);
  expect(mail.subject).toBe(`Your tickets for ${event.title}`);
  expect(mail.text_body).toContain(`Order reference: ${orderId}`);
});

async function fillTestCard(page: Page) {
  const card = en.tickets.card;
  const dialog = page.getByRole("dialog", { name: en.tickets.checkout.title });
  await dialog.getByLabel(card.number).fill("4242424242424242");
  await dialog.getByLabel(card.expiry).fill("1230");
  await dialog.getByLabel(card.cvv).fill("123");
  await dialog.getByLabel(card.cardholder).fill("Grace Hopper");
  await dialog.getByLabel(card.street).fill("1 Main St");
  await dialog.getByLabel(card.city).fill("Cypress");
  await dialog.getByLabel(card.state).fill("TX");
  await dialog.getByLabel(card.zip).fill("77433");
}

test("a held checkout comes back after a reload with the time left, and can be paid or released", async ({ page }) => {
  test.setTimeout(90_000);
  const event = insertEvent(`Resume Test ${Date.now()}`);
  const checkout = en.tickets.checkout;
  await signInDemo(page.request, "guest");
  await page.goto(`/box-office?event=${event.id}`);

  // Hold two seats, then reload in the middle of paying.
  await page.getByRole("button", { name: /^Section VIP, row 3, seat 1,/ }).click();
  await page.getByRole("button", { name: en.tickets.cart.proceed }).click();
  let dialog = page.getByRole("dialog", { name: checkout.title });
  await dialog.getByRole("button", { name: checkout.continue }).click();
  await expect(dialog.getByRole("timer")).toBeVisible();
  await page.waitForTimeout(2100);
  await page.reload();

  dialog = page.getByRole("dialog", { name: checkout.title });
  await expect(dialog.getByRole("heading", { name: en.tickets.resume.title })).toBeVisible();
  await expect(dialog.getByRole("timer")).toHaveText(/^09:[0-5]\d$/);
  await expect(dialog.getByRole("timer")).not.toHaveText(/^(10:00|09:59|09:58)$/);
  await expect(dialog).toContainText("Section VIP · Row 3 · Seat 1");
  await expectNoA11yViolations(page, "resumed checkout");

  // Released: the seat is free again and nothing is held.
  await dialog.getByRole("button", { name: en.tickets.resume.release }).click();
  await expectToast(page, en.tickets.resume.releasedTitle, en.tickets.resume.released);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /^Section VIP, row 3, seat 1, .*, available$/ })).toBeVisible();
  const held = await page.request.get(`/api/my/orders/held?eventId=${event.id}`);
  expect(((await held.json()) as { order: unknown }).order).toBeNull();

  // Held again, reloaded, and this time paid.
  await page.getByRole("button", { name: /^Section VIP, row 3, seat 2,/ }).click();
  await page.getByRole("button", { name: en.tickets.cart.proceed }).click();
  await page.getByRole("dialog", { name: checkout.title }).getByRole("button", { name: checkout.continue }).click();
  await expect(page.getByRole("dialog").getByRole("timer")).toBeVisible();
  await page.reload();
  dialog = page.getByRole("dialog", { name: checkout.title });
  await expect(dialog.getByRole("heading", { name: en.tickets.resume.title })).toBeVisible();
  await fillTestCard(page);
  await dialog.getByRole("button", { name: "Pay $150.00" }).click();
  await expectToast(page, en.tickets.payment.successTitle, "Your payment of $150.00 has been processed successfully.");
  await expect(dialog.getByText(checkout.bookingSuccessTitle)).toBeVisible();
});

test("in Spanish on a phone, an admin sets an event's seats and wheelchair spaces per account", async ({ page }) => {
  const limits = es.seatLimits.admin;
  const event = insertEvent(`Limits Test ${Date.now()}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("lang", "es"));
  await signInDemo(page.request, "admin");
  await page.goto("/event-manager");
  await page.getByRole("tab", { name: es.manage.tabs.seating }).click();
  await page.getByLabel(es.manage.seating.event, { exact: true }).selectOption(event.id);
  const spaces = page.getByLabel(limits.spacesLabel, { exact: true });
  await expect(
    page.getByText("Ahora: el valor predeterminado del recinto, 2 espacios para silla de ruedas por cuenta."),
  ).toBeVisible();

  // A number outside 1–26 is refused in place and nothing is saved.
  await spaces.fill("40");
  await page.getByRole("button", { name: limits.save }).click();
  await expect(
    page.getByText("Escriba un número entero de 1 a 26, o deje el campo vacío para usar el valor predeterminado."),
  ).toBeVisible();
  await expect(spaces).toBeFocused();
  await expectNoA11yViolations(page, "per-account limits, refused (es)");

  await spaces.fill("1");
  await page.getByRole("button", { name: limits.save }).click();
  await expectToast(page, limits.savedTitle, "Espacios para silla de ruedas: 1 por cuenta.");
  await expect(page.getByText("Ahora: 1 espacio para silla de ruedas por cuenta.")).toBeVisible();
  const saved = await page.request.get(`/api/manage/events/${event.id}/seat-limit`);
  expect(await saved.json()).toMatchObject({ limit: null, accessibleLimit: 1, effectiveAccessibleLimit: 1 });
});
