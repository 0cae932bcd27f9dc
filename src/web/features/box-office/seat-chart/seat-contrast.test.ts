import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PRICE_LEVEL_COUNT } from "#domain/seating/price-levels";
import { contrastRatio, NON_TEXT_CONTRAST, parseColour } from "./contrast";
import { ACCESS_CLASS, ACCESS_SWATCH, LEVEL_SWATCH, STATUS_SWATCH, seatClass } from "./seat-styles";

const STYLES = readFileSync(new URL("../../../styles.css", import.meta.url), "utf8");

/** The custom properties declared in one top-level rule of styles.css (`:root` or `.dark`). */
function tokensOf(selector: string): Map<string, string> {
  const start = STYLES.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`styles.css has no ${selector} rule`);
  const body = STYLES.slice(start, STYLES.indexOf("\n}", start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? "", (m[2] ?? "").trim()]));
}

const THEMES = { light: tokensOf(":root"), dark: tokensOf(".dark") };

function token(theme: Map<string, string>, name: string): string {
  const value = theme.get(name);
  if (!value) throw new Error(`no ${name}`);
  return value;
}

/** Every fill a seat can have, and the mark drawn on it (none for an available seat). */
const LEVELS = Array.from({ length: PRICE_LEVEL_COUNT }, (_, i) => `--seat-level-${i + 1}`);
const FILLS: { fill: string; mark?: string }[] = [
  ...LEVELS.map((fill) => ({ fill })),
  { fill: "--seat-selected", mark: "--seat-selected-mark" },
  { fill: "--seat-sold", mark: "--seat-sold-mark" },
  { fill: "--seat-held", mark: "--seat-held-mark" },
  { fill: "--seat-house", mark: "--seat-house-mark" },
];

describe("contrastRatio", () => {
  it("follows WCAG's formula", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBe(1);
    // The colours the old chart failed with: slate-400 at 70% on white and amber-500.
    expect(contrastRatio("#f59e0b", "#ffffff")).toBeCloseTo(2.15, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("rgb(255, 255, 255)", "rgb(0 0 0)")).toBeCloseTo(21, 5);
  });

  it("refuses colours it cannot judge alone", () => {
    expect(() => parseColour("rgba(0, 0, 0, 0.5)")).toThrow();
    expect(() => parseColour("transparent")).toThrow();
  });
});

describe("seat colour tokens", () => {
  for (const [name, theme] of Object.entries(THEMES)) {
    describe(`${name} theme`, () => {
      // The wheelchair symbol, the companion dot and the levels' patterns are drawn on a chooseable
      // seat: a level's fill or the selected fill.
      for (const fill of [...LEVELS, "--seat-selected"]) {
        it(`--seat-access-mark stands out from ${fill} (>= 3:1)`, () => {
          const ratio = contrastRatio(token(theme, "--seat-access-mark"), token(theme, fill));
          expect(ratio, `--seat-access-mark on ${fill}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
            NON_TEXT_CONTRAST,
          );
        });
      }
      // Consecutive levels, and the last beside the second, where the levels go round again.
      LEVELS.forEach((fill, i) => {
        const next = LEVELS[i + 1 < LEVELS.length ? i + 1 : 1] as string;
        it(`${fill} stands apart from the next level, ${next} (>= 3:1)`, () => {
          const ratio = contrastRatio(token(theme, fill), token(theme, next));
          expect(ratio, `${fill} beside ${next}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        });
      });
      it("--seat-house is a colour of its own, not a price level's or another state's", () => {
        const others = FILLS.filter((f) => f.fill !== "--seat-house").map((f) => token(theme, f.fill).toLowerCase());
        expect(others).not.toContain(token(theme, "--seat-house").toLowerCase());
      });
      for (const { fill, mark } of FILLS) {
        it(`${fill} stands out from the card and the page (>= 3:1)`, () => {
          for (const background of ["--card", "--background"]) {
            const ratio = contrastRatio(token(theme, fill), token(theme, background));
            expect(ratio, `${fill} on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
          }
        });
        if (mark) {
          it(`${mark} stands out from its seat (>= 3:1)`, () => {
            const ratio = contrastRatio(token(theme, mark), token(theme, fill));
            expect(ratio, `${mark} on ${fill}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
          });
        }
      }
    });
  }

  it("are what the chart and its legend draw with, and each taken or chosen state carries a mark", () => {
    expect(LEVEL_SWATCH).toHaveLength(PRICE_LEVEL_COUNT);
    LEVEL_SWATCH.forEach((swatch, i) => {
      expect(swatch).toContain(`bg-seat-level-${i + 1}`);
      // Each level past the first has its own pattern, drawn by styles.css.
      if (i > 0) {
        expect(swatch).toContain(`seat-pattern-${i + 1}`);
        expect(STYLES).toContain(`.seat-pattern-${i + 1} {`);
      }
    });
    expect(seatClass(1, "available", null)).toContain(LEVEL_SWATCH[1]);
    expect(STATUS_SWATCH.selected).toMatch(/\bbg-seat-selected\b.*\bseat-mark-selected\b/);
    expect(STATUS_SWATCH.occupied).toMatch(/\bbg-seat-sold\b.*\bseat-mark-sold\b/);
    expect(STATUS_SWATCH.held).toMatch(/\bbg-seat-held\b.*\bseat-mark-held\b/);
    expect(STATUS_SWATCH.house).toMatch(/\bbg-seat-house\b.*\bseat-mark-house\b/);
    expect(seatClass(0, "house", "wheelchair")).toContain(STATUS_SWATCH.house);
    expect(seatClass(0, "house", "wheelchair")).not.toContain("seat-access");
    for (const state of ["sold", "held", "selected", "house"]) expect(STYLES).toContain(`.seat-mark-${state} {`);
  });

  it("mark wheelchair spaces and companion seats while they can be chosen, in the chart and its legend", () => {
    for (const mark of ["wheelchair", "companion"] as const) {
      expect(STYLES).toContain(`.seat-access-${mark}::before`);
      expect(ACCESS_SWATCH[mark]).toContain(ACCESS_CLASS[mark]);
      expect(seatClass(0, "available", mark)).toContain(ACCESS_CLASS[mark]);
      expect(seatClass(0, "selected", mark)).toContain(ACCESS_CLASS[mark]);
      // Sold and held seats show their own mark: nobody can choose them.
      expect(seatClass(0, "occupied", mark)).not.toContain(ACCESS_CLASS[mark]);
      expect(seatClass(0, "held", mark)).not.toContain(ACCESS_CLASS[mark]);
    }
    expect(seatClass(2, "available", null)).not.toContain("seat-access");
  });
});
