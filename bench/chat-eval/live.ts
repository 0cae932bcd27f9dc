/**
 * Facts about one seeded event, as the case files expect them, and the assistant turns a
 * follow-up's history carries (what an earlier reply about the event said).
 */

import type { CalendarEvent, Fact, Language, Turn } from "./types";
import { dollars } from "./types";

/** Its page or the box office preselected on it. */
export const link = (e: CalendarEvent): Fact => [e.page, e.boxOffice];

/** Its date and start time. */
export const when = (e: CalendarEvent, lang: Language): Fact[] => [e.date[lang], e.time];

/** The seats left, or that it is sold out. */
export const left = (e: CalendarEvent, lang: Language): Fact =>
  e.soldOut ? (lang === "en" ? ["sold out"] : ["agotad"]) : [String(e.seatsLeft), e.seatsLeft.toLocaleString("en-US")];

/** A section's price on this event's layout. */
export function price(e: CalendarEvent, section: string): Fact {
  const found = e.sections.find((s) => s.name === section);
  if (!found) throw new Error(`${e.title} has no ${section} section`);
  return [found.price, `${found.price}.00`];
}

/** Its cheapest and dearest seats. */
export function range(e: CalendarEvent): Fact[] {
  const amounts = e.sections.map((s) => Number(s.price.replace(/[$,]/g, "")));
  return [dollars(Math.min(...amounts)), dollars(Math.max(...amounts))];
}

/** Prices of sections this event's layout does not have: a reply quoting them read another layout. */
export function foreignPrices(e: CalendarEvent, all: readonly string[]): string[] {
  const own = new Set(e.sections.map((s) => s.price));
  return all.filter((p) => !own.has(p));
}

/** What an earlier reply said about the event. */
export function told(e: CalendarEvent, lang: Language): Turn {
  const date = e.date[lang][0];
  const time = e.time[0];
  return {
    role: "assistant",
    text:
      lang === "en"
        ? `${e.title} is on ${date} at ${time}. Tickets at ${e.boxOffice}.`
        : `${e.title} es el ${date} a las ${time}. Boletos en ${e.boxOffice}.`,
  };
}
