import type { DehydratedState } from "@tanstack/react-query";
import type { Language } from "#domain/i18n/language";
import type { CatalogPart } from "#web/lib/i18n-parts";

/** A query's `meta` that keeps it out of server rendering: the browser fetches it itself. */
export const BROWSER_ONLY_QUERY = { browserOnly: true } as const;

/** The id of the JSON script element that carries a server-rendered page's state to the browser. */
export const SSR_STATE_ID = "ssr-state";

/**
 * What the server rendered a page with: the browser starts from the same language, theme and
 * data, so its first render matches the HTML it hydrates. `dark` is null when the server could
 * not know the theme (a first visit: the system's preference applies in the browser).
 */
export interface SsrState {
  language: Language;
  dark: boolean | null;
  queries: DehydratedState;
  /** The catalog parts the page's HTML shows texts of. */
  parts: CatalogPart[];
}

/** JSON safe inside a script element: no `<` can close it or open a comment. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The state the server left in the page, or null for a page that was not rendered on the server. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
