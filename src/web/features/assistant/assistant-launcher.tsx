import { MessageCircle } from "lucide-react";
import { useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#web/components/ui/dialog";
import { useTranslation } from "#web/lib/translation";
import { ChatPanel } from "./chat-panel";
import { useChat } from "./use-chat";

/**
 * The floating Venue Assistant button and its chat dialog, on every page. The conversation
 * lives here, outside the dialog, so closing and reopening keeps it.
 */
export function AssistantLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chat = useChat();
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={t("assistant.open")}
          className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <MessageCircle className="size-6" aria-hidden="true" />
        </button>
      </DialogTrigger>
      <DialogContent
        className="top-auto right-4 bottom-4 left-auto flex h-[min(36rem,calc(100dvh-6rem))] w-[calc(100%-2rem)] max-w-md translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden p-0"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <div className="border-b border-border px-4 py-3 pr-12">
          <DialogTitle className="text-base">{t("assistant.name")}</DialogTitle>
          <DialogDescription className="text-xs">{t("assistant.description")}</DialogDescription>
        </div>
        <ChatPanel chat={chat} inputRef={inputRef} onNavigate={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
