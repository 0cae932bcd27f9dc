/**
 * The details a question gives besides its intent: when (live-events.ts reads the window), what
 * kind of event, which section, how many people and up to what price. Each reader takes the
 * question's folded words (text.ts) and says nothing when the question does not.
 */

import type { EventType } from "../events";
import type { SectionKey } from "../seating/layouts";
import { type TimeWindow, typeAskedFor, windowAskedFor } from "./live-events";
import { findKeyword, wordMatches } from "./text";

export interface Slots {
  window?: TimeWindow;
  type?: EventType;
  section?: SectionKey;
  party?: number;
  /** The most a visitor wants to pay per seat, in cents. */
  priceCapCents?: number;
}

/** Section names in both languages, as visitors write them. */
const SECTION_WORDS: readonly [SectionKey, readonly string[]][] = [
  ["upper-deck", ["upper deck", "tribuna alta"]],
  ["lower-bowl", ["lower bowl", "graderia baja"]],
  ["upper-bowl", ["upper bowl", "graderia alta"]],
  ["vip", ["vip"]],
  ["premium", ["premium", "preferente*"]],
  ["general", ["general"]],
  ["balcony", ["balcon*"]],
  ["floor", ["floor", "piso", "cancha"]],
];

export function sectionAskedFor(tokens: readonly string[]): SectionKey | undefined {
  return SECTION_WORDS.find(([, words]) => words.some((word) => findKeyword(tokens, word) >= 0))?.[0];
}

/** Words that only name a section: dropped when reading a follow-up ("and vip?"). */
export const SECTION_TOKENS: ReadonlySet<string> = new Set(
  SECTION_WORDS.flatMap(([, words]) => words.flatMap((word) => word.replace("*", "").split(" "))),
);

/** Number words a visitor types; a Map, so a typed word such as "constructor" finds nothing. */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    uno: 1,
    una: 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
  }),
);

const PEOPLE = [
  "people",
  "ppl",
  "persons",
  "of us",
  "tickets",
  "tix",
  "seats",
  "personas",
  "boletos",
  "entradas",
  "asientos",
  "adults",
  "adultos",
];

function numberAt(tokens: readonly string[], at: number): number | undefined {
  const token = tokens[at] ?? "";
  if (/^\d{1,3}$/.test(token)) return Number(token);
  return NUMBER_WORDS.get(token);
}

/** "for 4 people", "4 tickets", "somos 6", "party of 5", "para 3 personas". */
export function partyAskedFor(tokens: readonly string[]): number | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const n = numberAt(tokens, i);
    if (n === undefined || n < 1 || n > 200) continue;
    const after = tokens.slice(i + 1, i + 3).join(" ");
    if (PEOPLE.some((word) => after.startsWith(word))) return n;
    const before = tokens[i - 1] ?? "";
    if (["somos", "of", "party", "grupo"].includes(before)) return n;
  }
  return undefined;
}

/** "under $50", "less than 40 dollars", "menos de 30", "max 60". */
export function priceCapAskedFor(text: string, tokens: readonly string[]): number | undefined {
  const cues = [
    "under",
    "below",
    "less than",
    "max",
    "maximum",
    "at most",
    "menos de",
    "maximo",
    "hasta",
    "no more than",
  ];
  for (const cue of cues) {
    const at = findKeyword(tokens, cue);
    if (at < 0) continue;
    const next = tokens[at + cue.split(" ").length] ?? "";
    if (/^\d{1,4}$/.test(next)) return Number(next) * 100;
  }
  const dollar = /\$\s?(\d{1,4})/.exec(text);
  if (dollar && tokens.some((token) => wordMatches(token, "budget") || token === "presupuesto")) {
    return Number(dollar[1]) * 100;
  }
  return undefined;
}

export function slotsOf(text: string, tokens: readonly string[], now: Date): Slots {
  return {
    window: windowAskedFor(tokens, now),
    type: typeAskedFor(tokens),
    section: sectionAskedFor(tokens),
    party: partyAskedFor(tokens),
    priceCapCents: priceCapAskedFor(text, tokens),
  };
}
