import { describe, expect, it } from "vitest";
import { LAYOUT_IDS, layoutSections } from "./layouts";
import { nthPriceLevel, PRICE_LEVEL_COUNT, priceLevelGroups, priceLevelOf } from "./price-levels";

describe("price levels", () => {
  it("gives each distinct price its own level, in the sections' order, front to back", () => {
    const sections = [
      { key: "vip", priceCents: 15_000 },
      { key: "premium", priceCents: 10_000 },
      { key: "general", priceCents: 2_500 },
      { key: "upper-deck", priceCents: 3_000 },
      { key: "balcony", priceCents: 3_500 },
    ];
    expect([...priceLevelOf(sections)]).toEqual([
      ["vip", 0],
      ["premium", 1],
      ["general", 2],
      ["upper-deck", 3],
      ["balcony", 4],
    ]);
  });

  it("puts sections at one price on one level", () => {
    const groups = priceLevelGroups(
      [
        { key: "a", priceCents: 5_000 },
        { key: "b", priceCents: 2_500 },
        { key: "c", priceCents: 5_000 },
      ],
      (s) => s.priceCents,
    );
    expect(groups.map((g) => [g.level, g.priceCents, g.sections.map((s) => s.key)])).toEqual([
      [0, 5_000, ["a", "c"]],
      [1, 2_500, ["b"]],
    ]);
  });

  it("goes round again from the second level past the last, keeping dark and light alternating", () => {
    const sections = Array.from({ length: 12 }, (_, i) => ({ key: `s${i}`, priceCents: 1000 + i }));
    expect([...priceLevelOf(sections).values()]).toEqual([0, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3]);
    expect(Array.from({ length: 12 }, (_, n) => nthPriceLevel(n) % 2)).toEqual(
      Array.from({ length: 12 }, (_, n) => n % 2),
    );
    expect(PRICE_LEVEL_COUNT % 2).toBe(1);
  });

  it("gives neighbouring sections of every layout different levels when their prices differ", () => {
    for (const id of LAYOUT_IDS) {
      const sections = layoutSections(id);
      const levels = priceLevelOf(sections);
      sections.forEach((section, i) => {
        const next = sections[i + 1];
        if (next && next.priceCents !== section.priceCents) {
          expect(levels.get(next.key), `${id}: ${section.key} then ${next.key}`).not.toBe(levels.get(section.key));
        }
      });
      expect(new Set(sections.map((s) => s.priceCents)).size, id).toBeLessThanOrEqual(PRICE_LEVEL_COUNT);
    }
  });
});
