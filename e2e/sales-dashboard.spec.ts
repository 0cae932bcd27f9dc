import { expect, type Page, test } from "@playwright/test";
import type { SalesDashboard } from "#domain/schemas/dashboard";
import { type Catalog, en, es, expectNoA11yViolations } from "./fixtures";
import { signInDemo } from "./support/accounts";
import { insertEvent } from "./support/events";

/**
 * The sales dashboard as the demo admin reads it, in both themes (and in Spanish on a phone): an
 * event with a window sale, an online sale with a promo code (one of its seats refunded) and two
 * house seats shows its figures, charts with their tables (codes used, refunds per day), the house
 * seats on its chart, and the season lists it. Each test makes its own event.
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
  const code = await page.request.post(`/api/admin/events/${event.id}/codes`, {
    data: { code: "E2E10", kind: "promo", percentOff: 10 },
  });
  expect(code.status(), await code.text()).toBe(201);
  const coded = [`${event.id}:general:13:5`, `${event.id}:general:13:6`];
  const held = await page.request.post("/api/orders", { data: { eventId: event.id, seatIds: coded, code: "e2e10" } });
  expect(held.status(), await held.text()).toBe(201);
  const { order } = (await held.json()) as { order: { id: string } };
  const paid = await page.request.post(`/api/orders/${order.id}/payments/simulated`, {
    data: { token: "sim_ok_4242" },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const refund = await page.request.post(`/api/manage/orders/${order.id}/refund`, { data: { seatIds: [coded[1]] } });
  expect(refund.status(), await refund.text()).toBe(200);
  const house = await page.request.post(`/api/admin/events/${event.id}/house-seats`, {
    data: { seatIds: [`${event.id}:general:15:5`, `${event.id}:general:15:6`], reason: "Production desk" },
  });
  expect(house.status(), await house.text()).toBe(200);
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
    expect(figures.totals).toMatchObject({ sold: 3, comps: 0, refunds: 1 });
    expect(figures.codesUsed.map((c) => [c.code, c.orders, c.tickets])).toEqual([["E2E10", 1, 2]]);
    expect(figures.refundsByDay.map((d) => d.refunds)).toEqual([1]);
    expect(figures.occupancy).toMatchObject({ house: 2 });
    const totals = page.getByTestId("sales-totals");
    await expect(totals).toContainText(t.sales.totals.sold);
    await expect(totals.locator("dd").first()).toHaveText("3");

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

    // The codes used and the refunds per day, each with its table and CSV.
    const codes = page.getByRole("figure", { name: t.sales.charts.codesUsed });
    await expect(codes.locator("canvas")).toBeVisible();
    const codeRow = codes.getByRole("row", { name: /E2E10/ });
    await expect(codeRow).toContainText(t.sales.kinds.promo);
    await expect(codeRow.getByRole("cell").nth(2)).toHaveText("2");
    const codesCsv = page.waitForEvent("download");
    await codes.getByRole("button", { name: t.sales.charts.csv }).click();
    expect((await codesCsv).suggestedFilename()).toMatch(/^codes-used-.*\.csv$/);
    const refunds = page.getByRole("figure", { name: t.sales.charts.refundsByDay });
    await refunds.getByRole("button", { name: t.sales.charts.showTable }).click();
    await expect(refunds.getByRole("table").getByRole("row")).toHaveCount(2);
    await expect(refunds.getByRole("table").getByRole("cell").first()).toHaveText("1");
    const refundsCsv = page.waitForEvent("download");
    await refunds.getByRole("button", { name: t.sales.charts.csv }).click();
    expect((await refundsCsv).suggestedFilename()).toMatch(/^refunds-by-day-.*\.csv$/);

    // The seats on the event's own chart.
    await expect(page.getByTestId("occupancy")).toContainText(t.sales.occupancy.free);
    await expect(page.getByRole("heading", { name: t.sales.occupancy.heading })).toBeVisible();
    // House seats: counted apart, in the chart's key, and drawn as their own state.
    const house = page.getByTestId("occupancy").locator("div", { hasText: t.sales.occupancy.house });
    await expect(house.locator("dd")).toHaveText("2");
    await expect(page.getByText(t.sales.occupancy.houseLegend, { exact: true })).toBeVisible();
    if (width >= 768) {
      const houseSeats = page.getByRole("button", { name: new RegExp(t.sales.occupancy.houseSeat) });
      await expect(houseSeats).toHaveCount(2);
      await expect(houseSeats.first()).toHaveClass(/\bseat-mark-house\b/);
    }
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
