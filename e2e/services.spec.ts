import { expect, type Page, test } from "@playwright/test";
import {
  type Catalog,
  DEMO_PASSWORD,
  DEMO_USERS,
  en,
  es,
  expectNoA11yViolations,
  expectToast,
  readOutbox,
  uniqueEmail,
} from "./fixtures";
import { completeSignIn } from "./support/two-factor";

/** The embedded map is Google's page: answer it locally so journeys never leave the machine. */
async function stubExternalMap(page: Page) {
  await page.route("https://www.google.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
}

async function useLanguage(page: Page, lang: "en" | "es", theme: "light" | "dark" = "light") {
  await page.addInitScript(
    ([storedLang, storedTheme]) => {
      localStorage.setItem("lang", storedLang);
      localStorage.setItem("theme", storedTheme);
    },
    [lang, theme] as const,
  );
}

/** Signs in without the dialog (whose labels follow the language under test). */
async function signInAsAdmin(page: Page) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
  await completeSignIn(
    page.request,
    new URL(page.url()).origin,
    DEMO_USERS.admin,
    DEMO_PASSWORD,
    await response.json(),
  );
}

/** The path and query of the confirmation link in a newsletter sign-up's mail. */
function confirmLinkIn(text: string): string {
  const url = text.match(/https?:\/\/\S+\/newsletter\?confirm=\S+/)?.[0];
  expect(url, "a confirmation link in the mail").toBeTruthy();
  const { pathname, search } = new URL(url as string);
  return `${pathname}${search}`;
}

/** Confirms a newsletter sign-up by the link mailed to `email`, as its owner would; the welcome mail follows. */
async function confirmSubscription(page: Page, email: string, t: Catalog) {
  const mail = await readOutbox(email);
  expect(mail.subject).toBe(t.services.mail.newsletterConfirm.subject.replace("{{venue}}", "Bridgeland Arena"));
  await page.goto(confirmLinkIn(mail.text_body));
  await page.getByRole("button", { name: t.services.newsletter.confirm.button }).click();
  await expect(page.getByText(t.services.newsletter.confirm.doneTitle)).toBeVisible();
  const welcome = t.services.mail.newsletter.subject.replace("{{venue}}", "Bridgeland Arena");
  await expect.poll(async () => (await readOutbox(email)).subject).toBe(welcome);
  return readOutbox(email);
}

/** The path and query of the unsubscribe link in a welcome mail. */
function unsubscribeLinkIn(text: string): string {
  const url = text.match(/https?:\/\/\S+\/newsletter\?unsubscribe=\S+/)?.[0];
  expect(url, "an unsubscribe link in the mail").toBeTruthy();
  const parsed = new URL(url as string);
  return `${parsed.pathname}${parsed.search}`;
}

test.beforeEach(async ({ page }) => {
  await stubExternalMap(page);
});

