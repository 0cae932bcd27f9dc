import { MessageCircle } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { lazyWithParts } from "#web/lib/lazy-with-parts";
import { useTranslation } from "#web/lib/translation";

/** The chat, with its texts and its answers' (door times, events). */
const AssistantChat = lazyWithParts(
  () => import("./assistant-chat").then((module) => module.AssistantChat),
  ["assistant", "door", "listings"],
);

/**
 * The floating Venue Assistant button, on every page. The chat's code and texts are fetched the
 * first time it is pressed, and the chat opens once they are there; it then stays mounted, so the
 * conversation survives closing and reopening it.
 */
export function AssistantLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t("assistant.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AssistantChat open={open} setOpen={setOpen} opener={button} />
        </Suspense>
      )}
    </>
  );
}
