import type { TranslationKey } from "#domain/i18n/translate";
import type { PagePath } from "#domain/routes";

/** The top links, in order. */
export const TOP_LINKS: { to: PagePath; label: TranslationKey }[] = [
  { to: "/", label: "nav.home" },
  { to: "/calendar", label: "nav.calendar" },
  { to: "/box-office", label: "nav.boxOffice" },
  { to: "/planner", label: "nav.planner" },
  { to: "/information", label: "nav.information" },
];