test("an inquiry, a contact message and a newsletter sign-up reach the admin", async ({ page }) => {
  const stamp = Date.now();
  const planner = { name: `Planner ${stamp}`, email: uniqueEmail("planner") };
  const writer = { name: `Writer ${stamp}`, email: uniqueEmail("writer"), subject: `Parking question ${stamp}` };
  const fan = { name: `Fan ${stamp}`, email: uniqueEmail("fan") };

  await page.goto("/planner");
  await expect(page.getByRole("heading", { level: 1, name: en.services.planner.title })).toBeVisible();
  await page.getByLabel(`${en.services.planner.name} *`).fill(planner.name);
  await page.getByLabel(`${en.services.planner.email} *`).fill(planner.email);
  await page.getByLabel(`${en.services.planner.phone} *`).fill("(281) 555-0177");
  await page
    .getByLabel(`${en.services.planner.eventType} *`)
    .selectOption({ label: en.services.planner.eventTypes.concert });
  await page.getByLabel(new RegExp(`^${en.services.planner.attendees}`)).fill("900");
  const catering = page.getByRole("checkbox", { name: en.services.planner.serviceCards.catering.title });
  await catering.press("Space");
  await expect(catering).toBeChecked();
  await page.getByText(en.services.planner.serviceCards.security.body).click();
  await expect(page.getByRole("checkbox", { name: en.services.planner.serviceCards.security.title })).toBeChecked();
  await page.getByRole("button", { name: en.services.planner.submit }).click();
  await expectToast(page, en.services.planner.success);
  await expect(page.getByRole("heading", { name: en.services.planner.sentTitle })).toBeFocused();
  expect((await readOutbox(planner.email)).subject).toBe(en.services.mail.inquiry.subject);

  await page.goto("/contact");
  await page.getByLabel(`${en.services.contact.name} *`).fill(writer.name);
  await page.getByLabel(`${en.services.contact.email} *`).fill(writer.email);
  await page.getByLabel(`${en.services.contact.subject} *`).fill(writer.subject);
  await page.getByLabel(`${en.services.contact.message} *`).fill("Is the north lot open for the Saturday show?");
  await page.getByRole("button", { name: en.services.contact.submit }).click();
  await expectToast(page, en.services.contact.successTitle);
  await expect(page.getByRole("heading", { name: en.services.contact.successTitle })).toBeVisible();
  expect((await readOutbox(writer.email)).subject).toBe(en.services.mail.contact.subject);

  await page.goto("/newsletter");
  await page.getByLabel(`${en.services.newsletter.name} *`).fill(fan.name);
  await page.getByLabel(`${en.services.newsletter.email} *`).fill(fan.email);
  await page.getByLabel(new RegExp(`^${en.services.newsletter.interests}`)).fill("Concerts");
  await page.getByRole("button", { name: en.services.newsletter.submit }).click();
  // About a second of 'subscribing' on the button.
  await expect(page.getByRole("button", { name: en.services.newsletter.submitting })).toBeDisabled();
  await expectToast(page, en.services.newsletter.successTitle, en.services.newsletter.success);
  await expect(
    page.getByRole("heading", { level: 1, name: en.services.newsletter.welcome.title.replace("{{name}}", fan.name) }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: en.services.newsletter.welcome.eventUpdates.title })).toBeVisible();
  await expect(page.getByRole("link", { name: en.services.newsletter.welcome.returnHome })).toHaveAttribute(
    "href",
    "/",
  );
  // Nothing is sent and nobody is listed until the address's owner confirms.
  await confirmSubscription(page, fan.email, en);

  await signInAsAdmin(page);
  await page.goto("/event-manager");
  await page.getByRole("tab", { name: en.manage.tabs.inquiries }).click();
  const inquiry = page.getByRole("listitem").filter({ hasText: planner.name });
  await expect(inquiry).toBeVisible();
  await expect(inquiry).toContainText(en.services.planner.eventTypes.concert);
  await expect(inquiry).toContainText(en.services.planner.serviceCards.catering.title);
  await expect(inquiry).toContainText(en.services.planner.serviceCards.security.title);

  await page.getByRole("tab", { name: en.manage.tabs.messages }).click();
  await expect(page.getByRole("listitem").filter({ hasText: writer.subject })).toContainText(writer.email);

  await page.getByRole("tab", { name: en.manage.tabs.subscribers }).click();
  await expect(page.getByRole("row").filter({ hasText: fan.email })).toContainText(fan.name);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: en.manage.submissions.subscribers.export }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8")).toContain(`${fan.name},${fan.email},Concerts,en,`);
});

test("the welcome mail's link unsubscribes, after asking", async ({ page }) => {
  const email = uniqueEmail("leaver");
  await useLanguage(page, "es");
  await page.goto("/newsletter");
  await page.getByLabel(`${es.services.newsletter.name} *`).fill("Lucía");
  await page.getByLabel(`${es.services.newsletter.email} *`).fill(email);
  await page.getByRole("button", { name: es.services.newsletter.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: "¡Bienvenido/a, Lucía!" })).toBeVisible();

  const mail = await confirmSubscription(page, email, es);
  await page.goto(unsubscribeLinkIn(mail.text_body));
  await expect(page.getByRole("heading", { level: 1, name: es.services.newsletter.unsubscribe.title })).toBeVisible();
  await expectNoA11yViolations(page, "unsubscribe (es)");
  await page.getByRole("button", { name: es.services.newsletter.unsubscribe.button }).click();
  await expect(page.getByText(es.services.newsletter.unsubscribe.doneTitle)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto("/newsletter?unsubscribe=not-a-real-token");
  await page.getByRole("button", { name: es.services.newsletter.unsubscribe.button }).click();
  await expect(page.getByText(es.services.newsletter.unsubscribe.invalidTitle)).toBeVisible();
});

test("the forms say what is missing and put the keyboard on it", async ({ page }) => {
  await page.goto("/newsletter");
  await page.getByRole("button", { name: en.services.newsletter.submit }).click();
  await expectToast(page, en.services.newsletter.missingTitle, en.services.newsletter.missing);
  await expect(page.getByLabel(`${en.services.newsletter.name} *`)).toBeFocused();

  await page.goto("/planner");
  await page.getByLabel(`${en.services.planner.name} *`).fill("Dana");
  await page.getByRole("button", { name: en.services.planner.submit }).click();
  await expect(page.getByLabel(`${en.services.planner.email} *`)).toBeFocused();
  await expect(page.getByText(en.validation.required).first()).toBeVisible();
  await expect(page.getByText(en.services.validation.eventType)).toBeVisible();
  await page.getByLabel(`${en.services.planner.email} *`).fill("dana@");
  await page.getByLabel(`${en.services.planner.phone} *`).fill("call me");
  await page.getByRole("button", { name: en.services.planner.submit }).click();
  await expect(page.getByText(en.validation.email)).toBeVisible();
  await expect(page.getByText(en.services.validation.phone)).toBeVisible();
});

