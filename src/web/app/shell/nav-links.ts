import type { TranslationKey } from "#domain/i18n/translate";
import { FIXED_PAGES } from "#domain/routes";

/** The top links, in the order the page registry gives them. */
export const TOP_LINKS: { to: string; label: TranslationKey }[] = FIXED_PAGES.flatMap((page) =>
  page.nav?.group === "top" ? [{ to: page.path, label: page.nav.label, position: page.nav.position }] : [],
)
  .sort((a, b) => a.position - b.position)
  .map(({ to, label }) => ({ to, label }));
