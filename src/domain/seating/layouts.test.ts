import { describe, expect, it } from "vitest";
import {
  DEFAULT_LAYOUT,
  generateSeats,
  isLayoutId,
  LAYOUT_IDS,
  type LayoutId,
  layoutPriceRange,
  layoutSections,
  parseSeatId,
  SECTION_TIER_ORDER,
  seatCount,
  seatId,
  sectionNameOf,
  sectionOffers,
  sectionSeatCount,
} from "./layouts";
import { SECTION_PRICES_CENTS } from "./prices";

/** [name, first row, last row, seats in the section, price in cents, tier] */
type Expected = [string, number, number, number, number, string];

const expected: Record<LayoutId, { total: number; sections: Expected[] }> = {
  traditional: {
    total: 916,
    sections: [
      ["VIP", 1, 3, 60, 15_000, "vip"],
      ["Premium", 4, 8, 120, 10_000, "premium"],
      ["General", 9, 20, 336, 2_500, "general"],
      ["Upper Deck", 21, 30, 300, 3_000, "general"],
      ["Balcony", 31, 35, 100, 3_500, "general"],
    ],
  },
  "half-circle": {
    total: 956,
    sections: [
      ["VIP", 1, 3, 42, 15_000, "vip"],
      ["Premium", 4, 8, 110, 10_000, "premium"],
      ["General", 9, 20, 404, 2_500, "general"],
      ["Upper Deck", 21, 30, 400, 3_000, "general"],
    ],
  },
  amphitheater: {
    total: 1_120,
    sections: [
      ["VIP", 1, 5, 130, 12_000, "vip"],
      ["General", 6, 25, 990, 2_500, "general"],
    ],
  },
  arena: {
    total: 1_070,
    sections: [
      ["Floor", 1, 8, 200, 20_000, "vip"],
      ["Lower Bowl", 9, 20, 420, 8_500, "premium"],
      ["Upper Bowl", 21, 35, 450, 4_000, "general"],
    ],
  },
  "full-arena": {
    total: 3_500,
    sections: [
      ["VIP", 1, 10, 200, 15_000, "vip"],
      ["Premium", 11, 30, 500, 10_000, "premium"],
      ["General", 31, 70, 2_800, 2_500, "general"],
    ],
  },
};

