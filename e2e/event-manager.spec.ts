import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { en, expectNoA11yViolations, expectToast } from "./fixtures";
import { signInDemo } from "./support/accounts";

const m = en.manage.events;

/** The next Monday at the venue at least a week ahead, as the date input wants it (yyyy-MM-dd). */
function nextMonday(): string {
  const venueToday = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date());
  const date = new Date(`${venueToday}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function eventCard(page: Page, title: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function payByCard(dialog: Locator, cardNumber: string) {
  await dialog.getByLabel(en.tickets.card.number).fill(cardNumber);
  await dialog.getByLabel(en.tickets.card.expiry).fill("12/39");
  await dialog.getByLabel(en.tickets.card.cvv).fill("123");
  await dialog.getByLabel(en.tickets.card.cardholder).fill("Morgan Manager");
  await dialog.getByLabel(en.tickets.card.street).fill("1 Main St");
  await dialog.getByLabel(en.tickets.card.city).fill("Cypress");
  await dialog.getByLabel(en.tickets.card.state).fill("TX");
  await dialog.getByLabel(en.tickets.card.zip).fill("77433");
  await dialog.getByRole("button", { name: /^Pay / }).click();
}

test("a manager rents the venue for an event, an admin approves it and cancels it", async ({ page }) => {
  test.setTimeout(90_000);
  const title = `E2E Rental Night ${Date.now()}`;

  await signInDemo(page.request, "manager");
  await page.goto("/event-manager");
  await expect(page.getByRole("heading", { name: m.listHeadingOwn })).toBeVisible();
  await expectNoA11yViolations(page, "/event-manager (event manager)");

  await page.getByRole("button", { name: m.create }).first().click();
  const dialog = page.getByRole("dialog", { name: m.createTitle });
  await expect(dialog).toBeVisible();

  // The browser checks the form with the shared schema before anything is sent.
  await dialog.getByRole("button", { name: m.continueToPricing }).click();
  await expect(dialog.getByText(m.validation.titleRequired)).toBeVisible();
  await expect(dialog.getByText(m.validation.dateRequired)).toBeVisible();
  await expect(dialog.getByLabel(`${m.fields.title} *`)).toBeFocused();

  await dialog.getByLabel(`${m.fields.title} *`).fill(title);
  await dialog.getByLabel(`${m.fields.date} *`).fill(nextMonday());
  await expect(dialog.getByLabel(`${m.fields.time} *`)).toHaveValue("19");
  await dialog.getByLabel(`${m.fields.time} *`).selectOption("20");
  await dialog.getByLabel(m.fields.description).fill("Made by the browser journey.");
  await dialog.getByLabel(m.fields.rentalHours).fill("3");
  await expectNoA11yViolations(page, "event form");

  // A file that only claims to be a picture is refused by its bytes; a real one is uploaded.
  const picker = dialog.getByLabel(new RegExp(`^${m.fields.image}`));
  await picker.setInputFiles({ name: "poster.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture") });
  await expect(dialog.getByText(m.image.invalidType).first()).toBeVisible();
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#3355aa" } })
    .png()
    .toBuffer();
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/media") && r.request().method() === "POST");
  await picker.setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: png });
  expect((await uploaded).status()).toBe(201);
  await expect(dialog.getByRole("img", { name: m.image.previewAlt })).toBeVisible();

  // Step 1: the price (Monday to Thursday: 3 hours at $150).
  await dialog.getByRole("button", { name: m.continueToPricing }).click();
  await expect(dialog.getByRole("heading", { name: m.pricing.title })).toBeVisible();
  await expect(dialog.getByTestId("rental-total")).toHaveText("$450.00");

  // Step 2: payment. The declined test card changes nothing; a good card creates the event.
  await dialog.getByRole("button", { name: m.pricing.continue }).click();
  await expect(dialog.getByRole("heading", { name: m.pricing.paymentTitle })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Pay $450.00" })).toBeVisible();
  await payByCard(dialog, "4000 0000 0000 0002");
  await expectToast(page, en.tickets.payment.failedTitle, en.tickets.payment.failed);
  await expect(eventCard(page, title)).toHaveCount(0);
  await payByCard(dialog, "4242 4242 4242 4242");
  await expectToast(page, m.toasts.rentalSuccessTitle, m.toasts.rentalSuccess);
  await expectToast(page, m.toasts.createdPending);
  await expect(dialog).toBeHidden();

  const card = eventCard(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText(m.status.pending)).toBeVisible();
  await expect(card.getByText("3 rental hours")).toBeVisible();
  await expect(card.getByRole("button", { name: m.actions.approve })).toHaveCount(0);
  await expect(card.locator("img")).toHaveAttribute("src", /^\/media\/.+\.webp$/);

  // The admin approves it, then deletes it after confirming.
  await page.context().clearCookies();
  await signInDemo(page.request, "admin");
  await page.goto("/event-manager");
  const adminCard = eventCard(page, title);
  await expect(adminCard.getByText(m.status.pending)).toBeVisible();
  await expectNoA11yViolations(page, "/event-manager (admin)");
  await adminCard.getByRole("button", { name: m.actions.approve }).click();
  await expectToast(page, m.toasts.approved);
  await expect(adminCard.getByText(m.status.approved)).toBeVisible();

  // It has an order (its rental), so it is never deleted: the admin cancels it, with a reason.
  await expect(adminCard.getByRole("button", { name: m.actions.delete })).toHaveCount(0);
  const money = en.manage.money;
  await adminCard.getByRole("button", { name: `Cancel ${title}` }).click();
  const cancel = page.getByRole("dialog", { name: `Cancel ${title}?` });
  await cancel.getByRole("button", { name: money.cancel.continue }).click();
  await expect(cancel.getByText(money.cancel.reasonRequired)).toBeVisible();
  await cancel.getByLabel(money.cancel.reason).fill("The venue is closed for repairs.");
  await cancel.getByRole("button", { name: money.cancel.continue }).click();
  const confirm = page.getByRole("dialog", { name: money.cancel.confirmTitle });
  await expect(confirm).toContainText("The venue is closed for repairs.");
  await expectNoA11yViolations(page, "cancel confirmation");
  await confirm.getByRole("button", { name: money.cancel.confirm }).click();
  await expectToast(page, money.cancel.doneTitle, "1 order refunded");
  await expect(adminCard.getByText(money.cancelledBadge, { exact: true })).toBeVisible();
  await expect(adminCard.getByText("Reason: The venue is closed for repairs.")).toBeVisible();
  await expect(adminCard.getByRole("button", { name: `Cancel ${title}` })).toHaveCount(0);
});

test("an admin creates a complimentary event, approved at once", async ({ page }) => {
  const title = `E2E Complimentary ${Date.now()}`;
  await signInDemo(page.request, "admin");
  await page.goto("/event-manager");
  await page.getByRole("button", { name: m.create }).first().click();
  const dialog = page.getByRole("dialog", { name: m.createTitle });
  await expect(dialog.getByText(m.complimentaryNote)).toBeVisible();
  await dialog.getByLabel(`${m.fields.title} *`).fill(title);
  await dialog.getByLabel(`${m.fields.date} *`).fill(nextMonday());
  await dialog.getByRole("button", { name: m.createComplimentary }).click();
  await expectToast(page, m.toasts.createdAdmin);
  await expect(eventCard(page, title).getByText(m.status.approved)).toBeVisible();
});

test("other visitors are refused, by the page and by the server", async ({ page }) => {
  await signInDemo(page.request, "guest");
  await page.goto("/event-manager");
  await expect(page.getByText(en.manage.accessDenied)).toBeVisible();
  await expectNoA11yViolations(page, "/event-manager (access denied)");
  expect((await page.request.get("/api/manage/events")).status()).toBe(403);
  const refused = await page.request.delete(`/api/events/${crypto.randomUUID()}`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: { code: "forbidden" } });
});
