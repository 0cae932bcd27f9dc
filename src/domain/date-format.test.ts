import { describe, expect, it } from "vitest";
import { formatLocalDate, formatVenueDay, wallClockDate } from "./date-format";

describe("formatLocalDate", () => {
  it.each([
    ["2026-12-05", "MMMM d, yyyy", "en", undefined, "December 5, 2026"],
    ["2026-12-05", "d 'de' MMMM 'de' yyyy", "es", undefined, "5 de diciembre de 2026"],
    ["2026-03-02", "MMM d, yyyy", "en", undefined, "Mar 2, 2026"],
    ["2026-03-02", "d MMM yyyy", "es", undefined, "2 mar 2026"],
    ["2026-12-05", "h:mm a", "en", "09:00", "9:00 AM"],
    ["2026-12-05", "H:mm", "es", "09:00", "9:00"],
  ] as const)("%s as %s (%s)", (date, pattern, language, time, text) => {
    expect(formatLocalDate(date, pattern, language, time)).toBe(text);
  });

  it("refuses what is not a date", () => {
    expect(() => wallClockDate("2026-02-30")).toThrow(RangeError);
  });
});

describe("formatVenueDay", () => {
  it("uses the venue's calendar day, not UTC's", () => {
    // 23:30 on March 1 in Chicago is March 2 in UTC.
    expect(formatVenueDay("2026-03-02T05:30:00.000Z", "MMM d, yyyy", "en")).toBe("Mar 1, 2026");
    expect(formatVenueDay("2026-03-02T06:30:00.000Z", "MMM d, yyyy", "en")).toBe("Mar 2, 2026");
  });
});
