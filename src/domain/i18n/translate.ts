import { en } from "./en";
import { es } from "./es";
import type { Language } from "./language";
import type { KeyOf } from "./types";

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language, languageOf } from "./language";

export const catalogs = { en, es } as const;
export type TranslationKey = KeyOf<typeof en>;

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Whether a text known only at run time (a validation message, a key built from data) is a catalog key. */
export function isTranslationKey(value: string): value is TranslationKey {
  return lookup(en, value) !== undefined;
}

/** The keys under one part of the catalog, without its prefix: `KeyUnder<"tickets.mail">` is "subject" | "greeting" | …. */
export type KeyUnder<Prefix extends string> = TranslationKey extends infer Key
  ? Key extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;

/**
 * Same placeholder syntax as the web app's translator: {{name}}. The key is one of the catalog's, so
 * a text the server sends cannot be missing from it.
 */
export function translate(language: Language, key: TranslationKey, params: Record<string, unknown> = {}): string {
  const template = lookup(catalogs[language], key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in params ? String(params[name]) : `{{${name}}}`,
  );
}
