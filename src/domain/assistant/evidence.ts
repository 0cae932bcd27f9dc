/**
 * Answering only when sure: the evidence rule (a question put under a venue topic must carry a
 * word of that topic, else it is a follow-up of the last topic or not known), the stray word that
 * overrules an unsure topic ("where does the taxi drop people off"), the bare "how do I sign up"
 * that signs up for the topic just talked about, and the prices no fact holds ("how much is a
 * beer").
 */

import { hasEvidence, hasMeaningfulWords, hasStrongEvidence } from "./anchors";
import { isEverydayWord, isTypeWord } from "./event-names";
import { defined, eventFromHistory, GRAMMAR } from "./follow-ups";
import { DEFLECTIONS, EVENT_INTENTS, type IntentId, pointsAway, SMALL_TALK } from "./intents";
import { DATE_WORDS, TYPE_CUES } from "./live-events";
import type { AskContext, Part } from "./reading";
import { hasAny, wordMatches } from "./text";
import { COURTESY, FOLLOW_UP_WORDS, FUNCTION_WORDS, PRICE_ASKS, PRICE_WORDS } from "./words";

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
export function withEvidence(part: Part, earlier: readonly Part[][], ctx: AskContext): Part {
  // Nothing understood but a date, beside a word of what is not known ("un hotel para el fin de
  // semana"), is not a question about that date's events.
  if (part.intent === "none" && part.named.events.length === 0 && wordsOfMeaning(part).some(pointsAway))
    return { ...part, abstain: true };
  if (NO_EVIDENCE_NEEDED.has(part.intent)) return part;
  const intent = part.intent as IntentId;
  // A date or a kind of event makes a question about events only under a topic that has an
  // event's answer: "a hotel for the weekend" put under tours is still held to the tours' words.
  const dated = part.slots.window !== undefined || part.slots.type !== undefined;
  const aboutEvent = part.named.events.length > 0 || (dated && EVENT_INTENTS.has(intent));
  // "is the business expo free?": beside a named event, a topic read from price words alone
  // ("free" is parking's too) asks the event's price.
  if (
    part.named.events.length > 0 &&
    !EVENT_INTENTS.has(intent) &&
    part.guess.label === intent &&
    hasAny(part.tokens, COST_WORDS) &&
    !hasEvidence(
      part.tokens.filter((t) => !part.named.used.has(t) && !PRICE_WORDS.has(t) && !hasAny([t], COST_WORDS)),
      intent,
    )
  )
    return { ...part, intent: "prices" };
  if ((aboutEvent || part.unknownName) && intent !== "prices") return part;
  if (intent === "prices" && part.named.events.length === 0 && !part.slots.section && !asksSeatPrice(part.tokens)) {
    // "how much is a soda": a price of something that is not a seat is not in the facts.
    return { ...part, intent: "none", abstain: true };
  }
  // "how much r tickets": asking what seats cost is the prices' own evidence.
  if (intent === "prices" && asksPriceOf(part.tokens)) return part;
  if (aboutEvent || part.slots.section) return part;
  if (isAboutSomethingElse(part)) return { ...part, intent: "none", abstain: true };
  const previous = part.tokens.length <= 8 ? previousTopic(part, earlier) : undefined;
  // "how do I book one?" after the tours answer is about tours, though "book" also buys tickets;
  // "what time do doors open" after parking is about the doors, a word nearly only theirs.
  if (
    previous &&
    previous.intent !== intent &&
    hasEvidence(part.tokens, previous.intent as IntentId) &&
    !hasStrongEvidence(part.tokens, intent)
  )
    return previous;
  // "ok how do i sign up?" after the tours answer signs up for a tour, not for the newsletter.
  if (previous && previous.intent !== intent && asksToAct(part.tokens, intent) && ACTED_ON.has(previous.intent))
    return previous;
  if (!hasMeaningfulWords(part.tokens) || hasEvidence(part.tokens, intent)) return part;
  if (EVENT_INTENTS.has(intent) && eventFromHistory(part, ctx)) return part;
  if (part.tokens.length <= 10) {
    const inherited = previousTopic(part, earlier);
    if (inherited) return inherited;
  }
  return { ...part, intent: "none", abstain: true };
}

/** Words of doing: signing up, booking, joining. On their own they sign up for whatever was just talked about. */
const ACTION_WORDS = [
  "sign",
  "signup",
  "register",
  "registration",
  "book",
  "booking",
  "reserve",
  "reservation",
  "enroll",
  "join",
  "apply",
  "apunto",
  "apuntarme",
  "apuntarse",
  "inscribo",
  "inscribirme",
  "inscribirse",
  "registro",
  "registrarme",
  "registrarse",
  "reservo",
  "reservar",
  "reservarla",
  "reservarlo",
  "anoto",
  "anotarme",
  "anotarse",
  "unirme",
  "unirse",
];

