import { useEffect, useState } from "react";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from "#domain/i18n/language";
import { CATALOG_PARTS, type CatalogPart, isCatalogPart, PART_LOADERS } from "./i18n-parts";
import {
  addTexts,
  changeLanguage,
  hasTexts,
  onMissingText,
  onTextUsed,
  translator,
  useTranslation,
} from "./translation";

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

/**
 * The language the app shows or is about to show. Known before the shell's texts are in, so the
 * router can fetch a page's texts in this language while the page's code loads.
 */
let language: Language = typeof window === "undefined" ? DEFAULT_LANGUAGE : initialLanguage();

/** The language the app starts in: the visitor's stored choice, else the browser's. */
export function startingLanguage(): Language {
  return language;
}

/** The parts of the catalog some page of this visit has asked for: a language switch loads them all. */
const wanted = new Set<CatalogPart>();
/** What each language's store holds (or is fetching), so nothing is fetched twice. */
const parts: Record<Language, Map<CatalogPart, Promise<void>>> = { en: new Map(), es: new Map() };
const cores: Partial<Record<Language, Promise<void>>> = {};

/** The shell's texts of a language, fetched like the parts: a first load carries one language's. */
function loadCore(lang: Language): Promise<void> {
  cores[lang] ??= (
    lang === "en"
      ? import("#domain/i18n/core/en").then((module) => module.coreEn)
      : import("#domain/i18n/core/es").then((module) => module.coreEs)
  ).then((core) => addTexts(lang, core));
  return cores[lang];
}

function loadPart(lang: Language, part: CatalogPart): Promise<void> {
  let loading = parts[lang].get(part);
  if (!loading) {
    loading = PART_LOADERS[part][lang]().then((texts) => addTexts(lang, { [part]: texts }));
    // A failed fetch (offline) may be tried again on the next navigation.
    loading.catch(() => parts[lang].delete(part));
    parts[lang].set(part, loading);
  }
  return loading;
}

/**
 * Fetches the catalog parts a page uses, in the current language (and remembers them for a
 * language switch). Resolves once their texts are in the store, so the page renders translated.
 */
export function loadCatalogParts(wantedParts: readonly CatalogPart[]): Promise<void> {
  for (const part of wantedParts) wanted.add(part);
  return Promise.all(wantedParts.map((part) => loadPart(language, part))).then(() => undefined);
}

/**
 * Starts the texts in the visitor's language with its shell texts. Resolves when they are in
 * place: the app renders after that, so no text ever shows as a key or in the wrong language.
 */
export async function setupI18n(): Promise<void> {
  changeLanguage(language);
  // A text of a part nobody declared: fetch the part, so the next render has it (the parts a page,
  // dialog or banner uses are declared and loaded before it renders; a test keeps them complete).
  onMissingText((key) => {
    const part = key.split(".")[0] ?? "";
    if (!isCatalogPart(part)) return;
    if (import.meta.env.DEV) console.warn(`catalog part "${part}" was not declared for this page (${key})`);
    void loadCatalogParts([part]);
  });
  await loadCore(language);
  remember(language);
}

/**
 * On the server: every text of both languages, for rendering pages in either. The renderer picks a
 * page's language with `changeLanguage` (every text is already in the store) right before
 * rendering it, and learns from `onPartUsed` which catalog parts the render showed texts of: the
 * browser loads those before it hydrates. The texts come through the same loaders as the
 * browser's, the shell's and every part's, so the catalog's modules are imported one way only.
 */
export async function setupServerI18n(onPartUsed: (part: CatalogPart) => void): Promise<void> {
  await Promise.all(
    LANGUAGES.flatMap((lang) => [loadCore(lang), ...CATALOG_PARTS.map((part) => loadPart(lang, part))]),
  );
  changeLanguage(DEFAULT_LANGUAGE);
  onTextUsed((key) => {
    const part = key.split(".")[0] ?? "";
    if (isCatalogPart(part)) onPartUsed(part);
  });
}

/** Switches the language once its shell texts and every part this visit uses are loaded. */
export async function switchLanguage(next: Language): Promise<void> {
  language = next;
  await Promise.all([loadCore(next), ...[...wanted].map((part) => loadPart(next, part))]);
  // A later switch won the race: leave the language it chose.
  if (language !== next) return;
  changeLanguage(next);
  remember(next);
}

export function currentLanguage(): Language {
  return translator.language;
}

/** The active locale for Intl formatting. */
export function localeOf(language: string): string {
  return language === "es" ? "es-US" : "en-US";
}

/** Whether a language's store holds a part (loaded by a page, a dialog or a language switch). */
function hasPart(lang: Language, part: CatalogPart): boolean {
  return hasTexts(lang, part);
}

/**
 * For a piece that shows texts of a part only sometimes (the test-mode banner, a sold-out event's
 * waitlist): true once the parts are loaded in the current language; fetches them while
 * `wantedNow`. On the server every part is there; a page it rendered loads the parts its HTML used
 * before it hydrates, so the first render in the browser matches.
 */
export function useCatalogParts(wantedParts: readonly CatalogPart[], wantedNow = true): boolean {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [, setLoaded] = useState(0);
  const ready = wantedParts.every((part) => hasPart(lang, part));
  const names = wantedParts.join(",");
  // The parts are compared by name: a list written in the call is a new array on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `names` stands for `wantedParts`.
  useEffect(() => {
    if (!wantedNow || ready) return;
    let current = true;
    void loadCatalogParts(wantedParts).then(() => {
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [wantedNow, ready, names]);
  return ready;
}
