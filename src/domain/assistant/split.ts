import { eventsNamed } from "./event-names";
import { classify, type IntentGuess, MIN_KNOWN, SMALL_TALK, withEventWord } from "./intents";
import { DATE_WORDS, type LiveEvent } from "./live-events";
import { tokenize } from "./text";
import { CONNECTORS, COURTESY, FOLLOW_UP_WORDS, FUNCTION_WORDS, OPENERS } from "./words";

/**
 * The questions of one message: where a sentence holds two questions and where it holds one with
 * a detail, read before each question is classified on its own.
 */

/** Both sides of an "and" must be this sure, of different intents, to be two questions. */
const SPLIT_CONFIDENCE = 0.6;

/** Pronouns that point at something said before ("los" is left out: it is mostly an article). */
const POINTING_BACK = new Set(["it", "its", "they", "them", "lo", "eso", "ello"]);
/** Phrases whose pronoun points at nothing: "if i can't make it". */
const IDLE_PRONOUN = new Set(["make it", "making it", "made it"]);

function pointsAtSomething(tokens: readonly string[]): boolean {
  return tokens.some((t, i) => POINTING_BACK.has(t) && !IDLE_PRONOUN.has(`${tokens[i - 1] ?? ""} ${t}`));
}

/** Words that carry meaning: not function words. */
function contentWords(tokens: readonly string[]): number {
  return tokens.filter((token) => !FUNCTION_WORDS.has(token) && !FOLLOW_UP_WORDS.has(token) && !COURTESY.has(token))
    .length;
}

/**
 * How a second question starts without a connector or a comma: a question word with the verb
 * that makes it a question ("how much is parking when do doors open", "cuanto cuesta
 * estacionarse a que hora abren"). "when we get there" is part of the question before it.
 */
const QUESTION_OPENINGS = new Set([
  ..."when do|when does|when is|when are|when can|where do|where does|where is|where are|where can|how much|how many|how long|how do|what time|whats the|what is|what are".split(
    "|",
  ),
  ..."a que|a q|cuanto cuesta|cuanto cuestan|cuanto sale|cuanto cobran|donde esta|donde queda|donde puedo|cuando abre|cuando abren|cuando es".split(
    "|",
  ),
]);

function startsQuestion(tokens: readonly string[], i: number): boolean {
  const opening = `${tokens[i] ?? ""} ${tokens[i + 1] ?? ""}`;
  if (!QUESTION_OPENINGS.has(opening)) return false;
  return tokens[i] !== "a" || tokens[i + 2] === "hora";
}

/** Words that begin a condition: "if I buy and then can't go, …" is one question. */
const CONDITIONS = new Set(["if", "si", "once"]);
/** Words after an "and" that tell what happened next: "i picked seats and then my card was declined" is one story. */
const SEQUENCE = new Set(["then", "now", "later", "luego", "despues", "ahora", "entonces"]);
/** A side of a split at a connector made of function words only must be this sure. */
const WORDLESS_SPLIT_CONFIDENCE = 0.8;
/** A second question after a comma or a bare question word must be surer of itself. */
const BARE_SPLIT_CONFIDENCE = 0.85;

/** Words that point back at the other side of a comma: "…, how do I get one", "…, ¿se los puedo pasar?". */
const POINTING_ACROSS = new Set(["one", "ones", "her", "him", "le", "les", "eso", "ese", "esa"]);
const CLITIC_VERBS = new Set(["puedo", "puede", "pueden", "podemos", "paso", "mando", "cambio", "devuelvo"]);

function pointsAcross(tokens: readonly string[]): boolean {
  if (pointsAtSomething(tokens) || tokens.some((t) => POINTING_ACROSS.has(t))) return true;
  // "los"/"las"/"lo"/"la" as a pronoun: after "se" or before a verb ("se los puedo pasar").
  return tokens.some(
    (t, i) =>
      ["lo", "los", "la", "las"].includes(t) && (tokens[i - 1] === "se" || CLITIC_VERBS.has(tokens[i + 1] ?? "")),
  );
}

