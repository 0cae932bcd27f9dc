/**
 * Questions about the live calendar: what is on in a time window, the next event of a type, and
 * whether seats are left for a named event. The server reads the approved upcoming events with
 * their free seats; everything here is a pure function of those rows, the question and `now`.
 */

import { EVENT_TYPES, type EventType, eventTypeFromTitle } from "../events";
import { addDays, venueDateOf, venueTimeToInstant } from "../time";
import { weekdayOf } from "../tours";
import { venue } from "../venue";
import type { Formatter } from "./format";
import { findKeyword, hasAny, tokenize, wordMatches } from "./text";
import { FUNCTION_WORDS } from "./words";

export interface LiveEvent {
  id: string;
  title: string;
  /** ISO-8601 UTC instant. */
  startsAt: string;
  freeSeats: number;
  totalSeats: number;
}

export type WindowKind = "today" | "tomorrow" | "weekend" | "week" | "nextWeek" | "month" | "day";

export interface TimeWindow {
  kind: WindowKind;
  /** Venue-local yyyy-MM-dd dates, `to` exclusive. */
  from: string;
  to: string;
  /** For "day": which weekday, 0 for Sunday. */
  weekday?: number;
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
  if (has("this month", "este mes")) {
    const [year = 0, month = 1] = today.split("-").map(Number);
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
    return { kind: "month", from: today, to: next };
  }
  const day = DAY_NAMES.findIndex((names) => names.some((name) => findKeyword(tokens, name) >= 0));
  if (day >= 0) {
    const date = nextWeekday(today, day);
    return { kind: "day", from: date, to: addDays(date, 1), weekday: day };
  }
  return undefined;
}

export function eventsInWindow(events: readonly LiveEvent[], window: TimeWindow): LiveEvent[] {
  const from = venueTimeToInstant(window.from, "00:00").toISOString();
  const to = venueTimeToInstant(window.to, "00:00").toISOString();
  return events.filter((event) => event.startsAt >= from && event.startsAt < to);
}

// Words that say nothing about which event is meant.
const NOT_A_NAME = new Set([
  ...tokenize(venue.name),
  ...FUNCTION_WORDS,
  ..."the and for with los las del una para con que night noche live show tickets ticket boletos entradas".split(" "),
]);

const TYPO_WEIGHT = 0.8;

function titleWords(title: string): string[] {
  return tokenize(title).filter((word) => word.length >= 3 && !NOT_A_NAME.has(word));
}

function isTypeWord(token: string): boolean {
  return Object.values(TYPE_CUES).some((cues) => cues.some((cue) => !cue.includes(" ") && wordMatches(token, cue)));
}

/**
 * The events a question names by title words ("the symphony", "mariachi festival"), best first.
 * A title word shared by many events says little, so each counts 1 / (events sharing it); words
 * of an event type ("concert") are left to `typeAskedFor`. Only the best-scoring events count.
 */
export function eventsNamed(tokens: readonly string[], events: readonly LiveEvent[]) {
  const asked = tokens.filter((token) => token.length >= 3 && !NOT_A_NAME.has(token) && !isTypeWord(token));
  if (asked.length === 0) return { events: [] as LiveEvent[], words: 0 };
  const words = events.map((event) => new Set(titleWords(event.title)));
  const sharing = new Map<string, number>();
  for (const set of words) for (const word of set) sharing.set(word, (sharing.get(word) ?? 0) + 1);
  let best = 0;
  let bestWords = 0;
  const scored = events.map((event, i) => {
    let score = 0;
    let matched = 0;
    for (const word of words[i] ?? []) {
      // A typo match counts a little less, so "classic" names the Classic before the Classical.
      const weight = asked.includes(word) ? 1 : asked.some((token) => wordMatches(token, word)) ? TYPO_WEIGHT : 0;
      if (weight > 0) {
        score += weight / (sharing.get(word) ?? 1);
        matched += 1;
      }
    }
    if (score > best) {
      best = score;
      bestWords = matched;
    }
    return { event, score };
  });
  // A word found in three or more titles names no event in particular.
  if (best < 0.5) return { events: [] as LiveEvent[], words: 0 };
  return {
    events: scored
      .filter((s) => s.score === best)
      .slice(0, 3)
      .map((s) => s.event),
    words: bestWords,
  };
}

export function seatsLine(f: Formatter, event: LiveEvent): string {
  const params = { title: event.title, date: f.eventDate(event.startsAt) };
  return event.freeSeats > 0
    ? f.t("answers.seatsLeft", { ...params, free: f.count(event.freeSeats), total: f.count(event.totalSeats) })
    : f.t("answers.soldOut", params);
}

export function eventLine(f: Formatter, event: LiveEvent): string {
  return f.t("answers.eventLine", { title: event.title, date: f.eventDate(event.startsAt) });
}

function whenPhrase(f: Formatter, window: TimeWindow): string {
  if (window.kind === "day") {
    const name = f.days([window.weekday ?? 0]);
    return f.t("when.day", { day: name });
  }
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
