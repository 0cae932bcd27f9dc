import { expect, type Locator, type Page, test } from "@playwright/test";
import { BASE_URL } from "../playwright.config";
import { contrastRatio, NON_TEXT_CONTRAST } from "../src/web/features/box-office/seat-chart/contrast";
import { type Catalog, DEMO_PASSWORD, DEMO_USERS, en, es, expectNoA11yViolations } from "./fixtures";
import { signInDemo } from "./support/accounts";
import { fill, openBoxOffice } from "./support/box-office";
import { insertEvent } from "./support/events";

/**
 * Seats that read without colour, measured in the browser: in both themes every seat state (each
 * section's free seats, selected, on hold, sold) stands out from the chart's card by at least 3:1,
 * the taken and chosen ones carry a mark that stands out from the seat, sections side by side at
 * different prices differ by at least 3:1 and by pattern, the legend names each price level with
 * its sections and price, rows and sections say how many seats are free, and axe finds nothing.
 */

interface LayoutRow {
  row: number;
  seats: number;
}
interface LayoutSection {
  key: string;
  name: string;
  rows: (LayoutRow & { priceCents: number })[];
}

type Theme = "light" | "dark";

/** The seats this journey puts in each state: the back row of the event's first section. */
interface Setup {
  event: { id: string; title: string };
  sections: LayoutSection[];
  back: { section: LayoutSection; row: LayoutRow };
}

const SOLD = 1;
const HELD = 2;
const SELECTED = 4;
const AVAILABLE = 6;

async function signIn(page: Page, email: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(response.status()).toBe(200);
}

/** An event of its own, with one seat sold (complimentary) and one on hold by another buyer. */
async function prepare(page: Page): Promise<Setup> {
  const event = insertEvent(`Seat Contrast ${Date.now()}`, { journey: "the seat contrast journey" });
  const layout = await page.request.get(`/api/events/${event.id}/seat-layout`);
  const { sections } = (await layout.json()) as { sections: LayoutSection[] };
  const section = sections[0];
  const row = section?.rows.at(-1);
  if (!section || !row) throw new Error("an empty layout");
  const seatIdOf = (seat: number) => `${event.id}:${section.key}:${row.row}:${seat}`;

  // The admin passes the second factor staff sign in with.
  await signInDemo(page.request, "admin");
  const sold = await page.request.post("/api/orders/complimentary", {
    data: { eventId: event.id, seatIds: [seatIdOf(SOLD)] },
    headers: { origin: BASE_URL },
  });
  expect(sold.status()).toBe(201);
  await page.context().clearCookies();
  // Another buyer: any account without a second factor to pass.
  await signIn(page, "door@example.com");
  const held = await page.request.post("/api/orders", {
    data: { eventId: event.id, seatIds: [seatIdOf(HELD)] },
    headers: { origin: BASE_URL },
  });
  expect(held.status()).toBe(201);
  await page.context().clearCookies();
  return { event, sections, back: { section, row } };
}

/**
 * The computed fill of an element and the colour of its mark (null when it draws none): a gradient
 * in its background (sold, held) or a ::after (selected).
 */
async function coloursOf(locator: Locator): Promise<{ fill: string; mark: string | null }> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const after = getComputedStyle(el, "::after");
    const gradient = /rgba?\([^)]*\)/.exec(style.backgroundImage.replace(/rgba\([^)]*,\s*0\)/g, ""))?.[0];
    const drawn = after.content !== "none" && after.content !== "normal" ? after.backgroundColor : null;
    return { fill: style.backgroundColor, mark: gradient ?? drawn };
  });
}

function seat(page: Page, rowKey: string, seat: number): Locator {
  return page.locator(`[data-row="${rowKey}"] > [data-seat="${seat}"]`);
}

let setup: Setup;

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  setup = await prepare(await context.newPage());
  await context.close();
});

// Animations settle at once, so colours are measured at their final values.
test.use({ reducedMotion: "reduce" });

