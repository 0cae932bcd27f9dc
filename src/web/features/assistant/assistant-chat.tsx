import { type RefObject, useRef } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog";
import { useTranslation } from "#web/lib/translation";
import { ChatPanel } from "./chat-panel";
import { useChat } from "./use-chat";

/**
 * The Venue Assistant's chat dialog; the conversation lives here, so closing the dialog keeps it.
 * Closed, it puts the keyboard back on the button that opened it.
 */
export function AssistantChat({
  open,
  setOpen,
  opener,
}: {
  open: boolean;
  setOpen(open: boolean): void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const chat = useChat();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        className="top-auto right-4 bottom-4 left-auto flex h-[min(36rem,calc(100dvh-6rem))] w-[calc(100%-2rem)] max-w-md translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden p-0"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
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
