import { expect, type Page, test } from "@playwright/test";
import { type Catalog, en, es, expectNoA11yViolations, expectToast } from "./fixtures";
import { signInDemo } from "./support/accounts";

type Listing = {
  id: string;
  title: string;
  titleEs: string | null;
  descriptionEs: string | null;
  seatsLeft: number;
};

/** A returning visitor's stored language and theme, read before the first paint. */
async function prefer(page: Page, lang: "en" | "es", theme: "light" | "dark") {
  await page.addInitScript(
    ([storedLang, storedTheme]) => {
      localStorage.setItem("lang", storedLang);
      localStorage.setItem("theme", storedTheme);
    },
    [lang, theme] as const,
  );
}

async function upcoming(page: Page): Promise<Listing[]> {
  const response = await page.request.get("/api/events");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: Listing[] }).events;
}

const cards = (page: Page) => page.getByTestId("event-card");

/** "3,500 tickets available": the count as an English page writes it, with its thousands separator. */
const ticketsAvailable = (listing: Listing) => `${listing.seatsLeft.toLocaleString("en-US")} tickets available`;

async function expectHome(page: Page, t: Catalog) {
  await expect(page.getByRole("heading", { level: 1, name: t.meta.siteName })).toBeVisible();
  await expect(page.getByText(t.listings.home.stats.capacity)).toBeVisible();
  await expect(page.getByText(t.listings.home.stats.eventsPerYear)).toBeVisible();
  await expect(page.getByText(t.listings.home.stats.support, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: t.listings.home.featuredTitle })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole("heading", { level: 2, name: t.listings.home.whyTitle })).toBeVisible();
  await expect(page.getByTestId("testimonial")).toHaveCount(6);
}

test.describe("home", () => {
  test("hero, featured events, why us, reviews and contact, with working links", async ({ page }) => {
    const events = await upcoming(page);
    await page.goto("/");
    await expectHome(page, en);
    await expect(page).toHaveTitle("Bridgeland Arena · Cypress, Texas");
    await expect(page.getByText("17500 Bridgeland Creek Pkwy, Cypress, TX 77433").first()).toBeVisible();
    await expect(page.getByText("3,500", { exact: true })).toBeVisible();
    await expect(page.getByText("50+", { exact: true })).toBeVisible();

    // Featured: the three soonest approved events, in order.
    const featured = cards(page).getByRole("heading", { level: 3 });
    await expect(featured).toHaveText(events.slice(0, 3).map((e) => e.title));

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: en.listings.home.viewEvents })).toHaveAttribute("href", "/calendar");
    await expect(main.getByRole("link", { name: en.listings.home.planEvent })).toHaveAttribute("href", "/planner");
    await expect(main.getByRole("link", { name: en.listings.home.viewAllEvents })).toHaveAttribute("href", "/calendar");
    await expect(main.getByRole("link", { name: en.listings.home.requestQuote })).toHaveAttribute("href", "/planner");
    await expect(main.getByRole("link", { name: en.listings.home.scheduleTour })).toHaveAttribute(
      "href",
      "/tour-scheduling",
    );
    await expect(main.getByRole("link", { name: /\(281\) 555-0135/ })).toHaveAttribute("href", "tel:+12815550135");
    await expect(main.getByRole("link", { name: /info@bridgelandarena\.com/ })).toHaveAttribute(
      "href",
      "mailto:info@bridgelandarena.com",
    );
    await expect(main.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=17500/,
    );
    await expectNoA11yViolations(page, "home (en, light)");
  });

  test("the reviews rotate every 5 seconds, loop, pause and answer the keyboard", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByRole("region", { name: en.listings.home.carousel.label });
    const status = carousel.getByText(/^Showing reviews/);
    await expect(status).toHaveText("Showing reviews 1 to 3 of 6");
    await expect(carousel.getByRole("group", { name: "Review 1 of 6" })).toBeVisible();

    await page.clock.runFor(5000);
    await expect(status).toHaveText("Showing reviews 2 to 4 of 6");
    await page.clock.runFor(15_000);
    await expect(status).toHaveText("Showing reviews 1 to 3 of 6"); // looped past the end

    await carousel.getByRole("button", { name: en.listings.home.carousel.pause }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click(); // focus leaves the carousel
    await page.clock.runFor(12_000);
    await expect(status).toHaveText("Showing reviews 1 to 3 of 6");

    await carousel.getByRole("button", { name: en.listings.home.carousel.next }).focus();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Showing reviews 2 to 4 of 6");
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText("Showing reviews 3 to 5 of 6");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(status).toHaveText("Showing reviews 4 to 6 of 6"); // looped back from the start
    await expect(carousel.getByRole("button", { name: en.listings.home.carousel.play })).toBeVisible();
  });

  test("one review at a time on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: en.listings.home.carousel.label });
    await expect(carousel.getByText("Review 1 of 6", { exact: true })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const [first, second] = await cards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().x));
    expect(first).toBe(second); // stacked, one across
  });

  test("in Spanish and dark", async ({ page }) => {
    await prefer(page, "es", "dark");
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expectHome(page, es);
    await expect(page.getByRole("link", { name: es.listings.home.viewEvents })).toBeVisible();
    await expect(page.getByRole("link", { name: es.listings.home.scheduleTour })).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByRole("link", { name: /^Reservar boletos para / }),
    ).toBeVisible();
    await expectNoA11yViolations(page, "home (es, dark)");
  });
});

