import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { en } from "#domain/i18n/en";
import { catalogs, DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "#domain/i18n/translate";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

const STORAGE_KEY = "lang";

function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage unavailable: fall through to the browser's preference.
  }
  const preferred = navigator.language.slice(0, 2);
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}

/** Keeps <html lang>, storage and the cookie (read by the server for mails) in step. */
function remember(language: Language) {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not persisted; the choice still applies to this visit.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server for e-mails.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export function setupI18n() {
  const language = initialLanguage();
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: catalogs.en }, es: { translation: catalogs.es } },
    lng: language,
    fallbackLng: false,
    supportedLngs: ["en", "es"],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  remember(language);
  i18next.on("languageChanged", (next) => {
    if (isLanguage(next)) remember(next);
  });
  return i18next;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** The active locale for Intl formatting. */
export function localeOf(language: string): string {
  return language === "es" ? "es-US" : "en-US";
}
