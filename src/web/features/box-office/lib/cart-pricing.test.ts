import { describe, expect, it } from "vitest";
import { allInCents, type PricingRules } from "#domain/pricing";
import { cartPrices } from "./cart-pricing";
import type { SeatRef } from "./chart-model";

const rules: PricingRules = { serviceFee: { kind: "rate", ppm: 100_000 }, taxPpm: 80_000 };
const seat = (id: string, sectionKey: string, list: number): SeatRef => ({
  id,
  sectionKey,
  sectionName: sectionKey,
  row: 1,
  seat: 1,
  priceCents: allInCents(list, rules),
  listPriceCents: list,
});

describe("cartPrices", () => {
  const seats = [seat("a", "vip", 15_000), seat("b", "general", 2_500)];

  it("without a code, each line is the chart's all-in price", () => {
    const { lines, totals } = cartPrices(seats, rules, null);
    expect([...lines.values()].map((l) => l.totalCents)).toEqual(seats.map((s) => s.priceCents));
    expect(totals.totalCents).toBe(seats.reduce((sum, s) => sum + s.priceCents, 0));
  });

  it("a promo code takes its discount off the seats of its sections only", () => {
    const { lines, totals } = cartPrices(seats, rules, {
      code: "VIP10",
      kind: "promo",
      discount: { kind: "percent", ppm: 100_000 },
      sections: ["vip"],
    });
    expect(lines.get("a")?.discountCents).toBe(1_500);
    expect(lines.get("b")?.discountCents).toBe(0);
    expect(totals.discountCents).toBe(1_500);
    expect(totals.ticketCents + totals.feeCents + totals.taxCents).toBe(totals.totalCents);
  });

  it("a presale code takes nothing off", () => {
    const { totals } = cartPrices(seats, rules, { code: "FANS", kind: "presale", discount: null, sections: null });
    expect(totals.discountCents).toBe(0);
  });
});
