import { describe, expect, it } from "vitest";
import { addDays } from "./time";
import {
  isBookableTourDate,
  isLocalDate,
  lastBookableTourDate,
  spotsLeft,
  TOUR_BOOKING_HORIZON_DAYS,
  TOUR_CAPACITY,
  TOUR_DURATION_MINUTES,
  TOUR_TIME,
  tourBookerName,
  tourDateProblem,
  tourHasStarted,
  tourStart,
  venueToday,
  weekdayOf,
} from "./tours";

describe("tour constants", () => {
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
    ["today in Chicago after its 9:00 tour, though already tomorrow in UTC", "2026-11-19", 0, false],
    ["yesterday in Chicago", "2026-11-18", 0, false],
    ["the UTC date, which is tomorrow in Chicago", "2026-11-20", 0, true],
    ["next year", "2027-01-05", 0, true],
    ["tomorrow with 9 confirmed", "2026-11-20", 9, true],
    ["tomorrow with 10 confirmed", "2026-11-20", 10, false],
    ["a future date with 11 confirmed", "2026-12-01", 11, false],
    ["not a real date", "2026-02-30", 0, false],
    ["wrong format", "11/25/2026", 0, false],
    ["unpadded", "2026-12-1", 0, false],
    ["empty", "", 0, false],
  ])("%s (%s, %i confirmed): %s", (_label, date, confirmed, bookable) => {
    expect(isBookableTourDate(date, confirmed, lateEveningInChicago)).toBe(bookable);
  });
});

describe("tourDateProblem: past, today, full and the booking horizon", () => {
  const morningInChicago = new Date("2026-06-10T13:59:00Z"); // 2026-06-10 08:59 CDT, a minute before the tour
  it.each([
    ["yesterday", "2026-06-09", 0, "past"],
    ["a year ago", "2025-06-10", 0, "past"],
    ["yesterday, even when full", "2026-06-09", 10, "past"],
    ["today, before its tour starts", "2026-06-10", 0, null],
    ["today with one spot left", "2026-06-10", 9, null],
    ["today, full", "2026-06-10", 10, "full"],
    ["tomorrow, full", "2026-06-11", 10, "full"],
    ["tomorrow, over-full (never written, still refused)", "2026-06-11", 12, "full"],
    ["the last day of the horizon", "2027-06-10", 0, null],
    ["the day after the horizon", "2027-06-11", 0, "too_far"],
    ["not a date", "2026-06-31", 0, "invalid"],
    ["nothing", "", 0, "invalid"],
  ])("%s (%s, %i confirmed): %s", (_label, date, confirmed, problem) => {
    expect(tourDateProblem(date, confirmed, morningInChicago)).toBe(problem);
  });

  it.each([
    ["summer (CDT): 8:59:59.999", "2026-06-10T13:59:59.999Z", null],
    ["summer (CDT): 9:00, as the tour starts", "2026-06-10T14:00:00.000Z", "past"],
    ["summer (CDT): 11:00 PM", "2026-06-11T04:00:00.000Z", "past"],
    ["winter (CST): 8:59", "2026-12-10T14:59:00.000Z", null],
    ["winter (CST): 9:00", "2026-12-10T15:00:00.000Z", "past"],
  ])("today's tour is not bookable from 9:00 venue time on: %s", (_label, instant, problem) => {
    const now = new Date(instant);
    expect(tourDateProblem(venueToday(now), 0, now)).toBe(problem);
    expect(tourHasStarted(venueToday(now), now)).toBe(problem === "past");
    // Tomorrow stays bookable all day.
    expect(tourDateProblem(addDays(venueToday(now), 1), 0, now)).toBeNull();
  });

  it("counts the horizon in venue days", () => {
    expect(TOUR_BOOKING_HORIZON_DAYS).toBe(365);
    // 23:30 in Chicago on Dec 31 is already Jan 1 in UTC: the horizon still starts from Dec 31.
    expect(lastBookableTourDate(new Date("2027-01-01T05:30:00Z"))).toBe("2027-12-31");
  });
});

describe("tourStart is 9:00 at the venue", () => {
  it.each([
    ["in winter (CST)", "2026-12-05", "2026-12-05T15:00:00.000Z"],
    ["in summer (CDT)", "2026-07-04", "2026-07-04T14:00:00.000Z"],
    ["on the day clocks change", "2026-03-08", "2026-03-08T14:00:00.000Z"],
  ])("%s", (_label, date, instant) => {
    expect(tourStart(date).toISOString()).toBe(instant);
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

describe("tourBookerName", () => {
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
