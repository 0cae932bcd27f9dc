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
 *
 * Reading (1, 2) is reading.ts, follow-ups (3) follow-ups.ts, answering only when sure (4)
 * evidence.ts; this module plans each question's answer and renders it.
 */

import { titleIn } from "../event-text";
import type { EventType } from "../events";
import type { Language } from "../i18n/translate";
import { DEFAULT_MAX_SEATS_PER_ACCOUNT } from "../seating/limits";
import { venue } from "../venue";
import { hasMeaningfulWords, warmUpEvidence } from "./anchors";
import { doorsAnswer, overview, pricesAnswer, seatsAnswer, waitlistAnswer, whenAnswer } from "./event-answers";
import { asksPriceOf, PRICED, withEvidence } from "./evidence";
import { eventFromHistory, refersBack, resolveFollowUp } from "./follow-ups";
import { formatterFor } from "./format";
import { DEFLECTIONS, EVENT_INTENTS, type IntentId, spanishProbability, warmUp as warmUpIntents } from "./intents";
import { detectLanguage } from "./language";
import { calendarAnswer, eventShownWithSeats, eventsOfKindNamed, type LiveEvent } from "./live-events";
import { type AskContext, type Part, readMessage } from "./reading";
import { candidates, focusOf, type RecommendFocus, recommendAnswer } from "./recommend";
import type { Slots } from "./slots";
import { hasAny, tokenize } from "./text";
import { PLAIN_SITE, TOPICS } from "./topics";
import { BUY_WORDS, PRICE_WORDS } from "./words";

export type { LiveEvent, SectionLive } from "./live-events";
export type { AskContext, HistoryTurn } from "./reading";
export { MIN_CONFIDENCE } from "./reading";

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
      : (message.find((p) => p.named.events.length > 0)?.named.events ??
        (slots.type && !slots.window ? eventsOfKindNamed(ctx.events, slots.type as EventType, part.tokens) : []));
  const event = (): LiveEvent[] => {
    if (namedHere.length > 0) return namedHere;
    const earlier = eventFromHistory(part, ctx);
    return earlier ? [earlier] : [];
  };

  if (part.abstain) return { kind: "unknown" };
  // "can I get 15 tickets", "quiero comprar 12 asientos para la familia": buying more seats than
  // one account may take is the limit's question, whatever else the question is about.
  if (
    (slots.party ?? 0) > DEFAULT_MAX_SEATS_PER_ACCOUNT &&
    namedHere.length === 0 &&
    (intent === "tickets" ||
      intent === "seatsLeft" ||
      (!DEFLECTIONS.has(intent as IntentId) && hasAny(part.tokens, BUY_WORDS)))
  )
    return { kind: "topic", intent: "limits" };
  if (intent === "none") {
    if (namedHere.length > 0) return { kind: "event", intent: "overview", events: namedHere, slots };
    if (calendarDetail) return { kind: "calendar", slots };
    return { kind: "unknown" };
  }
  if (intent === "recommend") return { kind: "recommend", focus: focusOf(part.tokens), slots };
  if (part.priceUnknown && !DEFLECTIONS.has(intent) && !EVENT_INTENTS.has(intent) && intent !== "events")
    return { kind: "topic", intent, priceUnknown: true };
  if (DEFLECTIONS.has(intent) || !EVENT_INTENTS.has(intent)) {
    if (intent === "events") {
      // "is there a gospel concert": the named events, of the kind asked or not; a period lists instead.
      if (namedHere.length > 0 && slots.window === undefined)
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

/** A message's questions as meant after the earlier questions (latest first): follow-ups resolved, only what is sure kept. */
function readInConversation(message: string, earlier: readonly Part[][], ctx: AskContext): Part[] {
  return readMessage(message, ctx)
    .map((part) => (earlier.length > 0 ? resolveFollowUp(part, earlier) : part))
    .map((part) => withEvidence(part, earlier, ctx));
}

/**
 * The visitor's earlier questions, latest first, each read as it was meant after the ones before
 * it: "cuanto dura" after the tours was the tour's length, not the seat hold's.
 */
function earlierQuestions(ctx: AskContext): Part[][] {
  const turns = ctx.history ?? [];
  const out: Part[][] = [];
  turns.forEach((turn, at) => {
    if (turn.role === "user") out.unshift(readInConversation(turn.text, out, { ...ctx, history: turns.slice(0, at) }));
  });
  return out;
}

export function understand(question: string, ctx: AskContext): Understanding {
  const earlier = (ctx.history?.length ?? 0) > 0 ? earlierQuestions(ctx) : [];
  const parts = readInConversation(question, earlier, ctx);
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
