import { titleIn } from "../event-text";
/**
 * The local assistant: understands a visitor's message and answers from the knowledge base
 * (topics.ts) and the live calendar (live-events.ts, event-answers.ts), in the message's language.
 *
 * 1. The message is cut into questions: at question marks and full stops, and at "and"/"y", a
 *    comma or a question word when both sides are confidently different questions ("where do I
 *    park and when do doors open?", "how much is parking when do doors open"). Each question
 *    gets its answer, in order.
 * 2. Each question's intent comes from the classifier (intents.ts) with a calibrated confidence;
 *    its details (event names, dates, event type, section, party size, price cap) from slots.ts.
 * 3. A follow-up reads the conversation: a question with nothing of its own but details ("and on
 *    Saturday?", "what about the mariachi festival?") asks the previous question again with them;
 *    a question about "that one" takes the event the last turns were about.
 * 4. Below the confidence threshold the assistant says what it can help with and points to
 *    /contact; off-topic questions (arithmetic among them), attempts to change its rules and
 *    requests for anyone's data get a polite deflection. It never makes up a figure: every number
 *    is read from the venue's facts or the live rows.
 */

import type { EventType } from "../events";
import { eventTypeFromTitle } from "../events";
import type { Language } from "../i18n/translate";
import { DEFAULT_MAX_SEATS_PER_ACCOUNT } from "../seating/limits";
import { venue } from "../venue";
import { hasEvidence, hasMeaningfulWords, warmUpEvidence } from "./anchors";
import { doorsAnswer, overview, pricesAnswer, seatsAnswer, waitlistAnswer, whenAnswer } from "./event-answers";
import { eventsNamed, isEverydayWord, isTypeWord, type NamedEvents } from "./event-names";
import { formatterFor } from "./format";
import {
  classify,
  DEFLECTIONS,
  type IntentGuess,
  type IntentId,
  MIN_KNOWN,
  SMALL_TALK,
  spanishProbability,
  warmUp as warmUpIntents,
  withEventWord,
} from "./intents";
import { detectLanguage } from "./language";
import {
  calendarAnswer,
  DATE_WORDS,
  eventShownWithSeats,
  eventsInWindow,
  type LiveEvent,
  TYPE_CUES,
} from "./live-events";
import { candidates, focusOf, type RecommendFocus, recommendAnswer } from "./recommend";
import { SECTION_TOKENS, type Slots, slotsOf } from "./slots";
import { segments } from "./split";
import { hasAny, tokenize, wordMatches } from "./text";
import { PLAIN_SITE, type SiteOptions, TOPICS } from "./topics";
import { COURTESY, FOLLOW_UP_WORDS, FUNCTION_WORDS } from "./words";

export type { LiveEvent, SectionLive } from "./live-events";

export interface AssistantReply {
  text: string;
  language: Language;
  /**
   * What the answer is about: a topic id, "calendar", "event", "eventNotFound", "unknown" or a
   * deflection ("offTopic", "injection", "personalData"); the first question's, when there are two.
   */
  topic: string;
  /** Every question's, in order. */
  topics: string[];
}

export interface HistoryTurn {
  role: "user" | "assistant";
  text: string;
}

export interface AskContext {
  /** The interface language: used when neither the message nor the conversation decides. */
  fallbackLanguage: Language;
  now: Date;
  /** Approved events from now on, soonest first, with their free seats. */
  events: readonly LiveEvent[];
  /** Earlier turns, oldest first. */
  history?: readonly HistoryTurn[];
  /** What the site is configured to offer (PayPal, wallet passes); plain when absent. */
  site?: SiteOptions;
}

/** Below this calibrated confidence an intent is not trusted. */
export const MIN_CONFIDENCE = 0.45;

/** Intents whose answer is about one event when the question names one (or the conversation did). */
const EVENT_INTENTS: ReadonlySet<IntentId> = new Set(["prices", "doors", "tickets", "when", "seatsLeft", "waitlist"]);

