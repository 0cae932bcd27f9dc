import { expect, type Page, test } from "@playwright/test";
import { formatLocalDate } from "#domain/date-format";
import { addDays } from "#domain/time";
import { venueToday } from "#domain/tours";
import { venueAddressLine } from "#domain/venue";
import {
  DEMO_USERS,
  en,
  es,
  expectNoA11yViolations,
  expectNoToasts,
  expectToast,
  readOutbox,
  switchToSpanish,
} from "./fixtures";
import { signInDemo } from "./support/accounts";

const tp = en.tours.page;

function day(page: Page, date: string) {
  return page.getByRole("grid").locator(`button[data-date="${date}"]`);
}

function bookButton(page: Page) {
  return page.getByRole("button", { name: tp.book, exact: true });
}

/** The first date of the shown month that can be chosen. */
function firstAvailable(page: Page) {
  return page.getByRole("grid").locator("button:not([aria-disabled])").first();
}

test("visitors read the tour details and are asked to sign in to book; axe in both languages", async ({ page }) => {
  await page.goto("/tour-scheduling");
  await expect(page.getByRole("heading", { level: 1, name: tp.title })).toBeVisible();
  const details = page.getByRole("region", { name: tp.detailsTitle });
  for (const text of ["Daily at 9:00 AM", "45 minutes", "Maximum 10 people per tour", tp.meetingPoint]) {
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(details.getByRole("link", { name: venueAddressLine })).toBeVisible();
  const sights = page.getByRole("region", { name: tp.seeTitle }).getByRole("listitem");
  await expect(sights).toHaveText(Object.values(tp.see));
  await expect(page.getByText(tp.signInPrompt)).toBeVisible();

  // Past dates of this month are not choosable, and there is no earlier month to go to.
  const today = venueToday(new Date());
  if (!today.endsWith("-01")) await expect(day(page, addDays(today, -1))).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("button", { name: en.tours.calendar.previousMonth })).toBeDisabled();
  await expect(firstAvailable(page)).toBeVisible();
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "tour scheduling, signed out (en)");

  await firstAvailable(page).click();
  await expect(page.getByText("Available spots: 10 of 10")).toBeVisible();
  await expect(page.getByText("Tour time: 9:00 AM")).toBeVisible();
  await bookButton(page).click();
  const dialog = page.getByRole("dialog", { name: en.auth.dialogTitle });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await switchToSpanish(page);
  await expect(page.getByRole("heading", { level: 1, name: es.tours.page.title })).toBeVisible();
  await expect(page.getByText(es.tours.page.signInPrompt)).toBeVisible();
  await expect(page.getByText("Lugares disponibles: 10 de 10")).toBeVisible();
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "tour scheduling, signed out (es)");
});

test("book a tour with the keyboard, see it on My Tickets and cancel it", async ({ page }) => {
  // Axe runs only once toasts have closed by themselves, four times here.
  test.setTimeout(90_000);
  await signInDemo(page.request, "guest");
  await page.goto("/tour-scheduling");
  const email = page.getByLabel(tp.email, { exact: true });
  await expect(email).toHaveValue(DEMO_USERS.guest);
  await expect(email).toHaveAttribute("readonly", "");

  // No date chosen yet.
  await bookButton(page).click();
  await expectToast(page, en.tours.errors.selectDateTitle, en.tours.errors.selectDate);

  // Keyboard: one tab stop on today; the arrow moves to tomorrow; Enter chooses, Enter again clears.
  const today = venueToday(new Date());
  const tomorrow = addDays(today, 1);
  await page.getByRole("grid").locator('button[tabindex="0"]').focus();
  await expect(page.locator(":focus")).toHaveAttribute("data-date", today);
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(":focus")).toHaveAttribute("data-date", tomorrow);
  await page.keyboard.press("Enter");
  const weekdayDate = formatLocalDate(tomorrow, en.tours.formats.weekdayDate, "en");
  const summary = page.getByText(weekdayDate, { exact: true });
  await expect(summary).toBeVisible();
  await expect(day(page, tomorrow).locator("xpath=..")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByText(tp.noDateSelected)).toBeVisible();
  await page.keyboard.press("Space");
  await expect(summary).toBeVisible();
  await expect(page.getByText("Available spots: 10 of 10")).toBeVisible();
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "tour scheduling, signed in with a date (en)");

  const booked = page.waitForResponse((r) => r.url().endsWith("/api/tours") && r.request().method() === "POST");
  await bookButton(page).click();
  expect((await booked).status()).toBe(201);
  const longDate = formatLocalDate(tomorrow, en.tours.formats.date, "en");
  await expectToast(page, en.tours.success.title, `Your tour is scheduled for ${longDate} at 9:00 AM.`);
  await expect(page.getByText(tp.noDateSelected)).toBeVisible();
  // The date is now the visitor's own: marked, and not choosable again.
  await expect(day(page, tomorrow)).toHaveAttribute("aria-label", `${weekdayDate}, you are booked`);
  await expect(day(page, tomorrow)).toHaveAttribute("aria-disabled", "true");

  const mail = await readOutbox(DEMO_USERS.guest);
  expect(mail.subject).toBe(`Your Bridgeland Arena tour on ${longDate}`);
  expect(mail.text_body).toContain("Time: 9:00 AM (45 minutes)");

  await page.getByRole("link", { name: tp.myTours }).click();
  await expect(page).toHaveURL(/\/my-tickets$/);
  const section = page.getByRole("region", { name: en.tours.myTours.title });
  const card = section.getByRole("article", { name: weekdayDate });
  await expect(card).toBeVisible();
  await expect(card).toContainText("9:00 AM · 45 minutes");
  await expect(card).toContainText(venueAddressLine);
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "my tickets with an upcoming tour (en)");

  // Cancelling asks first; keeping it changes nothing.
  await card.getByRole("button", { name: en.tours.myTours.cancel }).click();
  let confirm = page.getByRole("alertdialog", { name: en.tours.myTours.cancelTitle });
  await expect(confirm).toContainText(`Your spot on ${longDate} will be released for other visitors.`);
  await confirm.getByRole("button", { name: en.tours.myTours.keep }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: en.tours.myTours.cancel }).click();
  confirm = page.getByRole("alertdialog", { name: en.tours.myTours.cancelTitle });
  await confirm.getByRole("button", { name: en.tours.myTours.confirmCancel }).click();
  await expectToast(page, en.tours.myTours.cancelledTitle, `Your tour on ${longDate} has been cancelled.`);
  await expect(section.getByText(en.tours.myTours.empty)).toBeVisible();

  await switchToSpanish(page);
  await expect(page.getByRole("heading", { name: es.tours.myTours.title })).toBeVisible();
  await expect(page.getByText(es.tours.myTours.empty)).toBeVisible();
  await expectNoToasts(page);
  await expectNoA11yViolations(page, "my tickets, no tours (es)");

  // The spot is free again.
  await page.getByRole("link", { name: es.tours.myTours.schedule }).click();
  await expect(day(page, tomorrow)).not.toHaveAttribute("aria-disabled", "true");
  await expect(day(page, tomorrow)).toHaveAttribute("aria-label", /quedan 10 de 10 lugares$/);
});
