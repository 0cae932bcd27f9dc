import { useCallback, useEffect, useRef, useState } from "react";
import { hasReason } from "#domain/errors";
import { isLanguage, type Language } from "#domain/i18n/translate";
import { CHAT_LIMITS, type ChatTurn } from "#domain/schemas/chat";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import { usePreferences } from "#web/lib/preferences";
import type { TFunction } from "#web/lib/translation";
import { useTranslation } from "#web/lib/translation";
import { speak } from "#web/lib/tts";
import { sendChat } from "./api/send-chat";

/** The chat message, plus what the chat needs to show and read it. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: number;
  language: Language;
  /** The greeting and error bubbles are not part of the conversation sent back. */
  local?: boolean;
  error?: boolean;
  /** The server's signature of an assistant reply, sent back with it so the server knows it said it. */
  sig?: string;
}

const UPSTREAM_REASONS = ["status", "shape", "timeout", "unreachable"] as const;

/**
 * A failed reply is an "Error: {message}" bubble, in the interface language. The assistant's own
 * service failing is told as the assistant's; any other failure as every page tells it.
 */
export function errorText(t: TFunction, error: unknown): string {
  let message: string;
  if (error instanceof ApiError && error.code === "upstream_failed") {
    const params = error.params;
    const reason = UPSTREAM_REASONS.find((r) => hasReason(params, r)) ?? "shape";
    const status = hasReason(params, "status") ? String(params.status) : "";
    message = t(`assistant.upstream.${reason}`, { status });
  } else {
    message = explainError(t, error).description;
  }
  return t("assistant.errorBubble", { message });
}

function message(text: string, isUser: boolean, language: Language, local = false, error = false): ChatMessage {
  return { id: crypto.randomUUID(), text, isUser, timestamp: Date.now(), language, local, error };
}

/** The earlier turns sent with a question: the last few, each cut to the server's bound. */
function historyOf(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((m) => !m.local)
    .slice(-CHAT_LIMITS.historyTurns)
    .map((m) => ({
      role: m.isUser ? "user" : "assistant",
      text: m.text.slice(0, CHAT_LIMITS.historyTextMax),
      ...(m.sig ? { sig: m.sig } : {}),
    }));
}

/**
 * The conversation: a greeting in the active language (the conversation starts over when the
 * language changes), one question at a time, replies read aloud when text-to-speech is on.
 */
export function useChat() {
  const { t, i18n } = useTranslation();
  const { tts } = usePreferences();
  const language: Language = isLanguage(i18n.language) ? i18n.language : "en";
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const latest = useRef<ChatMessage[]>([]);
  const busy = useRef(false);
  // Bumped on every restart, so a reply to an earlier conversation is dropped.
  const conversation = useRef(0);

  useEffect(() => {
    conversation.current += 1;
    busy.current = false;
    const greeting = [message(t("assistant.greeting"), false, language, true)];
    latest.current = greeting;
    setMessages(greeting);
    setPending(false);
  }, [language, t]);

  const append = useCallback((item: ChatMessage) => {
    latest.current = [...latest.current, item];
    setMessages(latest.current);
  }, []);

  /** Sends a question; false when it was ignored (blank, or a reply is still pending). */
  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      if (!text || busy.current) return false;
      busy.current = true;
      const current = conversation.current;
      const history = historyOf(latest.current);
      append(message(text, true, language));
      setPending(true);
      sendChat({ message: text, language, history })
        .then(
          (response) => {
            if (current !== conversation.current) return;
            append({ ...message(response.reply, false, response.language), sig: response.sig });
            if (tts) speak(response.reply, response.language);
          },
          (error: unknown) => {
            if (current !== conversation.current) return;
            const bubble = errorText(t, error);
            append(message(bubble, false, language, true, true));
            if (tts) speak(bubble, language);
          },
        )
        .finally(() => {
          if (current !== conversation.current) return;
          busy.current = false;
          setPending(false);
        });
      return true;
    },
    [append, language, t, tts],
  );

  return { messages, pending, send };
}
