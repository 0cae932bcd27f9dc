/** The site's languages and how a visitor's is chosen; no catalog here, so the web's first load stays small. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const LANGUAGE_COOKIE = "lang";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "es";
}

/** The visitor's language on the server: the site's cookie first, then the browser's preference. */
export function languageOf(cookieHeader?: string | null, acceptLanguage?: string | null): Language {
  const fromCookie = cookieHeader?.match(/(?:^|;\s*)lang=(en|es)\b/)?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  const preferred = acceptLanguage?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}
