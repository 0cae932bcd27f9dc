import { expect, type Page, test } from "@playwright/test";
import { type Catalog, en, es, signInAs } from "./fixtures";

/**
 * Pages arrive rendered: readable before (and without) any script, in the visitor's language and
 * theme, and the app takes them over without re-rendering them and without a hydration error.
 */

const PUBLIC_PAGES = [
  "/",
  "/calendar",
  "/information",
  "/planner",
  "/contact",
  "/tour-scheduling",
  "/newsletter",
  "/privacy",
  "/terms",
  "/no-such-page",
];

async function firstEventId(page: Page): Promise<string> {
  const response = await page.request.get("/api/events");
  const body = (await response.json()) as { events: { id: string }[] };
  const id = body.events[0]?.id;
  if (!id) throw new Error("the seed has no upcoming event");
  return id;
}

/** A returning visitor's preferences: the stored choice and the cookies the site keeps beside it. */
async function returningVisitor(page: Page, baseURL: string, lang: "en" | "es", theme: "light" | "dark") {
  await page.context().addCookies([
    { name: "lang", value: lang, url: baseURL },
    { name: "theme", value: theme, url: baseURL },
  ]);
  await page.addInitScript(
    ([storedLang, storedTheme]) => {
      if (location.protocol !== "http:") return;
      localStorage.setItem("lang", storedLang);
      localStorage.setItem("theme", storedTheme);
      // The node the server sent as #root's first child, kept to tell hydration from a new render.
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { serverNode: Element | null }).serverNode =
          document.getElementById("root")?.firstElementChild ?? null;
      });
    },
    [lang, theme] as const,
  );
}

/** Console errors and uncaught errors of a page from now on (hydration mismatches are both). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    // A path that is no page answers 404, which the browser reports and the not-found page logs.
    if (message.type() === "error" && !/status of 404|^404: no page at/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

for (const [lang, t] of [
  ["en", en],
  ["es", es],
] as [string, Catalog][]) {
  test(`every public page hydrates without an error or a new render (${lang}, dark)`, async ({ page, baseURL }) => {
    await returningVisitor(page, baseURL ?? "", lang as "en" | "es", "dark");
    const problems = problemsOf(page);
    const eventId = await firstEventId(page);
    for (const path of [...PUBLIC_PAGES, `/events/${eventId}`, `/box-office?event=${eventId}`]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.getByRole("button", { name: t.nav.signIn, exact: true }).first()).toBeVisible();
      // The app has taken the page over (it takes clicks from then on).
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrating");
      await page.waitForLoadState("networkidle");
      const kept = await page.evaluate(
        () =>
          (window as unknown as { serverNode: Element | null }).serverNode ===
          document.getElementById("root")?.firstElementChild,
      );
      expect(kept, `${path} was rendered again instead of hydrated`).toBe(true);
    }
    expect(problems).toEqual([]);
  });
}

test("a signed-in visitor's pages hydrate as theirs", async ({ page }) => {
  await signInAs(page, "guest");
  const problems = problemsOf(page);
  for (const path of ["/", "/calendar", "/information"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: en.nav.account })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calendar, an event and the information page can be read", async ({ page, baseURL }) => {
    const eventId = await firstEventId(page);
    const events = (await (await page.request.get("/api/events")).json()) as { events: { title: string }[] };
    const title = events.events[0]?.title ?? "";

    await page.goto("/calendar");
    await expect(page.getByRole("heading", { level: 1, name: en.listings.calendar.title })).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await page.context().addCookies([{ name: "lang", value: "es", url: baseURL ?? "" }]);
    await page.goto("/information");
    await expect(page.getByRole("heading", { level: 1, name: es.services.information.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});
