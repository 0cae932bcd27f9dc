import { type APIRequestContext, expect } from "@playwright/test";
import { en, expectNoA11yViolations, expectToast, readOutbox, uniqueEmail } from "./fixtures";
import { createVerifiedAccount, linkIn, signInThroughApi, signUpThroughApi } from "./support/accounts";
import { fill, holdSeats, openBoxOffice, payByCard, qrName, type Seat, ticketCards } from "./support/box-office";
import { createEvent, test } from "./support/events";

/**
 * A holder passes a ticket on from My Tickets to an address with no account yet: the dialog warns
 * that the holder's QR code stops working, the card then says to whom it went and shows no code.
 * The recipient signs up with that address, confirms it from the mail and signs in: the ticket is
 * in their My Tickets with a QR code and says whom it came from. The journey makes its own event
 * and accounts, so the seed's events and the demo guest's tickets stay as other journeys expect.
 */

const transfer = en.transfer;

function seatWords(s: Seat): string {
  return fill(transfer.seat, { section: en.tickets.sections[s.section], row: s.row, seat: s.seat });
}

/** Signs up with a given address (as the sign-up form does) and confirms it from the verification mail. */
async function signUpAndVerify(request: APIRequestContext, origin: string, email: string, password: string) {
  const signUp = await signUpThroughApi(request, origin, { name: "Riley Recipient", email, password });
  expect(signUp.ok(), `sign-up of ${email}: ${signUp.status()} ${await signUp.text()}`).toBe(true);
  // The transfer's mail came first; wait for the verification mail after it.
  await expect.poll(async () => (await readOutbox(email)).subject).toBe(en.mail.verify.subject);
  const verified = await request.get(linkIn((await readOutbox(email)).text_body));
  expect(verified.ok(), `verification of ${email}: ${verified.status()}`).toBe(true);
}

test("a holder transfers a ticket to a new address; the recipient signs up and finds it with its QR code", async ({
  page,
  admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? "";
  const event = await createEvent(admin.request, `E2E Transfer Night ${Date.now()}`, "transfer");
  const seat: Seat = { section: "premium", row: 6, seat: 8 };

  // The holder buys one seat; My Tickets shows it with its QR code and a Transfer button.
  const holder = await createVerifiedAccount(page.request, origin, { name: "Harper Holder", prefix: "holder" });
  await openBoxOffice(page, event);
  const checkout = await holdSeats(page, [seat]);
  await payByCard(page, checkout, "100.00");
  await page.goto("/my-tickets");
  const card = ticketCards(page, event.title);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("img", { name: qrName(seat), exact: true })).toBeVisible();

  // The dialog asks for the address and warns that the holder's code stops working at once.
  await card
    .getByRole("button", { name: fill(transfer.actionLabel, { title: event.title, seat: seatWords(seat) }) })
    .click();
  const dialog = page.getByRole("dialog", { name: transfer.dialog.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(transfer.dialog.warning)).toBeVisible();
  const email = dialog.getByLabel(transfer.dialog.email, { exact: true });
  await expect(email).toBeFocused();
  await expectNoA11yViolations(page, "the transfer dialog");

  // The holder's own address is refused in the dialog, next to the field.
  await email.fill(holder.email);
  await dialog.getByRole("button", { name: transfer.dialog.confirm }).click();
  await expect(dialog.getByText(en.errors.reasons.transfer_to_self)).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  const recipient = uniqueEmail("recipient");
  await email.fill(recipient);
  await dialog.getByRole("button", { name: transfer.dialog.confirm }).click();
  await expectToast(
    page,
    transfer.done.title,
    fill(transfer.done.description, { seat: seatWords(seat), email: recipient }),
  );
  await expect(dialog).toBeHidden();

  // The card now says where the ticket went, with no code and no Transfer button; the keyboard is
  // on that note, where the button was.
  const passedOn = card.getByText(fill(transfer.card.to, { email: recipient }));
  await expect(passedOn).toBeVisible();
  const note = card.locator('[tabindex="-1"]');
  await expect(note).toContainText(fill(transfer.card.to, { email: recipient }));
  await expect(note).toBeFocused();
  await expect(card.getByText(transfer.card.noLongerYours)).toBeVisible();
  await expect(card.getByRole("img", { name: qrName(seat) })).toHaveCount(0);
  await expect(card.getByRole("button", { name: /^Transfer/ })).toHaveCount(0);
  const mail = await readOutbox(recipient);
  expect(mail.subject).toContain(event.title);

  // The recipient signs up with that address, confirms it from the mail and signs in.
  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    const password = "bridgeland-e2e-5520";
    await signUpAndVerify(context.request, origin, recipient, password);
    await context.clearCookies();
    await signInThroughApi(context.request, recipient, password, origin);
    await other.goto("/my-tickets");
    const theirs = ticketCards(other, event.title);
    await expect(theirs).toHaveCount(1);
    await expect(theirs.getByRole("img", { name: qrName(seat), exact: true })).toBeVisible();
    await expect(theirs.getByText(fill(transfer.card.from, { email: holder.email }))).toBeVisible();
    await expect(
      theirs.getByRole("button", { name: fill(transfer.actionLabel, { title: event.title, seat: seatWords(seat) }) }),
    ).toBeVisible();
    await expectNoA11yViolations(other, "the recipient's My Tickets");
  } finally {
    await context.close();
  }

  // The holder's card still says it was transferred.
  await page.reload();
  await expect(card.getByText(fill(transfer.card.to, { email: recipient }))).toBeVisible();
  await expect(card.getByRole("img", { name: qrName(seat) })).toHaveCount(0);
});
