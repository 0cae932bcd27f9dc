import { describe, expect, it } from "vitest";
import {
  isBookableTourDate,
  isLocalDate,
  spotsLeft,
  TOUR_CAPACITY,
  TOUR_DURATION_MINUTES,
  TOUR_TIME,
  tourBookerName,
  venueToday,
  weekdayOf,
} from "./tours";

describe("tour constants (spec §9)", () => {
  it("ten people a day at 9:00 for 45 minutes", () => {
    expect([TOUR_CAPACITY, TOUR_TIME, TOUR_DURATION_MINUTES]).toEqual([10, "09:00", 45]);
  });
});

describe("venueToday is the calendar day in Chicago", () => {
  it.each([
    ["winter (CST, UTC-6), before local midnight", "2026-11-20T05:30:00Z", "2026-11-19"],
    ["winter, at local midnight", "2026-11-20T06:00:00Z", "2026-11-20"],
    ["winter, a millisecond before local midnight", "2026-11-20T05:59:59.999Z", "2026-11-19"],
    ["summer (CDT, UTC-5), before local midnight", "2026-07-04T04:59:00Z", "2026-07-03"],
    ["summer, at local midnight", "2026-07-04T05:00:00Z", "2026-07-04"],
    ["new year's eve in Chicago while UTC is in January", "2027-01-01T03:00:00Z", "2026-12-31"],
    ["noon", "2026-03-08T18:00:00Z", "2026-03-08"],
  ])("%s: %s -> %s", (_label, instant, date) => {
    expect(venueToday(new Date(instant))).toBe(date);
  });
});

describe("isBookableTourDate", () => {
  const lateEveningInChicago = new Date("2026-11-20T05:30:00Z"); // 2026-11-19 23:30 local
  it.each([
    ["today in Chicago, though already tomorrow in UTC", "2026-11-19", 0, true],
    ["yesterday in Chicago", "2026-11-18", 0, false],
    ["the UTC date, which is tomorrow in Chicago", "2026-11-20", 0, true],
    ["next year", "2027-01-05", 0, true],
    ["today with 9 confirmed", "2026-11-19", 9, true],
    ["today with 10 confirmed", "2026-11-19", 10, false],
    ["a future date with 11 confirmed", "2026-12-01", 11, false],
    ["not a real date", "2026-02-30", 0, false],
    ["wrong format", "11/25/2026", 0, false],
    ["unpadded", "2026-12-1", 0, false],
    ["empty", "", 0, false],
  ])("%s (%s, %i confirmed): %s", (_label, date, confirmed, bookable) => {
    expect(isBookableTourDate(date, confirmed, lateEveningInChicago)).toBe(bookable);
  });
});

describe("spotsLeft", () => {
  it.each([
    [0, 10],
    [1, 9],
    [9, 1],
    [10, 0],
    [12, 0],
  ])("%i confirmed -> %i left", (confirmed, left) => {
    expect(spotsLeft(confirmed)).toBe(left);
  });
});

describe("local dates", () => {
  it.each([
    ["2026-12-05", true, 6],
    ["2028-02-29", true, 2],
    ["2026-02-29", false, null],
    ["2026-13-01", false, null],
    ["2026-00-10", false, null],
    ["2026-12-05T00:00", false, null],
    [" 2026-12-05", false, null],
  ])("%s: valid %s, weekday %s", (date, valid, weekday) => {
    expect(isLocalDate(date)).toBe(valid);
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe("tourBookerName (spec §6)", () => {
  it.each([
    ["the profile's full name", { fullName: "Ana García", email: "ana@example.com" }, "Ana García"],
    ["a trimmed full name", { fullName: "  Ana  ", email: "ana@example.com" }, "Ana"],
    ["the e-mail's local part when no name", { fullName: "", email: "ana.garcia@example.com" }, "ana.garcia"],
    ["the e-mail's local part for a blank name", { fullName: "   ", email: "bo@example.com" }, "bo"],
    ["the local part when the name is null", { fullName: null, email: "cy@example.com" }, "cy"],
    ["Guest when neither", { fullName: null, email: null }, "Guest"],
    ["Guest for an e-mail with nothing before @", { fullName: "", email: "@example.com" }, "Guest"],
    ["Guest for nothing at all", {}, "Guest"],
  ])("%s", (_label, input, name) => {
    expect(tourBookerName(input)).toBe(name);
  });
});
