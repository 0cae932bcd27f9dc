import { en } from "./en";
import { es } from "./es";
import type { KeyOf } from "./types";

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const LANGUAGE_COOKIE = "lang";

export const catalogs = { en, es } as const;
export type TranslationKey = KeyOf<typeof en>;

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "es";
}

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Same placeholder syntax as the web app's i18next: {{name}}. A missing key shows the key. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  const template = lookup(catalogs[language], key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in params ? String(params[name]) : `{{${name}}}`,
  );
}

/** The visitor's language on the server: the site's cookie first, then the browser's preference. */
export function languageOf(cookieHeader?: string | null, acceptLanguage?: string | null): Language {
  const fromCookie = cookieHeader?.match(/(?:^|;\s*)lang=(en|es)\b/)?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  const preferred = acceptLanguage?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}
