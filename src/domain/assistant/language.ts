import type { Language } from "../i18n/translate";
import { normalize } from "./text";
import { ENGLISH_WORDS, SPANISH_WORDS } from "./words";

/**
 * Which language a question is in. The old site looked for Spanish navigation text on the page,
 * i.e. it answered in the interface language; a visitor who types Spanish on the English site
 * wants Spanish back, so the question's own words decide and the interface language only breaks
 * ties ("VIP?", "3500").
 *
 * Votes: common function words of each language, Spanish-only letters and marks, and the
 * keywords the matcher recognised (passed in, since they already carry a language). Word
 * endings typical of one language ("-ción", "-ing") weigh half a vote, for questions without
 * any function word ("aceptan mascotas?").
 */

const SPANISH_ENDING = /^[a-z]{2,}(?:cion|ciones|mente|dad|os|as|an|amos)$/;
const ENGLISH_ENDING = /^[a-z]{2,}(?:ing|tion|ed|ly)$/;

export interface LanguageVotes {
  en: number;
  es: number;
}

export function languageVotes(text: string): LanguageVotes {
  const votes = { en: 0, es: 0 };
  if (/[¿¡ñÑ]/.test(text)) votes.es += 2;
  if (/[áéíóúÁÉÍÓÚ]/.test(text)) votes.es += 1;
  for (const word of normalize(text).split(" ")) {
    if (SPANISH_WORDS.has(word)) votes.es += 1;
    else if (ENGLISH_WORDS.has(word)) votes.en += 1;
    else if (SPANISH_ENDING.test(word)) votes.es += 0.5;
    else if (ENGLISH_ENDING.test(word)) votes.en += 0.5;
  }
  return votes;
}

/** The language with more votes; the fallback (the interface language) on a tie. */
export function detectLanguage(text: string, fallback: Language, extra: LanguageVotes = { en: 0, es: 0 }): Language {
  const votes = languageVotes(text);
  const en = votes.en + extra.en;
  const es = votes.es + extra.es;
  if (en === es) return fallback;
  return es > en ? "es" : "en";
}
