/**
 * The assistant's knowledge of the venue: one topic per thing visitors ask, and its answer.
 * Every fact in an answer is read from venue.ts (or the domain module that owns it) and
 * formatted in the reply's language; the sentences are in the `assistant.answers` catalogs.
 * Which topic a question is about is the intent classifier's call (intents.ts); a topic's id is
 * its intent's.
 */

import { type KeyUnder, translate } from "../i18n/translate";
import { ADMISSION_MINUTES, PRE_QUEUE_MINUTES } from "../onsale/queue";
import { allInCents, hasFees, NO_FEES, type PricingRules } from "../pricing";
import { RENTAL_FULL_DAY_CENTS, RENTAL_HALF_DAY_CENTS, RENTAL_HOURLY_RATE_CENTS, RENTAL_HOURS } from "../rental";
import { HOLD_MINUTES } from "../seating/availability";
import { layoutSections } from "../seating/layouts";
import { DEFAULT_MAX_SEATS_PER_ACCOUNT } from "../seating/limits";
import { TOUR_CAPACITY, TOUR_DURATION_MINUTES, TOUR_TIME } from "../tours";
import { ACCESSIBLE_SPACES_PER_ACCOUNT, venue, venueAddressLine } from "../venue";
import { WAITLIST_OFFER_MINUTES } from "../waitlist/offers";
import type { Formatter } from "./format";
import type { IntentId } from "./intents";

/**
 * What this site is configured to offer: payment by PayPal and wallet passes exist only where
 * their accounts are set up, and the service fee and sales tax are the venue's settings, so the
 * answers about them follow the configuration.
 */
export interface SiteOptions {
  paypal: boolean;
  appleWallet: boolean;
  googleWallet: boolean;
  /** The per-ticket service fee and the sales tax every price includes. */
  pricing: PricingRules;
}

/** The plain site: cards only, no wallet passes, no fee or tax on top of the list price. */
export const PLAIN_SITE: SiteOptions = { paypal: false, appleWallet: false, googleWallet: false, pricing: NO_FEES };

export interface Topic {
  id: IntentId;
  answer(f: Formatter, site: SiteOptions): string;
}

const items = (f: Formatter, ids: readonly KeyUnder<"assistant.items">[]) =>
  f.list(ids.map((id) => f.t(`items.${id}`)));

/** The ways to pay this site takes: the cards, and PayPal where it is configured. */
const methods = (f: Formatter, site: SiteOptions) =>
  f.list(site.paypal ? [...venue.acceptedCards, "PayPal"] : venue.acceptedCards);

/** What the venue adds to each ticket, as a list: "a $2.50 service fee and 8.25% sales tax". */
function feeParts(f: Formatter, pricing: PricingRules): string {
  const { serviceFee, taxPpm } = pricing;
  const parts: string[] = [];
  if (serviceFee.kind === "amount" && serviceFee.cents > 0)
    parts.push(f.t("answers.feeAmount", { amount: f.money(serviceFee.cents) }));
  if (serviceFee.kind === "rate" && serviceFee.ppm > 0)
    parts.push(f.t("answers.feeRate", { percent: f.percent(serviceFee.ppm) }));
  if (taxPpm > 0) parts.push(f.t("answers.tax", { percent: f.percent(taxPpm) }));
  return f.list(parts);
}

/** What visitors may bring in, as the information page lists it. */
const PERMITTED = ["smallBags", "cameras", "chargers", "medication", "babyItems", "bottles"] as const;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Prices of the default layout's sections, dearest first, then the arena layout's: what a buyer
 * pays, the venue's fee and tax included.
 */
function sectionPrices(f: Formatter, pricing: PricingRules): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const layout of ["traditional", "arena"] as const) {
    for (const section of layoutSections(layout)) {
      if (seen.has(section.key)) continue;
      seen.add(section.key);
      parts.push(
        `${translate(f.language, `tickets.sections.${section.key}`)} ${f.money(allInCents(section.priceCents, pricing))}`,
      );
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
    answer: (f, site) => f.t("answers.prices", { prices: sectionPrices(f, site.pricing) }),
  },
  {
    id: "tickets",
    answer: (f, site) => f.t("answers.tickets", { methods: methods(f, site), limit: DEFAULT_MAX_SEATS_PER_ACCOUNT }),
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
    answer: (f, site) => f.t("answers.payment", { methods: methods(f, site) }),
  },
  {
    id: "fees",
    answer: (f, site) =>
      hasFees(site.pricing) ? f.t("answers.feesOn", { parts: feeParts(f, site.pricing) }) : f.t("answers.feesOff"),
  },
  {
    id: "codes",
    answer: (f) => f.t("answers.codes"),
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
    id: "hold",
    answer: (f) => f.t("answers.hold", { minutes: HOLD_MINUTES }),
  },
  {
    id: "limits",
    answer: (f) =>
      f.t("answers.limits", {
        limit: DEFAULT_MAX_SEATS_PER_ACCOUNT,
        accessible: ACCESSIBLE_SPACES_PER_ACCOUNT,
        groupMin: venue.groupSalesMinimum,
        email: venue.groupSalesEmail,
      }),
  },
  {
    id: "waitingRoom",
    answer: (f) => f.t("answers.waitingRoom", { preQueue: PRE_QUEUE_MINUTES, admission: ADMISSION_MINUTES }),
  },
  {
    id: "transfer",
    answer: (f) => f.t("answers.transfer"),
  },
  {
    id: "wallet",
    answer: (f, site) => {
      const wallets = [...(site.appleWallet ? ["Apple Wallet"] : []), ...(site.googleWallet ? ["Google Wallet"] : [])];
      return wallets.length > 0 ? f.t("answers.walletOn", { wallets: f.list(wallets) }) : f.t("answers.walletOff");
    },
  },
  {
    id: "lostTicket",
    answer: (f) => f.t("answers.lostTicket"),
  },
  {
    id: "feedback",
    answer: (f) => f.t("answers.feedback", { phone: venue.phone }),
  },
  {
    id: "emergency",
    answer: (f) => f.t("answers.emergency"),
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
