import { titleIn } from "../event-text";
/**
 * Questions about the live calendar: what is on in a time window, the next event of a type, and
 * whether seats are left for a named event. The server reads the approved upcoming events with
 * their free seats; everything here is a pure function of those rows, the question and `now`.
 * Which events a question names is `event-names.ts`.
 */

import { EVENT_TYPES, type EventType, eventTypeFromTitle } from "../events";
import { addDays, venueDateOf, venueTimeToInstant } from "../time";
import { weekdayOf } from "../tours";
import type { Formatter } from "./format";
import { findKeyword, hasAny, tokenize, wordMatches } from "./text";

export interface LiveEvent {
  id: string;
  /** The English title, and the Spanish one when written (answers in Spanish use it). */
  title: string;
  titleEs?: string | null;
  /** ISO-8601 UTC instant. */
  startsAt: string;
  /**
   * Its seats, free and in all, and its sections with their prices: read only for the events an
   * answer is about (absent otherwise, and then never shown).
   */
  freeSeats?: number;
  totalSeats?: number;
  sections?: readonly SectionLive[];
}

export interface SectionLive {
  key: string;
  fromCents: number;
  toCents: number;
  free: number;
  total: number;
}

export type WindowKind =
  | "today"
  | "tomorrow"
  | "weekend"
  | "week"
  | "nextWeek"
  | "month"
  | "nextMonth"
  | "namedMonth"
  | "day"
  | "date";

export interface TimeWindow {
  kind: WindowKind;
  /** Venue-local yyyy-MM-dd dates, `to` exclusive. */
  from: string;
  to: string;
  /** For "day": which weekday, 0 for Sunday. */
  weekday?: number;
  /** For "namedMonth": which month, 1 for January. */
  month?: number;
}

const DAY_NAMES: readonly (readonly string[])[] = [
  ["sunday", "domingo"],
  ["monday", "lunes"],
  ["tuesday", "martes"],
  ["wednesday", "miercoles"],
  ["thursday", "jueves"],
  ["friday", "viernes"],
  ["saturday", "sabado"],
];

const MONTH_NAMES: readonly (readonly string[])[] = [
  ["january", "jan", "enero"],
  ["february", "feb", "febrero"],
  ["march", "mar", "marzo"],
  ["april", "apr", "abril"],
  ["may", "mayo"],
  ["june", "jun", "junio"],
  ["july", "jul", "julio"],
  ["august", "aug", "agosto"],
  ["september", "sept", "sep", "septiembre", "setiembre"],
  ["october", "oct", "octubre"],
  ["november", "nov", "noviembre"],
  ["december", "dec", "diciembre", "dic"],
];

/** Words that only say when: never part of an event's name, and dropped when reading a follow-up. */
export const DATE_WORDS: ReadonlySet<string> = new Set([
  ...DAY_NAMES.flat(),
  ...MONTH_NAMES.flat(),
  ..."today tonight tonite tomorrow tmrw weekend wknd wkend week month next this hoy noche manana fin semana mes proximo proxima que viene finde fines weekends sabados domingos".split(
    " ",
  ),
]);

export const CUES = {
  events: [
    "event*^2",
    "show^2",
    "shows^2",
    "whats on^2",
    "what is on^2",
    "happening^2",
    "going on^2",
    "playing^2",
    "schedule^2",
    "calendar^2",
    "lineup^2",
    "perform*^2",
    "anything on^2",
    "evento*^2",
    "espectaculo*^2",
    "que hay^2",
    "programa*^2",
    "cartelera^2",
    "calendario^2",
    "funcion*^2",
  ],
  next: ["next", "upcoming", "soon", "soonest", "coming up", "proximo*", "proxima*", "siguiente*", "pronto"],
  when: ["when", "what time", "what day", "date", "cuando", "que dia", "a que hora", "fecha"],
  /** Only upcoming events are known: results and past events are not. */
  past: ["last night", "last week", "yesterday", "won", "score", "ayer", "anoche", "gano", "resultado*", "pasado"],
  tickets: [
    "ticket*",
    "available",
    "availability",
    "sold out",
    "left",
    "boleto*",
    "entrada*",
    "disponib*",
    "agotad*",
    "quedan",
    "tickets",
  ],
} as const;

