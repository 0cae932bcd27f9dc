import { describe, expect, it } from "vitest";
import { venueTimeToInstant } from "../time";
import { eventsNamed } from "./event-names";
import { type LiveEvent, typeAskedFor, windowAskedFor } from "./live-events";
import { tokenize } from "./text";

const at = (date: string, time = "12:00") => venueTimeToInstant(date, time);

describe("windowAskedFor reads venue days", () => {
  it.each([
    // 2026-12-02 is a Wednesday.
    ["whats on this weekend", "2026-12-02", { kind: "weekend", from: "2026-12-04", to: "2026-12-07" }],
    ["this weekend", "2026-12-04", { kind: "weekend", from: "2026-12-04", to: "2026-12-07" }],
    ["este fin de semana", "2026-12-05", { kind: "weekend", from: "2026-12-05", to: "2026-12-07" }],
    ["weekend?", "2026-12-06", { kind: "weekend", from: "2026-12-06", to: "2026-12-07" }],
    ["anything tonight", "2026-12-02", { kind: "today", from: "2026-12-02", to: "2026-12-03" }],
    ["que hay manana", "2026-12-02", { kind: "tomorrow", from: "2026-12-03", to: "2026-12-04" }],
    ["next week", "2026-12-02", { kind: "nextWeek", from: "2026-12-07", to: "2026-12-14" }],
    ["next week", "2026-12-07", { kind: "nextWeek", from: "2026-12-14", to: "2026-12-21" }],
    ["esta semana", "2026-12-02", { kind: "week", from: "2026-12-02", to: "2026-12-09" }],
    ["this month", "2026-12-02", { kind: "month", from: "2026-12-02", to: "2027-01-01" }],
    ["on saturday", "2026-12-02", { kind: "day", from: "2026-12-05", to: "2026-12-06", weekday: 6 }],
    ["el lunes", "2026-12-07", { kind: "day", from: "2026-12-07", to: "2026-12-08", weekday: 1 }],
  ])("%j on %s", (question, today, window) => {
    expect(windowAskedFor(tokenize(question), at(today))).toEqual(window);
  });

  it("takes 'por la mañana' as the morning, not tomorrow", () => {
    expect(windowAskedFor(tokenize("a que hora abre por la manana"), at("2026-12-02"))).toBeUndefined();
  });

  it("counts the day in Chicago, not in UTC", () => {
    // 11 PM on Wednesday in Chicago is already Thursday in UTC.
    expect(windowAskedFor(tokenize("tonight"), at("2026-12-02", "23:00"))?.from).toBe("2026-12-02");
  });
});

describe("typeAskedFor", () => {
  it.each([
    ["next concert", "concert"],
    ["proximo concierto", "concert"],
    ["any basketball games", "sports"],
    ["partidos de futbol", "sports"],
    ["trade show", "trade-show"],
    ["feria", "trade-show"],
    ["graduacion", "ceremony"],
    ["where do i park", undefined],
  ])("%j -> %s", (question, type) => {
    expect(typeAskedFor(tokenize(question))).toBe(type);
  });
});

describe("eventsNamed", () => {
  const event = (title: string): LiveEvent => ({ id: title, title, startsAt: "", freeSeats: 1, totalSeats: 1 });
  const events = [
    event("Houston Symphony: Holiday Pops"),
    event("Bridgeland Basketball Classic"),
    event("Classical Piano Recital"),
    event("Spring Gospel Music Celebration"),
    event("Youth Orchestra Spring Concert"),
  ];
  const titles = (question: string) => eventsNamed(tokenize(question), events).events.map((e) => e.title);

  it.each([
    ["tickets for the symphony", ["Houston Symphony: Holiday Pops"]],
    ["simphony tickets", ["Houston Symphony: Holiday Pops"]],
    ["basketball classic", ["Bridgeland Basketball Classic"]],
    ["classical piano", ["Classical Piano Recital"]],
    ["the spring one", ["Spring Gospel Music Celebration", "Youth Orchestra Spring Concert"]],
    ["gospel spring", ["Spring Gospel Music Celebration"]],
    ["tickets for the bridgeland arena", []],
    ["tickets for a concert", []],
    ["where do i park", []],
  ])("%j names %j", (question, expected) => {
    expect(titles(question)).toEqual(expected);
  });
});
