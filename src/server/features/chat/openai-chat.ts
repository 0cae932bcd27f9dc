import { z } from "zod";
import type { OpenAiChatConfig } from "#server/config";

/**
 * A client of the OpenAI-compatible Chat Completions API (`POST {base}/chat/completions`), as
 * OpenAI, Azure, Gemini's compatible endpoint, Ollama, llama.cpp and vLLM serve it: messages
 * with roles, function tools, and the choice's message back (text, or tool calls to answer).
 * Errors are thrown as `ChatUpstreamError` with a short reason; the caller falls back.
 */

export type ChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

const toolCallSchema = z.object({
  id: z.string(),
  type: z.literal("function").default("function"),
  function: z.object({ name: z.string(), arguments: z.string().default("{}") }),
});

const responseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(toolCallSchema).nullish(),
          refusal: z.string().nullish(),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

export type ChatChoice = z.infer<typeof responseSchema>["choices"][number]["message"];

export class ChatUpstreamError extends Error {
  override name = "ChatUpstreamError";
  constructor(
    readonly reason: "timeout" | "unreachable" | "status" | "shape" | "refused",
    readonly status?: number,
  ) {
    super(`chat upstream: ${reason}${status ? ` ${status}` : ""}`);
  }
}

/** The sampling settings: low temperature, a reply of a few sentences. */
export const COMPLETION_SETTINGS = { temperature: 0.2, max_tokens: 600 } as const;

export async function chatCompletion(
  config: OpenAiChatConfig,
  request: { messages: readonly ChatMessage[]; tools: readonly unknown[] },
  signal: AbortSignal,
): Promise<ChatChoice> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages: request.messages,
        tools: request.tools,
        tool_choice: "auto",
        ...COMPLETION_SETTINGS,
      }),
      signal,
    });
  } catch (error) {
    throw new ChatUpstreamError(isTimeout(error) ? "timeout" : "unreachable");
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ChatUpstreamError("status", response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new ChatUpstreamError(isTimeout(error) ? "timeout" : "shape");
  }
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new ChatUpstreamError("shape");
  const message = parsed.data.choices[0]?.message;
  if (!message) throw new ChatUpstreamError("shape");
  if (message.refusal) throw new ChatUpstreamError("refused");
  return message;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
