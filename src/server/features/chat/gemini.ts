import { z } from "zod";
import type { ChatTurn } from "#domain/schemas/chat";
import type { Config } from "#server/config";
import { AppError } from "#server/http/errors";
import type { Logger } from "#server/platform/logger";

export type GeminiConfig = Extract<Config["chat"], { provider: "gemini" }>;

/** The generation settings. */
export const GENERATION_CONFIG = { temperature: 0.7, topK: 40, topP: 0.95, maxOutputTokens: 1024 } as const;

const responseSchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z.object({ parts: z.array(z.object({ text: z.string().optional() })).min(1) }),
      }),
    )
    .min(1),
});

export interface GeminiRequest {
  systemPrompt: string;
  history: readonly ChatTurn[];
  message: string;
}

/**
 * The request body: earlier turns as user/model contents (a conversation starts with the
 * user, so leading assistant turns are dropped), then the system prompt and the question as
 * The parts of the last user turn, as the API expects them.
 */
export function geminiBody({ systemPrompt, history, message }: GeminiRequest) {
  const first = history.findIndex((turn) => turn.role === "user");
  const earlier = first < 0 ? [] : history.slice(first);
  return {
    contents: [
      ...earlier.map((turn) => ({ role: turn.role === "user" ? "user" : "model", parts: [{ text: turn.text }] })),
      { role: "user", parts: [{ text: systemPrompt }, { text: message }] },
    ],
    generationConfig: GENERATION_CONFIG,
  };
}

/**
 * Asks Gemini's generateContent for a reply: the first candidate's text. The key travels in
 * the x-goog-api-key header, never in the URL (URLs end up in logs). A non-OK status, an answer
 * without text, a network failure or the time limit become `upstream_failed` with a reason the
 * chat shows as its "Error: …" bubble; the details go to the log only.
 */
export async function askGemini(config: GeminiConfig, request: GeminiRequest, logger: Logger): Promise<string> {
  const url = `${config.baseUrl}/v1beta/models/${encodeURIComponent(config.model)}:generateContent`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-goog-api-key": config.apiKey },
      body: JSON.stringify(geminiBody(request)),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    logger.warn("gemini request failed", { error: String(error), timedOut });
    throw new AppError("upstream_failed", { reason: timedOut ? "timeout" : "unreachable" });
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 500);
    logger.warn("gemini answered an error", { status: response.status, detail });
    throw new AppError("upstream_failed", { reason: "status", status: response.status });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    logger.warn("gemini answer unreadable", { error: String(error) });
    throw new AppError("upstream_failed", { reason: timedOut ? "timeout" : "shape" });
  }
  const parsed = responseSchema.safeParse(body);
  const text = parsed.success
    ? parsed.data.candidates[0]?.content.parts
        .map((part) => part.text ?? "")
        .join("")
        .trim()
    : "";
  if (!text) {
    logger.warn("gemini answer has no text", { body: JSON.stringify(body).slice(0, 500) });
    throw new AppError("upstream_failed", { reason: "shape" });
  }
  return text;
}
