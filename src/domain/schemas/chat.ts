import { z } from "zod";
import { LANGUAGES } from "../i18n/translate";

export const CHAT_LIMITS = {
  messageMax: 1000,
  /** Earlier turns sent for context: the last few, each cut to a bounded length. */
  historyTurns: 8,
  historyTextMax: 2000,
  signatureMax: 100,
} as const;

export const chatTurnSchema = z.object({
  role: z.enum(["user", "assistant"], { error: "validation.required" }),
  text: z.string({ error: "validation.required" }).max(CHAT_LIMITS.historyTextMax, "validation.tooLong"),
  /** The server's signature of an assistant turn, as it was sent with the reply. */
  sig: z.string().max(CHAT_LIMITS.signatureMax, "validation.tooLong").optional(),
});

/** POST /api/chat. `language` is the interface language, used when the question does not say. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(CHAT_LIMITS.messageMax, "validation.tooLong"),
  language: z.enum(LANGUAGES, { error: "assistant.validation.language" }),
  history: z
    .array(chatTurnSchema, { error: "assistant.validation.history" })
    .max(CHAT_LIMITS.historyTurns, "assistant.validation.history")
    .default([]),
});

export type ChatTurn = z.infer<typeof chatTurnSchema>;
export type ChatRequest = z.input<typeof chatRequestSchema>;

export interface ChatResponse {
  reply: string;
  /** The reply's language, for the voice that reads it aloud. */
  language: (typeof LANGUAGES)[number];
  /** The server's signature of `reply`: sent back with it as history, it proves the assistant said it. */
  sig: string;
}
