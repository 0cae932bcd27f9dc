import { describe, expect, it } from "vitest";
import { isSectionName, priceForSection, SECTION_NAMES, SECTION_PRICES_CENTS } from "./prices";

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
