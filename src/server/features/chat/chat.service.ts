import { answerQuestion, eventsToDetail, understand } from "#domain/assistant/assistant";
import { detectLanguage } from "#domain/assistant/language";
import { systemPrompt } from "#domain/assistant/prompt";
import type { SiteOptions } from "#domain/assistant/topics";
import type { Language } from "#domain/i18n/translate";
import type { ChatResponse, ChatTurn } from "#domain/schemas/chat";
import type { AppContext } from "#server/context";
import { nowIso } from "#server/platform/clock";
import { findEventSeats, findUpcomingEvents, findUpcomingEventsWithFreeSeats } from "./chat.repository";
import { askGemini } from "./gemini";

/** What this site offers, as its configuration says: the assistant speaks of PayPal and wallets only when they are set up. */
export function siteOptions(config: AppContext["config"]): SiteOptions {
  return {
    paypal: config.paypal !== undefined,
    appleWallet: config.appleWallet !== undefined,
    googleWallet: config.googleWallet !== undefined,
  };
}

/** Enough for "what's on" and for naming any event of the next months; the prompt uses fewer. */
const EVENTS_READ = 100;

export interface ChatInput {
  message: string;
  language: Language;
  history: ChatTurn[];
}

/**
 * One reply from the configured provider, with the language it is in. Gemini's prompt lists the
 * upcoming events with their free seats. The local assistant reads the upcoming events alone,
 * works out which ones its answer is about, and reads seats, sections and prices for those only.
 */
export async function answerChat(
  ctx: Pick<AppContext, "db" | "config" | "logger">,
  input: ChatInput,
  now: Date = new Date(),
): Promise<ChatResponse> {
  const chat = ctx.config.chat;
  if (chat.provider === "gemini") {
    const events = await findUpcomingEventsWithFreeSeats(ctx.db, nowIso(now), EVENTS_READ);
    const reply = await askGemini(
      chat,
      { systemPrompt: systemPrompt(input.language, events), history: input.history, message: input.message },
      ctx.logger,
    );
    return { reply, language: detectLanguage(input.message, input.language) };
  }
  const events = await findUpcomingEvents(ctx.db, nowIso(now), EVENTS_READ);
  const ask = { fallbackLanguage: input.language, now, events, history: input.history, site: siteOptions(ctx.config) };
  const understood = understand(input.message, ask);
  const ids = eventsToDetail(understood, ask);
  if (ids.length > 0) {
    const seats = await findEventSeats(ctx.db, ids, nowIso(now));
    ask.events = events.map((event) => ({ ...event, ...seats.get(event.id) }));
  }
  const answer = answerQuestion(input.message, ask, understood);
  return { reply: answer.text, language: answer.language };
}
