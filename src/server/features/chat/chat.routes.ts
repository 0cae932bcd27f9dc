import { Hono } from "hono";
import { type ChatResponse, chatRequestSchema } from "#domain/schemas/chat";
import type { AppContext, AppEnv } from "#server/context";
import { allow } from "#server/http/access";
import { rateLimit } from "#server/http/rate-limit";
import { jsonBody } from "#server/http/validate";
import { answerChat } from "./chat.service";

/** Anyone may ask; a person types a handful of questions a minute, a script many more. */
export const CHAT_RATE_LIMIT = { name: "chat", max: 20, windowMs: 60_000 } as const;

export function chatRoutes(ctx: AppContext) {
  const limit = rateLimit(ctx, CHAT_RATE_LIMIT);
  return new Hono<AppEnv>().post("/chat", allow("site.browse"), limit, async (c) => {
    const input = await jsonBody(c, chatRequestSchema);
    return c.json<ChatResponse>(await answerChat(ctx, input));
  });
}
