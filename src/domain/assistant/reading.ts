/**
 * Reading a message: cut into its questions, each with the classifier's intent (trusted above a
 * calibrated confidence), its details (slots) and the events it names. Emergencies, arithmetic and
 * courtesy alone are recognised before the classifier's guess is taken.
 */

import type { Language } from "../i18n/translate";
import { hasStrongEvidence } from "./anchors";
import { isEmergency } from "./emergency";
import { eventsNamed, isEverydayWord, isTypeWord, type NamedEvents } from "./event-names";
import {
  classify,
  DEFLECTIONS,
  type IntentGuess,
  type IntentId,
  MIN_KNOWN,
  SMALL_TALK,
  withEventWord,
} from "./intents";
import { DATE_WORDS, type LiveEvent } from "./live-events";
import { type Slots, slotsOf } from "./slots";
import { segments } from "./split";
import { hasAny, tokenize } from "./text";
import type { SiteOptions } from "./topics";
import { COURTESY, FUNCTION_WORDS, OPENERS, PRICE_ASKS } from "./words";

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
/** …unless the question holds a word nearly only that intent's questions use; below this, not even then. */
const MIN_CONFIDENCE_WITH_ANCHOR = 0.3;

export interface Part {
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
 * The question without the courtesy it opens with ("ok thanks, how do i get there"): those words
 * ask nothing and only blur the classifier's reading. A message of courtesy only is kept.
 */
function withoutOpening(tokens: readonly string[]): string[] {
  let start = 0;
  while (start < tokens.length && (OPENERS.has(tokens[start] ?? "") || COURTESY.has(tokens[start] ?? ""))) start += 1;
  return start > 0 && tokens.length - start >= 2 ? tokens.slice(start) : [...tokens];
}

/** A runner-up this close to the guess is a near tie. */
const NEAR_TIE = 0.75;

/**
 * A near tie goes to the topic whose own word the question holds: "backstage tour available?"
 * is about tours ("tour"), not about the seats left ("available"), though the scores nearly tie.
 */
function settleNearTie(guess: IntentGuess, tokens: readonly string[]): IntentGuess {
  const { label, confidence, second, secondConfidence } = guess;
  if (!second || secondConfidence < confidence * NEAR_TIE) return guess;
  if (hasStrongEvidence(tokens, label as IntentId) || !hasStrongEvidence(tokens, second as IntentId)) return guess;
  return {
    ...guess,
    label: second as IntentId,
    confidence: secondConfidence,
    second: label,
    secondConfidence: confidence,
  };
}

export function readPart(text: string, ctx: AskContext): Part {
  const tokens = tokenize(text);
  const named = eventsNamed(tokens, ctx.events);
  const unknown = unknownNameWords(tokens, named);
  const read = classify(withEventWord(withoutOpening(tokens), unknown.size > 0 ? unknown : named.used));
  const guess: IntentGuess = isEmergency(tokens)
    ? { ...read, label: "emergency", confidence: 1, known: 1 }
    : isArithmetic(tokens)
      ? { ...read, label: "offTopic", confidence: 1, known: 1 }
      : (courtesyOnly(tokens) ?? settleNearTie(read, tokens));
  const slots = slotsOf(text, tokens, ctx.now);
  // An unsure topic is still taken when the question holds one of that topic's own words
  // ("estacionamiento"); evidence.ts then lets a stray word overrule it.
  const sure =
    guess.confidence >= MIN_CONFIDENCE ||
    (guess.confidence >= MIN_CONFIDENCE_WITH_ANCHOR &&
      !DEFLECTIONS.has(guess.label as IntentId) &&
      hasStrongEvidence(tokens, guess.label as IntentId));
  const trusted = sure && guess.known >= MIN_KNOWN;
  // "how much for that one": a price asked in words the classifier is unsure of is a price
  // question; evidence.ts then tells a seat's price from a soda's.
  const asksPrice = !trusted && guess.known >= MIN_KNOWN && !isEmergency(tokens) && hasAny(tokens, PRICE_ASKS);
  return {
    text,
    tokens,
    guess,
    intent: trusted ? guess.label : asksPrice ? "prices" : "none",
    slots,
    named,
    unknownName: unknown.size > 0,
  };
}

/**
 * The questions of a message. Greetings, thanks and padding ("quick question") beside a real
 * question are dropped; questions of the same intent are one.
 */
export function readMessage(message: string, ctx: AskContext): Part[] {
  const parts = segments(message, ctx.events).map((text) => readPart(text, ctx));
  const hasDetail = (p: Part) =>
    p.named.events.length > 0 || p.slots.window !== undefined || p.slots.type !== undefined;
  // "…? pls", "…, gracias": a few words of courtesy beside a question ask nothing.
  // "and how much", "and when" are questions of function words, not courtesy.
  const courtesy = (p: Part) =>
    parts.length > 1 &&
    p.tokens.length <= 3 &&
    p.tokens.some((t) => COURTESY.has(t)) &&
    p.tokens.every((t) => COURTESY.has(t) || FUNCTION_WORDS.has(t));
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
