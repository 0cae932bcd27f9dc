/**
 * What a visitor's message is about: an intent classifier trained, when first used, on the
 * paraphrase corpus (corpus-en.ts, corpus-es.ts) grown with the ways people really type —
 * padding ("hi quick question"), no accents, and a typo in one word. Training is counting (about
 * a tenth of a second), so the model is built in memory at start-up rather than shipped as data;
 * only its calibration is computed ahead, by `scripts/train-assistant.ts`.
 *
 * Besides the venue's topics, four intents say the message is not one the assistant should
 * answer from facts: `unknown` (a venue question without a known answer), `offTopic`,
 * `injection` (an attempt to change the assistant's rules) and `personalData` (anyone's data).
 */

import type { Language } from "../i18n/translate";
import { CALIBRATION } from "./calibration";
import { type Example, type Model, type Prediction, predict, probabilities, train } from "./classifier";
import { CORPUS_EN } from "./corpus-en";
import { CORPUS_ES } from "./corpus-es";

export const INTENT_IDS = [
  "accessibility",
  "parking",
  "boxOffice",
  "doors",
  "capacity",
  "prices",
  "tickets",
  "refunds",
  "pickup",
  "bags",
  "prohibited",
  "food",
  "tours",
  "groups",
  "address",
  "contact",
  "planner",
  "myTickets",
  "newsletter",
  "payment",
  "fees",
  "codes",
  "discounts",
  "kids",
  "thanks",
  "hello",
  "events",
  "when",
  "seatsLeft",
  "waitlist",
  "hold",
  "limits",
  "waitingRoom",
  "transfer",
  "wallet",
  "lostTicket",
  "feedback",
  "emergency",
  "recommend",
  "unknown",
  "offTopic",
  "injection",
  "personalData",
] as const;
export type IntentId = (typeof INTENT_IDS)[number];

/** Intents that answer a question about the calendar or one event. */
export const LIVE_INTENTS: ReadonlySet<IntentId> = new Set(["events", "when", "seatsLeft", "waitlist"]);

/** Intents whose answer is about one event when the question names one (or the conversation did). */
export const EVENT_INTENTS: ReadonlySet<IntentId> = new Set([
  "prices",
  "doors",
  "tickets",
  "when",
  "seatsLeft",
  "waitlist",
]);

/** Intents whose answer is a refusal or a pointer, never a venue fact. */
export const DEFLECTIONS: ReadonlySet<IntentId> = new Set(["unknown", "offTopic", "injection", "personalData"]);

