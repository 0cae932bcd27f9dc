import { describe, expect, it } from "vitest";
import {
  isSectionName,
  priceForSection,
  priceRange,
  SECTION_NAMES,
  SECTION_PRICES_CENTS,
  ticketAvailability,
} from "./prices";

describe("priceForSection", () => {
  it.each([
    ["VIP", 15_000],
    ["Premium", 10_000],
    ["General", 2_500],
    ["Upper Deck", 3_000],
    ["Balcony", 3_500],
    ["Floor", 20_000],
    ["Lower Bowl", 8_500],
    ["Upper Bowl", 4_000],
  ])("%s costs %i cents", (name, cents) => {
    expect(priceForSection(name)).toBe(cents);
  });

  it.each([["Mezzanine"], [""], ["vip"], ["upper-deck"], [" VIP"]])(
    "an unknown section %j costs the box-office fallback of 2500",
    (name) => {
      expect(priceForSection(name)).toBe(2_500);
    },
  );

  it("prices every named section and nothing else", () => {
    expect(Object.keys(SECTION_PRICES_CENTS).sort()).toEqual([...SECTION_NAMES].sort());
  });
});

describe("isSectionName", () => {
  it.each([
    ["Upper Bowl", true],
    ["upper bowl", false],
    [42, false],
    [undefined, false],
  ] as const)("%j -> %s", (value, expected) => {
    expect(isSectionName(value)).toBe(expected);
  });
});

describe("priceRange", () => {
  it("spans the cheapest to the dearest price", () => {
    expect(priceRange([10_000, 2_500, 15_000, 2_500])).toEqual({ fromCents: 2_500, toCents: 15_000 });
    expect(priceRange(new Set([4_000]))).toEqual({ fromCents: 4_000, toCents: 4_000 });
  });

  it("is null without any price", () => {
    expect(priceRange([])).toBeNull();
  });
});

describe("ticketAvailability", () => {
  it.each([
    // [seats left, seats in the hall, availability]
    [0, 3_500, "sold_out"],
    [-3, 3_500, "sold_out"],
    [1, 3_500, "few_left"],
    [175, 3_500, "few_left"], // 5% of the full arena
    [176, 3_500, "in_stock"],
    [46, 916, "few_left"], // 5% of the theatre, rounded up
    [47, 916, "in_stock"],
    [20, 100, "few_left"], // a small hall warns at 20 seats, more than its 5%
    [21, 100, "in_stock"],
    [0, 0, "sold_out"],
    [3_500, 3_500, "in_stock"],
  ] as const)("%i of %i seats left is %s", (left, total, expected) => {
    expect(ticketAvailability(left, total)).toBe(expected);
  });
});
