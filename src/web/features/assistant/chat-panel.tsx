import { SendHorizontal } from "lucide-react";
import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { CHAT_LIMITS } from "#domain/schemas/chat";
import { Button } from "#web/components/ui/button";
import { Input, Label } from "#web/components/ui/input";
import { cn } from "#web/lib/cn";
import { useTranslation } from "#web/lib/translation";
import { ReplyText } from "./reply-text";
import type { useChat } from "./use-chat";

interface ChatPanelProps {
  chat: ReturnType<typeof useChat>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** A link in a reply was followed: the dialog closes. */
  onNavigate(): void;
}

/** The message list, the typing indicator and the question box of the assistant dialog. */
export function ChatPanel({ chat, inputRef, onNavigate }: ChatPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const { messages, pending, send } = chat;

  // Keep the newest message in view. The effect reads both on purpose: it runs when either changes.
  useEffect(() => {
    const list = listRef.current;
    if (list && (messages.length > 0 || pending)) list.scrollTop = list.scrollHeight;
  }, [messages, pending]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send(draft)) setDraft("");
  }

  return (
    <>
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t("assistant.name")}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
      >
        {messages.map((m) => (
          <div
            key={m.id}
            lang={m.language}
            className={cn(
              "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed",
              m.isUser
                ? "self-end rounded-br-sm bg-primary text-primary-foreground"
                : "self-start rounded-bl-sm bg-muted text-foreground",
              m.error && "border border-destructive",
            )}
            data-testid={m.isUser ? "chat-user" : "chat-bot"}
          >
            <span className="sr-only">{m.isUser ? t("assistant.you") : t("assistant.bot")}: </span>
            {m.isUser ? m.text : <ReplyText text={m.text} language={m.language} onNavigate={onNavigate} />}
          </div>
        ))}
      </div>
      <div role="status" className="px-4">
        {pending ? (
          <div className="flex items-center gap-2 pb-2 text-xs text-muted-foreground">
            <span className="flex gap-1" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
            </span>
            {t("assistant.typing")}
          </div>
        ) : null}
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border p-3">
        <div className="flex-1">
          <Label htmlFor="assistant-input" className="sr-only">
            {t("assistant.inputLabel")}
          </Label>
          <Input
            id="assistant-input"
            ref={inputRef}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t("assistant.placeholder")}
            maxLength={CHAT_LIMITS.messageMax}
            autoComplete="off"
            enterKeyHint="send"
          />
        </div>
        <Button type="submit" size="icon" disabled={pending} aria-label={t("assistant.send")}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
    </>
  );
}
