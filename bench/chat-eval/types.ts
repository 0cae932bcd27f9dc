/**
 * The shape of an assistant evaluation case and the helpers the case files write them with.
 *
 * A case is one visitor message (with the earlier turns of the conversation when it is a
 * follow-up) and the facts a right reply holds. A fact is a text, or a list of texts of which any
 * one will do (the same figure written two ways, "6:00 PM" or "6 PM"). Texts are compared without
 * case, accents or the kind of space between words, so a fact says what must be said, not how.
 */

export type Language = "en" | "es";

/** What a case tests, for the per-kind scores. */
export const KINDS = [
  /** A venue fact: parking, hours, policies, tours... */
  "venue",
  /** A fact of the calendar, read from the database: dates, prices, seats left. */
  "live",
  /** A question that only makes sense with the earlier turns. */
  "followup",
  /** Two questions in one message: both answers expected. */
  "multi",
  /** Something the venue's facts do not say: admit it and point to /contact. */
  "unknown",
  /** Nothing to do with the venue: a polite deflection with what the assistant can help with. */
  "offtopic",
  /** An attempt to make the assistant drop its rules. */
  "manipulation",
  /** A request for another person's data: nothing leaked, a pointer instead. */
  "privacy",
  /** Greetings and thanks. */
  "smalltalk",
  /** Someone unwell at or before an event: staff or 911, kindly, never a venue fact. */
  "emergency",
  /** "The cheapest this month", "something in Spanish": chosen from the live events with their prices. */
  "recommend",
] as const;
export type Kind = (typeof KINDS)[number];

/** One text, or any one of several. */
export type Fact = string | readonly string[];

export interface Turn {
  role: "user" | "assistant";
  text: string;
}

/** One expected answer of a message: a two-in-one question has two parts. */
export interface Part {
  /** Names the part in failure lines. */
  label: string;
  expect: readonly Fact[];
  /** Texts that must not appear anywhere in the reply: wrong facts a sloppy answer could give. */
  not?: readonly string[];
}

export interface EvalCase {
  q: string;
  /** The language of the question, and so of the reply. */
  lang: Language;
  kind: Kind;
  /** The venue topic, for reading failures. */
  topic: string;
  parts: readonly Part[];
  /** Earlier turns, oldest first. */
  history?: readonly Turn[];
  /**
   * The interface language sent with the message. By default the other language: the question's
   * own words must decide. A message mixing both languages is sent with its own.
   */
  ui?: Language;
}

// --- The calendar the live cases are written against ---------------------------------------------

/** A seeded event as a visitor would be told about it, worked out from the seed and the rules. */
export interface CalendarEvent {
  id: string;
  title: string;
  /** The date written the ways a reply may write it, per language. */
  date: Record<Language, readonly string[]>;
  /** The start time, the ways a reply may write it. */
  time: readonly string[];
  /** When the doors open: one hour before the start. */
  doors: readonly string[];
  /** Seats a buyer can still take, as the seat chart counts them. */
  seatsLeft: number;
  totalSeats: number;
  soldOut: boolean;
  /** The sections of the event's actual layout with their prices ("$150"). */
  sections: readonly { name: string; price: string }[];
  /** Its page and the box office preselected on it. */
  page: string;
  boxOffice: string;
  /** 1-12 in the venue's time zone. */
  month: number;
  /** The weekday, written in full or short. */
  weekday: Record<Language, readonly string[]>;
}

export const EVENT_KEYS = [
  "symphony",
  "basketball",
  "country",
  "expo",
  "graduation",
  "mariachi",
  "soccer",
  "piano",
  "rock",
  "homeGarden",
  "hoops",
  "gospel",
  "youthOrchestra",
] as const;
export type EventKey = (typeof EVENT_KEYS)[number];

export interface MonthEvents {
  /** The month's name, lowercase, per language. */
  name: Record<Language, string>;
  /** Its approved upcoming events, soonest first. */
  events: readonly CalendarEvent[];
}

export interface Calendar {
  events: Record<EventKey, CalendarEvent>;
  /** The event the evaluation puts on this weekend, when this weekend is still ahead. */
  weekend: CalendarEvent | null;
  /** Approved upcoming events, soonest first. */
  upcoming: readonly CalendarEvent[];
  /** The calendar month after this one. */
  nextMonth: MonthEvents;
  /** Two later months, named by the visitor. */
  monthA: MonthEvents;
  monthB: MonthEvents;
  /** The title of the event that waits for approval: never shown to visitors. */
  pendingTitle: string;
}

// --- Writing cases ---------------------------------------------------------------------------------

interface Options {
  not?: readonly string[];
  history?: readonly Turn[];
  ui?: Language;
}