interface Part {
  text: string;
  tokens: string[];
  guess: IntentGuess;
  /** The intent acted on: "none" when nothing is understood well enough. */
  intent: IntentId | "none";
  slots: Slots;
  named: NamedEvents;
  /** Words after "for"/"para" that name nothing known: an event the calendar does not have. */
  unknownName: boolean;
  /** It asks a price the topic's facts do not hold: the answer adds that the assistant does not know it. */
  priceUnknown?: boolean;
  /** Put under a topic without a word of that topic: the assistant is not sure, so it says it does not know. */
  abstain?: boolean;
}

/**
 * "tickets for <a name we do not know>": the words after for/para that no question and no title
 * uses. They are a name the calendar does not have.
 */
function unknownNameWords(tokens: readonly string[], named: NamedEvents): Set<string> {
  if (named.events.length > 0) return new Set();
  const at = tokens.findIndex((token) => token === "for" || token === "para");
  if (at < 0) return new Set();
  let start = at + 1;
  while (ARTICLES.has(tokens[start] ?? "")) start += 1;
  const isName = (token: string) =>
    token.length >= 3 &&
    !FUNCTION_WORDS.has(token) &&
    !DATE_WORDS.has(token) &&
    !/^\d+$/.test(token) &&
    !isTypeWord(token) &&
    !isEverydayWord(token);
  const words = new Set<string>();
  for (let i = start; i < tokens.length && isName(tokens[i] ?? ""); i++) words.add(tokens[i] ?? "");
  return words;
}

const ARTICLES = new Set(["the", "a", "an", "el", "la", "los", "las", "un", "una"]);

const OPERATORS = new Set(["x", "times", "plus", "minus", "divided", "multiplied", "por", "mas", "menos", "entre"]);

/**
 * Arithmetic ("whats 15 times 12", "cuanto es 2 mas 2") is off-topic, however much "how much is"
 * sounds like a price: a number, an operator and a number, with at most one other word of meaning.
 */
function isArithmetic(tokens: readonly string[]): boolean {
  const number = (t: string | undefined) => t !== undefined && /^\d+$/.test(t);
  const sum = tokens.some((t, i) => number(tokens[i - 1]) && OPERATORS.has(t) && number(tokens[i + 1]));
  const other = tokens.filter((t) => !number(t) && !OPERATORS.has(t) && !FUNCTION_WORDS.has(t) && t !== "by");
  return sum && other.length <= 1;
}

const GREETING_WORDS = new Set(
  "hi hey hello hola buenas buenos good morning afternoon evening dias tardes noches there que q tal how are you ok okay so oye".split(
    " ",
  ),
);
const THANKS_WORDS = new Set(["thanks", "thank", "thx", "ty", "gracias"]);

/**
 * A message of greetings and courtesy only ("hi there, thanks") asks nothing: padding words of
 * every topic must not make it one. Thanks when it thanks, else a greeting.
 */
function courtesyOnly(tokens: readonly string[]): IntentGuess | undefined {
  if (tokens.length === 0 || !tokens.every((t) => GREETING_WORDS.has(t) || COURTESY.has(t))) return undefined;
  const label = tokens.some((t) => THANKS_WORDS.has(t)) ? "thanks" : "hello";
  return { label, confidence: 1, second: "", secondConfidence: 0, known: 1 };
}

/**
 * Words of a health emergency. Someone unwell is told to reach staff or 911 whatever else the
 * message asks ("chest pains … should I take an aspirin before the game" is not about the game).
 */
const EMERGENCY = [
  "chest pain",
  "chest pains",
  "chest hurts",
  "heart attack",
  "cant breathe",
  "can't breathe",
  "not breathing",
  "passed out",
  "fainted",
  "unconscious",
  "seizure",
  "overdose",
  "bleeding",
  "ambulance",
  "911",
  "medical emergency",
  "allergic reaction",
  "collapsed",
  "dolor de pecho",
  "duele el pecho",
  "duele mucho el pecho",
  "infarto",
  "no puedo respirar",
  "no puede respirar",
  "se desmayo",
  "desmayado",
  "inconsciente",
  "convulsion",
  "convulsionando",
  "sangrando",
  "ambulancia",
  "emergencia medica",
  "reaccion alergica",
];

function isEmergency(tokens: readonly string[]): boolean {
  const text = ` ${tokens.join(" ")} `;
  return EMERGENCY.some((phrase) => text.includes(` ${phrase.replace("'", "")} `));
}

