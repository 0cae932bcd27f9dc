import { describe, expect, it } from "vitest";
import { normalizeRentalHours, rentalQuote } from "./rental";
import { venueDateOf } from "./time";

// The week of Monday 2026-11-30 to Sunday 2026-12-06.
const week = {
  monday: "2026-11-30",
  tuesday: "2026-12-01",
  wednesday: "2026-12-02",
  thursday: "2026-12-03",
  friday: "2026-12-04",
  saturday: "2026-12-05",
  sunday: "2026-12-06",
};

describe("rental hours", () => {
  it.each<[unknown, number]>([
    [1, 2],
    [2, 2],
    [6, 6],
    [7, 7],
    [12, 12],
    [13, 2],
    [0, 2],
    [-4, 2],
    [2.5, 2],
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
    ["8", 8],
    [" 12 ", 12],
    ["13", 2],
    ["", 2],
    ["abc", 2],
    ["4h", 2],
    ["1e1", 2],
    [null, 2],
    [undefined, 2],
  ])("%j -> %i", (input, hours) => {
    expect(normalizeRentalHours(input)).toBe(hours);
  });
});

describe("rentalQuote on every weekday", () => {
  it.each([
    ["monday", 1, 4, "hourly", 60_000],
    ["tuesday", 2, 4, "hourly", 60_000],
    ["wednesday", 3, 4, "hourly", 60_000],
    ["thursday", 4, 4, "hourly", 60_000],
    ["friday", 5, 4, "half-day", 130_000],
    ["saturday", 6, 4, "half-day", 130_000],
    ["sunday", 0, 4, "half-day", 130_000],
    ["friday", 5, 8, "full-day", 210_000],
    ["saturday", 6, 8, "full-day", 290_000],
    ["sunday", 0, 8, "full-day", 210_000],
  ] as const)("%s (weekday %i), %i hours: %s, %i cents", (day, weekday, hours, kind, totalCents) => {
    const quote = rentalQuote({ date: week[day], hours });
    expect(quote).toMatchObject({ date: week[day], weekday, hours, kind, totalCents });
  });

  it("states the hourly rate on weekdays only", () => {
    expect(rentalQuote({ date: week.monday, hours: 3 })).toEqual({
      kind: "hourly",
      date: week.monday,
      weekday: 1,
      hours: 3,
      rateCents: 15_000,
      totalCents: 45_000,
    });
    expect(rentalQuote({ date: week.saturday, hours: 3 })).not.toHaveProperty("rateCents");
  });
});

describe("rentalQuote at the hour edges", () => {
  // [hours asked, hours priced, Thursday total, Friday kind, Friday total, Saturday total]
  it.each<[unknown, number, number, string, number, number]>([
    [1, 2, 30_000, "half-day", 130_000, 130_000],
    [2, 2, 30_000, "half-day", 130_000, 130_000],
    [6, 6, 90_000, "half-day", 130_000, 130_000],
    [7, 7, 105_000, "full-day", 210_000, 290_000],
    [12, 12, 180_000, "full-day", 210_000, 290_000],
    [13, 2, 30_000, "half-day", 130_000, 130_000],
    [Number.NaN, 2, 30_000, "half-day", 130_000, 130_000],
    [undefined, 2, 30_000, "half-day", 130_000, 130_000],
  ])("%j hours", (asked, priced, thursday, fridayKind, friday, saturday) => {
    expect(rentalQuote({ date: week.thursday, hours: asked })).toMatchObject({ hours: priced, totalCents: thursday });
    expect(rentalQuote({ date: week.friday, hours: asked })).toMatchObject({
      hours: priced,
      kind: fridayKind,
      totalCents: friday,
    });
    expect(rentalQuote({ date: week.saturday, hours: asked }).totalCents).toBe(saturday);
  });
});

describe("rentalQuote dates", () => {
  it.each([["2026-02-30"], ["2026-12-5"], ["12/05/2026"], [""]])("rejects %j", (date) => {
    expect(() => rentalQuote({ date, hours: 2 })).toThrow(RangeError);
  });

  it("prices a late Friday event in Chicago as Friday, though it is Saturday in UTC", () => {
    const start = new Date("2026-12-05T04:00:00Z"); // Friday 2026-12-04, 10 PM in Chicago
    expect(rentalQuote({ date: venueDateOf(start), hours: 8 })).toMatchObject({ weekday: 5, totalCents: 210_000 });
  });
});
