import { describe, expect, it } from "vitest";
import { formatClock, formatDays, formatWeeklyHours } from "./opening-hours";

describe("opening hours", () => {
  it.each([
    [[1, 2, 3, 4, 5], "en-US", "Monday – Friday"],
    [[5, 1, 3, 2, 4], "en-US", "Monday – Friday"],
    [[6], "en-US", "Saturday"],
    [[0], "es-US", "Domingo"],
    [[1, 2, 3, 4, 5], "es-US", "Lunes – Viernes"],
    [[1, 3], "en-US", "Monday, Wednesday"],
    [[], "en-US", ""],
  ])("names the days %j in %s as %s", (days, locale, expected) => {
    expect(formatDays(days, locale)).toBe(expected);
  });

  it("writes local clock times without shifting them", () => {
    expect(formatClock("10:00", "en-US")).toBe("10:00 AM");
    expect(formatClock("18:00", "en-US")).toBe("6:00 PM");
    expect(formatClock("14:00", "es-US")).toMatch(/^2:00\sp\.\s?m\.$/);
  });

  it("formats a week of lines", () => {
    expect(formatWeeklyHours([{ days: [6], opens: "10:00", closes: "16:00" }], "en-US")).toEqual([
      { days: "Saturday", time: "10:00 AM – 4:00 PM" },
    ]);
  });
});