function readPart(text: string, ctx: AskContext): Part {
  const tokens = tokenize(text);
  const named = eventsNamed(tokens, ctx.events);
  const unknown = unknownNameWords(tokens, named);
  const read = classify(withEventWord(tokens, unknown.size > 0 ? unknown : named.used));
  const guess: IntentGuess = isEmergency(tokens)
    ? { ...read, label: "emergency", confidence: 1, known: 1 }
    : isArithmetic(tokens)
      ? { ...read, label: "offTopic", confidence: 1, known: 1 }
      : (courtesyOnly(tokens) ?? read);
  const slots = slotsOf(text, tokens, ctx.now);
  const trusted = guess.confidence >= MIN_CONFIDENCE && guess.known >= MIN_KNOWN;
  return {
    text,
    tokens,
    guess,
    intent: trusted ? guess.label : "none",
    slots,
    named,
    unknownName: unknown.size > 0,
  };
}

/**
 * The questions of a message. Greetings, thanks and padding ("quick question") beside a real
 * question are dropped; questions of the same intent are one.
 */
function readMessage(message: string, ctx: AskContext): Part[] {
  const parts = segments(message, ctx.events).map((text) => readPart(text, ctx));
  const hasDetail = (p: Part) =>
    p.named.events.length > 0 || p.slots.window !== undefined || p.slots.type !== undefined;
  // "…? pls", "…, gracias": a few words of courtesy beside a question ask nothing.
  const courtesy = (p: Part) =>
    parts.length > 1 && p.tokens.length <= 3 && p.tokens.every((t) => COURTESY.has(t) || FUNCTION_WORDS.has(t));
  const real = parts.filter(
    (p) => ((p.intent !== "none" && !SMALL_TALK.has(p.intent)) || hasDetail(p)) && !(courtesy(p) && !hasDetail(p)),
  );
  if (real.length === 0) {
    // Only small talk or nothing understood: the whole message decides.
    return parts.length === 1 ? parts : [readPart(message, ctx)];
  }
  const seen = new Set<string>();
  return real.filter((p) => {
    if (p.intent === "none") return true;
    if (seen.has(p.intent)) return false;
    seen.add(p.intent);
    return true;
  });
}

/** Words that only hold a sentence together. */
const GRAMMAR = new Set(
  "the a an of for on in at to is are it that this what about how and or with any there de del la el los las en a para por con y o que es son un una lo hay".split(
    " ",
  ),
);

/** What is left of a question without its details and follow-up words: empty for "and on saturday?". */
function residue(part: Part): string[] {
  return part.tokens.filter(
    (token) =>
      !FOLLOW_UP_WORDS.has(token) &&
      !GRAMMAR.has(token) &&
      !DATE_WORDS.has(token) &&
      !SECTION_TOKENS.has(token) &&
      !part.named.used.has(token) &&
      !/^\d+$/.test(token) &&
      !Object.values(TYPE_CUES).some((cues) => cues.some((cue) => !cue.includes(" ") && wordMatches(token, cue))),
  );
}

function startsAsFollowUp(tokens: readonly string[]): boolean {
  const first = tokens[0] ?? "";
  return ["and", "y", "what", "how", "que", "also", "tambien", "e"].includes(first) && tokens.length <= 7;
}

/** Earlier user questions, latest first, read without their own history. */
function earlierQuestions(ctx: AskContext): Part[][] {
  const turns = ctx.history ?? [];
  const out: Part[][] = [];
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i];
    if (turn?.role === "user") out.push(readMessage(turn.text, { ...ctx, history: [] }));
  }
  return out;
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * A follow-up takes the intent (and the details it does not replace) of the last question that
 * had one: "what's on in december?" … "and in january?".
 */
