import { describe, expect, it } from "vitest";
import { addDays, venueDateOf } from "../time";
import {
  DEFAULT_EVENT_HOUR,
  EVENT_FORM_ERRORS,
  EVENT_HOURS,
  emptyEventForm,
  eventFormOf,
  eventFormSchema,
  eventStart,
  type ManagedEvent,
} from "./event-form";

// 2026-06-10 15:30 in Chicago (CDT, UTC-5).
const now = new Date("2026-06-10T20:30:00.000Z");
const today = venueDateOf(now);
const valid = { ...emptyEventForm("Bridgeland Arena"), title: "Jazz Night", date: addDays(today, 7) };

function problems(input: Record<string, unknown>) {
  const result = eventFormSchema(now).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the event form", () => {
  it("offers 24 whole hours, 19:00 by default, and a rental of 2 hours", () => {
    expect(EVENT_HOURS).toHaveLength(24);
    expect(DEFAULT_EVENT_HOUR).toBe(19);
    expect(emptyEventForm("Bridgeland Arena")).toMatchObject({ hour: 19, rentalHours: 2, venue: "Bridgeland Arena" });
  });

  it("accepts a complete form, trimmed", () => {
    const parsed = eventFormSchema(now).parse({ ...valid, title: "  Jazz Night ", description: " Smooth. " });
    expect(parsed).toMatchObject({
      title: "Jazz Night",
      description: "Smooth.",
      hour: 19,
      rentalHours: 2,
      imageUrl: null,
    });
  });

  it.each([
    ["title", { title: "   " }, EVENT_FORM_ERRORS.title],
    ["title", { title: undefined }, EVENT_FORM_ERRORS.title],
    ["date", { date: "" }, EVENT_FORM_ERRORS.date],
    ["date", { date: "2026-02-30" }, EVENT_FORM_ERRORS.date],
    ["hour", { hour: undefined }, EVENT_FORM_ERRORS.time],
    ["hour", { hour: 24 }, EVENT_FORM_ERRORS.time],
    ["hour", { hour: 7.5 }, EVENT_FORM_ERRORS.time],
    ["venue", { venue: " " }, EVENT_FORM_ERRORS.venue],
    ["date", { date: addDays(today, -1) }, EVENT_FORM_ERRORS.dateInPast],
    ["hour", { date: today, hour: 15 }, EVENT_FORM_ERRORS.dateTimeInPast],
    ["imageUrl", { imageUrl: "https://example.com/cat.jpg" }, EVENT_FORM_ERRORS.image],
    ["imageUrl", { imageUrl: "/media/../../etc/passwd.webp" }, EVENT_FORM_ERRORS.image],
    ["title", { title: "x".repeat(121) }, "validation.tooLong"],
  ])("refuses %s in %j", (path, change, message) => {
    expect(problems({ ...valid, ...change })[path]).toBe(message);
  });

  it("accepts later today and an uploaded image", () => {
    expect(problems({ ...valid, date: today, hour: 16 })).toEqual({});
    expect(problems({ ...valid, imageUrl: "/media/u1/1750000000000_poster-960.webp" })).toEqual({});
  });

  it.each([
    [2, 2],
    [12, 12],
    ["7", 7],
    [1, 2],
    [13, 2],
    [2.5, 2],
    ["abc", 2],
    [undefined, 2],
  ])("rental hours %j become %j", (input, hours) => {
    expect(eventFormSchema(now).parse({ ...valid, rentalHours: input }).rentalHours).toBe(hours);
  });

  it("starts at the venue's wall-clock hour", () => {
    expect(eventStart("2026-12-05", 19).toISOString()).toBe("2026-12-06T01:00:00.000Z");
    expect(eventStart("2026-07-04", 0).toISOString()).toBe("2026-07-04T05:00:00.000Z");
  });
});

describe("editing an event", () => {
  it.each([
    ["2026-12-05", 19],
    ["2026-07-04", 0],
    ["2026-03-08", 23],
    ["2026-11-01", 1],
  ])("reads %s at %i:00 back from the stored instant", (date, hour) => {
    const event = { eventDate: eventStart(date, hour).toISOString(), rentalHours: null } as ManagedEvent;
    expect(eventFormOf(event)).toMatchObject({ date, hour, rentalHours: 2 });
  });
});