describe.each(LAYOUT_IDS)("layout %s", (id) => {
  const { total, sections } = expected[id];

  it("has the expected sections, row bands, seat counts, prices and tiers", () => {
    expect(
      layoutSections(id).map((s) => [
        s.name,
        s.rows[0]?.row,
        s.rows.at(-1)?.row,
        sectionSeatCount(s),
        s.priceCents,
        s.tier,
      ]),
    ).toEqual(sections);
  });

  it("ranks its tiers by price: the dearest section is the top tier, and a dearer one never ranks lower", () => {
    const sections = layoutSections(id);
    const level = (tier: string) => SECTION_TIER_ORDER.indexOf(tier as (typeof SECTION_TIER_ORDER)[number]);
    const dearest = Math.max(...sections.map((s) => s.priceCents));
    for (const s of sections) {
      if (s.priceCents === dearest) expect(s.tier, s.name).toBe("vip");
      for (const other of sections) {
        if (s.priceCents > other.priceCents)
          expect(level(s.tier), `${s.name} over ${other.name}`).toBeLessThanOrEqual(level(other.tier));
      }
    }
  });

  it("says what its seats cost, from the cheapest to the dearest", () => {
    const prices = layoutSections(id).map((s) => s.priceCents);
    expect(layoutPriceRange(id)).toEqual({ fromCents: Math.min(...prices), toCents: Math.max(...prices) });
  });

  it(`has ${total} seats`, () => {
    expect(seatCount(id)).toBe(total);
    expect(generateSeats("e1", id)).toHaveLength(total);
  });

  it("numbers rows consecutively from 1 with no gaps", () => {
    const rows = layoutSections(id).flatMap((s) => s.rows.map((r) => r.row));
    expect(rows).toEqual(rows.map((_, i) => i + 1));
  });

  it("gives every seat a unique id that parses back to its parts", () => {
    const seats = generateSeats("evt-42", id);
    expect(new Set(seats.map((s) => s.id)).size).toBe(seats.length);
    for (const s of seats) {
      expect(parseSeatId(s.id)).toEqual({ eventId: "evt-42", section: s.section, row: s.row, seat: s.seat });
    }
  });

  it("keys sections in kebab case that map back to their names", () => {
    for (const s of layoutSections(id)) {
      expect(s.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(sectionNameOf(s.key)).toBe(s.name);
    }
  });
});

describe("rows that grow (our choices for open numbers)", () => {
  const seatsPerRow = (id: LayoutId, name: string) =>
    layoutSections(id)
      .find((s) => s.name === name)
      ?.rows.map((r) => r.seats);

  it.each([
    ["half-circle", "VIP", [12, 14, 16]],
    ["half-circle", "Premium", [18, 20, 22, 24, 26]],
    ["half-circle", "General", [28, 30, 32, 34, 35, 35, 35, 35, 35, 35, 35, 35]],
    ["half-circle", "Upper Deck", Array(10).fill(40)],
    ["amphitheater", "VIP", [22, 24, 26, 28, 30]],
    ["amphitheater", "General", [32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 60, 60, 60, 60, 60]],
  ] as const)("%s %s rows hold %j seats", (id, name, seats) => {
    expect(seatsPerRow(id, name)).toEqual(seats);
  });

  it.each([
    ["half-circle", "VIP", 20],
    ["half-circle", "Premium", 30],
    ["half-circle", "General", 35],
    ["half-circle", "Upper Deck", 40],
    ["amphitheater", "General", 60],
  ] as const)("%s %s never exceeds its cap of %i per row", (id, name, cap) => {
    expect(Math.max(...(seatsPerRow(id, name) ?? [Number.POSITIVE_INFINITY]))).toBeLessThanOrEqual(cap);
  });
});

describe("prices come from the section price table", () => {
  it("every section but the amphitheater VIP charges its price", () => {
    const overrides = LAYOUT_IDS.flatMap((id) =>
      layoutSections(id)
        .filter((s) => s.priceCents !== SECTION_PRICES_CENTS[s.name])
        .map((s) => `${id}/${s.name}`),
    );
    expect(overrides).toEqual(["amphitheater/VIP"]);
  });

  it("each seat carries its section's price", () => {
    const prices = new Map(layoutSections("arena").map((s) => [s.key, s.priceCents]));
    for (const seat of generateSeats("e", "arena")) expect(seat.priceCents).toBe(prices.get(seat.section));
  });
});

describe("the full arena matches the venue's stated capacity", () => {
  it("has 200 VIP, 500 premium and 2,800 general seats", () => {
    const bySection = new Map<string, number>();
    for (const seat of generateSeats("e", "full-arena")) {
      bySection.set(seat.section, (bySection.get(seat.section) ?? 0) + 1);
    }
    expect(Object.fromEntries(bySection)).toEqual({ vip: 200, premium: 500, general: 2_800 });
  });
});

describe("layout ids", () => {
  it("defaults to traditional", () => {
    expect(DEFAULT_LAYOUT).toBe("traditional");
  });

  it.each([
    ["traditional", true],
    ["full-arena", true],
    ["Traditional", false],
    ["stadium", false],
    ["", false],
    [null, false],
    [3, false],
  ] as const)("isLayoutId(%j) is %s", (value, expected) => {
    expect(isLayoutId(value)).toBe(expected);
  });
});

describe("seat ids", () => {
  it("are event id, section key, row and seat joined by colons", () => {
    expect(seatId("abc", "upper-deck", 21, 7)).toBe("abc:upper-deck:21:7");
    expect(generateSeats("abc", "traditional")[0]?.id).toBe("abc:vip:1:1");
  });

  it.each([
    ["abc:vip:1:1", { eventId: "abc", section: "vip", row: 1, seat: 1 }],
    ["a:b:c:lower-bowl:12:35", { eventId: "a:b:c", section: "lower-bowl", row: 12, seat: 35 }],
    [
      "0f8e6d2c-1111-4a2b-9c3d-123456789abc:general:20:28",
      { eventId: "0f8e6d2c-1111-4a2b-9c3d-123456789abc", section: "general", row: 20, seat: 28 },
    ],
    ["abc:vip:1", null],
    [":vip:1:1", null],
    ["abc::1:1", null],
    ["abc:Upper Deck:1:1", null],
    ["abc:vip:0:1", null],
    ["abc:vip:01:1", null],
    ["abc:vip:1:-2", null],
    ["abc:vip:1:1.5", null],
    ["", null],
  ])("parseSeatId(%j)", (id, parts) => {
    expect(parseSeatId(id)).toEqual(parts);
  });
});

describe("sectionNameOf", () => {
  it.each([
    ["upper-deck", "Upper Deck"],
    ["vip", "VIP"],
    ["mezzanine", undefined],
  ])("%s -> %s", (key, name) => {
    expect(sectionNameOf(key)).toBe(name);
  });
});

describe("sectionOffers", () => {
  it("lists the arena's sections from the stage back with their price level, seats and price", () => {
    const priced = layoutSections("arena").map((s) => ({
      ...s,
      rows: s.rows.map((r) => ({ ...r, priceCents: s.priceCents })),
    }));
    expect(sectionOffers(priced)).toEqual([
      { key: "floor", name: "Floor", tier: "vip", seats: 200, fromCents: 20_000, toCents: 20_000 },
      { key: "lower-bowl", name: "Lower Bowl", tier: "premium", seats: 420, fromCents: 8_500, toCents: 8_500 },
      { key: "upper-bowl", name: "Upper Bowl", tier: "general", seats: 450, fromCents: 4_000, toCents: 4_000 },
    ]);
  });

  it("spans the prices of a section whose rows differ, and skips a section with no rows", () => {
    const offers = sectionOffers([
      {
        key: "general",
        name: "General",
        tier: "general",
        rows: [
          { seats: 10, priceCents: 3_000 },
          { seats: 12, priceCents: 2_500 },
        ],
      },
      { key: "balcony", name: "Balcony", tier: "general", rows: [] },
    ]);
    expect(offers).toEqual([
      { key: "general", name: "General", tier: "general", seats: 22, fromCents: 2_500, toCents: 3_000 },
    ]);
  });
});