function phrases(block: string): string[] {
  return block
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Calendar words that visitors add to questions about something else ("parking for the game on
 * sunday", "¿sirven alcohol en los conciertos?"): the venue topics learn them too, so a weekday or
 * "concert" alone does not make a question about the calendar.
 */
const CALENDAR_TAILS: Record<Language, readonly string[]> = {
  en: [
    "for the game on sunday",
    "at the concert",
    "this weekend",
    "on saturday",
    "for the show",
    "next month",
    "tonight",
  ],
  es: [
    "para el partido del domingo",
    "en los conciertos",
    "este fin de semana",
    "el sabado",
    "para el show",
    "el proximo mes",
    "hoy",
  ],
};

/** Intents that are about the calendar themselves, or are not questions: they get no calendar tails. */
const NO_TAILS: ReadonlySet<IntentId> = new Set([
  "events",
  "recommend",
  "emergency",
  "when",
  "seatsLeft",
  "waitlist",
  "hello",
  "thanks",
  "unknown",
  "offTopic",
  "injection",
  "personalData",
]);

const PADDING: Record<Language, { before: readonly string[]; after: readonly string[] }> = {
  en: {
    before: ["hi", "hey quick question", "hello", "excuse me", "um", "can you tell me", "i was wondering", "ok so"],
    after: ["?", "please", "pls", "thanks", "??", "asap"],
  },
  es: {
    before: ["hola", "una pregunta", "oiga", "disculpe", "me puede decir", "buenas", "oye", "hola q tal"],
    after: ["?", "por favor", "porfa", "gracias", "??", "xfa"],
  },
};

/** A deterministic pseudo-random sequence, so the model is the same on every start. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 0x1_0000_0000;
  };
}

/** A seed from a text (FNV-1a). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** One typo in the longest word: a letter dropped, doubled or swapped with the next. */
function typo(text: string, next: () => number): string {
  const words = text.split(" ");
  let at = 0;
  for (let i = 1; i < words.length; i++) if ((words[i] ?? "").length > (words[at] ?? "").length) at = i;
  const word = words[at] ?? "";
  if (word.length < 5) return text;
  const i = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 3);
  const changed =
    kind === 0
      ? word.slice(0, i) + word.slice(i + 1)
      : kind === 1
        ? word.slice(0, i) + word[i] + word.slice(i)
        : word.slice(0, i) + (word[i + 1] ?? "") + (word[i] ?? "") + word.slice(i + 2);
  words[at] = changed;
  return words.join(" ");
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * An event's name stands as one word in what the classifier reads, in the corpus and in
 * questions alike, so "when is the symphony" teaches "when is <an event>", not "symphony".
 */
export const EVENT_TOKEN = "xevent";
const PLACEHOLDER =
  /\b(?:mariachi festival|festival de mariachi|symphony|sinfonica|sinfónica|mariachi|gala|expo|recital|festival)\b/g;

function withEventToken(phrase: string): string {
  return phrase.replace(PLACEHOLDER, EVENT_TOKEN);
}

/** The corpus as labelled examples, each phrase with its grown variants. */
export function corpusExamples(grow = true): (Example & { language: Language })[] {
  const out: (Example & { language: Language })[] = [];
  for (const [language, corpus] of [
    ["en", CORPUS_EN],
    ["es", CORPUS_ES],
  ] as const) {
    const pad = PADDING[language];
    for (const label of INTENT_IDS) {
      // Each intent's variants come from its own sequence: a phrase added to one intent does not
      // change how the phrases of the others are grown.
      const next = random(seedOf(`${language} ${label}`));
      for (const phrase of phrases(corpus[label]).map(withEventToken)) {
        out.push({ text: phrase, label, language });
        if (!grow) continue;
        const before = pad.before[Math.floor(next() * pad.before.length)] ?? "";
        const after = pad.after[Math.floor(next() * pad.after.length)] ?? "";
        // Greetings and thanks padded with a greeting would teach that any greeting is a question.
        if (label !== "hello" && label !== "thanks")
          out.push({ text: `${before} ${phrase} ${after}`, label, language });
        out.push({ text: typo(fold(phrase), next), label, language });
        if (!NO_TAILS.has(label) && next() < 0.35) {
          const tails = CALENDAR_TAILS[language];
          out.push({ text: `${phrase} ${tails[Math.floor(next() * tails.length)]}`, label, language });
        }
      }
    }
  }
  return out;
}

interface Models {
  intents: Model;
  language: Model;
}

let models: Models | undefined;

/**
 * Builds both models. The temperature that calibrates the intent model's confidence is fitted
 * by `scripts/train-assistant.ts` on phrases kept aside and stored in calibration.ts; the
 * language model needs only the phrases as written.
 */
function build(): Models {
  const examples = corpusExamples();
  return {
    intents: train(examples, CALIBRATION.temperature),
    language: train(
      corpusExamples(false).map((e) => ({ text: e.text, label: e.language })),
      CALIBRATION.temperature,
    ),
  };
}

/** The model trained without one phrase in ten, and the phrases left out: for fitting the temperature. */
export function calibrationSplit(): { model: Model; aside: Example[] } {
  const examples = corpusExamples();
  return {
    model: train(examples.filter((_, i) => i % 10 !== 3)),
    aside: examples.filter((_, i) => i % 10 === 3),
  };
}

function trained(): Models {
  models ??= build();
  return models;
}

/** Trains the models now (at server start) instead of on the first question. */
export function warmUp(): void {
  trained();
}

export interface IntentGuess extends Prediction {
  label: IntentId;
}

export function classify(text: string): IntentGuess {
  return predict(trained().intents, text) as IntentGuess;
}

/** The language model's probability that the text is Spanish. */
export function spanishProbability(text: string): number {
  const guess = predict(trained().language, text);
  return guess.label === "es" ? guess.confidence : 1 - guess.confidence;
}

/** A message whose features the model mostly never saw ("asdf qwerty") is not understood. */
export const MIN_KNOWN = 0.45;

/** Greetings and thanks: never a question of their own beside another. */
export const SMALL_TALK: ReadonlySet<IntentId> = new Set(["hello", "thanks"]);

/** A question's words as the classifier reads them: a named event's words become one stand-in word. */
export function withEventWord(tokens: readonly string[], names: ReadonlySet<string>): string {
  const out: string[] = [];
  for (const token of tokens) {
    if (!names.has(token)) out.push(token);
    else if (out[out.length - 1] !== EVENT_TOKEN) out.push(EVENT_TOKEN);
  }
  return out.join(" ");
}

/**
 * Whether one word (or a pair of words), read alone, points to the intent: the word was seen in training and the
 * intent is among the `top` likeliest for it ("seats" for prices, "tickets" for buying).
 */
export function wordPointsTo(word: string, intent: IntentId, top = 5): boolean {
  const model = trained().intents;
  const pair = word.includes(" ");
  if (!model.featureIds.has(pair ? `p ${word}` : `w ${word}`)) return false;
  const { probs } = probabilities(model, word);
  const at = model.labels.indexOf(intent);
  if (at < 0) return false;
  const own = probs[at] ?? 0;
  let above = 0;
  for (const p of probs) if (p > own) above += 1;
  return above < top;
}

/** Whether one word, read alone, is likeliest a question the assistant does not know or does not take. */
export function pointsAway(word: string): boolean {
  const model = trained().intents;
  if (!model.featureIds.has(`w ${word}`)) return false;
  const label = predict(model, word).label;
  return label === "unknown" || label === "offTopic";
}
