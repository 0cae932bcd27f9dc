/**
 * Follow-ups: a question read with the conversation before it. A question with nothing of its own
 * but details ("and on Saturday?") asks the previous question again with them; "that one" is the
 * event the last turns were about.
 */

import { eventTypeFromTitle } from "../events";
import { hasEvidence, hasStrongEvidence } from "./anchors";
import { eventsNamed } from "./event-names";
import { classify, DEFLECTIONS, EVENT_INTENTS, type IntentId, SMALL_TALK } from "./intents";
import { DATE_WORDS, eventsInWindow, type LiveEvent, TYPE_CUES } from "./live-events";
import type { AskContext, HistoryTurn, Part } from "./reading";
import { SECTION_TOKENS } from "./slots";
import { tokenize, wordMatches } from "./text";
import { FOLLOW_UP_WORDS, PRICE_WORDS } from "./words";

/** Words that only hold a sentence together. */
export const GRAMMAR = new Set(
  "the a an of for on in at to is are it that this what about how and or with any there de del la el los las en a para por con y o que es son un una lo hay".split(
    " ",
  ),
);

/** What is left of a question without its details and follow-up words: empty for "and on saturday?". */
function residue(part: Part): string[] {
  // A word of a named event's own title ("night" of "…Country Music Night") is part of its name.
  const titleWords = new Set(part.named.events.flatMap((e) => tokenize(`${e.title} ${e.titleEs ?? ""}`)));
  return part.tokens.filter(
    (token) =>
      !FOLLOW_UP_WORDS.has(token) &&
      !GRAMMAR.has(token) &&
      !DATE_WORDS.has(token) &&
      !SECTION_TOKENS.has(token) &&
      !part.named.used.has(token) &&
      !titleWords.has(token) &&
      !/^\d+$/.test(token) &&
      !Object.values(TYPE_CUES).some((cues) => cues.some((cue) => !cue.includes(" ") && wordMatches(token, cue))),
  );
}

function startsAsFollowUp(tokens: readonly string[]): boolean {
  const first = tokens[0] ?? "";
  return ["and", "y", "what", "how", "que", "also", "tambien", "e"].includes(first) && tokens.length <= 7;
}

export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Topics about something other than a seat: "and how much is it?" after one asks what that thing
 * costs, not the seats. Parking's and the rental's facts say; a tour's and the food's do not.
 */
const PRICED_APART: ReadonlySet<IntentId> = new Set(["parking", "planner", "tours", "food"]);

/** The last earlier question that had a topic of its own (no small talk, no deflection). */
function lastTopic(earlier: readonly Part[][]): Part | undefined {
  for (const question of earlier) {
    const previous = question.find(
      (p) => p.intent !== "none" && !SMALL_TALK.has(p.intent) && !DEFLECTIONS.has(p.intent),
    );
    if (previous) return previous;
  }
  return undefined;
}

/**
 * The times, sizes and places a topic's own answer holds, by the topic a bare question of them is
 * read as: "a que hora?" reads as the doors' question and "how many people?" as the arena's size,
 * but after the tours they ask the tour's time and group size, and after parking when the lots open.
 */
const DETAILS_HELD: Partial<Record<IntentId, ReadonlySet<string>>> = {
  tours: new Set(["doors", "boxOffice", "capacity", "address"]),
  parking: new Set(["doors", "boxOffice"]),
};

/** A question that asks a price and names nothing: "and how much?", "y cuanto cuesta?". */
function asksBarePrice(part: Part): boolean {
  return (
    part.tokens.some((t) => PRICE_WORDS.has(t)) &&
    part.tokens.every((t) => PRICE_WORDS.has(t) || GRAMMAR.has(t) || FOLLOW_UP_WORDS.has(t))
  );
}

/**
 * A follow-up takes the intent (and the details it does not replace) of the last question that
 * had one: "what's on in december?" … "and in january?". A price asked of nothing asks what the
 * last topic's thing costs when that is not a seat ("y cuanto cuesta?" after the rental), and the
 * seats' price otherwise ("how much are they?" after buying tickets). A bare time, size or place
 * asks the one the last topic holds (DETAILS_HELD). A question the assistant would not know alone, put in the words of a venue topic just talked about, asks that topic
 * ("how long does it last?" after the tours).
 */
export function resolveFollowUp(part: Part, earlier: readonly Part[][]): Part {
  const previous = lastTopic(earlier);
  if (!previous) return part;
  const intent = previous.intent as IntentId;
  const rest = residue(part);
  // "y para niños?", "and how many are left?": what is left is a question of its own.
  const own = rest.length > 0 ? classify(rest.join(" ")) : undefined;
  const barePrice = own?.label === "prices" && asksBarePrice(part);
  const carried = barePrice
    ? PRICED_APART.has(intent)
    : own?.label === "unknown"
      ? !EVENT_INTENTS.has(intent) && hasEvidence(part.tokens, intent)
      : own !== undefined &&
        part.tokens.length <= 6 &&
        (DETAILS_HELD[intent]?.has(own.label) ?? false) &&
        !hasStrongEvidence(rest, own.label as IntentId);
  if (barePrice && !carried) return part;
  // "how long does it last?" after a game: what is left asks what is not known, of that game too.
  if (own?.label === "unknown" && own.confidence >= 0.5 && !carried) return part;
  if (own && own.confidence >= 0.8 && part.intent !== "none" && !carried) return part;
  const bare = rest.length === 0;
  const shaped = startsAsFollowUp(part.tokens) && part.guess.confidence < 0.9;
  const hasDetail =
    part.named.events.length > 0 ||
    Object.values(part.slots).some((v) => v !== undefined) ||
    part.tokens.some((t) => FOLLOW_UP_WORDS.has(t));
  if (!((bare && hasDetail) || shaped || carried || (part.intent === "none" && hasDetail))) return part;
  return {
    ...part,
    intent: previous.intent,
    slots: { ...previous.slots, ...defined(part.slots) },
    // A follow-up that names its own date ("and the one on friday 11?") is about that date's events.
    named: part.named.events.length > 0 || part.slots.window ? part.named : previous.named,
  };
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
export function eventFromHistory(part: Part, ctx: AskContext): LiveEvent | undefined {
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

/** "that one", "it", "ese": the question points back at an event already talked about. */
export function refersBack(part: Part): boolean {
  return part.tokens.some((t) => ["one", "it", "that", "ese", "esa", "eso", "este", "esta"].includes(t));
}