/** Words of meaning that are not a date: "…, what days" adds a detail, not a question. */
function meaningWords(tokens: readonly string[]): number {
  return tokens.filter((token) => contentWords([token]) > 0 && !DATE_WORDS.has(token)).length;
}

/**
 * Splits a sentence where a second question starts, when both sides are confidently different
 * questions:
 * - at an "and" (or "also", "y", "además"…), unless the sentence opens with a condition whose
 *   comma has not come yet or the "and" tells what happened next ("and then"); a short side about "it" ("…and is it free") is a detail of the other;
 * - at a comma or at a question word with its verb ("…when do doors open"), held to more: each
 *   side has a word of meaning besides dates, is surer, is not a question without an answer, and
 *   the second points at nothing in the first ("…, how do I get one").
 * `commas` holds the token indexes a comma came before.
 */
function splitQuestions(tokens: readonly string[], commas: ReadonlySet<number>, names: ReadonlySet<string>): string[] {
  const firstComma = Math.min(...commas, tokens.length);
  const conditional = CONDITIONS.has(tokens.find((t) => !OPENERS.has(t)) ?? "");
  for (let i = 2; i < tokens.length - 1; i++) {
    const token = tokens[i] ?? "";
    const connector = CONNECTORS.has(token) && !SEQUENCE.has(tokens[i + 1] ?? "") && !(conditional && i < firstComma);
    const bare = !connector && (commas.has(i) || startsQuestion(tokens, i));
    if (!connector && !bare) continue;
    const leftTokens = tokens.slice(0, i);
    const rightTokens = tokens.slice(connector ? i + 1 : i);
    const l = classify(withEventWord(leftTokens, names));
    const r = classify(withEventWord(rightTokens, names));
    const sure = connector
      ? // A side of function words only ("how do i get there") must be surer still.
        (guess: IntentGuess, words: readonly string[]) =>
          guess.confidence >= (contentWords(words) > 0 ? SPLIT_CONFIDENCE : WORDLESS_SPLIT_CONFIDENCE) &&
          guess.known >= MIN_KNOWN
      : (guess: IntentGuess, words: readonly string[]) =>
          meaningWords(words) > 0 &&
          guess.confidence >= BARE_SPLIT_CONFIDENCE &&
          guess.known >= MIN_KNOWN &&
          guess.label !== "unknown";
    // "…and how big can it be": a short side about "it" is a detail of the other side.
    const pointsBack = connector
      ? pointsAtSomething(rightTokens) && contentWords(rightTokens) <= 2
      : pointsAcross(rightTokens);
    if (
      !pointsBack &&
      sure(l, leftTokens) &&
      sure(r, rightTokens) &&
      l.label !== r.label &&
      !SMALL_TALK.has(l.label) &&
      !SMALL_TALK.has(r.label)
    ) {
      const shifted = new Set([...commas].map((at) => at - (i + (connector ? 1 : 0))).filter((at) => at > 0));
      return [leftTokens.join(" "), ...splitQuestions(rightTokens, shifted, names)];
    }
  }
  return [tokens.join(" ")];
}

/** A sentence's words, and the indexes of the words a comma came before. */
function wordsAndCommas(sentence: string): { tokens: string[]; commas: Set<number> } {
  const tokens: string[] = [];
  const commas = new Set<number>();
  for (const chunk of sentence.split(",")) {
    if (tokens.length > 0) commas.add(tokens.length);
    tokens.push(...tokenize(chunk));
  }
  return { tokens, commas };
}

/** A message cut into its questions' texts. */
export function segments(message: string, events: readonly LiveEvent[]): string[] {
  const sentences = message
    // "&" and "+" join two questions as "and" does.
    .replace(/\s[&+]\s/g, " and ")
    .split(/[?!;.\n¿¡]+/)
    .map((s) => s.trim())
    .filter((s) => tokenize(s).length > 0);
  if (sentences.length === 0) return [message];
  return sentences.flatMap((sentence) => {
    const { tokens, commas } = wordsAndCommas(sentence);
    // Both sides are read as the classifier reads a question: a named event as one stand-in word.
    return splitQuestions(tokens, commas, eventsNamed(tokens, events).used);
  });
}
