import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { isStaffPath } from "#domain/routes";
import { loadCatalogParts } from "#web/lib/i18n";
import type { CatalogPart } from "#web/lib/i18n-parts";
import { useHydrated } from "#web/lib/use-hydrated";
import { SHELL_PARTS } from "../page-parts";

/** A component fetched with the catalog parts it shows, rendering once both are there. */
function lazyWithParts(load: () => Promise<ComponentType>, parts: readonly CatalogPart[]) {
  return lazy(() => Promise.all([load(), loadCatalogParts(parts)]).then(([Component]) => ({ default: Component })));
}

const Assistant = lazyWithParts(
  () => import("#web/features/assistant").then((module) => module.AssistantLauncher),
  SHELL_PARTS.assistant,
);

const Feedback = lazyWithParts(() => import("#web/features/feedback").then((module) => module.FeedbackDialog), []);

/** True once the browser is idle after the first paint (or after `timeout` ms at the latest). */
function useWhenIdle(timeout: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(handle);
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

/**
 * The footer's feedback button and dialog, fetched with the page; until it is there a box of the
 * button's height holds its place, so nothing below it moves when it arrives. The server's HTML
 * has the box too: a button drawn before its code is there could not take a click.
 */
export function LazyFeedbackDialog({ placeholder }: { placeholder: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Feedback />
    </Suspense>
  );
}
