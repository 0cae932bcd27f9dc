/**
 * Evidence words: for each intent, the words of its paraphrases that mostly belong to it ("park"
 * to parking, "refund" to refunds). A question the classifier puts under a venue topic is
 * answered only when it holds one of that topic's evidence words; "how much is a beer" shares
 * "how much is" with the price questions but no word that makes it one, so the assistant says it
 * does not know instead of quoting seat prices. Counted from the corpus at start-up, like the
 * classifier.
 */

import { corpusExamples, EVENT_TOKEN, type IntentId, wordPointsTo } from "./intents";
import { tokenize, wordMatches } from "./text";
import { FUNCTION_WORDS } from "./words";

/** A word is evidence of an intent when at least this share of the phrases holding it are that intent's. */
const OWN_SHARE = 0.5;

let anchors: Map<string, Set<string>> | undefined;
/** Words nearly all of whose phrases are one intent's, in several phrases: "estacionamiento", "tour". */
let strongAnchors: Map<string, Set<string>> | undefined;
const STRONG_SHARE = 0.75;
const STRONG_COUNT = 2;

const meaningful = (token: string) =>
  token.length >= 3 && !FUNCTION_WORDS.has(token) && token !== EVENT_TOKEN && !/^\d+$/.test(token);

function build(): Map<string, Set<string>> {
  strongAnchors = new Map();
  const byWord = new Map<string, Map<string, number>>();
  for (const example of corpusExamples(false)) {
    for (const word of new Set(tokenize(example.text).filter(meaningful))) {
      const counts = byWord.get(word) ?? new Map<string, number>();
      counts.set(example.label, (counts.get(example.label) ?? 0) + 1);
      byWord.set(word, counts);
    }
  }
  const out = new Map<string, Set<string>>();
  for (const [word, counts] of byWord) {
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    for (const [label, n] of counts) {
      if (n / total < OWN_SHARE) continue;
      const set = out.get(label) ?? new Set<string>();
      set.add(word);
      out.set(label, set);
      if (n / total >= STRONG_SHARE && n >= STRONG_COUNT) {
        const strong = strongAnchors.get(label) ?? new Set<string>();
        strong.add(word);
        strongAnchors.set(label, strong);
      }
    }
  }
  return out;
}

/** Words longer than five letters that share their first five: "transfiero" and "transferir". */
const sameStem = (a: string, b: string) => a.length >= 6 && b.length >= 6 && a.slice(0, 5) === b.slice(0, 5);

/** Whether the question has any word of meaning: "how do i get there" has none, and then the classifier's call stands. */
export function hasMeaningfulWords(tokens: readonly string[]): boolean {
  return tokens.some(meaningful);
}

/**
 * Whether the question's words hold evidence of the intent: one of its evidence words (a typo
 * allowed), or a word or a pair of words ("mis boletos") that, read alone, points to it.
 */
export function hasEvidence(tokens: readonly string[], intent: IntentId): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    const next = tokens[i + 1];
    if (next !== undefined && (meaningful(token) || meaningful(next)) && isEvidence(`${token} ${next}`, intent))
      return true;
    if (meaningful(token) && isEvidence(token, intent)) return true;
  }
  return false;
}

/** Answers already worked out, word by intent: visitors use the same words again and again. */
const seen = new Map<string, boolean>();
const SEEN_MAX = 50_000;

function isEvidence(word: string, intent: IntentId): boolean {
  const key = `${intent} ${word}`;
  const known = seen.get(key);
  if (known !== undefined) return known;
  anchors ??= build();
  const own = anchors.get(intent) ?? new Set<string>();
  let found = own.has(word) || wordPointsTo(word, intent);
  if (!found && !word.includes(" ")) {
    for (const anchor of own) {
      if (Math.abs(anchor.length - word.length) <= 2 && wordMatches(word, anchor)) found = true;
      else if (sameStem(word, anchor)) found = true;
      if (found) break;
    }
  }
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(key, found);
  return found;
}

/** Whether the question holds one of the intent's strong evidence words (a typo allowed for long words). */
export function hasStrongEvidence(tokens: readonly string[], intent: IntentId): boolean {
  anchors ??= build();
  const strong = strongAnchors?.get(intent);
  if (!strong) return false;
  return tokens.some(
    (token) =>
      meaningful(token) &&
      (strong.has(token) ||
        (token.length >= 6 && [...strong].some((anchor) => anchor.length >= 6 && wordMatches(token, anchor)))),
  );
}

/** Counts the evidence words now (at server start) instead of on the first question. */
export function warmUpEvidence(): void {
  anchors ??= build();
}
