import type { Language } from "#domain/i18n/language";

/**
 * The preload tags of a page's head: none. The entry fetches the app, the page's code and its texts
 * once the page is painted (web/main.tsx), and the text font comes when the styles first use it
 * (its fallback takes the same room, so the swap moves nothing): preloaded from the head, they
 * would share the first round trips with the styles and the page's main picture, which the first
 * and the largest paint wait for. The one place a page's head would get preload tags.
 */
export function pagePreloads(_distDir: string): (pagePath: string, language: Language, parts: string[]) => string {
  return () => "";
}