for (const [theme, lang] of [
  ["light", "en"],
  ["dark", "es"],
] as [Theme, "en" | "es"][]) {
  test(`every seat state stands out from the chart in the ${theme} theme (${lang})`, async ({ page }) => {
    const t: Catalog = lang === "es" ? es : en;
    await page.addInitScript(
      ([storedTheme, storedLang]) => {
        localStorage.setItem("theme", storedTheme);
        localStorage.setItem("lang", storedLang);
      },
      [theme, lang] as const,
    );
    await page.goto("/");
    await signIn(page, DEMO_USERS.guest);
    await openBoxOffice(page, setup.event, t);
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

    const { section, row } = setup.back;
    const rowKey = `${section.key}:${row.row}`;
    await seat(page, rowKey, SELECTED).click();
    await expect(seat(page, rowKey, SELECTED)).toHaveAttribute("aria-pressed", "true");

    const card = await page
      .locator("section")
      .filter({ has: page.getByRole("group", { name: t.tickets.chart.label }) })
      .evaluate((el) => getComputedStyle(el).backgroundColor);

    const states: { name: string; seat: Locator; marked: boolean }[] = [
      { name: "sold", seat: seat(page, rowKey, SOLD), marked: true },
      { name: "held", seat: seat(page, rowKey, HELD), marked: true },
      { name: "selected", seat: seat(page, rowKey, SELECTED), marked: true },
    ];
    const fills = new Set<string>();
    for (const state of states) {
      await state.seat.scrollIntoViewIfNeeded();
      const { fill: seatFill, mark } = await coloursOf(state.seat);
      fills.add(seatFill);
      const ratio = contrastRatio(seatFill, card);
      expect(ratio, `${state.name} seat ${seatFill} on ${card}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
        NON_TEXT_CONTRAST,
      );
      if (state.marked) {
        expect(mark, `${state.name} seat carries a mark`).not.toBeNull();
        const markRatio = contrastRatio(mark ?? "", seatFill);
        expect(
          markRatio,
          `${state.name} mark ${mark} on ${seatFill}: ${markRatio.toFixed(2)}:1`,
        ).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      } else {
        expect(mark, `${state.name} seat carries no mark`).toBeNull();
      }
    }
    // The states are told apart by their marks.
    expect(fills.size).toBe(3);

    // A free seat of each section, front to back: its price level's colour, at least 3:1 from the
    // card and from the section beside it when their prices differ, and a pattern past the first
    // level (the traditional layout's five sections have five prices).
    const levels: { key: string; price: number; fill: string; patterned: boolean }[] = [];
    for (const s of setup.sections) {
      const first = s.rows[0] as LayoutRow & { priceCents: number };
      const free = seat(page, `${s.key}:${first.row}`, AVAILABLE);
      await free.scrollIntoViewIfNeeded();
      const look = await free.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          fill: style.backgroundColor,
          patterned: style.backgroundImage !== "none" || style.boxShadow !== "none",
        };
      });
      const ratio = contrastRatio(look.fill, card);
      expect(ratio, `${s.key} seat ${look.fill} on ${card}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
        NON_TEXT_CONTRAST,
      );
      levels.push({ key: s.key, price: first.priceCents, ...look });
    }
    expect(new Set(levels.map((l) => l.fill)).size).toBe(new Set(levels.map((l) => l.price)).size);
    levels.forEach((level, i) => {
      expect(level.patterned, `${level.key}: pattern`).toBe(i > 0);
      const next = levels[i + 1];
      if (!next || next.price === level.price) return;
      const apart = contrastRatio(level.fill, next.fill);
      expect(apart, `${level.key} beside ${next.key}: ${apart.toFixed(2)}:1`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    });

    // The legend shows the marks the seats carry.
    const legend = page.getByRole("list").filter({ hasText: t.tickets.chart.legend.occupied });
    for (const key of ["selected", "occupied", "held"] as const) {
      const swatch = legend.getByRole("listitem").filter({ hasText: t.tickets.chart.legend[key] }).locator("span");
      const { fill: swatchFill, mark } = await coloursOf(swatch);
      expect(mark, `legend: ${key} shows its mark`).not.toBeNull();
      expect(contrastRatio(swatchFill, card)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }

    // The legend names each price level's sections and all-in price.
    for (const s of setup.sections) {
      const name = t.tickets.sections[s.key as keyof Catalog["tickets"]["sections"]];
      await expect(legend.getByRole("listitem").filter({ hasText: new RegExp(`^${name}: \\$\\d`) })).toHaveCount(1);
    }

    // Screen readers hear how many seats are free in the row and the section.
    const free = row.seats - 2;
    await expect(
      page.getByRole("group", {
        name: fill(t.tickets.chart.rowSummary, { row: row.row, available: free, total: row.seats }),
        exact: true,
      }),
    ).toHaveCount(1);
    const total = section.rows.reduce((sum, r) => sum + r.seats, 0);
    await expect(
      page.getByRole("heading", { level: 3 }).filter({
        hasText: fill(t.tickets.chart.sectionSummary, { available: total - 2, total }),
      }),
    ).toHaveCount(1);

    await expectNoA11yViolations(page, `box office, ${theme} theme (${lang})`);
  });
}