/** Topics a visitor signs up for, books or joins: the ones an action word alone can refer back to. */
const ACTED_ON: ReadonlySet<IntentId | "none"> = new Set<IntentId | "none">([
  "tours",
  "planner",
  "tickets",
  "groups",
  "waitlist",
  "waitingRoom",
]);

/**
 * Whether the question asks how to do something and names nothing to do it to: an action word
 * is its only evidence of the topic ("how do i sign up" is newsletter only by "sign up").
 */
function asksToAct(tokens: readonly string[], intent: IntentId): boolean {
  const isAction = (t: string) => hasAny([t], ACTION_WORDS);
  if (!tokens.some(isAction)) return false;
  return !hasEvidence(
    tokens.filter((t) => !isAction(t) && t !== "up"),
    intent,
  );
}

/** Below this confidence a topic is a guess that one word no question of the corpus uses overrules. */
const SURE = 0.8;
/** Below this confidence a topic is a guess that one word pointing to what is not known overrules. */
const SURE_AGAINST_AWAY = 0.9;

/**
 * A question the classifier is not sure of that holds a stray word is about that word's thing,
 * which the venue's facts do not hold: "where does the taxi drop people off" is not about tours,
 * "can i book a hotel" not about booking tickets. A stray word is one no question of the corpus
 * uses (a typo of one allowed; dates, kinds of event and named events aside), or one that alone
 * points to what the assistant does not know ("uber", "hotel").
 */
function isAboutSomethingElse(part: Part): boolean {
  const { confidence, label } = part.guess;
  // A topic carried from the conversation ("y como me apunto" after tours) is not the classifier's guess.
  if (confidence >= SURE_AGAINST_AWAY || label !== part.intent) return false;
  const candidates = wordsOfMeaning(part);
  if (candidates.some(pointsAway)) return true;
  // "la direccion pa ponerla en el waze": a word the corpus never met beside one that is
  // plainly the topic's is a detail, not another thing.
  if (confidence >= SURE || hasStrongEvidence(part.tokens, label)) return false;
  return candidates.some((t) => t.length >= 4 && !DATE_WORDS.has(t) && !isTypeWord(t) && !isEverydayWord(t));
}

/** The question's words that could say what it is about: no function word, number or event's name. */
function wordsOfMeaning(part: Part): string[] {
  return part.tokens.filter((t) => t.length >= 3 && !FUNCTION_WORDS.has(t) && !/\d/.test(t) && !part.named.used.has(t));
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

/**
 * A price question is about seats when it names seats or tickets, or names nothing else: every
 * other word of meaning is a price word, a date, a kind of event or a word pointing back ("how
 * much is the game on friday", "how much are those"). "price of a soda at the game" names a soda.
 */
function asksSeatPrice(tokens: readonly string[]): boolean {
  if (hasAny(tokens, SEAT_WORDS)) return true;
  const typeCue = (t: string) =>
    Object.values(TYPE_CUES).some((cues) => cues.some((cue) => !cue.includes(" ") && wordMatches(t, cue)));
  const other = tokens.filter(
    (t) =>
      !PRICE_WORDS.has(t) &&
      !DATE_WORDS.has(t) &&
      !COURTESY.has(t) &&
      !GRAMMAR.has(t) &&
      !FOLLOW_UP_WORDS.has(t) &&
      !typeCue(t),
  );
  return !hasMeaningfulWords(other);
}

/** Topics whose facts hold prices (or say there is none), and every answer that is not a topic's facts. */
export const PRICED: ReadonlySet<IntentId | "none"> = new Set<IntentId | "none">([
  "prices",
  "parking",
  "planner",
  "tickets",
  "kids",
  "discounts",
  "groups",
  "refunds",
  "limits",
  "seatsLeft",
  "waitlist",
  ...NO_EVIDENCE_NEEDED,
]);

/** Words that ask what something costs or whether it is free. */
const COST_WORDS = [
  "free",
  "gratis",
  "gratuito",
  "gratuita",
  "cost*",
  "cuesta*",
  "cobra*",
  "charge*",
  "price*",
  "precio*",
];

/** Whether a question asks what something costs. */
export function asksPriceOf(tokens: readonly string[]): boolean {
  return hasAny(tokens, PRICE_ASKS);
}
