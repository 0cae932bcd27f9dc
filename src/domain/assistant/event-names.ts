/**
 * Which live events a question names: its words matched against the events' title words, fuzzily
 * (typos, Spanish words for English title words), with everyday and date words weighed down.
 */

import Fuse from "fuse.js";
import { venue } from "../venue";
import { CORPUS_EN } from "./corpus-en";
import { CORPUS_ES } from "./corpus-es";
import { DATE_WORDS, type LiveEvent, TYPE_CUES } from "./live-events";
import { editDistance, tokenize, typoAllowance, wordMatches } from "./text";
import { FUNCTION_WORDS } from "./words";

// Words that say nothing about which event is meant: the venue's own name and town ("the best
// pizza in cypress" names no event, though one title holds "Cypress").
const NOT_A_NAME = new Set([
  ...tokenize(venue.name),
  ...tokenize(venue.address.city),
  ...FUNCTION_WORDS,
  ...DATE_WORDS,
  ..."the and for with los las del una para con que night noche live show tickets ticket boletos entradas".split(" "),
]);

/** Everyday words of the questions: a title word among them ("home", "spring" aside) is weak evidence. */
let common: ReadonlySet<string> | undefined;
function commonWords(): ReadonlySet<string> {
  common ??= new Set(
    [...Object.values(CORPUS_EN), ...Object.values(CORPUS_ES)]
      .flatMap((block) => tokenize(block))
      .filter((word) => !EVENT_PLACEHOLDERS.has(word)),
  );
  return common;
}

/** Whether a word is one visitors use in questions (corpus words, a typo of one allowed for long words). */
export function isEverydayWord(token: string): boolean {
  const words = commonWords();
  if (words.has(token) || FUNCTION_WORDS.has(token)) return true;
  if (token.length < 6) return false;
  for (const word of words) if (Math.abs(word.length - token.length) <= 1 && wordMatches(token, word)) return true;
  return false;
}

/** Words the corpus uses to stand for an event's name; they are names, not everyday words. */
const EVENT_PLACEHOLDERS = new Set(["symphony", "sinfonica", "mariachi", "gala", "expo", "recital", "festival"]);

const TYPO_WEIGHT = 0.8;
const COMMON_WEIGHT = 0.4;
const UNIQUE_TYPE_WEIGHT = 0.6;
const INDEFINITE = new Set(
  "a an any another some next upcoming un una unos unas algun alguna algunos proximo proxima otro otra".split(" "),
);

/**
 * Spanish words for the English words event titles use, so "la sinfónica" finds "Symphony". A Map,
 * so a typed word such as "constructor" or "__proto__" finds nothing.
 */
const TITLE_SYNONYMS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    sinfonica: "symphony",
    orquesta: "orchestra",
    negocios: "business",
    comercio: "trade",
    comercial: "trade",
    musica: "music",
    musical: "music",
    jardin: "garden",
    hogar: "home",
    casa: "home",
    graduacion: "graduation",
    ceremonia: "ceremony",
    basquetbol: "basketball",
    basquet: "basketball",
    baloncesto: "basketball",
    futbol: "soccer",
    concierto: "concert",
    juvenil: "youth",
    jovenes: "youth",
    primavera: "spring",
    invierno: "winter",
    beneficencia: "charity",
    benefica: "charity",
    clasico: "classic",
    clasica: "classical",
    navidad: "holiday",
    navideno: "holiday",
    tributo: "tribute",
    coro: "choir",
    comunidad: "community",
    universitario: "college",
    universidad: "college",
    exposicion: "expo",
    feria: "expo",
  }),
);
/** Fuse's score runs from 0 (exact) to 1; a word one or two letters off scores well under this. */
const FUZZY_THRESHOLD = 0.3;

/** An event is named by the words of its title in either language. */
function namesOf(event: LiveEvent): string {
  return event.titleEs ? `${event.title} ${event.titleEs}` : event.title;
}

function titleWords(title: string): string[] {
  return tokenize(title).filter((word) => word.length >= 3 && !NOT_A_NAME.has(word));
}

export function isTypeWord(token: string): boolean {
  return Object.values(TYPE_CUES).some((cues) => cues.some((cue) => !cue.includes(" ") && wordMatches(token, cue)));
}

interface TitleIndex {
  key: string;
  words: readonly Set<string>[];
  sharing: ReadonlyMap<string, number>;
  fuse: Fuse<string>;
}

