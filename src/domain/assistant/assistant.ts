/**
 * The local assistant: finds what a question is about and answers from the knowledge base
 * (topics.ts) and the live calendar (live-events.ts), in the question's language. When nothing
 * fits well enough it says it does not know and points to /contact rather than guess.
 *
 * Three kinds of candidate compete on points: a topic (sum of its matched keywords), the
 * calendar (event words, a time window, an event type, "next", "when") and a named event (title
 * words, more with "tickets" or "when"). On a tie a topic wins, except the generic "how do I buy
 * tickets" topic, which gives way to a named event or the calendar.
 */

import type { Language } from "../i18n/translate";
import { venue } from "../venue";
import { formatterFor } from "./format";
import { detectLanguage, type LanguageVotes } from "./language";
import {
  availabilityAnswer,
  CUES,
  calendarAnswer,
  eventsNamed,
  type LiveEvent,
  TYPE_CUES,
  typeAskedFor,
  windowAskedFor,
} from "./live-events";
import { findKeyword, hasAny, tokenize, wordMatches } from "./text";
import { TOPICS, type Topic } from "./topics";
import { FUNCTION_WORDS } from "./words";

export type { LiveEvent } from "./live-events";

export interface AssistantReply {
  text: string;
  language: Language;
  /** What the answer is about: a topic id, "calendar", "event", "eventNotFound" or "unknown". */
  topic: string;
}

export interface AskContext {
  /** The interface language: used when the question's own words do not decide. */
  fallbackLanguage: Language;
  now: Date;
  /** Approved events from now on, soonest first, with their free seats. */
  events: readonly LiveEvent[];
}

interface Keyword {
  phrase: string;
  weight: number;
  /** Null for a word both languages use ("tour", "paypal"). */
  language: Language | null;
}

function parseKeyword(spec: string, language: Language | null): Keyword {
  const [phrase = "", weight] = spec.split("^");
  return { phrase, weight: weight ? Number(weight) : phrase.split(" ").length, language };
}

function compile(topic: Topic): Keyword[] {
  const both = new Set(topic.keywords.en.filter((k) => topic.keywords.es.includes(k)));
  return [
    ...topic.keywords.en.map((k) => parseKeyword(k, both.has(k) ? null : "en")),
    ...topic.keywords.es.filter((k) => !both.has(k)).map((k) => parseKeyword(k, "es")),
  ];
}

const COMPILED = TOPICS.map((topic) => ({ topic, keywords: compile(topic) }));

/** Every single word the assistant recognises, to tell an unknown name from a known word. */
const KNOWN_WORDS = [
  ...COMPILED.flatMap(({ keywords }) => keywords.flatMap((k) => k.phrase.split(" "))),
  ...[...Object.values(CUES), ...Object.values(TYPE_CUES)].flatMap((list) =>
    list.flatMap((k) => parseKeyword(k, null).phrase.split(" ")),
  ),
];

const MIN_SCORE = 1;

function scoreTopics(tokens: readonly string[]) {
  const votes: LanguageVotes = { en: 0, es: 0 };
  let best: { topic: Topic; score: number } | undefined;
  for (const { topic, keywords } of COMPILED) {
    let score = 0;
    // A typed word counts once per topic: "open" must not score as both "open" and "opens".
    const used = new Set<number>();
    for (const keyword of keywords) {
      const at = findKeyword(tokens, keyword.phrase);
      if (at < 0) continue;
      // Votes count every match: "prohibidas" is both "prohibit*" and "prohibid*", a draw.
      if (keyword.language) votes[keyword.language] += keyword.weight;
      const span = keyword.phrase.split(" ").map((_, k) => at + k);
      if (span.some((i) => used.has(i))) continue;
      for (const i of span) used.add(i);
      score += keyword.weight;
    }
    if (score > (best?.score ?? 0)) best = { topic, score };
  }
  return { best, votes };
}

function cuePoints(tokens: readonly string[], cues: readonly string[]): number {
  return cues.reduce((sum, cue) => {
    const { phrase, weight } = parseKeyword(cue, null);
    return findKeyword(tokens, phrase) >= 0 ? Math.max(sum, weight) : sum;
  }, 0);
}

/** "tickets for <a name we do not know>": words after for/para that nothing recognises. */
function asksForUnknownName(tokens: readonly string[]): boolean {
  const at = tokens.findIndex((token) => token === "for" || token === "para" || token === "to");
  if (at < 0) return false;
  return tokens
    .slice(at + 1)
    .some(
      (token) =>
        token.length >= 3 &&
        !FUNCTION_WORDS.has(token) &&
        !/^\d+$/.test(token) &&
        !KNOWN_WORDS.some((word) => wordMatches(token, word)),
    );
}

export function answerQuestion(question: string, ctx: AskContext): AssistantReply {
  const tokens = tokenize(question);
  const { best, votes } = scoreTopics(tokens);
  const language = detectLanguage(question, ctx.fallbackLanguage, votes);
  const f = formatterFor(language);
  const reply = (topic: string, text: string): AssistantReply => ({ text, language, topic });

  const window = windowAskedFor(tokens, ctx.now);
  const type = typeAskedFor(tokens);
  const eventsCue = cuePoints(tokens, CUES.events);
  const when = hasAny(tokens, CUES.when) ? 1 : 0;
  const tickets = hasAny(tokens, CUES.tickets) ? 1 : 0;
  const past = hasAny(tokens, CUES.past);
  const calendarScore =
    !past && (eventsCue || window || type)
      ? eventsCue + (window ? 2 : 0) + (type ? 1 + tickets : 0) + (hasAny(tokens, CUES.next) ? 1 : 0) + when
      : 0;
  const named = eventsNamed(tokens, ctx.events);
  const nameScore =
    past || named.events.length === 0
      ? 0
      : tickets || when || eventsCue
        ? 2 + tickets + when
        : named.words >= 2
          ? 2
          : 1;

  const topicScore = best?.score ?? 0;
  const genericTickets = best?.topic.id === "tickets";
  const beatsTopic = (score: number) => score > topicScore || (genericTickets && score === topicScore);

  if (nameScore >= MIN_SCORE && nameScore >= calendarScore && beatsTopic(nameScore)) {
    return reply("event", availabilityAnswer(f, named.events));
  }
  if (calendarScore >= MIN_SCORE && beatsTopic(calendarScore)) {
    return reply("calendar", calendarAnswer(f, ctx.events, { window, type }));
  }
  if (best && topicScore >= MIN_SCORE) {
    if (genericTickets && asksForUnknownName(tokens)) return reply("eventNotFound", f.t("answers.eventNotFound"));
    return reply(best.topic.id, best.topic.answer(f));
  }
  return reply("unknown", f.t("answers.unknown", { phone: venue.phone }));
}