function resolveFollowUp(part: Part, earlier: readonly Part[][]): Part {
  const rest = residue(part);
  // "y para niños?", "and how many are left?": what is left is a question of its own.
  const own = rest.length > 0 ? classify(rest.join(" ")) : undefined;
  if (own && own.confidence >= 0.8 && part.intent !== "none") return part;
  const bare = rest.length === 0;
  const shaped = startsAsFollowUp(part.tokens) && part.guess.confidence < 0.9;
  const hasDetail =
    part.named.events.length > 0 ||
    Object.values(part.slots).some((v) => v !== undefined) ||
    part.tokens.some((t) => FOLLOW_UP_WORDS.has(t));
  if (!((bare && hasDetail) || shaped || (part.intent === "none" && hasDetail))) return part;
  for (const question of earlier) {
    const previous = question.find(
      (p) => p.intent !== "none" && !SMALL_TALK.has(p.intent) && !DEFLECTIONS.has(p.intent),
    );
    if (!previous) continue;
    return {
      ...part,
      intent: previous.intent,
      slots: { ...previous.slots, ...defined(part.slots) },
      // A follow-up that names its own date ("and the one on friday 11?") is about that date's events.
      named: part.named.events.length > 0 || part.slots.window ? part.named : previous.named,
    };
  }
  return part;
}

/** The events a turn mentions: titles in an assistant's reply (in order), or names in a question. */
function eventsOfTurn(turn: HistoryTurn, events: readonly LiveEvent[]): LiveEvent[] {
  if (turn.role === "user") return eventsNamed(tokenize(turn.text), events).events;
  return events
    .map((event) => ({
      event,
      at: Math.max(
        turn.text.indexOf(event.title),
        event.titleEs ? turn.text.indexOf(event.titleEs) : -1,
        turn.text.indexOf(`/events/${event.id}`),
      ),
    }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.event);
}

/** The event "that one" means: the latest turn that mentioned any, narrowed by the question's details. */
function eventFromHistory(part: Part, ctx: AskContext): LiveEvent | undefined {
  const turns = ctx.history ?? [];
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i];
    if (!turn) continue;
    let found = eventsOfTurn(turn, ctx.events);
    if (part.slots.window) found = eventsInWindow(found, part.slots.window);
    if (part.slots.type) found = found.filter((event) => eventTypeFromTitle(event.title) === part.slots.type);
    if (found[0]) return found[0];
  }
  return undefined;
}

type Plan =
  | { kind: "topic"; intent: IntentId; priceUnknown?: boolean }
  | { kind: "calendar"; slots: Slots }
  | { kind: "event"; intent: IntentId | "overview"; events: LiveEvent[]; slots: Slots }
  | { kind: "eventNotFound" }
  | { kind: "which" }
  | { kind: "recommend"; focus: RecommendFocus; slots: Slots }
  | { kind: "unknown" };

function plan(part: Part, message: Part[], ctx: AskContext): Plan {
  const { intent, slots } = part;
  const calendarDetail = slots.window !== undefined || slots.type !== undefined;
  // An event named anywhere in the message, then in the conversation.
  const namedHere =
    part.named.events.length > 0
      ? part.named.events
      : (message.find((p) => p.named.events.length > 0)?.named.events ?? []);
  const event = (): LiveEvent[] => {
    if (namedHere.length > 0) return namedHere;
    const earlier = eventFromHistory(part, ctx);
    return earlier ? [earlier] : [];
  };

  if (part.abstain) return { kind: "unknown" };
  if (intent === "none") {
    if (namedHere.length > 0) return { kind: "event", intent: "overview", events: namedHere, slots };
    if (calendarDetail) return { kind: "calendar", slots };
    return { kind: "unknown" };
  }
  if (intent === "recommend") return { kind: "recommend", focus: focusOf(part.tokens), slots };
  // "can I get 15 tickets for the game": more seats than one account may take is the limit's question.
  if (
    (intent === "tickets" || intent === "seatsLeft") &&
    (slots.party ?? 0) > DEFAULT_MAX_SEATS_PER_ACCOUNT &&
    namedHere.length === 0
  )
    return { kind: "topic", intent: "limits" };
  if (part.priceUnknown && !DEFLECTIONS.has(intent) && !EVENT_INTENTS.has(intent) && intent !== "events")
    return { kind: "topic", intent, priceUnknown: true };
  if (DEFLECTIONS.has(intent) || !EVENT_INTENTS.has(intent)) {
    if (intent === "events") {
      if (namedHere.length > 0 && !calendarDetail)
        return { kind: "event", intent: "overview", events: namedHere, slots };
      return { kind: "calendar", slots };
    }
    return { kind: "topic", intent };
  }
  const events = event();
  if (events.length > 0 && !(intent === "when" && slots.type && namedHere.length === 0 && !refersBack(part))) {
    return { kind: "event", intent, events, slots };
  }
  if (part.unknownName) return { kind: "eventNotFound" };
  switch (intent) {
    case "when":
      return { kind: "calendar", slots };
    case "seatsLeft":
      return calendarDetail ? { kind: "calendar", slots } : { kind: "which" };
    case "tickets":
      return calendarDetail ? { kind: "calendar", slots } : { kind: "topic", intent };
    default:
      return { kind: "topic", intent };
  }
}

