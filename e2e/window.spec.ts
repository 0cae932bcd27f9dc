import { expect, type Page, test } from "@playwright/test";
import type { WindowSaleResponse } from "#domain/schemas/window";
import { type Catalog, en, es, expectNoA11yViolations } from "./fixtures";
import { signInDemo } from "./support/accounts";
import { escapeRegExp, fill, seatButton } from "./support/box-office";
import { insertEvent } from "./support/events";

/**
 * The box-office window, as the demo box-office clerk uses it: seats picked on the chart, paid in
 * cash with the change shown, the tickets printed (the print layout on standard paper and on an
 * 80 mm receipt roll), and the sale in the shift report; in Spanish, dark, on a narrow tablet, a
 * sale by the card terminal's reference. Each test makes its own event.
 */

test.describe.configure({ timeout: 90_000 });

const SHOTS = "test-results/window";

async function prepare(page: Page, lang: "en" | "es", theme: "light" | "dark") {
  await page.addInitScript(
    ([storedLang, storedTheme]) => {
      localStorage.setItem("lang", storedLang);
      localStorage.setItem("theme", storedTheme);
      // Printing is the browser's own dialog: the journey counts the calls instead.
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    },
    [lang, theme] as const,
  );
}

async function openWindow(page: Page, eventId: string, t: Catalog) {
  await page.goto(`/window?event=${eventId}`);
  await expect(page.getByRole("heading", { level: 1, name: t.window.title })).toBeVisible();
  // On a narrow screen the chart starts with the whole house: the General section is opened.
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    const name = fill(t.tickets.chart.zoomIn.split("{{price}}")[0] ?? "", { section: t.tickets.sections.general });
    await page.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}`) }).click();
  }
  await expect(seatButton(page, { section: "general", row: 12, seat: 5 }, t)).toBeVisible({ timeout: 20_000 });
}

test("a cash sale from the chart to printed tickets, then the shift report", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await prepare(page, "en", "light");
  await signInDemo(page.request, "boxOffice", baseURL);
  const event = insertEvent(`E2E Window Night ${Date.now()}`, { journey: "window" });
  await openWindow(page, event.id, en);
  await expectNoA11yViolations(page, "window (en, light)");

  await seatButton(page, { section: "general", row: 12, seat: 5 }).click();
  await seatButton(page, { section: "general", row: 12, seat: 6 }).click();
  await page.getByRole("button", { name: en.window.sellSeats }).click();
  const pay = page.getByRole("dialog", { name: en.window.sale.heading });
  await expect(pay).toBeVisible();
  const total = (await pay.getByTestId("sale-total").textContent()) ?? "";
  await pay.getByLabel(en.window.sale.tendered).fill("500");
  await expect(pay.getByTestId("sale-change")).not.toHaveText("—");
  await expectNoA11yViolations(page, "window payment (en, light)");

  const sold = page.waitForResponse((r) => r.url().endsWith("/api/window/sales"));
  await pay.getByRole("button", { name: en.window.sale.confirm }).click();
  const answer = (await (await sold).json()) as WindowSaleResponse;
  expect(answer.order).toMatchObject({ status: "paid", channel: "window", paymentMethod: "cash" });
  expect(answer.order.cash?.tenderedCents).toBe(50_000);

  const done = page.getByRole("dialog", { name: en.window.done.heading });
  await expect(done).toBeVisible();
  await expect(done.getByTestId("sold-change")).toContainText(
    new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
      (answer.order.cash?.changeCents ?? 0) / 100,
    ),
  );
  expect(total).toContain(
    new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(answer.order.totalCents / 100),
  );
  await expectNoA11yViolations(page, "window sold (en, light)");
  await done.getByRole("button", { name: en.window.done.print }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // The print layout: only the tickets, each with its seat and QR code.
  await page.emulateMedia({ media: "print" });
  const sheet = page.locator("body > .print-sheet");
  await expect(sheet).toBeVisible();
  await expect(page.locator("#root")).toBeHidden();
  await expect(sheet.locator(".print-ticket")).toHaveCount(2);
  for (const seat of [5, 6]) {
    const line = en.window.ticket.seat
      .replace("{{section}}", en.tickets.sections.general)
      .replace("{{row}}", "12")
      .replace("{{seat}}", String(seat));
    await expect(sheet.getByText(line)).toBeVisible();
    // The open dialog hides the rest of the page from assistive technology: the QR is found by its label.
    await expect(sheet.locator(`svg[aria-label="${en.window.ticket.qr.replace("{{seat}}", line)}"]`)).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/print-letter.png`, fullPage: true });

  await page.emulateMedia({ media: "screen" });
  await done.getByLabel(en.window.done.paperReceipt).check();
  await page.emulateMedia({ media: "print" });
  await expect(sheet).toHaveAttribute("data-paper", "receipt");
  // 80 mm at 96 px an inch.
  await page.setViewportSize({ width: 302, height: 900 });
  await page.screenshot({ path: `${SHOTS}/print-receipt-80mm.png`, fullPage: true });
  const width = await sheet.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(302);
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 1280, height: 900 });

  await done.getByRole("button", { name: en.window.done.next }).click();
  await expect(done).toBeHidden();
  // The sold seats are no longer for sale.
  await expect(seatButton(page, { section: "general", row: 12, seat: 5 })).toBeDisabled();

  await page.getByRole("tab", { name: en.window.tabs.shift }).click();
  const figures = page.getByTestId("shift-figures");
  await expect(figures).toBeVisible();
  await expect(page.getByRole("table", { name: en.window.shift.sales })).toContainText(event.title);
  await expectNoA11yViolations(page, "shift report (en, light)");
  await page.screenshot({ path: `${SHOTS}/shift-en-light.png`, fullPage: true });
});

test("in Spanish, dark, on a narrow tablet: a sale by the card terminal's reference", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await prepare(page, "es", "dark");
  await signInDemo(page.request, "boxOffice", baseURL);
  const event = insertEvent(`E2E Taquilla ${Date.now()}`, { journey: "window" });
  await openWindow(page, event.id, es);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoA11yViolations(page, "window (es, dark)");

  await seatButton(page, { section: "general", row: 12, seat: 5 }, es).click();
  await page.getByRole("button", { name: es.window.sellSeats }).click();
  const pay = page.getByRole("dialog", { name: es.window.sale.heading });
  await pay.getByLabel(es.window.sale.cardTerminal).check();
  // A reference is required: nothing is sold without it.
  await pay.getByRole("button", { name: es.window.sale.confirm }).click();
  await expect(pay.getByText(es.window.errors.reference)).toBeVisible();
  await pay.getByLabel(es.window.sale.reference).fill("AUT 4471");
  await expectNoA11yViolations(page, "window payment (es, dark)");
  await page.screenshot({ path: `${SHOTS}/pay-es-dark-390.png` });
  await pay.getByRole("button", { name: es.window.sale.confirm }).click();
  const done = page.getByRole("dialog", { name: es.window.done.heading });
  await expect(done).toBeVisible();
  await expectNoA11yViolations(page, "window sold (es, dark)");
  await page.screenshot({ path: `${SHOTS}/sold-es-dark-390.png` });
});

test("a signed-in visitor without the role is turned away", async ({ page, baseURL }) => {
  await signInDemo(page.request, "guest", baseURL);
  await page.goto("/window");
  await expect(page.getByRole("heading", { level: 1, name: en.window.denied.title })).toBeVisible();
});
