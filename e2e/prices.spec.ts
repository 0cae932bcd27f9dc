import { expect, type Page, test } from "@playwright/test";
import type { LayoutId } from "#domain/seating/layouts";
import { type Catalog, en, es, expectNoA11yViolations } from "./fixtures";
import { insertEvent, writeSeatsAndSell } from "./support/events";

/**
 * Prices where buyers decide: the calendar's cards and the event page say "From $X" and warn when
 * few seats are left, the event page's JSON-LD carries the price range, and the box office's
 * ticket options list the sections of the event's own layout. Each test makes its own events.
 */

/** The event's seats, with all but `left` of them sold in one paid order to a buyer of its own. */
function sellAllBut(eventId: string, layout: LayoutId, left: number) {
  writeSeatsAndSell(eventId, layout, (_seat, index, seats) => index < seats.length - left, "prices");
}

async function prefer(page: Page, lang: "en" | "es", theme: "light" | "dark") {
  await page.addInitScript(
    ([storedLang, storedTheme]) => {
      localStorage.setItem("lang", storedLang);
      localStorage.setItem("theme", storedTheme);
    },
    [lang, theme] as const,
  );
}

const cardOf = (page: Page, title: string) =>
  page.getByTestId("event-card").filter({ has: page.getByRole("heading", { name: title }) });

/** The arena's sections as its ticket options list them, closest to the stage first. */
function arenaOptions(t: Catalog) {
  const legend = t.tickets.chart.legend;
  return [
    { name: t.tickets.sections.floor, price: "$200.00", detail: `${legend.vip} · 200` },
    { name: t.tickets.sections["lower-bowl"], price: "$85.00", detail: `${legend.premium} · 420` },
    { name: t.tickets.sections["upper-bowl"], price: "$40.00", detail: `${legend.general} · 450` },
    { name: t.tickets.options.student.name, price: t.tickets.options.student.price, detail: "" },
  ];
}

test("the calendar card and the event page say 'From $40.00'; the box office lists the arena's own sections", async ({
  page,
}) => {
  // The axe check of a box office with a 1,070-seat chart takes a while.
  test.slow();
  const event = insertEvent(`Prices Arena Night ${Date.now()}`, { layout: "arena", journey: "the prices journey" });
  await page.goto("/calendar");
  const card = cardOf(page, event.title);
  await expect(card.getByTestId("from-price")).toHaveText("From $40.00");
  await expect(card.getByText("1,070 tickets available")).toBeVisible();

  await card.getByRole("link", { name: event.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  const prices = page
    .locator("dl > div")
    .filter({ has: page.getByText(en.listings.eventPage.prices, { exact: true }) });
  await expect(prices.getByTestId("from-price")).toHaveText("From $40.00");
  await expect(prices).toContainText("$40.00 – $200.00");

  // The page as a search engine reads it: an AggregateOffer with the range, in stock.
  const html = await (await page.request.get(`/events/${event.id}`)).text();
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}");
  expect(jsonLd.offers).toMatchObject({
    "@type": "AggregateOffer",
    lowPrice: 40,
    highPrice: 200,
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
  });

  await page.getByRole("link", { name: en.listings.card.bookTickets }).click();
  await expect(page).toHaveURL(`/box-office?event=${event.id}`);
  const options = page.getByTestId("ticket-options");
  await expect(options.getByRole("heading", { name: en.tickets.options.title })).toBeVisible();
  const items = options.getByTestId("ticket-option");
  const expected = arenaOptions(en);
  await expect(items).toHaveCount(expected.length);
  for (const [i, option] of expected.entries()) {
    await expect(items.nth(i)).toContainText(option.name);
    await expect(items.nth(i)).toContainText(option.price);
    await expect(items.nth(i)).toContainText(option.detail);
  }
  await expect(options).not.toContainText("General Admission");
  await expect(options).not.toContainText("VIP");
  // The chart's legend names each price level by its sections and price, as the options do.
  for (const option of expected.slice(0, 3)) {
    await expect(page.getByRole("listitem").filter({ hasText: `${option.name}: ${option.price}` })).toHaveCount(1);
  }
  await expectNoA11yViolations(page, "box office ticket options (en, light)");
});

test("a card warns when few seats are left and says sold out when none are, in Spanish and dark, on a phone", async ({
  page,
}) => {
  const few = insertEvent(`Prices Few Left ${Date.now()}`, { layout: "traditional", journey: "the prices journey" });
  const gone = insertEvent(`Prices Sold Out ${Date.now()}`, { layout: "traditional", journey: "the prices journey" });
  sellAllBut(few.id, "traditional", 12);
  sellAllBut(gone.id, "traditional", 0);

  await page.setViewportSize({ width: 390, height: 844 });
  await prefer(page, "es", "dark");
  await page.goto("/calendar");
  const fewCard = cardOf(page, few.title);
  await expect(fewCard.getByText("Solo quedan 12 boletos")).toBeVisible();
  await expect(fewCard.getByTestId("from-price")).toHaveText(/^Desde \$25\.00$/);
  const goneCard = cardOf(page, gone.title);
  await expect(goneCard.getByText(es.listings.card.soldOut)).toBeVisible();
  await expect(goneCard.getByTestId("from-price")).toHaveCount(0);
  await goneCard.scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page, "calendar with prices (es, dark, phone)");

  await page.goto(`/events/${few.id}`);
  await expect(page.getByText("Solo quedan 12 boletos")).toBeVisible();
  await expect(page.getByText("$25.00 – $150.00")).toBeVisible();
  const html = await (await page.request.get(`/events/${gone.id}`)).text();
  expect(html).toContain('"availability":"https://schema.org/SoldOut"');

  await page.goto(`/box-office?event=${few.id}`);
  const items = page.getByTestId("ticket-options").getByTestId("ticket-option");
  await expect(items).toHaveCount(6);
  await expect(items.first()).toContainText(es.tickets.sections.vip);
  await expect(items.first()).toContainText(es.tickets.chart.legend.vip);
});
