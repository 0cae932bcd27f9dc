import { describe, expect, it } from "vitest";
import { addMonths, type CalendarData, dayState, lastOfMonth, monthGrid, moveFocus } from "./calendar-model";

describe("months", () => {
  it.each([
    ["2026-11", 1, "2026-12"],
    ["2026-12", 1, "2027-01"],
    ["2027-01", -1, "2026-12"],
    ["2026-11", 14, "2028-01"],
  ])("%s + %i -> %s", (month, count, result) => {
    expect(addMonths(month, count)).toBe(result);
  });

  it.each([
    ["2026-02", "2026-02-28"],
    ["2028-02", "2028-02-29"],
    ["2026-12", "2026-12-31"],
  ])("the last day of %s is %s", (month, last) => {
    expect(lastOfMonth(month)).toBe(last);
  });
});

describe("monthGrid", () => {
  it("starts weeks on Sunday in English: November 2026 begins on a Sunday", () => {
    const grid = monthGrid("2026-11", 0);
    expect(grid).toHaveLength(5);
    expect(grid[0]).toEqual([
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
    ]);
    expect(grid[4]).toEqual(["2026-11-29", "2026-11-30", null, null, null, null, null]);
  });

  it("starts weeks on Monday in Spanish", () => {
    const grid = monthGrid("2026-11", 1);
    expect(grid).toHaveLength(6);
    expect(grid[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(grid[5]).toEqual(["2026-11-30", null, null, null, null, null, null]);
  });

  it("holds every date of the month once", () => {
    const dates = monthGrid("2028-02", 0).flat().filter(Boolean);
    expect(dates).toHaveLength(29);
    expect(new Set(dates).size).toBe(29);
  });
});

describe("moveFocus", () => {
  const bounds = { min: "2026-11-20", max: "2027-11-20" };
  it.each([
    ["ArrowRight", "2026-11-25", 0, "2026-11-26"],
    ["ArrowLeft", "2026-11-25", 0, "2026-11-24"],
    ["ArrowDown across a month", "2026-11-28", 0, "2026-12-05"],
    ["ArrowUp", "2026-12-05", 0, "2026-11-28"],
    ["ArrowUp before the first bookable day stops there", "2026-11-22", 0, "2026-11-20"],
    ["Home (Sunday weeks)", "2026-11-25", 0, "2026-11-22"],
    ["Home (Monday weeks)", "2026-11-25", 1, "2026-11-23"],
    ["End (Sunday weeks)", "2026-11-25", 0, "2026-11-28"],
    ["End (Monday weeks)", "2026-11-25", 1, "2026-11-29"],
    ["PageDown", "2026-11-25", 0, "2026-12-25"],
    ["PageDown from the 31st to a shorter month", "2027-01-31", 0, "2027-02-28"],
    ["PageUp", "2027-01-05", 0, "2026-12-05"],
    ["PageDown past the last bookable day stops there", "2027-11-01", 0, "2027-11-20"],
  ] as const)("%s from %s", (label, from, weekStart, to) => {
    expect(moveFocus(from, label.split(" ")[0] as string, weekStart, bounds)).toBe(to);
  });

  it("ignores other keys", () => {
    expect(moveFocus("2026-11-25", "a", 0, bounds)).toBeNull();
  });
});

describe("dayState", () => {
  // 2026-11-20 is a Friday; the tour starts at 9:00 CST, 15:00 UTC.
  const data = (now: string, bookable = true): CalendarData => ({
    today: "2026-11-20",
    lastDate: "2027-11-20",
    byDate: new Map(["2026-11-20", "2026-11-21"].map((date) => [date, { date, confirmed: 2, spotsLeft: 8, bookable }])),
    mine: new Set(),
    capacity: 10,
    now: new Date(now),
  });

  it("offers today's tour until 9:00 venue time", () => {
    expect(dayState("2026-11-20", data("2026-11-20T14:59:00Z"))).toBe("available");
  });

  it.each([
    ["at 9:00", "2026-11-20T15:00:00Z"],
    ["in the afternoon", "2026-11-20T21:00:00Z"],
  ])("shows today unavailable %s, even when the last answer still offered it", (_label, now) => {
    expect(dayState("2026-11-20", data(now))).toBe("unavailable");
    expect(dayState("2026-11-21", data(now))).toBe("available");
  });

  it("still shows the visitor's own tour today as theirs", () => {
    expect(dayState("2026-11-20", { ...data("2026-11-20T16:00:00Z"), mine: new Set(["2026-11-20"]) })).toBe("mine");
  });

  it("follows the server: full, unavailable, unknown and out of range", () => {
    const closed = data("2026-11-20T12:00:00Z", false);
    expect(dayState("2026-11-21", closed)).toBe("unavailable");
    expect(
      dayState("2026-11-21", {
        ...closed,
        byDate: new Map([["2026-11-21", { date: "2026-11-21", confirmed: 10, spotsLeft: 0, bookable: false }]]),
      }),
    ).toBe("full");
    expect(dayState("2026-11-22", closed)).toBe("unknown");
    expect(dayState("2026-11-19", closed)).toBe("unavailable");
    expect(dayState("2027-11-21", closed)).toBe("unavailable");
  });
});
