/**
 * iCalendar (RFC 5545) files for "add to calendar" links and mail attachments: events, tickets
 * and tours all describe one timed entry at the venue.
 */

export interface CalendarEntry {
  /** Stable and unique, so a calendar updates the entry instead of adding it twice. */
  uid: string;
  title: string;
  start: Date;
  durationMinutes: number;
  location: string;
  description?: string;
  url?: string;
}

const PRODUCT_ID = "-//Bridgeland Arena//Venue Website//EN";
const LINE_LIMIT = 75;

/** UTC in the basic format: 20261205T010000Z. */
function icsInstant(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Control characters other than line breaks and tab: never allowed in a TEXT value. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed.
const OTHER_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Escapes a TEXT value: backslash, semicolon and comma get a backslash; every line break (CRLF,
 * a lone CR or a lone LF) becomes `\n`, so no value can end its content line early and start a
 * property of its own; other control characters (NUL included) are dropped.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(OTHER_CONTROLS, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A URI value is not escaped, so anything that could break its line (any control character) is dropped. */
function icsUri(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed.
  return value.replace(/[\u0000-\u001f\u007f]/g, "");
}

/** Folds a content line at 75 octets; continuation lines start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= LINE_LIMIT) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? LINE_LIMIT : LINE_LIMIT - 1;
    if (size + charSize > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** One VCALENDAR with one VEVENT per entry, CRLF line endings as the format requires. */
export function icsCalendar(entries: readonly CalendarEntry[], stamp: Date = new Date()): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODUCT_ID}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  for (const entry of entries) {
    const end = new Date(entry.start.getTime() + entry.durationMinutes * 60_000);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeIcsText(entry.uid)}`,
      `DTSTAMP:${icsInstant(stamp)}`,
      `DTSTART:${icsInstant(entry.start)}`,
      `DTEND:${icsInstant(end)}`,
      `SUMMARY:${escapeIcsText(entry.title)}`,
      `LOCATION:${escapeIcsText(entry.location)}`,
    );
    if (entry.description) lines.push(`DESCRIPTION:${escapeIcsText(entry.description)}`);
    if (entry.url) lines.push(`URL:${icsUri(entry.url)}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** A file-name-safe version of a title: "Jazz & Blues Night!" -> "jazz-blues-night". */
export function slug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** A file name a person recognises in their downloads: "holiday-pops.ics". */
export function calendarFileName(title: string): string {
  return `${slug(title) || "event"}.ics`;
}