/** "that one", "it", "ese": the question points back at an event already talked about. */
function refersBack(part: Part): boolean {
  return part.tokens.some((t) => ["one", "it", "that", "ese", "esa", "eso", "este", "esta"].includes(t));
}

function renderPlan(p: Plan, ctx: AskContext, language: Language): { text: string; topic: string } {
  const f = formatterFor(language);
  switch (p.kind) {
    case "unknown":
      return { text: f.t("answers.unknown", { phone: venue.phone }), topic: "unknown" };
    case "eventNotFound":
      return { text: f.t("answers.eventNotFound"), topic: "eventNotFound" };
    case "which": {
      const list = ctx.events
        .slice(0, 4)
        .map((e) => f.t("answers.eventLine", { title: titleIn(e, f.language), date: f.eventDate(e.startsAt) }))
        .join("; ");
      if (!list) return { text: f.t("answers.noneUpcoming"), topic: "calendar" };
      return { text: f.t("answers.whichEvent", { list }), topic: "calendar" };
    }
    case "recommend":
      if (p.focus === "any")
        return {
          text: calendarAnswer(f, ctx.events, { window: p.slots.window, type: p.slots.type as EventType | undefined }),
          topic: "recommend",
        };
      return {
        text: recommendAnswer(f, ctx.events, {
          focus: p.focus,
          window: p.slots.window,
          type: p.slots.type as EventType | undefined,
        }),
        topic: "recommend",
      };
    case "calendar":
      return {
        text: calendarAnswer(f, ctx.events, { window: p.slots.window, type: p.slots.type as EventType | undefined }),
        topic: "calendar",
      };
    case "topic": {
      if (DEFLECTIONS.has(p.intent)) {
        const key = p.intent === "unknown" ? "unknown" : p.intent;
        return {
          text: f.t(`answers.${key as "unknown" | "offTopic" | "injection" | "personalData"}`, { phone: venue.phone }),
          topic: p.intent,
        };
      }
      const topic = TOPICS.find((t) => t.id === p.intent);
      if (!topic) return { text: f.t("answers.unknown", { phone: venue.phone }), topic: "unknown" };
      const text = topic.answer(f, ctx.site ?? PLAIN_SITE);
      if (p.priceUnknown) return { text: `${text} ${f.t("answers.unknown", { phone: venue.phone })}`, topic: topic.id };
      return { text, topic: topic.id };
    }
    case "event": {
      const texts = p.events.map((event) => {
        switch (p.intent) {
          case "prices":
            return pricesAnswer(f, event, p.slots);
          case "doors":
            return doorsAnswer(f, event);
          case "when":
            return whenAnswer(f, event);
          case "seatsLeft":
            return seatsAnswer(f, event, p.slots);
          case "waitlist":
            return waitlistAnswer(f, event, p.slots);
          default:
            return overview(f, event, p.slots);
        }
      });
      return { text: texts.join(" "), topic: "event" };
    }
  }
}

/** The language of the reply: the message's words, else the conversation's, else the interface's. */
function replyLanguage(message: string, ctx: AskContext): Language {
  const lean = (spanishProbability(message) - 0.5) * 3;
  const extra = { en: Math.max(-lean, 0), es: Math.max(lean, 0) };
  const lastQuestion = [...(ctx.history ?? [])].reverse().find((turn) => turn.role === "user");
  const fallback = lastQuestion ? detectLanguage(lastQuestion.text, ctx.fallbackLanguage) : ctx.fallbackLanguage;
  return detectLanguage(message, fallback, extra);
}