export const TYPE_CUES: Readonly<Record<Exclude<EventType, "event">, readonly string[]>> = {
  concert: ["concert*", "music*", "gig*", "band*", "concierto*", "musica*", "banda*"],
  sports: [
    "sport*",
    "game*",
    "basketball",
    "soccer",
    "match",
    "hoops",
    "deporte*",
    "deportivo*",
    "partido*",
    "juego*",
    "baloncesto",
    "basquet*",
    "futbol",
  ],
  "trade-show": ["trade show", "trade*", "expo*", "fair", "business", "feria*", "exposicion*"],
  ceremony: ["graduation*", "ceremon*", "graduacion*"],
};

/** The event type a question asks about ("the next concert"), if any. */
export function typeAskedFor(tokens: readonly string[]): EventType | undefined {
  return EVENT_TYPES.find((type) => type !== "event" && hasAny(tokens, TYPE_CUES[type]));
}

function nextWeekday(today: string, weekday: number): string {
  const current = weekdayOf(today) ?? 0;
  return addDays(today, (weekday - current + 7) % 7);
}

const pad = (n: number) => String(n).padStart(2, "0");

function firstOfNextMonth(date: string): string {
  const [year = 0, month = 1] = date.split("-").map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
}

/**
 * A month named in the question ("in december", "en marzo", "dec 12", "12 de diciembre"), with
 * the day of the month when a number stands next to it. Short names ("mar", "may", "dic") count
 * only as whole words; "may" only beside a day number or after "in", since it is also a verb.
 */
function monthNamed(tokens: readonly string[]): { month: number; day?: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    const month = MONTH_NAMES.findIndex((names) =>
      names.some((name) => (name.length >= 5 ? wordMatches(token, name) : token === name)),
    );
    if (month < 0) continue;
    const dayNumber = (at: number) => {
      const n = Number((tokens[at] ?? "").replace(/(st|nd|rd|th)$/, ""));
      return Number.isInteger(n) && n >= 1 && n <= 31 ? n : undefined;
    };
    const day = dayNumber(i + 1) ?? (tokens[i - 1] === "de" ? dayNumber(i - 2) : dayNumber(i - 1));
    if ((token === "may" || token === "mar") && !day && tokens[i - 1] !== "in") continue;
    return { month: month + 1, day };
  }
  return undefined;
}

/** A day of the month without a month: "on the 12th", "el 12", "el del 12", "el dia 5". */
function dayOfMonthAskedFor(tokens: readonly string[]): number | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    const ordinal = /^(\d{1,2})(st|nd|rd|th)$/.exec(token);
    // "the 3 of us", "el 2 de nosotros" count people, not days.
    const counts = ["of", "people", "tickets", "seats", "personas", "boletos", "asientos"].includes(
      tokens[i + 1] ?? "",
    );
    // "el 12", "the 12", and a weekday with its date: "viernes 11", "friday 11".
    const before = tokens[i - 1] ?? "";
    const afterDayName = DAY_NAMES.some((names) => names.some((name) => wordMatches(before, name)));
    const plain =
      /^\d{1,2}$/.test(token) && !counts && (["el", "del", "dia", "the"].includes(before) || afterDayName)
        ? Number(token)
        : 0;
    const n = ordinal ? Number(ordinal[1]) : plain;
    if (n >= 1 && n <= 31) return n;
  }
  return undefined;
}

