import { describe, expect, it } from "vitest";
import { addDays, offsetMinutes, venueDateOf, venueTimeToInstant, wallClockIso } from "./time";

describe("venue time", () => {
  it.each([
    ["2026-12-05", "19:00", "2026-12-06T01:00:00.000Z"], // CST, UTC-6
    ["2026-07-04", "19:00", "2026-07-05T00:00:00.000Z"], // CDT, UTC-5
    ["2026-03-08", "09:00", "2026-03-08T14:00:00.000Z"], // the morning DST starts
    ["2026-11-01", "09:00", "2026-11-01T15:00:00.000Z"], // the morning DST ends
  ])("%s %s at the venue is %s", (date, time, iso) => {
    expect(venueTimeToInstant(date, time).toISOString()).toBe(iso);
  });

  it("reads an instant as the venue's wall clock and its offset, midnight as 00", () => {
    expect(wallClockIso(new Date("2026-12-06T06:00:00Z"))).toBe("2026-12-06T00:00:00");
    expect(wallClockIso(new Date("2026-07-05T00:30:15Z"))).toBe("2026-07-04T19:30:15");
    expect(offsetMinutes(new Date("2026-12-06T06:00:00Z"))).toBe(-360);
    expect(offsetMinutes(new Date("2026-07-05T00:30:15.500Z"))).toBe(-300);
    expect(wallClockIso(new Date("2026-12-06T06:00:00Z"), "UTC")).toBe("2026-12-06T06:00:00");
  });

  it("reads the venue's date, not UTC's", () => {
    expect(venueDateOf(new Date("2026-11-20T05:30:00Z"))).toBe("2026-11-19");
    expect(venueDateOf(new Date("2026-11-20T06:30:00Z"))).toBe("2026-11-20");
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  });
});
