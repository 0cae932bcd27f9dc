import { expect, test } from "@playwright/test";
import { en, expectToast, openAuthDialog, readOutbox } from "./fixtures";
import { createVerifiedAccount, linkIn, signInWith, submitSignIn } from "./support/accounts";
import { fill } from "./support/box-office";

/**
 * A forgotten password, in the browser: "Forgot password?" asks for a link by mail, the link opens
 * the "choose a new password" view, and afterwards only the new password signs in. The journey makes
 * its own account, so the demo accounts keep the password the other journeys use.
 */

const HOME = /^http:\/\/[^/]+\/$/;

test("forgot password → reset link by mail → new password; the old one no longer signs in", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const oldPassword = "bridgeland-e2e-9137";
  const newPassword = "cypress-arena-reset-4821";
  // Made in a request context of its own: the page starts signed out.
  const account = await createVerifiedAccount(request, baseURL ?? "", { password: oldPassword, prefix: "reset" });
  const before = await request.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL ?? "" },
    data: { email: account.email, password: oldPassword },
  });
  expect(before.ok(), "the old password signs in before the reset").toBe(true);

  // The address typed on the sign-in tab carries over to the reset request.
  await page.goto("/");
  const signIn = await openAuthDialog(page);
  await signIn.getByLabel(en.auth.email, { exact: true }).fill(account.email);
  await signIn.getByRole("button", { name: en.auth.forgotPassword }).click();
  const forgot = page.getByRole("dialog", { name: en.auth.forgotTitle });
  await expect(forgot).toHaveAccessibleDescription(en.auth.forgotLead);
  await expect(forgot.getByLabel(en.auth.email, { exact: true })).toHaveValue(account.email);
  await forgot.getByRole("button", { name: en.auth.sendResetLink }).click();

  // The answer is the same whether or not the address has an account.
  const sent = forgot.getByRole("status");
  await expect(sent).toContainText(en.auth.resetLinkSentTitle);
  await expect(sent).toContainText(fill(en.auth.resetLinkSent, { email: account.email }));

  // The reset mail (after the verification mail) carries the link.
  await expect.poll(async () => (await readOutbox(account.email)).subject).toBe(en.mail.resetPassword.subject);
  const link = linkIn((await readOutbox(account.email)).text_body);
  await forgot.getByRole("button", { name: en.auth.backToSignIn }).click();
  await expect(forgot).toBeHidden();

  // The link lands on the home page with the "choose a new password" view; its token leaves the address bar.
  await page.goto(link);
  const reset = page.getByRole("dialog", { name: en.auth.resetTitle });
  await expect(reset).toHaveAccessibleDescription(en.auth.resetLead);
  await expect(page).toHaveURL(HOME);
  await expect(reset.getByLabel(en.auth.newPassword, { exact: true })).toBeFocused();
  await reset.getByLabel(en.auth.newPassword, { exact: true }).fill(newPassword);
  await reset.getByLabel(en.auth.confirmNewPassword, { exact: true }).fill(newPassword);
  await reset.getByRole("button", { name: en.auth.resetButton }).click();
  await expectToast(page, en.auth.passwordResetTitle, en.auth.passwordReset);

  // Back on the sign-in tab, which says so; the old password is refused…
  const again = page.getByRole("dialog", { name: en.auth.dialogTitle });
  await expect(again.getByRole("status")).toHaveText(en.auth.passwordReset);
  await submitSignIn(again, account.email, oldPassword);
  await expectToast(page, en.auth.signInFailedTitle, en.auth.provider.INVALID_EMAIL_OR_PASSWORD);
  await expect(again).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: en.nav.account })).toHaveCount(0);
  await again.getByRole("button", { name: en.common.close }).click();
  await expect(again).toBeHidden();

  // …and the new one signs in.
  await signInWith(page, account.email, newPassword);
  const me = (await (await page.request.get("/api/me")).json()) as { user: { email: string } | null };
  expect(me.user?.email).toBe(account.email);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  const dead = page.getByRole("dialog", { name: en.auth.resetTitle });
  await expect(dead.getByRole("alert")).toHaveText(en.auth.resetLinkInvalid);
  await expect(dead.getByRole("button", { name: en.auth.requestNewLink })).toBeVisible();
});