/** The time window a question names, in venue days. */
export function windowAskedFor(tokens: readonly string[], now: Date): TimeWindow | undefined {
  const today = venueDateOf(now);
  const weekday = weekdayOf(today) ?? 0;
  const has = (...keywords: string[]) => hasAny(tokens, keywords);
  if (has("today", "tonight", "tonite", "this evening", "hoy", "esta noche")) {
    return { kind: "today", from: today, to: addDays(today, 1) };
  }
  const manana = findKeyword(tokens, "manana");
  // "por la mañana" is "in the morning", not "tomorrow".
  if (has("tomorrow", "tmrw") || (manana >= 0 && tokens[manana - 1] !== "la")) {
    return { kind: "tomorrow", from: addDays(today, 1), to: addDays(today, 2) };
  }
  if (has("weekend", "wknd", "wkend", "fin de semana")) {
    // Friday night counts: most weekend events start on Friday evening.
    const friday = weekday >= 5 || weekday === 0 ? today : nextWeekday(today, 5);
    return { kind: "weekend", from: friday, to: addDays(nextWeekday(today, 0), 1) };
  }
  if (has("next week", "proxima semana", "semana que viene")) {
    const monday = addDays(nextWeekday(today, 1), weekday === 1 ? 7 : 0);
    return { kind: "nextWeek", from: monday, to: addDays(monday, 7) };
  }
  if (has("this week", "esta semana")) return { kind: "week", from: today, to: addDays(today, 7) };
  if (has("this month", "este mes")) return { kind: "month", from: today, to: firstOfNextMonth(today) };
  if (has("next month", "proximo mes", "mes que viene", "mes que entra", "siguiente mes")) {
    const from = firstOfNextMonth(today);
    return { kind: "nextMonth", from, to: firstOfNextMonth(from) };
  }
  const named = monthNamed(tokens);
  if (named) {
    const [year = 0, month = 1] = today.split("-").map(Number);
    // A month already past this year means next year's.
    const inYear = named.month < month ? year + 1 : year;
    const first = `${inYear}-${pad(named.month)}-01`;
    if (named.day) {
      const date = `${inYear}-${pad(named.month)}-${pad(named.day)}`;
      const when = date < today ? `${inYear + 1}${date.slice(4)}` : date;
      return { kind: "date", from: when, to: addDays(when, 1), month: named.month };
    }
    return { kind: "namedMonth", from: first < today ? today : first, to: firstOfNextMonth(first), month: named.month };
  }
  const dayOfMonth = dayOfMonthAskedFor(tokens);
  if (dayOfMonth) {
    // "the 12th" is this month's, or next month's once this month's has passed.
    const [year = 0, month = 1, todayDay = 1] = today.split("-").map(Number);
    const date =
      dayOfMonth >= todayDay
        ? `${year}-${pad(month)}-${pad(dayOfMonth)}`
        : `${firstOfNextMonth(today).slice(0, 8)}${pad(dayOfMonth)}`;
    return { kind: "date", from: date, to: addDays(date, 1) };
  }
  const day = DAY_NAMES.findIndex((names) => names.some((name) => findKeyword(tokens, name) >= 0));
  if (day >= 0) {
    const date = nextWeekday(today, day);
    return { kind: "day", from: date, to: addDays(date, 1), weekday: day };
  }
  return undefined;
}

/** Whether an event's seats are known and none is free. */
export function isSoldOut(event: LiveEvent): boolean {
  return event.freeSeats !== undefined && event.freeSeats <= 0;
}

/** The event a calendar answer shows with its seats: the next of the type asked about. */
export function eventShownWithSeats(
  events: readonly LiveEvent[],
  asked: { window?: TimeWindow; type?: EventType },
): LiveEvent | undefined {
  if (asked.window || !asked.type) return undefined;
  return events.find((event) => eventTypeFromTitle(event.title) === asked.type);
}

/** Cue words that name a whole kind of event, not one sport or one music ("game", "concierto"). */
const KIND_ONLY = [
  "sport*",
  "game*",
  "match",
  "deporte*",
  "deportivo*",
  "partido*",
  "juego*",
  "concert*",
  "music*",
  "gig*",
  "band*",
  "concierto*",
  "musica*",
  "banda*",
  "event*",
  "evento*",
  "show*",
];

