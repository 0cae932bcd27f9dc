/**
 * The assistant's knowledge of the venue: one topic per thing visitors ask, and its answer.
 * Every fact in an answer is read from venue.ts (or the domain module that owns it) and
 * formatted in the reply's language; the sentences are in the `assistant.answers` catalogs.
 * Which topic a question is about is the intent classifier's call (intents.ts); a topic's id is
 * its intent's.
 */

import { type KeyUnder, translate } from "../i18n/translate";
import { RENTAL_FULL_DAY_CENTS, RENTAL_HALF_DAY_CENTS, RENTAL_HOURLY_RATE_CENTS, RENTAL_HOURS } from "../rental";
import { layoutSections } from "../seating/layouts";
import { DEFAULT_MAX_SEATS_PER_ACCOUNT } from "../seating/limits";
import { TOUR_CAPACITY, TOUR_DURATION_MINUTES, TOUR_TIME } from "../tours";
import { venue, venueAddressLine } from "../venue";
import { WAITLIST_OFFER_MINUTES } from "../waitlist/offers";
import type { Formatter } from "./format";
import type { IntentId } from "./intents";

export interface Topic {
  id: IntentId;
  answer(f: Formatter): string;
}

const items = (f: Formatter, ids: readonly KeyUnder<"assistant.items">[]) =>
  f.list(ids.map((id) => f.t(`items.${id}`)));

const cards = (f: Formatter) => f.list(venue.acceptedCards);

/** What visitors may bring in, as the information page lists it. */
const PERMITTED = ["smallBags", "cameras", "chargers", "medication", "babyItems", "bottles"] as const;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Prices of the default layout's sections, dearest first, then the arena layout's. */
function sectionPrices(f: Formatter): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const layout of ["traditional", "arena"] as const) {
    for (const section of layoutSections(layout)) {
      if (seen.has(section.key)) continue;
      seen.add(section.key);
      parts.push(`${translate(f.language, `tickets.sections.${section.key}`)} ${f.money(section.priceCents)}`);
    }
  }
  return parts.join(", ");
}

export const TOPICS: readonly Topic[] = [
  {
    id: "accessibility",
    answer: (f) =>
      f.t("answers.accessibility", {
        spaces: venue.accessibility.wheelchairSpaces,
        companions: venue.accessibility.companionSeatsPerSpace,
        phone: venue.phone,
      }),
  },
  {
    id: "parking",
    answer: (f) =>
      f.t("answers.parking", { spaces: f.count(venue.parkingSpaces), hours: venue.parkingOpensHoursBefore }),
  },
  {
    id: "boxOffice",
    answer: (f) =>
      f.t("answers.boxOffice", {
        schedule: f.hours(venue.boxOfficeHours),
        hours: venue.boxOfficeOpensHoursBeforeEvents,
      }),
  },
  {
    id: "doors",
    answer: (f) =>
      f.t("answers.doors", { doors: venue.doorsOpenHoursBefore, hours: venue.boxOfficeOpensHoursBeforeEvents }),
  },
  {
    id: "capacity",
    answer: (f) =>
      f.t("answers.capacity", {
        total: f.count(venue.capacity.total),
        general: f.count(venue.capacity.general),
        premium: f.count(venue.capacity.premium),
        vip: f.count(venue.capacity.vip),
        events: venue.eventsPerYear,
      }),
  },
  {
    id: "prices",
    answer: (f) => f.t("answers.prices", { prices: sectionPrices(f) }),
  },
  {
    id: "tickets",
    answer: (f) => f.t("answers.tickets", { cards: cards(f), limit: DEFAULT_MAX_SEATS_PER_ACCOUNT }),
  },
  {
    id: "refunds",
    answer: (f) => f.t("answers.refunds", { min: venue.refundDays.min, max: venue.refundDays.max }),
  },
  {
    id: "pickup",
    answer: (f) => f.t("answers.pickup"),
  },
  {
    id: "bags",
    answer: (f) =>
      f.t("answers.bags", {
        items: items(
          f,
          venue.prohibitedItems.filter((id) => id !== "largeBags"),
        ),
      }),
  },
  {
    id: "prohibited",
    answer: (f) =>
      f.t("answers.prohibited", {
        items: items(f, venue.prohibitedItems),
        permitted: f.list(
          PERMITTED.map((id) => lowerFirst(translate(f.language, `services.information.items.permitted.${id}`))),
        ),
      }),
  },
  {
    id: "food",
    answer: (f) =>
      f.t("answers.food", { concessions: translate(f.language, "services.information.amenities.concessions.body") }),
  },
  {
    id: "tours",
    answer: (f) =>
      f.t("answers.tours", {
        time: f.clock(TOUR_TIME),
        minutes: TOUR_DURATION_MINUTES,
        capacity: TOUR_CAPACITY,
        address: venueAddressLine,
      }),
  },
  {
    id: "groups",
    answer: (f) => f.t("answers.groups", { min: venue.groupSalesMinimum, email: venue.groupSalesEmail }),
  },
  {
    id: "address",
    answer: (f) =>
      f.t("answers.address", {
        address: venueAddressLine,
        directions: (["fromHouston", "fromGrandParkway", "fromKaty"] as const)
          .map((route) => translate(f.language, `services.information.location.${route}`))
          .join(" "),
      }),
  },
  {
    id: "contact",
    answer: (f) => f.t("answers.contact", { phone: venue.phone, email: venue.email }),
  },
  {
    id: "planner",
    answer: (f) =>
      f.t("answers.planner", {
        hourly: f.money(RENTAL_HOURLY_RATE_CENTS),
        minHours: RENTAL_HOURS.min,
        halfDay: f.money(RENTAL_HALF_DAY_CENTS),
        fullDay: f.money(RENTAL_FULL_DAY_CENTS[5]),
        saturday: f.money(RENTAL_FULL_DAY_CENTS[6]),
        minMonths: venue.bookingAdviceMonths.min,
        maxMonths: venue.bookingAdviceMonths.max,
        teamHours: f.hours([venue.planningTeamHours]),
      }),
  },
  {
    id: "myTickets",
    answer: (f) => f.t("answers.myTickets"),
  },
  {
    id: "newsletter",
    answer: (f) => f.t("answers.newsletter"),
  },
  {
    id: "payment",
    answer: (f) => f.t("answers.payment", { methods: f.list([...venue.acceptedCards, "PayPal"]) }),
  },
  {
    id: "discounts",
    answer: (f) => f.t("answers.discounts", { min: venue.groupSalesMinimum, email: venue.groupSalesEmail }),
  },
  {
    id: "kids",
    answer: (f) => f.t("answers.kids", { age: venue.minimumAge }),
  },
  {
    id: "waitlist",
    answer: (f) => f.t("answers.waitlist", { minutes: WAITLIST_OFFER_MINUTES }),
  },
  {
    id: "thanks",
    answer: (f) => f.t("answers.thanks"),
  },
  {
    id: "hello",
    answer: (f) => f.t("answers.hello"),
  },
];
