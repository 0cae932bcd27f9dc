import { describe, expect, it } from "vitest";
import {
  allInCents,
  type Discount,
  NO_FEES,
  type PricingRules,
  parsePercent,
  parseServiceFee,
  priceLine,
  roundedShare,
  sumLines,
} from "./pricing";
import { randomSource } from "./random-source";

function randomRules(r: ReturnType<typeof randomSource>): PricingRules {
  return {
    serviceFee: r.next() < 0.5 ? { kind: "amount", cents: r.int(0, 999) } : { kind: "rate", ppm: r.int(0, 250_000) },
    taxPpm: r.pick([0, 60_000, 88_750, r.int(0, 300_000)]),
  };
}

function randomDiscount(r: ReturnType<typeof randomSource>): Discount | null {
  const roll = r.next();
  if (roll < 0.4) return null;
  return roll < 0.7 ? { kind: "percent", ppm: r.int(1, 1_000_000) } : { kind: "amount", cents: r.int(1, 30_000) };
}

describe("roundedShare: the one rounding rule (half up, per ticket)", () => {
  it.each([
    [1000, 88_750, 89], // 88.75 -> 89
    [1000, 88_400, 88], // 88.4 -> 88
    [100, 25_000, 3], // 2.5 -> 3
    [100, 24_999, 2], // 2.4999 -> 2
    [0, 500_000, 0],
    [15_000, 100_000, 1500],
  ])("%i cents at %i ppm is %i", (cents, ppm, expected) => {
    expect(roundedShare(cents, ppm)).toBe(expected);
  });
});

describe("priceLine", () => {
  it.each([
    // list, rules, discount, [ticket, fee, tax, total]
    [15_000, NO_FEES, null, [15_000, 0, 0, 15_000]],
    [2_500, { serviceFee: { kind: "amount", cents: 350 }, taxPpm: 0 }, null, [2_500, 350, 0, 2_850]],
    [2_500, { serviceFee: { kind: "rate", ppm: 100_000 }, taxPpm: 88_750 }, null, [2_500, 250, 244, 2_994]],
    [
      10_000,
      { serviceFee: { kind: "amount", cents: 200 }, taxPpm: 50_000 },
      { kind: "percent", ppm: 200_000 },
      [8_000, 200, 410, 8_610],
    ],
    // A ticket discounted to nothing carries no fee and no tax.
    [
      2_500,
      { serviceFee: { kind: "amount", cents: 350 }, taxPpm: 80_000 },
      { kind: "amount", cents: 9_999 },
      [0, 0, 0, 0],
    ],
  ] as const)("%i with %j and %j", (list, rules, discount, [ticket, fee, tax, total]) => {
    const line = priceLine(list, rules as PricingRules, discount as Discount | null);
    expect([line.ticketCents, line.feeCents, line.taxCents, line.totalCents]).toEqual([ticket, fee, tax, total]);
    expect(line.discountCents).toBe(list - ticket);
  });

  it("with no fees the all-in price is the list price", () => {
    expect(allInCents(8_500, NO_FEES)).toBe(8_500);
  });
});

describe("random orders (property)", () => {
  it("a line's parts always add up, and an order's total is the sum of its lines", () => {
    for (let seed = 1; seed <= 2_000; seed += 1) {
      const r = randomSource(seed);
      const rules = randomRules(r);
      const discount = randomDiscount(r);
      const lines = Array.from({ length: r.int(1, 10) }, () =>
        priceLine(
          r.pick([2_500, 3_000, 3_500, 4_000, 8_500, 10_000, 15_000, 20_000, r.int(1, 50_000)]),
          rules,
          discount,
        ),
      );
      for (const line of lines) {
        expect(line.ticketCents + line.feeCents + line.taxCents, `seed ${seed}`).toBe(line.totalCents);
        expect(line.ticketCents + line.discountCents, `seed ${seed}`).toBe(line.listCents);
        expect(Number.isInteger(line.taxCents) && line.taxCents >= 0, `seed ${seed}`).toBe(true);
      }
      const order = sumLines(lines);
      expect(order.totalCents).toBe(lines.reduce((s, l) => s + l.totalCents, 0));
      expect(order.ticketCents + order.feeCents + order.taxCents).toBe(order.totalCents);
      // Refunding the lines in any split gives back exactly the order's money, fee and tax.
      const cut = r.int(0, lines.length);
      const first = sumLines(lines.slice(0, cut));
      const rest = sumLines(lines.slice(cut));
      expect(first.totalCents + rest.totalCents).toBe(order.totalCents);
      expect(first.feeCents + rest.feeCents).toBe(order.feeCents);
      expect(first.taxCents + rest.taxCents).toBe(order.taxCents);
    }
  });
});

describe("settings", () => {
  it.each([
    ["8.875%", 88_750],
    ["10%", 100_000],
    ["0%", 0],
    ["100%", 1_000_000],
    ["101%", null],
    ["8.87501%", null],
    ["abc", null],
  ])("percent %s", (text, ppm) => expect(parsePercent(text)).toBe(ppm));

  it.each([
    ["2.50", { kind: "amount", cents: 250 }],
    ["3", { kind: "amount", cents: 300 }],
    ["5%", { kind: "rate", ppm: 50_000 }],
    ["-1", null],
    ["2.505", null],
  ])("service fee %s", (text, fee) => expect(parseServiceFee(text)).toEqual(fee));
});