/** What a message asks, question by question: read once, answered after the live details are in. */
export interface Understanding {
  language: Language;
  plans: readonly Plan[];
}

/** Answers that are not a venue topic's facts, or that always fit: never held to the evidence rule. */
const NO_EVIDENCE_NEEDED: ReadonlySet<IntentId | "none"> = new Set([
  "none",
  "hello",
  "thanks",
  "events",
  "when",
  "recommend",
  "emergency",
  "unknown",
  "offTopic",
  "injection",
  "personalData",
]);

/**
 * Answer only when sure: a question put under a venue topic without one word of that topic
 * ("how much is a beer" under prices) is a follow-up of the last topic when the conversation has
 * one and the question is short ("how do I sign up?" after tours), and otherwise not known.
 * A question about a named event, a date or the event talked about answers from the calendar.
 */
function withEvidence(part: Part, earlier: readonly Part[][], ctx: AskContext): Part {
  if (NO_EVIDENCE_NEEDED.has(part.intent)) return part;
  const intent = part.intent as IntentId;
  const aboutEvent = part.named.events.length > 0 || part.slots.window !== undefined || part.slots.type !== undefined;
  if ((aboutEvent || part.unknownName) && intent !== "prices") return part;
  if (intent === "prices" && part.named.events.length === 0 && !part.slots.section && !asksSeatPrice(part.tokens)) {
    // "how much is a soda": a price of something that is not a seat is not in the facts.
    return { ...part, intent: "none", abstain: true };
  }
  if (aboutEvent || part.slots.section) return part;
  const previous = part.tokens.length <= 8 ? previousTopic(part, earlier) : undefined;
  // "how do I book one?" after the tours answer is about tours, though "book" also buys tickets.
  if (previous && previous.intent !== intent && hasEvidence(part.tokens, previous.intent as IntentId)) return previous;
  if (!hasMeaningfulWords(part.tokens) || hasEvidence(part.tokens, intent)) return part;
  if (EVENT_INTENTS.has(intent) && eventFromHistory(part, ctx)) return part;
  if (part.tokens.length <= 10) {
    const inherited = previousTopic(part, earlier);
    if (inherited) return inherited;
  }
  return { ...part, intent: "none", abstain: true };
}

/** The question as a follow-up of the conversation's last venue topic, if it had one. */
function previousTopic(part: Part, earlier: readonly Part[][]): Part | undefined {
  for (const question of earlier) {
    const previous = question.find(
      (p) =>
        p.intent !== "none" &&
        !SMALL_TALK.has(p.intent) &&
        !DEFLECTIONS.has(p.intent) &&
        !NO_EVIDENCE_NEEDED.has(p.intent),
    );
    if (!previous) continue;
    return { ...part, intent: previous.intent, slots: { ...previous.slots, ...defined(part.slots) } };
  }
  return undefined;
}

/** Words that make a price question about seats or tickets (or getting in), not about anything else on sale. */
const SEAT_WORDS = [
  "seat*",
  "ticket*",
  "tix",
  "tickts",
  "tkts",
  "admission",
  "entry",
  "section*",
  "row*",
  "boleto*",
  "asiento*",
  "entrada*",
  "localidad*",
  "lugar*",
  "seccion*",
  "fila*",
  "entrar",
  "get in",
  "go",
  "ir",
  "cover",
  "cheapest",
  "expensive",
  "barato*",
  "caro*",
];

const PRICE_WORDS = new Set(
  "much cost costs price prices pricing charge cuesta cuestan cuanto cuanta precio precios cobran cobra vale valen".split(
    " ",
  ),
);

/**
 * A price question is about seats when it names seats or tickets, or names nothing else: every
 * other word of meaning is a price word, a date or a kind of event ("how much is the game on
 * friday"). "price of a soda at the game" names a soda.
 */
function asksSeatPrice(tokens: readonly string[]): boolean {
  if (hasAny(tokens, SEAT_WORDS)) return true;
  const typeCue = (t: string) =>
    Object.values(TYPE_CUES).some((cues) => cues.some((cue) => !cue.includes(" ") && wordMatches(t, cue)));
  const other = tokens.filter(
    (t) => !PRICE_WORDS.has(t) && !DATE_WORDS.has(t) && !COURTESY.has(t) && !GRAMMAR.has(t) && !typeCue(t),
  );
  return !hasMeaningfulWords(other);
}

