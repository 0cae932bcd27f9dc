import { expect, type Page, test } from "@playwright/test";
import { en, es, expectNoA11yViolations, switchToSpanish } from "./fixtures";

type Catalog = typeof en;

async function openAssistant(page: Page, t: Catalog = en) {
  await page.getByRole("button", { name: t.assistant.open }).click();
  const dialog = page.getByRole("dialog", { name: t.assistant.name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function askAssistant(page: Page, question: string, t: Catalog = en) {
  const input = page.getByRole("textbox", { name: t.assistant.inputLabel });
  await input.fill(question);
  await input.press("Enter");
}

function bubbles(page: Page, who: "bot" | "user") {
  return page.getByRole("log").getByTestId(`chat-${who}`);
}

/** A bubble's whole text: screen readers hear who speaks first. */
function said(t: Catalog, who: "bot" | "you", text: string) {
  return `${t.assistant[who]}: ${text}`;
}

/** Counts the chat requests the page sends. */
function countChatPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/chat") {
      posts.push(request.postData() ?? "");
    }
  });
  return posts;
}

test("asks in English and in Spanish, and follows a link in a reply", async ({ page }) => {
  await page.goto("/");
  const dialog = await openAssistant(page);
  // Focus moves into the dialog, to the question box; the greeting is there.
  await expect(page.getByRole("textbox", { name: en.assistant.inputLabel })).toBeFocused();
  await expect(bubbles(page, "bot")).toHaveText([said(en, "bot", en.assistant.greeting)]);
  await expectNoA11yViolations(page, "assistant dialog");

  await askAssistant(page, "where do i park?");
  await expect(bubbles(page, "user").last()).toHaveText(said(en, "you", "where do i park?"));
  const parking = bubbles(page, "bot").nth(1);
  await expect(parking).toContainText("Parking is free, with 1,500 spaces");
  // The input is cleared and keeps the focus for the next question.
  await expect(page.getByRole("textbox", { name: en.assistant.inputLabel })).toHaveValue("");

  // A Spanish question on the English site gets a Spanish answer.
  await askAssistant(page, "¿cuándo es el próximo concierto?");
  const concert = bubbles(page, "bot").nth(2);
  // In Spanish, the event by its Spanish title.
  await expect(concert).toContainText("El próximo concierto es Noche de música country Lone Star");
  await expect(concert).toHaveAttribute("lang", "es");

  await askAssistant(page, "how do i book a tour");
  const tour = bubbles(page, "bot").nth(3);
  await expect(tour).toContainText("9:00 AM");
  // Links are named by the page, not by its path, in the reply's language.
  await expect(concert.getByRole("link", { name: es.listings.meta.pages.boxOffice }).first()).toHaveAttribute(
    "href",
    /^\/box-office/,
  );
  const link = tour.getByRole("link", { name: en.listings.meta.pages.tourScheduling });
  await expect(link).toHaveAttribute("href", "/tour-scheduling");
  await link.click();
  await expect(page).toHaveURL(/\/tour-scheduling$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The conversation is kept when the dialog opens again.
  await openAssistant(page);
  await expect(bubbles(page, "bot")).toHaveCount(4);
});

test("ignores blank questions and questions sent while a reply is pending", async ({ page }) => {
  const posts = countChatPosts(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/chat", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await openAssistant(page);

  const input = page.getByRole("textbox", { name: en.assistant.inputLabel });
  await input.press("Enter");
  await input.fill("   \t ");
  await input.press("Enter");
  await page.getByRole("button", { name: en.assistant.send }).click();
  expect(posts).toHaveLength(0);
  await expect(bubbles(page, "user")).toHaveCount(0);

  await askAssistant(page, "box office hours");
  await expect(page.getByRole("status").filter({ hasText: en.assistant.typing })).toBeVisible();
  await expect(page.getByRole("button", { name: en.assistant.send })).toBeDisabled();
  await askAssistant(page, "and parking?");
  await expect(input).toHaveValue("and parking?");
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0] ?? "{}")).toMatchObject({ message: "box office hours", language: "en" });

  release();
  await expect(bubbles(page, "bot").nth(1)).toContainText("Box office hours");
  await expect(page.getByText(en.assistant.typing)).toBeHidden();
  await expect(bubbles(page, "user")).toHaveCount(1);
});

test("renders markup and script links in replies and questions as plain text", async ({ page }) => {
  const payload =
    '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> [click](javascript:window.__xss=3) ' +
    '<a href="javascript:window.__xss=4">x</a> javascript:alert(1) **bold** Write to us at /contact.';
  await page.route("**/api/chat", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ reply: payload, language: "en", sig: "unsigned" }),
    }),
  );
  await page.goto("/");
  await openAssistant(page);
  const question = '<img src=x onerror="window.__xss=5">';
  await askAssistant(page, question);

  const reply = bubbles(page, "bot").nth(1);
  // The site's page path shows as the page's name.
  await expect(reply).toHaveText(said(en, "bot", payload.replace("/contact", en.listings.meta.pages.contact)));
  await expect(bubbles(page, "user").last()).toHaveText(said(en, "you", question));
  const log = page.getByRole("log");
  await expect(log.locator("img, script, strong, b")).toHaveCount(0);
  // The only link is the site's own page path.
  await expect(reply.getByRole("link")).toHaveCount(1);
  await expect(reply.getByRole("link")).toHaveAttribute("href", "/contact");
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test("shows a failed reply as an error bubble in the active language", async ({ page }) => {
  await page.route("**/api/chat", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "upstream_failed", params: { reason: "status", status: 503 } } }),
    }),
  );
  await page.goto("/");
  await switchToSpanish(page);
  await openAssistant(page, es);
  await askAssistant(page, "hola", es);
  await expect(bubbles(page, "bot").nth(1)).toHaveText(
    said(es, "bot", `Error: ${es.assistant.upstream.status.replace("{{status}}", "503")}`),
  );
  // The next question can be sent: the chat is not stuck.
  await page.unroute("**/api/chat");
  await askAssistant(page, "horario de taquilla", es);
  await expect(bubbles(page, "bot").nth(2)).toContainText("Horario de taquilla");
});

test("a language change starts over with the greeting in the new language; Escape closes", async ({ page }) => {
  await page.goto("/");
  const launcher = page.getByRole("button", { name: en.assistant.open });
  let dialog = await openAssistant(page);
  await askAssistant(page, "where do i park?");
  await expect(bubbles(page, "bot")).toHaveCount(2);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();

  await switchToSpanish(page);
  dialog = await openAssistant(page, es);
  await expect(bubbles(page, "bot")).toHaveText([said(es, "bot", es.assistant.greeting)]);
  await expect(bubbles(page, "user")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: es.assistant.inputLabel })).toHaveAttribute(
    "placeholder",
    es.assistant.placeholder,
  );
  await expectNoA11yViolations(page, "assistant dialog in Spanish");
});

test("reads replies aloud in the reply's voice when text-to-speech is on", async ({ page }) => {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
    };
  });
  await page.goto("/");
  await page.getByRole("button", { name: en.controls.textToSpeech }).first().click();
  await openAssistant(page);
  await askAssistant(page, "where do i park?");
  await expect(bubbles(page, "bot")).toHaveCount(2);
  await askAssistant(page, "¿dónde me estaciono?");
  await expect(bubbles(page, "bot")).toHaveCount(3);
  const spoken = await page.evaluate(
    () => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken,
  );
  const replies = spoken.filter((s) => s.text.includes("1,500"));
  expect(replies.map((s) => s.lang)).toEqual(["en-US", "es-ES"]);
});
