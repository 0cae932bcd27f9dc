import { describe, expect, it } from "vitest";
import { makeFormatters } from "./format";

describe("makeFormatters", () => {
  const en = makeFormatters("en-US");

  it("shows event instants on the venue's clock", () => {
    // 01:00 UTC on Dec 5 is still Dec 4 in Chicago.
    expect(en.longDate("2026-12-05T01:00:00Z")).toBe("Friday, December 4, 2026");
    expect(en.time("2026-12-05T01:00:00Z")).toBe("7:00 PM CST");
  });

  it("keeps calendar dates on their day whatever the zone", () => {
    expect(en.calendarDate("2026-03-01")).toBe("Mar 1, 2026");
  });

  it("formats cents as money", () => {
    expect(en.money(2500)).toBe("$25.00");
    expect(makeFormatters("es-US").count(12000)).toBe("12,000");
  });
});
