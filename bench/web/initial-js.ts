import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LANGUAGES, type Language } from "#domain/i18n/language";
import { PAGE_LIST, type PageId } from "#domain/routes";
import { PAGE_PARTS } from "#web/app/page-parts";

/** The most JavaScript (gzip) any public page may need before it renders: entry, page and its texts. */
export const INITIAL_JS_BUDGET_BYTES = 170_000;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteInitialJs {
  /** The page's registry id ("notFound" for any other path). */
  page: PageId | "notFound";
  /** The language whose texts cost more (the larger of the two sums). */
  language: Language;
  files: string[];
  gzipBytes: number;
}

/** The public pages: everything in the registry that needs no sign-in, and the not-found page. */
export const PUBLIC_PAGES: { page: PageId | "notFound"; component: string }[] = [
  ...PAGE_LIST.filter((page) => !page.private).map((page) => ({ page: page.id, component: page.component })),
  { page: "notFound", component: "not-found/not-found-page" },
];

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * What a first visit to a page fetches before the page renders, read from Vite's build manifest:
 * the entry chunk and what it imports (the app, which it fetches once the page is painted), the
 * page's chunk and its static imports, and the chunks of the catalog parts the router loads with
 * it and the shell's texts in the language, each file counted once, gzip-compressed as the server
 * sends it. Both languages are summed; the larger counts.
 */
export function initialJsByPage(distDir: string): RouteInitialJs[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const sizes = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the build manifest`);
    return found;
  };
  const withImports = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of chunk(key).imports ?? []) withImports(imported, into);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the build manifest has no entry");
  // The entry's own dynamic imports are the app it starts: part of every first load.
  const started = chunk(entry).dynamicImports ?? [];
  // Catalog chunks are named for their part and language (vite.config.ts).
  const catalog = (part: string, language: Language) => {
    const prefix = `assets/i18n-${part}-${language}-`;
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file.startsWith(prefix));
    if (!key) throw new Error(`no chunk ${prefix}*.js: the ${part} texts are not loaded on their own`);
    return key;
  };

  return PUBLIC_PAGES.map(({ page, component }) => {
    const perLanguage = LANGUAGES.map((language) => {
      const keys = new Set<string>();
      withImports(entry, keys);
      for (const key of started) withImports(key, keys);
      withImports(`src/web/features/${component}.tsx`, keys);
      withImports(catalog("core", language), keys);
      for (const part of PAGE_PARTS[page]) withImports(catalog(kebab(part), language), keys);
      const files = [...keys].map((key) => chunk(key).file).filter((file) => file.endsWith(".js"));
      return { page, language, files, gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0) };
    });
    return perLanguage.reduce((larger, next) => (next.gzipBytes > larger.gzipBytes ? next : larger));
  });
}
