import { useSyncExternalStore } from "react";
import { DEFAULT_LANGUAGE, type Language } from "#domain/i18n/language";
import type { TranslationKey } from "#domain/i18n/translate";

type PluralBase<Key> = Key extends `${infer Base}_${"one" | "other"}` ? Base : never;

/**
 * A text's key: one of the catalog's, or the base of a text with plural forms (`seats_one`,
 * `seats_other` are asked for as `seats` with a `count`).
 */
export type TextKey = TranslationKey | PluralBase<TranslationKey>;

/** Values for a text's `{{name}}` placeholders; a numeric `count` also picks the plural form. */
export type TextValues = { count?: number | string } & Record<string, unknown>;

export type TFunction = (key: TextKey, values?: TextValues) => string;

export interface Translator {
  /** The language texts are shown in now. */
  readonly language: Language;
  /** Whether the current language's store holds a text under `key` (a key known only at run time). */
  exists(key: string): boolean;
}

/** Each language's texts, as nested objects keyed like the catalog (parts are added as they load). */
const stores: Record<Language, Record<string, unknown>> = { en: {}, es: {} };
let language: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const pluralRules = new Map<Language, Intl.PluralRules>();

/** What the app does with a key the store lacks (fetch its part), and with each text it shows. */
const hooks: { missing?: (key: string) => void; used?: (key: string) => void } = {};

export function onMissingText(handler: (key: string) => void): void {
  hooks.missing = handler;
}

/** Called with every key a render shows (the server counts the catalog parts a page used). */
export function onTextUsed(handler: (key: string) => void): void {
  hooks.used = handler;
}

function lookup(lang: Language, key: string): string | undefined {
  let node: unknown = stores[lang];
  for (const segment of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === "string" ? node : undefined;
}

function merge(target: Record<string, unknown>, source: object) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === "object" && value !== null && typeof existing === "object" && existing !== null) {
      merge(existing as Record<string, unknown>, value);
    } else target[key] = value;
  }
}

/** Adds texts (a part, the core) to a language's store, deeply, without dropping what is there. */
export function addTexts(lang: Language, texts: object): void {
  merge(stores[lang], texts);
}

/** Whether a language's store holds anything under `key` (a whole part, say). */
export function hasTexts(lang: Language, key: string): boolean {
  return key in stores[lang];
}

function pluralOf(lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * The text of `key` in `lang`: with a `count`, its plural form for that number (the
 * `_other` form when the catalog has no form of that name); `{{name}}` placeholders are filled from
 * `values` (one without a value stays as written). A key the store lacks is shown as itself.
 */
function translate(lang: Language, key: string, values?: TextValues): string {
  let text: string | undefined;
  if (typeof values?.count === "number") {
    text = lookup(lang, `${key}_${pluralOf(lang, values.count)}`) ?? lookup(lang, `${key}_other`);
  }
  text ??= lookup(lang, key);
  if (text === undefined) {
    hooks.missing?.(key);
    return key;
  }
  hooks.used?.(key);
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}

/** One function per language, so a component's `t` changes (and memos recompute) only with it. */
const translators = new Map<Language, TFunction>();

function tFor(lang: Language): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = (key, values) => translate(lang, key, values);
    translators.set(lang, t);
  }
  return t;
}

export const translator: Translator = {
  get language() {
    return language;
  },
  exists: (key) => lookup(language, key) !== undefined,
};

/**
 * Shows texts in `next` from now on and re-renders every component that shows texts. The server
 * calls it right before each (synchronous) render, with that page's language.
 */
export function changeLanguage(next: Language): void {
  if (next === language) return;
  language = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentLanguageSnapshot = () => language;

/** The texts of the current language, re-rendering when it changes. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const lang = useSyncExternalStore(subscribe, currentLanguageSnapshot, currentLanguageSnapshot);
  return { t: tFor(lang), i18n: translator };
}

/** The texts of one language, whatever the current one is (tests, a text in a given language). */
export function fixedT(lang: Language): TFunction {
  return tFor(lang);
}
