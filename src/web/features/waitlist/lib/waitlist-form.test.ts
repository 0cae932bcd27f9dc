import { describe, expect, it } from "vitest";
import { isSoldOut, parseMaxPrice } from "./waitlist-form";

describe("parseMaxPrice", () => {
  it("reads dollars as cents, empty as any price", () => {
    expect(parseMaxPrice("")).toEqual({ ok: true, cents: null });
    expect(parseMaxPrice("  ")).toEqual({ ok: true, cents: null });
    expect(parseMaxPrice("50")).toEqual({ ok: true, cents: 5_000 });
    expect(parseMaxPrice("$1,200.5")).toEqual({ ok: true, cents: 120_050 });
    expect(parseMaxPrice("99.99")).toEqual({ ok: true, cents: 9_999 });
  });

  it("refuses what is not a positive amount", () => {
    for (const text of ["0", "-5", "abc", "1.234", "5e3", "0.00"]) expect(parseMaxPrice(text)).toEqual({ ok: false });
  });
});

describe("isSoldOut", () => {
  it("is sold out only when no seat of any row is available", () => {
    expect(isSoldOut(["xxh", "hx"])).toBe(true);
    expect(isSoldOut(["xxh", "h."])).toBe(false);
    expect(isSoldOut(null)).toBe(false);
    expect(isSoldOut([])).toBe(false);
  });
});