test("the information page without a maps key shows the satellite map and the FAQ", async ({ page }) => {
  await page.goto("/information#faq");
  await expect(page.getByRole("heading", { level: 1, name: en.services.information.title })).toBeVisible();
  const mapTitle = en.services.information.aerial.mapTitle.replace(
    "{{address}}",
    "17500 Bridgeland Creek Pkwy, Cypress, TX 77433",
  );
  // The map (another site's page) loads when its frame comes near the screen: scrolled to again
  // until it shows, as the app, starting after the first paint, scrolls to the #faq it was opened at.
  await expect(async () => {
    await page.getByRole("heading", { name: en.services.information.aerial.title }).scrollIntoViewIfNeeded();
    await expect(page.locator(`iframe[title="${mapTitle}"]`)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // No key is no failure: the map shows without a fallback message.
  await expect(page.getByText(en.services.information.aerial.showingMap)).toHaveCount(0);
  await expect(page.getByRole("link", { name: en.services.information.newsletter.cta })).toHaveAttribute(
    "href",
    "/newsletter",
  );
  await expect(page.getByText("Monday – Friday", { exact: true })).toBeVisible();

  const question = page.getByRole("button", { name: en.services.information.faq.parking.question });
  await expect(page.getByRole("region", { name: en.services.information.faq.title })).toBeVisible();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("1,500 spaces on site", { exact: false })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("button", { name: en.services.information.faq.bags.question })).toBeFocused();
});

test("every aerial-view answer shows the video or the map with the message", async ({ page }) => {
  const cases: { answer: object | null; message: string }[] = [
    { answer: { state: "processing" }, message: en.services.information.aerial.processing },
    { answer: { state: "not_found" }, message: en.services.information.aerial.notFound },
    { answer: { state: "error" }, message: en.services.information.aerial.error },
    { answer: { state: "unreachable" }, message: en.services.information.aerial.unreachable },
    { answer: null, message: en.services.information.aerial.unreachable },
  ];
  for (const { answer, message } of cases) {
    await page.unroute("**/api/aerial-view");
    await page.route("**/api/aerial-view", (route) =>
      answer ? route.fulfill({ json: answer }) : route.fulfill({ status: 502, body: "bad gateway" }),
    );
    await page.goto("/information");
    await expect(page.getByRole("status").filter({ hasText: message })).toContainText(
      en.services.information.aerial.showingMap,
    );
    await expect(page.locator("iframe")).toBeVisible();
  }

  await page.unroute("**/api/aerial-view");
  await page.route("**/api/aerial-view", (route) =>
    route.fulfill({ json: { state: "ready", videoUrl: "https://video.example/aerial.mp4", posterUrl: null } }),
  );
  await page.route("https://video.example/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/information");
  // The video link failed to play: the map takes over, saying so.
  await expect(page.getByRole("status").filter({ hasText: en.services.information.aerial.error })).toBeVisible();
  await expect(page.locator("iframe")).toBeVisible();
});

const PUBLIC_PAGES = [
  { path: "/information", heading: (t: Catalog) => t.services.information.title },
  { path: "/planner", heading: (t: Catalog) => t.services.planner.title },
  { path: "/contact", heading: (t: Catalog) => t.services.contact.title },
  { path: "/newsletter", heading: (t: Catalog) => t.services.newsletter.title },
];

for (const lang of ["en", "es"] as const) {
  const t: Catalog = lang === "es" ? es : en;
  for (const theme of ["light", "dark"] as const) {
    test.describe(`axe (${lang}, ${theme})`, () => {
      // Several full axe runs per test on a busy machine.
      test.describe.configure({ timeout: 90_000 });
      test.beforeEach(async ({ page }) => {
        await useLanguage(page, lang, theme);
      });

      test("visitor-service pages", async ({ page }) => {
        for (const target of PUBLIC_PAGES) {
          await page.goto(target.path);
          await expect(page.getByRole("heading", { level: 1, name: target.heading(t) })).toBeVisible();
          await expectNoA11yViolations(page, `${target.path} (${lang}, ${theme})`);
        }
        // The validation state too, with its messages (once the shared toast has gone).
        await page.getByRole("button", { name: t.services.newsletter.submit }).click();
        await expect(page.getByText(t.validation.required).first()).toBeVisible();
        await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
        await expectNoA11yViolations(page, `/newsletter errors (${lang}, ${theme})`);
      });

      test("admin tabs", async ({ page }) => {
        await page.goto("/");
        // Rows to check, whatever ran before (the forms answer anyone).
        const origin = new URL(page.url()).origin;
        const email = uniqueEmail("axe");
        const posts: [string, object][] = [
          ["/api/inquiries", { name: "Axe Check", email, phone: "2815550100", eventType: "other" }],
          ["/api/contact", { name: "Axe Check", email, subject: "Axe", message: "Checking the admin tabs." }],
          ["/api/newsletter", { name: "Axe Check", email }],
        ];
        for (const [path, data] of posts) {
          expect((await page.request.post(path, { data, headers: { origin } })).status()).toBe(201);
        }
        await signInAsAdmin(page);
        await page.goto("/event-manager");
        for (const tab of [t.manage.tabs.inquiries, t.manage.tabs.messages, t.manage.tabs.subscribers]) {
          await page.getByRole("tab", { name: tab }).click();
          await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toBeVisible();
          await expectNoA11yViolations(page, `admin ${tab} (${lang}, ${theme})`);
        }
      });
    });
  }
}