test.describe("calendar", () => {
  test("lists every approved upcoming event as a card; Book Tickets opens the box office on it", async ({ page }) => {
    const events = await upcoming(page);
    await page.goto("/calendar");
    await expect(page.getByRole("heading", { level: 1, name: en.listings.calendar.title })).toBeVisible();
    await expect(cards(page)).toHaveCount(events.length);
    await expect(page.getByRole("heading", { level: 2, name: en.listings.calendar.hostTitle })).toBeVisible();
    await expect(page.getByRole("button", { name: en.listings.calendar.delete })).toHaveCount(0);

    const target = events[1] as Listing;
    const card = cards(page).filter({ has: page.getByRole("heading", { name: target.title }) });
    await expect(card.getByText(ticketsAvailable(target))).toBeVisible();
    await expect(card.getByText(/^(Sports|Concert|Trade Show|Ceremony|Event)$/)).toBeVisible();
    await expectNoA11yViolations(page, "calendar (en, light)");

    await card.getByRole("link", { name: `Book tickets for ${target.title}` }).click();
    await expect(page).toHaveURL(`/box-office?event=${target.id}`);
    await expect(page.getByLabel(en.tickets.boxOffice.selectEvent)).toHaveValue(target.id);
    await expect(page.getByRole("heading", { level: 2, name: target.title })).toBeVisible();
  });

  test("in Spanish and dark, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prefer(page, "es", "dark");
    await page.goto("/calendar");
    await expect(page.getByRole("heading", { level: 1, name: es.listings.calendar.title })).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByText(/boletos disponibles$/),
    ).toBeVisible();
    await expect(cards(page).first().getByText(es.listings.card.bookTickets)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: es.listings.calendar.hostTitle })).toBeVisible();
    await expectNoA11yViolations(page, "calendar (es, dark)");
  });

  // The server sends /calendar with its list; the app fetches the list itself when a visitor goes
  // there from another page.
  const toCalendar = async (page: Page) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: en.nav.mainNavigation })
      .getByRole("link", { name: en.nav.calendar })
      .click();
  };

  test("says 'Loading events...' while the list loads", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/events", async (route) => {
      await held;
      await route.continue();
    });
    await toCalendar(page);
    await expect(page.getByRole("status").filter({ hasText: en.listings.calendar.loading })).toBeVisible();
    release();
    await expect(cards(page).first()).toBeVisible();
  });

  test("says 'No upcoming events available.' when there are none", async ({ page }) => {
    await page.route("**/api/events", (route) => route.fulfill({ json: { events: [] } }));
    await toCalendar(page);
    await expect(page.getByText(en.listings.calendar.empty)).toBeVisible();
  });
});

