import { expect, type Page, test } from "@playwright/test";
import { countRows, en, expectToast, uniqueEmail } from "./fixtures";
import { signInDemo } from "./support/accounts";

async function openFeedback(page: Page) {
  await page.getByRole("contentinfo").getByRole("button", { name: en.feedback.open }).click();
  const dialog = page.getByRole("dialog", { name: en.feedback.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

interface StoredFeedback {
  id: string;
  email: string;
  feedback: string;
  createdAt: string;
}

test("footer feedback: validation, submission, and the admin can read it", async ({ page }) => {
  const email = uniqueEmail("feedback");
  const text = `The seats in section 104 were great. (${Date.now()})`;
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/feedback") posts.push(request.url());
  });

  // Signed-out visitors may not read feedback.
  const anonymous = await page.request.get("/api/feedback");
  expect(anonymous.status()).toBe(401);

  await page.goto("/");
  const storedBefore = countRows("feedback");

  // Empty submit: a toast, nothing sent, nothing stored, the dialog stays open.
  let dialog = await openFeedback(page);
  await dialog.getByRole("button", { name: en.feedback.submit }).click();
  await expectToast(page, en.feedback.errorTitle, en.feedback.missingFields);
  await expect(dialog).toBeVisible();
  // Whitespace only counts as empty too.
  await dialog.getByLabel(en.feedback.email).fill("   ");
  await dialog.getByLabel(en.feedback.feedback).fill("   ");
  await dialog.getByRole("button", { name: en.feedback.submit }).click();
  await expect(dialog).toBeVisible();
  expect(posts).toEqual([]);
  expect(countRows("feedback")).toBe(storedBefore);

  // A valid submit (with stray spaces, trimmed before sending).
  await dialog.getByLabel(en.feedback.email).fill(`  ${email}  `);
  await dialog.getByLabel(en.feedback.feedback).fill(`\n${text}   `);
  const response = page.waitForResponse((r) => r.url().endsWith("/api/feedback") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: en.feedback.submit }).click();
  expect((await response).status()).toBe(201);
  await expectToast(page, en.feedback.successTitle, en.feedback.success);
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);
  expect(countRows("feedback")).toBe(storedBefore + 1);

  // Reopened, the form is empty.
  dialog = await openFeedback(page);
  await expect(dialog.getByLabel(en.feedback.email)).toHaveValue("");
  await expect(dialog.getByLabel(en.feedback.feedback)).toHaveValue("");
  await dialog.getByRole("button", { name: en.feedback.cancel }).click();
  await expect(dialog).toBeHidden();

  // A guest may not read it; the admin may (the page that lists it is not built yet).
  await signInDemo(page.request, "guest");
  expect((await page.request.get("/api/feedback")).status()).toBe(403);
  await page.context().clearCookies();
  await signInDemo(page.request, "admin");
  const list = await page.request.get("/api/feedback");
  expect(list.status()).toBe(200);
  const { feedback } = (await list.json()) as { feedback: StoredFeedback[] };
  const mine = feedback.filter((row) => row.email === email);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.feedback).toBe(text);
  expect(Number.isNaN(Date.parse(mine[0]?.createdAt ?? ""))).toBe(false);
  // Newest first: ours was the latest.
  expect(feedback[0]?.email).toBe(email);
});
