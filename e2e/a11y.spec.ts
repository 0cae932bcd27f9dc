import { expect, type Page, test } from "@playwright/test";
import { BASE_URL } from "../playwright.config";
import { type Catalog, DEMO_PASSWORD, en, es, expectNoA11yViolations, openAuthDialog } from "./fixtures";

type Theme = "light" | "dark";
type Lang = "en" | "es";

interface Target {
  name: string;
  open(page: Page, t: Catalog): Promise<void>;
}

const TARGETS: Target[] = [
  {
    name: "home",
    async open(page, t) {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: t.meta.siteName })).toBeVisible();
    },
  },
  {
    name: "/privacy",
    async open(page, t) {
      await page.goto("/privacy");
      await expect(page.getByRole("heading", { level: 1, name: t.legal.privacy.title })).toBeVisible();
    },
  },
  {
    name: "/terms",
    async open(page, t) {
      await page.goto("/terms");
      await expect(page.getByRole("heading", { level: 1, name: t.legal.terms.title })).toBeVisible();
    },
  },
  {
    name: "404",
    async open(page, t) {
      await page.goto("/this-page-does-not-exist");
      await expect(page.getByRole("heading", { level: 1, name: t.notFound.heading })).toBeVisible();
    },
  },
  {
    name: "Account Access dialog",
    async open(page, t) {
      await page.goto("/");
      const dialog = await openAuthDialog(page, t);
      await expectNoA11yViolations(page, `Sign In tab (${t === es ? "es" : "en"})`);
      // The check below then covers the Sign Up tab, with its checkbox and terms link.
      await dialog.getByRole("tab", { name: t.auth.signUpTab }).click();
      await expect(dialog.getByRole("checkbox")).toBeVisible();
    },
  },
  {
    name: "/check-in",
    async open(page, t) {
      // The door scanner, as the demo door staff member opens it: asking for the event and gate.
      const signIn = await page.request.post("/api/auth/sign-in/email", {
        data: { email: "door@example.com", password: DEMO_PASSWORD },
        headers: { origin: BASE_URL },
      });
      expect(signIn.status()).toBe(200);
      await page.goto("/check-in");
      await expect(page.getByRole("heading", { level: 1, name: t.door.title })).toBeVisible();
      await expect(page.getByRole("button", { name: t.door.setup.start })).toBeVisible();
    },
  },
  {
    name: "Feedback dialog",
    async open(page, t) {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("button", { name: t.feedback.open }).click();
      await expect(page.getByRole("dialog", { name: t.feedback.title })).toBeVisible();
    },
  },
];

// Animations settle at once, so colours are measured at their final values.
test.use({ reducedMotion: "reduce" });

for (const theme of ["light", "dark"] as Theme[]) {
  for (const lang of ["en", "es"] as Lang[]) {
    test.describe(`${theme} · ${lang}`, () => {
      const t = lang === "es" ? es : en;

      test.beforeEach(async ({ page }) => {
        // The stored preferences a returning visitor would have (read before the first paint).
        await page.addInitScript(
          ([storedTheme, storedLang]) => {
            localStorage.setItem("theme", storedTheme);
            localStorage.setItem("lang", storedLang);
          },
          [theme, lang] as const,
        );
      });

      for (const target of TARGETS) {
        test(`${target.name} has no axe violations`, async ({ page }) => {
          await target.open(page, t);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
          else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
          await expectNoA11yViolations(page, `${target.name} (${theme}, ${lang})`);
        });
      }
    });
  }
}
