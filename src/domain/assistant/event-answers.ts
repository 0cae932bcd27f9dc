import { titleIn } from "../event-text";
/**
 * Answers about one event from its live figures: when it starts and when doors open, what its
 * sections cost and how many seats are left in each, sold out and the waitlist, with links to
 * its page and to the box office preselected on it. Every figure comes from the event's row and
 * its seats (or its layout, before its seats exist); nothing is estimated.
 */

import { type KeyUnder, translate } from "../i18n/translate";
import { venue } from "../venue";
import { WAITLIST_OFFER_MINUTES } from "../waitlist/offers";
import type { Formatter } from "./format";
import { isSoldOut, type LiveEvent, type SectionLive } from "./live-events";
import type { Slots } from "./slots";

const HOUR_MS = 3_600_000;

function sectionName(f: Formatter, key: string): string {
  return translate(f.language, `tickets.sections.${key as KeyUnder<"tickets.sections">}`);
}

function price(f: Formatter, section: SectionLive): string {
  const name = sectionName(f, section.key);
  return section.fromCents === section.toCents
    ? f.t("answers.sectionPrice", { section: name, price: f.money(section.fromCents) })
    : f.t("answers.sectionRange", { section: name, from: f.money(section.fromCents), to: f.money(section.toCents) });
}

export function links(f: Formatter, event: LiveEvent): string {
  return f.t("answers.eventLinks", { id: event.id });
}

export function whenLine(f: Formatter, event: LiveEvent): string {
  const start = new Date(event.startsAt);
  const doors = new Date(start.getTime() - venue.doorsOpenHoursBefore * HOUR_MS).toISOString();
  const day = f.longDate(new Intl.DateTimeFormat("en-CA", { timeZone: venue.timeZone }).format(start));
  return f.t("answers.eventWhen", {
    title: titleIn(event, f.language),
    day,
    time: f.eventTime(event.startsAt),
    doors: f.eventTime(doors),
  });
}

export function doorsLine(f: Formatter, event: LiveEvent): string {
  const start = new Date(event.startsAt);
  const before = (hours: number) => f.eventTime(new Date(start.getTime() - hours * HOUR_MS).toISOString());
  const day = f.longDate(new Intl.DateTimeFormat("en-CA", { timeZone: venue.timeZone }).format(start));
  return f.t("answers.eventDoors", {
    title: titleIn(event, f.language),
    day,
    time: f.eventTime(event.startsAt),
    doors: before(venue.doorsOpenHoursBefore),
    hours: venue.doorsOpenHoursBefore,
    parking: before(venue.parkingOpensHoursBefore),
  });
}

function soldOutLine(f: Formatter, event: LiveEvent): string {
  return f.t("answers.eventSoldOut", {
    title: titleIn(event, f.language),
    date: f.eventDate(event.startsAt),
    id: event.id,
    minutes: WAITLIST_OFFER_MINUTES,
  });
}

/** "VIP $150, Premium $100, …", dearest first, or only the sections within a price cap. */
export function pricesLine(f: Formatter, event: LiveEvent, slots: Slots): string {
  const sections = [...(event.sections ?? [])].sort((a, b) => b.toCents - a.toCents);
  if (sections.length === 0) return "";
  const asked = slots.section ? sections.filter((s) => s.key === slots.section) : [];
  const shown = asked.length > 0 ? asked : sections;
  if (slots.priceCapCents !== undefined && asked.length === 0) {
    const cap = f.money(slots.priceCapCents);
    const within = shown.filter((s) => s.fromCents <= (slots.priceCapCents ?? 0));
    if (within.length === 0) {
      const cheapest = sections[sections.length - 1];
      return f.t("answers.eventNoneUnder", {
        title: titleIn(event, f.language),
        cap,
        cheapest: cheapest ? price(f, cheapest) : "",
      });
    }
    return f.t("answers.eventPricesUnder", {
      title: titleIn(event, f.language),
      cap,
      list: within.map((s) => price(f, s)).join(", "),
    });
  }
  return f.t("answers.eventPrices", {
    title: titleIn(event, f.language),
    list: shown.map((s) => price(f, s)).join(", "),
  });
}

/**
 * Seats left in all, by section (all sections, or the one the question names), and for the party
 * asked about. Answers that already list the prices leave out the sections unless one was named.
 */
export function seatsAnswer(f: Formatter, event: LiveEvent, slots: Slots, bySection = true): string {
  if (isSoldOut(event)) return soldOutLine(f, event);
  const parts: string[] = [];
  if (event.freeSeats !== undefined && event.totalSeats !== undefined) {
    parts.push(
      `${f.t("answers.seatsLeft", {
        title: titleIn(event, f.language),
        date: f.eventDate(event.startsAt),
        free: f.count(event.freeSeats),
        total: f.count(event.totalSeats),
      })}.`,
    );
  }
  const sections = event.sections ?? [];
  const asked = slots.section ? sections.filter((s) => s.key === slots.section) : bySection ? sections : [];
  if (asked.length > 0) {
    const list = asked.map((s) =>
      s.free > 0
        ? f.t("answers.sectionLeft", { section: `${price(f, s)}`, free: f.count(s.free) })
        : f.t("answers.sectionSoldOut", { section: price(f, s) }),
    );
    parts.push(f.t("answers.sectionSeats", { list: list.join("; ") }));
  }
  const free = asked.length > 0 && slots.section ? asked.reduce((sum, s) => sum + s.free, 0) : event.freeSeats;
  if (slots.party !== undefined && free !== undefined) {
    parts.push(
      free < slots.party
        ? f.t("answers.partyShort", { free: f.count(free), party: slots.party })
        : f.t("answers.partyFits", { party: slots.party }),
    );
  }
  parts.push(links(f, event));
  return parts.join(" ");
}

/** Everything about one event: when, doors, prices, seats left, links. */
export function overview(f: Formatter, event: LiveEvent, slots: Slots): string {
  if (isSoldOut(event)) return `${whenLine(f, event)} ${soldOutLine(f, event)}`;
  const prices = pricesLine(f, event, slots);
  return [whenLine(f, event), prices, seatsAnswer(f, event, slots, false)].filter(Boolean).join(" ");
}

export function pricesAnswer(f: Formatter, event: LiveEvent, slots: Slots): string {
  if (isSoldOut(event)) return `${pricesLine(f, event, slots)} ${soldOutLine(f, event)}`.trim();
  return [pricesLine(f, event, slots), seatsAnswer(f, event, slots, false)].filter(Boolean).join(" ");
}

export function whenAnswer(f: Formatter, event: LiveEvent): string {
  return `${whenLine(f, event)} ${isSoldOut(event) ? soldOutLine(f, event) : links(f, event)}`;
}

export function doorsAnswer(f: Formatter, event: LiveEvent): string {
  return `${doorsLine(f, event)} ${links(f, event)}`;
}

export function waitlistAnswer(f: Formatter, event: LiveEvent, slots: Slots): string {
  return isSoldOut(event) ? soldOutLine(f, event) : seatsAnswer(f, event, slots);
}
