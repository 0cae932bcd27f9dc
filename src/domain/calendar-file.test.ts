import { describe, expect, it } from "vitest";
import { escapeIcsText, icsCalendar } from "./calendar-file";

const entry = {
  uid: "event-1@bridgelandarena.com",
  title: "Symphony Night, Vol. 2; Encore",
  start: new Date("2026-12-05T01:00:00Z"),
  durationMinutes: 150,
  location: "Bridgeland Arena, 17500 Bridgeland Creek Pkwy, Cypress, TX 77433",
  description: "Line one\nLine two",
  url: "https://example.com/events/event-1",
};

describe("icsCalendar", () => {
  const ics = icsCalendar([entry], new Date("2026-11-20T12:00:00Z"));
  const unfolded = ics.replace(/\r\n /g, "");

  it("uses CRLF line endings and wraps one VEVENT in a VCALENDAR", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("writes UTC start and end from the duration", () => {
    expect(unfolded).toContain("DTSTART:20261205T010000Z");
    expect(unfolded).toContain("DTEND:20261205T033000Z");
    expect(unfolded).toContain("DTSTAMP:20261120T120000Z");
  });

  it("escapes text values", () => {
    expect(unfolded).toContain("SUMMARY:Symphony Night\\, Vol. 2\\; Encore");
    expect(unfolded).toContain("DESCRIPTION:Line one\\nLine two");
    expect(escapeIcsText("a\\b")).toBe("a\\\\b");
  });

  it.each([
    ["a lone CR", "one\rtwo", "one\\ntwo"],
    ["a lone LF", "one\ntwo", "one\\ntwo"],
    ["CRLF, once", "one\r\ntwo", "one\\ntwo"],
    ["LF CR, twice", "one\n\rtwo", "one\\n\\ntwo"],
    ["NUL and other controls, dropped", "a\u0000b\u0007c\u001bd\u007fe", "abcde"],
    ["a tab, kept", "a\tb", "a\tb"],
    ["backslash before a comma", "a\\,b", "a\\\\\\,b"],
  ])("escapes %s", (_label, value, escaped) => {
    expect(escapeIcsText(value)).toBe(escaped);
  });

  it("never lets a value start a property of its own", () => {
    const hostile = icsCalendar([
      {
        ...entry,
        title: "Show\rATTENDEE:mailto:x@example.com",
        description: "a\r\nBEGIN:VALARM\u0000",
        location: "here\nEND:VEVENT",
        url: "https://example.com/\r\nX-INJECTED:1",
      },
    ]);
    const lines = hostile.split("\r\n");
    const body = hostile.replace(/\r\n/g, "");
    for (const bare of ["\r", "\n", "\u0000"]) expect(body).not.toContain(bare);
    for (const property of ["ATTENDEE", "BEGIN:VALARM", "X-INJECTED"]) {
      expect(lines.some((line) => line.startsWith(property))).toBe(false);
    }
    expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(1);
    expect(hostile.replace(/\r\n /g, "")).toContain("SUMMARY:Show\\nATTENDEE:mailto:x@example.com\r\n");
    expect(hostile).toContain("URL:https://example.com/X-INJECTED:1\r\n");
  });

  it("folds lines longer than 75 octets", () => {
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfolded).toContain(`LOCATION:${escapeIcsText(entry.location)}`);
  });

  it("folds multi-byte text without splitting a character", () => {
    const spanish = icsCalendar([{ ...entry, title: "Noche sinfónica ".repeat(8) }]);
    expect(spanish.replace(/\r\n /g, "")).toContain(`SUMMARY:${"Noche sinfónica ".repeat(8)}`);
  });
});
