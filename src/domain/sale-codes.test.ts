import { describe, expect, it } from "vitest";
import { codeProblem, isPublicSaleOpen, normalizeCode, type SaleCodeRule, withinUses } from "./sale-codes";

const base: SaleCodeRule = {
  kind: "promo",
  discount: { kind: "percent", ppm: 100_000 },
  sections: null,
  maxUses: null,
  maxPerAccount: null,
  startsAt: null,
  endsAt: null,
  disabled: false,
};
const seats = [
  { id: "a", section: "vip" },
  { id: "b", section: "general" },
];

describe("sale codes", () => {
  it("normalises what the buyer typed", () => expect(normalizeCode("  fanClub ")).toBe("FANCLUB"));

  it.each([
    [base, null],
    [{ ...base, disabled: true }, { reason: "code_unknown" }],
    [{ ...base, startsAt: "2026-06-02T00:00:00.000Z" }, { reason: "code_not_valid_now" }],
    [{ ...base, endsAt: "2026-06-01T12:00:00.000Z" }, { reason: "code_not_valid_now" }],
    [{ ...base, endsAt: "2026-06-01T12:00:00.001Z" }, null],
    [
      { ...base, sections: ["vip"] },
      { reason: "code_wrong_section", seatIds: ["b"] },
    ],
    [{ ...base, sections: ["vip", "general"] }, null],
  ])("%j", (code, problem) => {
    expect(codeProblem(code, { nowIso: "2026-06-01T12:00:00.000Z", seats })).toEqual(problem);
  });

  it.each([
    [{ maxUses: null, maxPerAccount: null }, { total: 99, own: 9 }, true],
    [{ maxUses: 50, maxPerAccount: null }, { total: 49, own: 0 }, true],
    [{ maxUses: 50, maxPerAccount: null }, { total: 50, own: 0 }, false],
    [{ maxUses: null, maxPerAccount: 1 }, { total: 3, own: 1 }, false],
  ])("limits %j with uses %j: %s", (code, uses, ok) => expect(withinUses(code, uses)).toBe(ok));

  it("the public sale opens at the on-sale time", () => {
    expect(isPublicSaleOpen(null, "2026-01-01")).toBe(true);
    expect(isPublicSaleOpen("2026-06-01T12:00:00.000Z", "2026-06-01T11:59:59.999Z")).toBe(false);
    expect(isPublicSaleOpen("2026-06-01T12:00:00.000Z", "2026-06-01T12:00:00.000Z")).toBe(true);
  });
});
