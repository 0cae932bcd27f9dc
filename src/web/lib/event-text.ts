import { useMemo } from "react";
import { type BilingualText, type BilingualTitle, eventDescriptionIn, eventTitleIn } from "#domain/event-text";
import type { Language } from "#domain/i18n/language";
import { useTranslation } from "./translation";

function otherThan(page: Language, shown: Language): Language | undefined {
  return shown === page ? undefined : shown;
}

/**
 * An event's title and description in the visitor's language (Spanish falls back to English, and
 * says so through `lang`, which the element showing it carries).
 */
export function useEventText() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // `t` changes with the language, so the memo follows it.
  return useMemo(
    () => ({
      lang,
      title: (event: BilingualTitle) => eventTitleIn(event, lang).text,
      /** The `lang` attribute of a title shown in another language than the page's (else none). */
      titleLang: (event: BilingualTitle) => otherThan(lang, eventTitleIn(event, lang).lang),
      description: (event: BilingualText) => eventDescriptionIn(event, lang).text,
      descriptionLang: (event: BilingualText) => otherThan(lang, eventDescriptionIn(event, lang).lang),
      t,
    }),
    [lang, t],
  );
}