/**
 * Events of the asked kind whose title, in either language, holds one of the question's own
 * words beside the kind: "any soccer games?" asks for the soccer showcase, not the next game of
 * any sport. Empty when the question names only the kind.
 */
export function eventsOfKindNamed(
  events: readonly LiveEvent[],
  type: EventType,
  tokens: readonly string[],
): LiveEvent[] {
  const own = tokens.filter((t) => t.length >= 4 && !DATE_WORDS.has(t) && !hasAny([t], KIND_ONLY));
  if (own.length === 0) return [];
  return events.filter((event) => {
    if (eventTypeFromTitle(event.title) !== type) return false;
    const words = [event.title, event.titleEs ?? ""].flatMap(tokenize);
    return own.some((t) => words.some((word) => word.length >= 4 && wordMatches(t, word)));
  });
}

export function eventsInWindow(events: readonly LiveEvent[], window: TimeWindow): LiveEvent[] {
  const from = venueTimeToInstant(window.from, "00:00").toISOString();
  const to = venueTimeToInstant(window.to, "00:00").toISOString();
  return events.filter((event) => event.startsAt >= from && event.startsAt < to);
}

export function seatsLine(f: Formatter, event: LiveEvent): string {
  const params = { title: titleIn(event, f.language), date: f.eventDate(event.startsAt) };
  if (event.freeSeats === undefined || event.totalSeats === undefined) return eventLine(f, event);
  return event.freeSeats > 0
    ? f.t("answers.seatsLeft", { ...params, free: f.count(event.freeSeats), total: f.count(event.totalSeats) })
    : f.t("answers.soldOut", params);
}

export function eventLine(f: Formatter, event: LiveEvent): string {
  return f.t("answers.eventLine", { title: titleIn(event, f.language), date: f.eventDate(event.startsAt) });
}

export function whenPhrase(f: Formatter, window: TimeWindow): string {
  if (window.kind === "day") {
    const name = f.days([window.weekday ?? 0]);
    return f.t("when.day", { day: name });
  }
  if (window.kind === "namedMonth") return f.t("when.namedMonth", { month: f.monthName(window.month ?? 1) });
  if (window.kind === "date") return f.t("when.date", { date: f.longDate(window.from) });
  return f.t(`when.${window.kind}`);
}

const LIST_LIMIT = 6;

/** The answer to a calendar question, given what it asked for. */
export function calendarAnswer(
  f: Formatter,
  events: readonly LiveEvent[],
  asked: { window?: TimeWindow; type?: EventType },
): string {
  const { window, type } = asked;
  const ofType = type ? events.filter((event) => eventTypeFromTitle(event.title) === type) : events;
  if (window) {
    const found = eventsInWindow(ofType, window).slice(0, LIST_LIMIT);
    const when = whenPhrase(f, window);
    if (found.length > 0) return f.t("answers.window", { when, list: found.map((e) => eventLine(f, e)).join("; ") });
    if (type) return f.t("answers.noneOfTypeInWindow", { none: f.t(`types.${type}.none`), when });
    return f.t("answers.noneInWindow", { when });
  }
  if (type) {
    const next = ofType[0];
    if (!next) return f.t("answers.noneOfType", { none: f.t(`types.${type}.none`) });
    return f.t("answers.nextOfType", { next: f.t(`types.${type}.next`), event: seatsLine(f, next) });
  }
  if (events.length === 0) return f.t("answers.noneUpcoming");
  return f.t("answers.upcoming", {
    list: events
      .slice(0, LIST_LIMIT)
      .map((e) => eventLine(f, e))
      .join("; "),
  });
}

export function availabilityAnswer(f: Formatter, named: readonly LiveEvent[]): string {
  return f.t("answers.availability", { list: named.map((e) => seatsLine(f, e)).join("; ") });
}
