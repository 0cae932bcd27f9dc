import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "#domain/i18n/language";
import { matchPage, PAGES } from "#domain/routes";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
}

/** The font file every page's text is set in: its Latin subset covers English and Spanish. */
const TEXT_FONT = /\/inter-latin-wght-normal-[\w-]+\.woff2$/;

const NOT_FOUND_MODULE = "src/web/features/not-found/not-found-page.tsx";

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The preload tags of a page, from the web build's manifest: the text font, and as
 * `modulepreload` the page's own code with what it imports and the texts it shows in its language,
 * so the browser fetches them side by side with the entry instead of after it. The entry's own imports are left out: the built
 * index.html preloads them already. Without a manifest, no tags.
 */
export function pagePreloads(distDir: string): (pagePath: string, language: Language, parts: string[]) => string {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(file)) return () => "";
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const withImports = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) withImports(imported, into);
  };
  const inEntry = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]?.isEntry) withImports(key, inEntry);
  // Fetched with the styles rather than once they are applied, so the text is drawn in it at once.
  const font = [...inEntry].flatMap((key) => manifest[key]?.assets ?? []).find((asset) => TEXT_FONT.test(`/${asset}`));
  const fontLink = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` : "";

  return (pagePath, language, parts) => {
    const match = matchPage(pagePath);
    const keys = new Set<string>(inEntry);
    const before = keys.size;
    withImports(match ? `src/web/features/${PAGES[match.id].component}.tsx` : NOT_FOUND_MODULE, keys);
    if (language !== "en") withImports(`src/domain/i18n/core/${language}.ts`, keys);
    for (const part of parts) withImports(`src/domain/i18n/${kebab(part)}/${language}.ts`, keys);
    const modules = keys.size === before ? [] : [...keys].filter((key) => !inEntry.has(key));
    return [fontLink, ...modules.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)]
      .filter(Boolean)
      .join("\n    ");
  };
}
