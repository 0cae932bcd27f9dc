import { z } from "zod";
import { optionalString } from "./config-fields";

/**
 * The Venue Assistant's part of the configuration: the local assistant, or a model behind an
 * OpenAI-compatible Chat Completions API (`CHAT_PROVIDER=gemini` is that API at Google's
 * compatible endpoint) with the local one as its fallback. `config.ts` reads these variables with
 * the rest of the environment, checks them with `checkChatEnv` and keeps what `chatConfig`
 * answers as `config.chat`.
 */

/** An optional value, trimmed; empty counts as unset. */
const httpUrl = () => z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** The assistant's variables, spread into the environment's schema. */
export const chatEnvShape = {
  CHAT_PROVIDER: z.enum(["local", "openai", "gemini"]).default("local"),
  CHAT_API_URL: optionalString.pipe(httpUrl().optional()),
  CHAT_API_KEY: optionalString,
  CHAT_MODEL: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.:/-]+$/, "must be a model name")
      .optional(),
  ),
  CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  GEMINI_API_KEY: optionalString,
  GEMINI_MODEL: z
    .string()
    .regex(/^[\w.-]+$/, "must be a model name")
    .default("gemini-2.5-flash"),
  GEMINI_API_URL: httpUrl().optional(),
  GEMINI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
};

type ChatEnv = z.output<z.ZodObject<typeof chatEnvShape>>;

export interface OpenAiChatConfig {
  provider: "openai";
  /** The API's base URL, up to and without `/chat/completions`. */
  baseUrl: string;
  /** Sent as a bearer token; a local server may need none. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export type ChatConfig = { provider: "local" } | OpenAiChatConfig;

/** Gemini's OpenAI-compatible endpoint. */
export const GEMINI_OPENAI_URL = "https://generativelanguage.googleapis.com/v1beta/openai";

/** A provider is named with what it needs: the API's address and model, or Gemini's key. */
export function checkChatEnv(env: ChatEnv, ctx: z.RefinementCtx): void {
  if (env.CHAT_PROVIDER === "openai") {
    for (const name of ["CHAT_API_URL", "CHAT_MODEL"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when CHAT_PROVIDER=openai" });
    }
  }
  if (env.CHAT_PROVIDER === "gemini" && !env.GEMINI_API_KEY) {
    ctx.addIssue({ code: "custom", path: ["GEMINI_API_KEY"], message: "is required when CHAT_PROVIDER=gemini" });
  }
}

export function chatConfig(env: ChatEnv): ChatConfig {
  if (env.CHAT_PROVIDER === "openai" && env.CHAT_API_URL && env.CHAT_MODEL) {
    return {
      provider: "openai",
      baseUrl: env.CHAT_API_URL.replace(/\/$/, ""),
      apiKey: env.CHAT_API_KEY,
      model: env.CHAT_MODEL,
      timeoutMs: env.CHAT_TIMEOUT_MS,
    };
  }
  if (env.CHAT_PROVIDER === "gemini" && env.GEMINI_API_KEY) {
    return {
      provider: "openai",
      baseUrl: (env.GEMINI_API_URL ?? GEMINI_OPENAI_URL).replace(/\/$/, ""),
      apiKey: env.GEMINI_API_KEY,
      model: env.GEMINI_MODEL,
      timeoutMs: env.GEMINI_TIMEOUT_MS ?? env.CHAT_TIMEOUT_MS,
    };
  }
  return { provider: "local" };
}
