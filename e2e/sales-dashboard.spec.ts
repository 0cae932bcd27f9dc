import { expect, type Page, test } from "@playwright/test";
import type { SalesDashboard } from "#domain/schemas/dashboard";
import { type Catalog, en, es, expectNoA11yViolations } from "./fixtures";
import { signInDemo } from "./support/accounts";
import { insertEvent } from "./support/events";

/**
 * The sales dashboard as the demo admin reads it, in both themes (and in Spanish on a phone): an
 * event with a window sale shows its figures, a chart with its table and the seats on its chart,
 * and the season lists it. Each test makes its own event.
 */

test.describe.configure({ timeout: 90_000 });

async function eventWithSale(page: Page) {
  const event = insertEvent(`E2E Sales Night ${Date.now()}`, { journey: "sales dashboard" });
  // The seats exist once the event's seats are first read.
  expect((await page.request.get(`/api/events/${event.id}/seat-states`)).status()).toBe(200);
  const sale = await page.request.post("/api/window/sales", {
    data: {
      eventId: event.id,
      seatIds: [`${event.id}:general:12:5`, `${event.id}:general:12:6`],
      payment: { method: "cash", tenderedCents: 10_000 },
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  return event;
}

for (const [theme, lang, width] of [
  ["light", "en", 1280],
  ["dark", "en", 1280],
  ["dark", "es", 390],
] as const) {
  test(`an event's figures, charts and seats (${theme}, ${lang}, ${width} px)`, async ({ page, baseURL }) => {
    const t: Catalog = lang === "es" ? es : en;
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(
      ([storedLang, storedTheme]) => {
        localStorage.setItem("lang", storedLang);
        localStorage.setItem("theme", storedTheme);
      },
      [lang, theme] as const,
    );
    await signInDemo(page.request, "admin", baseURL);
    const event = await eventWithSale(page);
    const answer = page.waitForResponse((r) => r.url().includes(`/api/sales/dashboard?eventId=${event.id}`));
    await page.goto(`/sales?event=${event.id}`);
    await expect(page.getByRole("heading", { level: 1, name: t.sales.title })).toBeVisible();
    const figures = (await (await answer).json()) as SalesDashboard;
    expect(figures.totals).toMatchObject({ sold: 2, comps: 0, refunds: 0 });
    const totals = page.getByTestId("sales-totals");
    await expect(totals).toContainText(t.sales.totals.sold);
    await expect(totals.locator("dd").first()).toHaveText("2");

    // Each chart has its table for screen readers: the channel's row names the window.
    const channel = page.getByRole("figure", { name: t.sales.charts.byChannel });
    await expect(channel.locator("canvas")).toBeVisible();
    // Chart.js drew the bars: the canvas is no longer blank.
    await expect
      .poll(() =>
        channel.locator("canvas").evaluate((canvas: HTMLCanvasElement) => {
          const blank = document.createElement("canvas");
          blank.width = canvas.width;
          blank.height = canvas.height;
          return canvas.toDataURL() !== blank.toDataURL();
        }),
      )
      .toBe(true);
    await expect(channel.getByRole("table")).toContainText(t.sales.channels.window);
    await channel.getByRole("button", { name: t.sales.charts.showTable }).click();
    await expect(channel.getByRole("table")).toBeVisible();
    const download = page.waitForEvent("download");
    await channel.getByRole("button", { name: t.sales.charts.csv }).click();
    expect((await download).suggestedFilename()).toMatch(/^sales-by-channel-.*\.csv$/);

    // The seats on the event's own chart.
    await expect(page.getByTestId("occupancy")).toContainText(t.sales.occupancy.free);
    await expect(page.getByRole("heading", { name: t.sales.occupancy.heading })).toBeVisible();
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoA11yViolations(page, `sales dashboard (${theme}, ${lang}, ${width})`);
    await page.screenshot({ path: `test-results/window/sales-${theme}-${lang}-${width}.png`, fullPage: true });

    // The season lists the event with its figures.
    await page.getByLabel(t.sales.scope).selectOption("");
    await expect(page.getByRole("heading", { name: t.sales.events })).toBeVisible();
    await expect(page.getByRole("link", { name: event.title })).toBeVisible();
  });
}

test("the door staff and buyers are turned away", async ({ page, baseURL }) => {
  await signInDemo(page.request, "guest", baseURL);
  await page.goto("/sales");
  await expect(page.getByRole("heading", { level: 1, name: en.sales.denied.title })).toBeVisible();
});
