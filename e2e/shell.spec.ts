import { expect, type Page, test } from "@playwright/test";
import { type Catalog, en, es, switchToSpanish } from "./fixtures";

const NAV_KEYS = ["home", "calendar", "boxOffice", "planner", "information"] as const;
const navNames = (t: Catalog) => NAV_KEYS.map((key) => t.nav[key]);

function mainNav(page: Page, t: Catalog = en) {
  return page.getByRole("navigation", { name: t.nav.mainNavigation });
}

test.describe("language", () => {
  test("the toggle translates the navigation, sets <html lang> and survives a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(mainNav(page).getByRole("link")).toHaveText(navNames(en));
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: en.nav.signIn, exact: true })).toBeVisible();

    await switchToSpanish(page);
    await expect(mainNav(page, es).getByRole("link")).toHaveText(navNames(es));
    await expect(header.getByRole("button", { name: es.nav.signIn, exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: es.controls.switchToEnglish })).toBeVisible();
    await expect(header.getByRole("button", { name: es.controls.darkMode })).toBeVisible();
    await expect(header.getByRole("button", { name: es.controls.textToSpeech })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("button", { name: es.feedback.open })).toBeVisible();
    await expect(footer.getByRole("link", { name: es.footer.privacy })).toBeVisible();
    // No English navigation string is left on screen.
    for (const name of navNames(en)) await expect(header.getByRole("link", { name, exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(mainNav(page, es).getByRole("link")).toHaveText(navNames(es));

    await header.getByRole("button", { name: es.controls.switchToEnglish }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(mainNav(page).getByRole("link")).toHaveText(navNames(en));
  });
});

test.describe("dark mode", () => {
  test("the toggle sets the dark class and survives a reload", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    const toggle = page.getByRole("banner").getByRole("button", { name: en.controls.darkMode });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");

    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await toggle.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test.describe("with a dark system theme", () => {
    test.use({ colorScheme: "dark" });

    test("a first visit starts dark", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expect(page.getByRole("banner").getByRole("button", { name: en.controls.darkMode })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });
  });
});

test.describe("navigation bar", () => {
  test.describe("on a phone (390 px)", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a hamburger menu holds the five links and closes when one is chosen", async ({ page }) => {
      await page.goto("/");
      const header = page.getByRole("banner");
      await expect(mainNav(page)).toBeHidden();
      const burger = header.getByRole("button", { name: en.nav.openMenu });
      await expect(burger).toBeVisible();
      await expect(burger).toHaveAttribute("aria-expanded", "false");

      await burger.click();
      const menu = page.getByRole("navigation", { name: en.nav.menu });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link")).toHaveText(navNames(en));
      await expect(header.getByRole("button", { name: en.nav.closeMenu })).toHaveAttribute("aria-expanded", "true");

      await menu.getByRole("link", { name: en.nav.calendar }).click();
      await expect(page).toHaveURL(/\/calendar$/);
      await expect(menu).toBeHidden();
      await expect(header.getByRole("button", { name: en.nav.openMenu })).toHaveAttribute("aria-expanded", "false");
    });
  });

  test("on a wide screen (1280 px) the five links show without a menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    for (const name of navNames(en)) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: en.nav.openMenu })).toBeHidden();

    await nav.getByRole("link", { name: en.nav.information }).click();
    await expect(page).toHaveURL(/\/information$/);
  });
});

test.describe("pages", () => {
  test("an unknown path shows the 404 page and logs the path", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const path = `/no-such-page-${Date.now()}`;
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByText(en.notFound.title, { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: en.notFound.heading })).toBeVisible();
    await expect(main.getByText(en.notFound.message)).toBeVisible();
    await expect.poll(() => errors.some((text) => text.includes(path))).toBe(true);

    await switchToSpanish(page);
    await expect(main.getByRole("heading", { name: es.notFound.heading })).toBeVisible();
    await expect(main.getByText(es.notFound.message)).toBeVisible();
    await main.getByRole("link", { name: es.notFound.home }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });

  test("/privacy has nine sections and a link back home", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: en.legal.privacy.title })).toBeVisible();
    const sections = main.getByRole("heading", { level: 2 });
    await expect(sections).toHaveCount(9);
    await expect(sections.first()).toHaveText(en.legal.privacy.s1.heading);
    await expect(sections.last()).toHaveText(en.legal.privacy.s9.heading);

    await main.getByRole("link", { name: en.legal.privacy.backHome }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });

  test("/terms has ten numbered sections and today's date, in both languages", async ({ page }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: en.legal.terms.title })).toBeVisible();
    const numbered = main.getByRole("heading", { level: 2, name: /^\d+\.\s/ });
    await expect(numbered).toHaveCount(10);
    const headings = await numbered.allTextContents();
    expect(headings.map((text) => text.replace(/\s+/g, " ").trim())).toEqual(
      Array.from({ length: 10 }, (_, i) => `${i + 1}. ${en.legal.terms[`s${i + 1}` as "s1"].heading}`),
    );
    await expect(main.getByRole("heading", { level: 2, name: en.legal.terms.contactHeading })).toBeVisible();

    const todayEn = new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date());
    expect(todayEn).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(main.getByText(en.legal.terms.lastUpdated.replace("{{date}}", todayEn))).toBeVisible();
    await expect(main.getByText(en.legal.terms.effective.replace("{{date}}", todayEn))).toBeVisible();

    await switchToSpanish(page);
    const todayEs = new Intl.DateTimeFormat("es", { dateStyle: "long" }).format(new Date());
    await expect(main.getByRole("heading", { level: 2, name: /^\d+\.\s/ })).toHaveCount(10);
    await expect(main.getByText(es.legal.terms.lastUpdated.replace("{{date}}", todayEs))).toBeVisible();
    await expect(main.getByText(es.legal.terms.effective.replace("{{date}}", todayEs))).toBeVisible();
  });
});

