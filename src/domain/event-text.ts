import type { Language } from "./i18n/language";

/**
 * An event's own words in the site's two languages. The English title and description are always
 * written; the Spanish ones may be missing (null or blank), and then Spanish pages, mails and the
 * assistant show the English text, marked with its language so readers and screen readers know.
 */
export interface BilingualTitle {
  title: string;
  titleEs?: string | null;
}

export interface BilingualText extends BilingualTitle {
  description: string;
  descriptionEs?: string | null;
}

/** A text to show and the language it is actually in. */
export interface ShownText {
  text: string;
  lang: Language;
}

function pick(english: string, spanish: string | null | undefined, lang: Language): ShownText {
  if (lang === "es" && spanish && spanish.trim() !== "") return { text: spanish, lang: "es" };
  return { text: english, lang: "en" };
}

/** The event's title in `lang`, falling back to the English one. */
export function eventTitleIn(event: BilingualTitle, lang: Language): ShownText {
  return pick(event.title, event.titleEs, lang);
}

/** The event's description in `lang`, falling back to the English one. */
export function eventDescriptionIn(event: BilingualText, lang: Language): ShownText {
  return pick(event.description, event.descriptionEs, lang);
}

/** Just the title text in `lang` (mails, file names, the assistant). */
export function titleIn(event: BilingualTitle, lang: Language): string {
  return eventTitleIn(event, lang).text;
}

/** A row's Spanish columns as the bilingual fields the API answers with. */
export function spanishOf(row: { title_es?: string | null; description_es?: string | null }): {
  titleEs: string | null;
  descriptionEs: string | null;
} {
  return { titleEs: row.title_es ?? null, descriptionEs: row.description_es ?? null };
}