/** Topics whose facts hold prices (or say there is none), or that are not topics at all. */
const PRICED: ReadonlySet<IntentId | "none"> = new Set<IntentId | "none">([
  "prices",
  "parking",
  "planner",
  "tickets",
  "tours",
  "kids",
  "discounts",
  "groups",
  "refunds",
  "limits",
  "none",
  "hello",
  "thanks",
  "events",
  "when",
  "seatsLeft",
  "waitlist",
  "recommend",
  "emergency",
  "unknown",
  "offTopic",
  "injection",
  "personalData",
]);

const PRICE_ASKS = [
  "how much",
  "price",
  "prices",
  "cost",
  "costs",
  "cuanto cuesta",
  "cuanto cuestan",
  "a como",
  "precio",
  "precios",
];

/** Whether a question asks what something costs. */
function asksPriceOf(tokens: readonly string[]): boolean {
  return hasAny(tokens, PRICE_ASKS);
}

export function understand(question: string, ctx: AskContext): Understanding {
  const earlier = (ctx.history?.length ?? 0) > 0 ? earlierQuestions(ctx) : [];
  const parts = readMessage(question, ctx)
    .map((part) => (earlier.length > 0 ? resolveFollowUp(part, earlier) : part))
    .map((part) => withEvidence(part, earlier, ctx));
  // "do they sell pizza, and how much?": the price asked is the pizza's, which no fact holds.
  const messagePrice = asksPriceOf(tokenize(question));
  const bareIndex = parts.findIndex(
    (p, i) => i > 0 && p.intent === "prices" && !hasMeaningfulWords(p.tokens.filter((t) => !PRICE_WORDS.has(t))),
  );
  if (bareIndex > 0 && !PRICED.has(parts[bareIndex - 1]?.intent ?? "none")) parts.splice(bareIndex, 1);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part && !PRICED.has(part.intent) && (asksPriceOf(part.tokens) || (messagePrice && parts.length === 1)))
      parts[i] = { ...part, priceUnknown: true };
  }
  return { language: replyLanguage(question, ctx), plans: parts.map((part) => plan(part, parts, ctx)) };
}

/** The events whose sections and prices the answer needs: the server reads those, and only those. */
export function eventsToDetail(understood: Understanding, ctx: AskContext): string[] {
  const ids = new Set<string>();
  for (const p of understood.plans) {
    if (p.kind === "event") for (const event of p.events) ids.add(event.id);
    if (p.kind === "recommend" && p.focus !== "any") {
      const ask = { focus: p.focus, window: p.slots.window, type: p.slots.type as EventType | undefined };
      for (const event of candidates(ctx.events, ask)) ids.add(event.id);
    }
    if (p.kind === "calendar") {
      const shown = eventShownWithSeats(ctx.events, { window: p.slots.window, type: p.slots.type });
      if (shown) ids.add(shown.id);
    }
  }
  return [...ids];
}

/**
 * The reply to a message. `understood` is `understand(question, ctx)` when the caller already has
 * it; the events of `ctx` may by then carry their sections.
 */
export function answerQuestion(
  question: string,
  ctx: AskContext,
  understood: Understanding = understand(question, ctx),
): AssistantReply {
  const byId = new Map(ctx.events.map((event) => [event.id, event]));
  const rendered = understood.plans.map((p) =>
    renderPlan(
      p.kind === "event" ? { ...p, events: p.events.map((event) => byId.get(event.id) ?? event) } : p,
      ctx,
      understood.language,
    ),
  );
  // Two questions that both fall back to "I don't know" need saying once.
  const texts = [...new Set(rendered.map((r) => r.text))];
  const topics = rendered.map((r) => r.topic);
  return { text: texts.join(" "), language: understood.language, topic: topics[0] ?? "unknown", topics };
}

/** Trains the classifier and counts the evidence words now (at server start), not on the first question. */
export function warmUp(): void {
  warmUpIntents();
  warmUpEvidence();
}