interface Spoken {
  text: string;
  lang: string;
  at: number;
}

declare global {
  interface Window {
    __spoken: Spoken[];
    __selectedAt: number;
  }
}

/** Records speak() calls instead of talking. Installed before any page script runs. */
function installSpeechStub() {
  window.__spoken = [];
  const stub = {
    speaking: false,
    pending: false,
    paused: false,
    speak(utterance: SpeechSynthesisUtterance) {
      window.__spoken.push({ text: utterance.text, lang: utterance.lang, at: performance.now() });
    },
    cancel() {},
    pause() {},
    resume() {},
    getVoices: () => [],
    addEventListener() {},
    removeEventListener() {},
    onvoiceschanged: null,
  };
  Object.defineProperty(window, "speechSynthesis", { value: stub, configurable: true });
}

/**
 * Selects the element's text the way a reader would, then releases the mouse on `releaseOn`
 * (the selected element itself by default).
 */
async function selectText(page: Page, selector: string, releaseOn = selector) {
  return page.evaluate(
    ([sel, target]) => {
      const node = document.querySelector(sel);
      const releaseTarget = document.querySelector(target);
      if (!node || !releaseTarget) throw new Error(`nothing matches ${sel} / ${target}`);
      const range = document.createRange();
      range.selectNodeContents(node);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      window.__selectedAt = performance.now();
      releaseTarget.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
      return { text: selection?.toString() ?? "", spokenAtOnce: window.__spoken.length };
    },
    [selector, releaseOn] as const,
  );
}

const spoken = (page: Page) => page.evaluate(() => window.__spoken.map(({ text, lang }) => ({ text, lang })));

test.describe("text to speech", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installSpeechStub);
  });

  test("reads the confirmation, then selected text after 100 ms, in the page's language", async ({ page }) => {
    await page.goto("/privacy");
    const toggle = page.getByRole("banner").getByRole("button", { name: en.controls.textToSpeech });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");

    // Off: selecting text says nothing.
    await selectText(page, "#privacy-s1");
    await page.waitForTimeout(300);
    expect(await spoken(page)).toEqual([]);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => spoken(page)).toEqual([{ text: en.controls.ttsEnabled, lang: "en-US" }]);

    const first = await selectText(page, "#privacy-s1");
    expect(first.text).toBe(en.legal.privacy.s1.heading);
    expect(first.spokenAtOnce).toBe(1); // not synchronously on mouseup
    await expect.poll(() => spoken(page)).toHaveLength(2);
    expect((await spoken(page))[1]).toEqual({ text: en.legal.privacy.s1.heading, lang: "en-US" });
    const delay = await page.evaluate(() => (window.__spoken[1]?.at ?? 0) - window.__selectedAt);
    expect(delay).toBeGreaterThanOrEqual(90);
    expect(delay).toBeLessThan(1000);

    // Releasing the mouse on a button, even with text selected, does not speak; nor does a real click.
    const before = (await spoken(page)).length;
    const onButton = await selectText(page, "#privacy-s2", "footer button");
    expect(onButton.text).toBe(en.legal.privacy.s2.heading);
    await page.getByRole("banner").getByRole("button", { name: en.controls.darkMode }).click();
    await page.waitForTimeout(400); // well past the 100 ms reading delay
    expect((await spoken(page)).slice(before)).toEqual([]);

    // In Spanish the voice is es-ES; the setting survives the reload.
    await switchToSpanish(page);
    await page.reload();
    await expect(page.getByRole("banner").getByRole("button", { name: es.controls.textToSpeech })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const spanish = await selectText(page, "#privacy-s1");
    expect(spanish.text).toBe(es.legal.privacy.s1.heading);
    await expect.poll(() => spoken(page)).toContainEqual({ text: es.legal.privacy.s1.heading, lang: "es-ES" });
  });
});