let lastIndex: TitleIndex | undefined;

/** The title words of the events, indexed for fuzzy lookup; kept while the events are the same. */
function titleIndex(events: readonly LiveEvent[]): TitleIndex {
  const key = events.map(namesOf).join("\n");
  if (lastIndex?.key === key) return lastIndex;
  const words = events.map((event) => new Set(titleWords(namesOf(event))));
  const sharing = new Map<string, number>();
  for (const set of words) for (const word of set) sharing.set(word, (sharing.get(word) ?? 0) + 1);
  const fuse = new Fuse([...sharing.keys()], { includeScore: true, threshold: FUZZY_THRESHOLD });
  lastIndex = { key, words, sharing, fuse };
  return lastIndex;
}

export interface NamedEvents {
  events: LiveEvent[];
  /** How many title words the best event matched. */
  words: number;
  /** The question's words that were read as part of a name. */
  used: ReadonlySet<string>;
}

const NONE: NamedEvents = { events: [], words: 0, used: new Set() };

/**
 * The events a question names by title words ("the symphony", "mariachi festival", "simphony"),
 * best first. A typed word matches a title word exactly or, through fuse.js, with a typo (a word of
 * five letters or more). A title word shared by many events says little, so each counts
 * 1 / (events sharing it); an everyday word ("home", "night") or an event type ("concert") counts
 * less. A word found in three or more titles names no event in particular.
 */
export function eventsNamed(tokens: readonly string[], events: readonly LiveEvent[]): NamedEvents {
  const asked = tokens.filter((token) => token.length >= 3 && !NOT_A_NAME.has(token));
  if (asked.length === 0 || events.length === 0) return NONE;
  const index = titleIndex(events);
  const everyday = commonWords();
  // Each title word the question matched, with its best weight, and which typed word did it.
  const matched = new Map<string, { weight: number; token: string }>();
  for (const [at, typed] of tokens.entries()) {
    if (typed.length < 3 || NOT_A_NAME.has(typed)) continue;
    const token = TITLE_SYNONYMS.get(typed) ?? typed;
    // "a concert", "the next game": any event of the type, not one by name.
    const anyOfType = INDEFINITE.has(tokens[at - 1] ?? "");
    const weak = everyday.has(token) || isTypeWord(token) ? COMMON_WEIGHT : 1;
    const allowance = Math.max(1, typoAllowance(token.length));
    // A word of four letters or fewer is a name only as written: "zone" is not "Lone".
    const hits: { word: string; weight: number }[] = index.sharing.has(token)
      ? [{ word: token, weight: 1 }]
      : token.length >= 5
        ? index.fuse
            .search(token)
            .filter((hit) => editDistance(hit.item, token, allowance) <= allowance)
            .map((hit) => ({ word: hit.item, weight: TYPO_WEIGHT }))
        : [];
    for (const { word, weight } of hits) {
      // An event type in one title only ("expo", "graduation") names that event.
      const typeWeight = (index.sharing.get(word) ?? 0) === 1 && !anyOfType ? UNIQUE_TYPE_WEIGHT : COMMON_WEIGHT;
      const value =
        weight * (isTypeWord(word) ? typeWeight : everyday.has(word) ? COMMON_WEIGHT : weak === 1 ? 1 : weak);
      if (value > (matched.get(word)?.weight ?? 0)) matched.set(word, { weight: value, token: typed });
    }
  }
  if (matched.size === 0) return NONE;
  let best = 0;
  let bestWords = 0;
  const scored = events.map((event, i) => {
    let score = 0;
    let count = 0;
    for (const word of index.words[i] ?? []) {
      const hit = matched.get(word);
      if (!hit) continue;
      score += hit.weight / (index.sharing.get(word) ?? 1);
      count += 1;
    }
    if (score > best) {
      best = score;
      bestWords = count;
    }
    return { event, score };
  });
  if (best < 0.5) return NONE;
  const chosen = scored.filter((s) => s.score >= best - 1e-9).slice(0, 3);
  const used = new Set<string>();
  for (const { event } of chosen) {
    for (const word of titleWords(namesOf(event))) {
      const hit = matched.get(word);
      if (hit) used.add(hit.token);
    }
  }
  return { events: chosen.map((s) => s.event), words: bestWords, used };
}