test.describe("event page", () => {
  test("shows the event, books, adds to a calendar and copies its link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const [event] = await upcoming(page);
    if (!event) throw new Error("the demo seed has upcoming events");
    await page.goto("/calendar");
    await cards(page).first().getByRole("link", { name: event.title, exact: true }).click();
    await expect(page).toHaveURL(`/events/${event.id}`);
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    await expect(page).toHaveTitle(`${event.title} · Bridgeland Arena`);
    await expect(page.getByText(ticketsAvailable(event))).toBeVisible();
    await expect(page.getByRole("link", { name: en.listings.card.bookTickets })).toHaveAttribute(
      "href",
      `/box-office?event=${event.id}`,
    );

    const ics = page.getByRole("link", { name: en.listings.eventPage.addToCalendar });
    await expect(ics).toHaveAttribute("href", `/api/events/${event.id}/calendar.ics`);
    const file = await page.request.get(`/api/events/${event.id}/calendar.ics`);
    expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await file.text()).toContain(`SUMMARY:${event.title.replace(/([,;])/g, "\\$1")}`);

    await expectNoA11yViolations(page, "event page (en, light)");

    // Desktop browsers without a share sheet get the link on the clipboard.
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.getByRole("button", { name: en.listings.eventPage.share }).click();
    await expectToast(page, en.listings.eventPage.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("is sent with its own title, Open Graph tags and Event JSON-LD", async ({ request }) => {
    const response = await request.get("/api/events?limit=1");
    const [event] = ((await response.json()) as { events: Listing[] }).events;
    if (!event) throw new Error("the demo seed has upcoming events");
    const html = await (await request.get(`/events/${event.id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${event.title} · Bridgeland Arena" />`);
    const data = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
    expect(JSON.parse(data)).toMatchObject({ "@type": "Event", name: event.title });
  });

  test("in Spanish and dark, and the not-found state", async ({ page }) => {
    await prefer(page, "es", "dark");
    // A seeded event: the seed writes both languages (events other journeys make may have one).
    const event = (await upcoming(page)).find((listing) => listing.titleEs);
    await page.goto(`/events/${event?.id}`);
    expect(event?.titleEs).toBeTruthy();
    await expect(page.getByRole("heading", { level: 1, name: event?.titleEs ?? "" })).toBeVisible();
    await expect(page.getByText(event?.descriptionEs ?? "", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: es.listings.eventPage.addToCalendar })).toBeVisible();
    await expectNoA11yViolations(page, "event page (es, dark)");

    const missing = await page.goto("/events/no-such-event");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: es.listings.eventPage.notFoundTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: es.listings.eventPage.backToCalendar })).toBeVisible();
    await expectNoA11yViolations(page, "event not found (es, dark)");
  });
});

test.describe("deleting from the calendar", () => {
  test("an event manager sees no Delete on events they did not create, and the server refuses it", async ({
    page,
    baseURL,
  }) => {
    const events = await upcoming(page);
    const last = events.at(-1) as Listing;
    await signInDemo(page.request, "manager");
    // Which events are the manager's own comes from the management list.
    const managed = page.waitForResponse((r) => r.url().endsWith("/api/manage/events"));
    await page.goto("/calendar");
    expect((await managed).status()).toBe(200);
    await expect(cards(page)).toHaveCount(events.length);
    // The seed's calendar events are the venue's own: none is this manager's to delete.
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    const refused = await page.request.delete(`/api/events/${last.id}`, { headers: { origin: baseURL as string } });
    expect(refused.status()).toBe(403);
    await expect(cards(page)).toHaveCount(events.length);
  });

  test("an admin confirms and the event leaves the calendar", async ({ page }) => {
    const events = await upcoming(page);
    const last = events.at(-1) as Listing;
    await signInDemo(page.request, "admin");
    await page.goto("/calendar");
    await expect(cards(page)).toHaveCount(events.length);
    await page.getByRole("button", { name: `Delete ${last.title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: en.listings.calendar.deleteTitle });
    await dialog.getByRole("button", { name: en.listings.calendar.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(cards(page)).toHaveCount(events.length);

    await page.getByRole("button", { name: `Delete ${last.title}` }).click();
    await dialog.getByRole("button", { name: en.listings.calendar.delete, exact: true }).click();
    await expectToast(page, en.listings.calendar.deleted);
    await expect(cards(page)).toHaveCount(events.length - 1);
    await expect(page.getByRole("heading", { name: last.title })).toHaveCount(0);
    expect((await page.request.get(`/api/events/${last.id}`)).status()).toBe(404);
  });
});
