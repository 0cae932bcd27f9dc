/**
 * Recommendations from the live calendar: the cheapest seats in a period, something to take the
 * children to, something in Spanish. Every event named comes from the approved upcoming events and
 * every price from its own seats, read for these events only; nothing is suggested that the
 * calendar does not hold.
 */

import { titleIn } from "../event-text";
import { type EventType, eventTypeFromTitle } from "../events";
import type { Formatter } from "./format";
import { eventsInWindow, type LiveEvent, type TimeWindow, whenPhrase } from "./live-events";
import { hasAny } from "./text";

export type RecommendFocus = "cheapest" | "kids" | "spanish" | "any";

/** How many events a recommendation reads the seats of, and how many it names. */
export const RECOMMEND_READ = 20;
const RECOMMEND_SHOWN = 3;

const CHEAP = [
  "cheap",
  "cheapest",
  "budget",
  "affordable",
  "inexpensive",
  "barato",
  "barata",
  "baratos",
  "economico",
  "lana",
  "poco dinero",
];
const KIDS = [
  "kid",
  "kids",
  "children",
  "child",
  "family",
  "familia",
  "familiar",
  "ninos",
  "nino",
  "hijos",
  "hijo",
  "chamacos",
  "plebes",
];
const SPANISH = ["spanish", "espanol", "latino", "latina", "hispano", "hispanohablantes", "mexicana", "mexicano"];

/**
 * Titles that say an event is performed in Spanish or is Latin music. The calendar has no
 * language field, so a title is the only evidence; an event without one of these words is not
 * offered as "in Spanish".
 */
const SPANISH_TITLE =
  /\b(?:mariachi|folkl[oó]ric[oa]|banda|norte[nñ]o|cumbia|salsa|tejano|ranchera|en espa[nñ]ol|latin[oa]?)\b/i;

export function focusOf(tokens: readonly string[]): RecommendFocus {
  if (hasAny(tokens, SPANISH)) return "spanish";
  if (hasAny(tokens, KIDS)) return "kids";
  if (hasAny(tokens, CHEAP)) return "cheapest";
  return "any";
}

export interface RecommendAsk {
  focus: RecommendFocus;
  window?: TimeWindow;
  type?: EventType;
}

/** The events a recommendation considers: in its window and of its type, not sold out when known. */
export function candidates(events: readonly LiveEvent[], ask: RecommendAsk): LiveEvent[] {
  let found = ask.window ? eventsInWindow(events, ask.window) : [...events];
  if (ask.type) found = found.filter((event) => eventTypeFromTitle(event.title) === ask.type);
  if (ask.focus === "spanish") found = found.filter((event) => SPANISH_TITLE.test(event.title));
  return found.slice(0, RECOMMEND_READ);
}

function lowestCents(event: LiveEvent): number | undefined {
  const open = (event.sections ?? []).filter((s) => s.free > 0);
  if (open.length === 0) return undefined;
  return Math.min(...open.map((s) => s.fromCents));
}

export function recommendAnswer(f: Formatter, events: readonly LiveEvent[], ask: RecommendAsk): string {
  const when = ask.window ? whenPhrase(f, ask.window) : "";
  const priced = candidates(events, ask)
    .map((event) => ({ event, cents: lowestCents(event) }))
    .filter((x): x is { event: LiveEvent; cents: number } => x.cents !== undefined);
  if (priced.length === 0) {
    return f.t("answers.recommendNone", { when: when || f.t("when.upcoming") }).replace(/\s+\./, ".");
  }
  const ordered = ask.focus === "cheapest" ? [...priced].sort((a, b) => a.cents - b.cents) : priced;
  const list = ordered
    .slice(0, RECOMMEND_SHOWN)
    .map(({ event, cents }) =>
      f.t("answers.recommendLine", {
        // Each event by its title in the answer's language.
        title: titleIn(event, f.language),
        date: f.eventDate(event.startsAt),
        price: f.money(cents),
      }),
    )
    .join("; ");
  const key =
    ask.focus === "cheapest" ? "recommendCheapest" : ask.focus === "kids" ? "recommendKids" : "recommendSpanish";
  return f.t(`answers.${key}`, { when: when || f.t("when.upcoming"), list });
}