/** Cases of one kind and topic, in one language. */
export function group(kind: Kind, topic: string) {
  const make =
    (lang: Language) =>
    (q: string, expect: readonly Fact[], options: Options = {}): EvalCase => ({
      q,
      lang,
      kind,
      topic,
      parts: [{ label: topic, expect, ...(options.not ? { not: options.not } : {}) }],
      ...(options.history ? { history: options.history } : {}),
      ...(options.ui ? { ui: options.ui } : {}),
    });
  return { en: make("en"), es: make("es") };
}

/** A two-in-one question: each part must be answered. */
export function multi(lang: Language, q: string, parts: readonly Part[], options: Omit<Options, "not"> = {}): EvalCase {
  return {
    q,
    lang,
    kind: "multi",
    topic: parts.map((p) => p.label).join("+"),
    parts,
    ...(options.history ? { history: options.history } : {}),
    ...(options.ui ? { ui: options.ui } : {}),
  };
}

export const part = (label: string, expect: readonly Fact[], not?: readonly string[]): Part => ({
  label,
  expect,
  ...(not ? { not } : {}),
});

export const user = (text: string): Turn => ({ role: "user", text });
export const bot = (text: string): Turn => ({ role: "assistant", text });

/** A local "HH:mm" the ways a reply may write it: "6:00 PM", "6 PM", "6:00 p.m.", "18:00". */
export function clock(hhmm: string): string[] {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  const mm = String(m).padStart(2, "0");
  const forms = new Set<string>();
  for (const suffix of h < 12 ? ["am", "a.m.", "a. m."] : ["pm", "p.m.", "p. m."]) {
    forms.add(`${hour12}:${mm} ${suffix}`);
    forms.add(`${hour12}:${mm}${suffix}`);
    if (m === 0) {
      forms.add(`${hour12} ${suffix}`);
      forms.add(`${hour12}${suffix}`);
    }
  }
  forms.add(`${String(h).padStart(2, "0")}:${mm}`);
  forms.add(`${h}:${mm} h`);
  return [...forms];
}

/** A seat count as a reply may write it: "912" or "1,024". */
export function count(n: number): string[] {
  return [...new Set([String(n), n.toLocaleString("en-US"), n.toLocaleString("es-MX")])];
}

/** A dollar amount as a reply may write it: "$1,300", "$1300", "$1,300.00". */
export function dollars(n: number): string[] {
  const grouped = n.toLocaleString("en-US");
  return [...new Set([`$${grouped}`, `$${n}`, `$${grouped}.00`, `$${n}.00`])];
}

/** The kind and topic of every case, by the name both parts give it. */
export const TOPICS = {
  parking: group("venue", "parking"),
  boxOffice: group("venue", "box office hours"),
  doors: group("venue", "doors"),
  tickets: group("venue", "buying tickets"),
  refunds: group("venue", "refunds"),
  transfer: group("venue", "transfers and pickup"),
  payment: group("venue", "payment"),
  fees: group("venue", "fees, tax and receipts"),
  codes: group("venue", "presale and promo codes"),
  access: group("venue", "accessibility"),
  items: group("venue", "prohibited items"),
  food: group("venue", "food and drink"),
  discounts: group("venue", "discounts and age"),
  tours: group("venue", "tours"),
  planner: group("venue", "planning and rental"),
  newsletter: group("venue", "newsletter"),
  contact: group("venue", "contact"),
  where: group("venue", "address and directions"),
  groups: group("venue", "group sales"),
  capacity: group("venue", "capacity"),
  prices: group("venue", "seat prices"),
  waitlist: group("venue", "waitlist"),
  security: group("venue", "security"),
  live: group("live", "event"),
  period: group("live", "events in a period"),
  category: group("live", "events by category"),
  followup: group("followup", "follow-up"),
  unknown: group("unknown", "not in the facts"),
  offtopic: group("offtopic", "off-topic"),
  manipulation: group("manipulation", "manipulation"),
  privacy: group("privacy", "other people's data"),
  smalltalk: group("smalltalk", "greeting"),
  hold: group("venue", "hold time"),
  limits: group("venue", "per-account limits"),
  waitingRoom: group("venue", "waiting room"),
  wallet: group("venue", "wallet passes"),
  lostTicket: group("venue", "lost phone or ticket"),
  complaints: group("venue", "complaints and feedback"),
  carried: group("followup", "carried topic or date"),
  abstain: group("unknown", "abstain"),
  emergency: group("emergency", "health emergency"),
};

/** A question the facts do not hold: the reply says so and points to /contact, with no price and no topic's page. */
export const abstains =
  (lang: Language) =>
  (q: string): EvalCase =>
    TOPICS.abstain[lang](q, ["/contact"], { not: ["$", "/my-tickets", "/tour-scheduling"] });
