import { answerQuestion, eventsToDetail, type Understanding, understand } from "#domain/assistant/assistant";
import { systemInstructions } from "#domain/assistant/prompt";
import type { SiteOptions } from "#domain/assistant/topics";
import type { Language } from "#domain/i18n/translate";
import type { ChatResponse, ChatTurn } from "#domain/schemas/chat";
import type { OpenAiChatConfig } from "#server/config";
import type { AppContext } from "#server/context";
import { nowIso } from "#server/platform/clock";
import { findEventSeats, findUpcomingEvents } from "./chat.repository";
import { runTool, TOOL_DEFINITIONS } from "./chat-tools";
import { type ChatMessage, ChatUpstreamError, chatCompletion } from "./openai-chat";
import { checkReply } from "./reply-guard";
import { turnSigner } from "./turn-signature";

/** Enough for "what's on" and for naming any event of the next months. */
const EVENTS_READ = 100;

/** Rounds of tool calls a model may make before it must answer. */
const MAX_TOOL_ROUNDS = 4;

export interface ChatInput {
  message: string;
  language: Language;
  history: ChatTurn[];
}

type ChatContext = Pick<AppContext, "db" | "config" | "logger">;

/**
 * What this site offers, as its configuration says: the assistant speaks of PayPal and wallets
 * only when they are set up, and of the service fee and sales tax the venue has set.
 */
export function siteOptions(config: AppContext["config"]): SiteOptions {
  return {
    paypal: config.paypal !== undefined,
    appleWallet: config.appleWallet !== undefined,
    googleWallet: config.googleWallet !== undefined,
    pricing: config.pricing,
  };
}

/** Answers the local assistant gives itself, whatever the provider: refusals and emergencies. */
const LOCAL_FIRST = new Set(["offTopic", "injection", "personalData", "emergency"]);

/**
 * One reply, signed. The local assistant reads the message first; its refusals (someone else's
 * data, an attempt to change its rules, off-topic) and a health emergency are answered by it
 * whatever the provider. Otherwise a configured language model answers through its tools, and its
 * reply is checked before it is shown; when the model fails, times out, refuses or its reply
 * fails the check, the local assistant answers instead.
 */
export async function answerChat(ctx: ChatContext, input: ChatInput, now: Date = new Date()): Promise<ChatResponse> {
  const signer = turnSigner(ctx.config.authSecret);
  const events = await findUpcomingEvents(ctx.db, nowIso(now), EVENTS_READ);
  const site = siteOptions(ctx.config);
  const ask = { fallbackLanguage: input.language, now, events, history: input.history, site };
  const understood = understand(input.message, ask);
  const local = async () => {
    const ids = eventsToDetail(understood, ask);
    const seats = ids.length > 0 ? await findEventSeats(ctx.db, ids, nowIso(now), site.pricing) : undefined;
    const detailed = seats ? { ...ask, events: events.map((event) => ({ ...event, ...seats.get(event.id) })) } : ask;
    const answer = answerQuestion(input.message, detailed, understood);
    return { reply: answer.text, language: answer.language };
  };
  const chat = ctx.config.chat;
  let reply: { reply: string; language: Language };
  if (chat.provider === "openai" && !answeredLocally(understood)) {
    reply =
      (await askModel(ctx, chat, {
        message: input.message,
        language: understood.language,
        history: signer.trusted(input.history),
        now,
        events,
        site,
      })) ?? (await local());
  } else {
    reply = await local();
  }
  return { ...reply, sig: signer.sign(reply.reply) };
}

function answeredLocally(understood: Understanding): boolean {
  return understood.plans.some((plan) => plan.kind === "topic" && LOCAL_FIRST.has(plan.intent));
}

interface ModelAsk {
  message: string;
  language: Language;
  history: ChatTurn[];
  now: Date;
  events: Awaited<ReturnType<typeof findUpcomingEvents>>;
  site: SiteOptions;
}

/** The model's checked reply, or undefined when the local assistant must answer. */
async function askModel(
  ctx: ChatContext,
  config: OpenAiChatConfig,
  ask: ModelAsk,
): Promise<{ reply: string; language: Language } | undefined> {
  const system = systemInstructions(ask.language, ask.now);
  const messages: ChatMessage[] = [
    { role: "system", content: system },
    ...ask.history.map((turn): ChatMessage => ({ role: turn.role, content: turn.text })),
    { role: "user", content: ask.message },
  ];
  // Everything the model was told: a figure in its reply must be in here.
  const facts: string[] = [system];
  const signal = AbortSignal.timeout(config.timeoutMs);
  const toolContext = { db: ctx.db, now: ask.now, language: ask.language, site: ask.site, events: ask.events };
  try {
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
      const choice = await chatCompletion(config, { messages, tools: TOOL_DEFINITIONS }, signal);
      const calls = choice.tool_calls ?? [];
      if (calls.length === 0 || round === MAX_TOOL_ROUNDS) {
        const text = (choice.content ?? "").trim();
        if (!text) throw new ChatUpstreamError("shape");
        const verdict = checkReply(text, { language: ask.language, facts: facts.join("\n") });
        if (!verdict.ok) {
          ctx.logger.warn("chat model reply refused by the guard", { reason: verdict.reason });
          return undefined;
        }
        return { reply: text, language: ask.language };
      }
      messages.push({ role: "assistant", content: choice.content ?? null, tool_calls: calls });
      for (const call of calls) {
        const result = await runTool(toolContext, call.function.name, call.function.arguments);
        facts.push(result);
        messages.push({ role: "tool", tool_call_id: call.id, content: result });
      }
    }
  } catch (error) {
    const reason = error instanceof ChatUpstreamError ? error.reason : "unreachable";
    const status = error instanceof ChatUpstreamError ? error.status : undefined;
    ctx.logger.warn("chat model failed; the local assistant answers", { reason, status });
  }
  return undefined;
}
