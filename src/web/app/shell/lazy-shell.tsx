import { MessageSquare } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { isStaffPath } from "#domain/routes";
import { Button } from "#web/components/ui/button";
import { lazyWithParts } from "#web/lib/lazy-with-parts";
import { useToastsWanted } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";

const Assistant = lazyWithParts(
  () => import("#web/features/assistant").then((module) => module.AssistantLauncher),
  ["assistant"],
);

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

const Feedback = lazy(() => import("#web/features/feedback").then((module) => ({ default: module.FeedbackDialog })));

/**
 * True once the page has loaded (its pictures and font too) and the browser is then idle, or
 * `timeout` ms after the load at the latest: what can wait never competes with the page itself.
 */
function useWhenIdle(timeout: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === "function") {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setIdle(true), 1);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === "complete") afterLoad();
    else {
      window.addEventListener("load", afterLoad, { once: true });
      cancel = () => window.removeEventListener("load", afterLoad);
    }
    return () => cancel();
  }, [timeout]);
  return idle;
}

/**
 * The assistant's floating button, fetched once the page is idle: a fixed corner button that
 * appears later moves nothing, and its chat code is no part of any page's first load.
 */
export function LazyAssistantLauncher() {
  const idle = useWhenIdle(3000);
  // Staff pages are working screens (the door's Check button sits where the chat button would).
  const staffPage = isStaffPath(useLocation().pathname);
  if (!idle || staffPage) return null;
  return (
    <Suspense fallback={null}>
      <Assistant />
    </Suspense>
  );
}

/** True from the visitor's first press or key on the page (and from then on). */
function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const events = ["pointerdown", "keydown"] as const;
    const onFirst = () => setInteracted(true);
    for (const name of events) window.addEventListener(name, onFirst, { capture: true, passive: true, once: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onFirst, { capture: true });
    };
  }, [interacted]);
  return interacted;
}

/**
 * Where notifications show, fetched with the visitor's first press or key (or a notification
 * asked for sooner): notifications follow what the visitor does, so its live region is in place
 * before the first one and is read out, and a page that is only looked at never fetches it.
 */
export function LazyToaster({ dark }: { dark: boolean }) {
  const interacted = useFirstInteraction();
  const wanted = useToastsWanted();
  if (!interacted && !wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the fixed 64 px header, so a toast never covers the Account menu or the toggles. */}
      <Toaster
        theme={dark ? "dark" : "light"}
        richColors
        closeButton
        position="top-right"
        offset={{ top: 72 }}
        mobileOffset={{ top: 72 }}
      />
    </Suspense>
  );
}

/**
 * The footer's Feedback button, in the server's HTML like the rest of the footer; the dialog's
 * code (its form and the rules it checks) is fetched the first time the button is pressed, and the
 * dialog opens once it is there. Once opened it stays mounted, so it closes with its animation.
 */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className="border-slate-600 bg-transparent text-slate-100 hover:bg-slate-800"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MessageSquare aria-hidden="true" />
        {t("feedback.open")}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <Feedback open={open} setOpen={setOpen} opener={button} />
        </Suspense>
      )}
    </>
  );
}
