import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { coreEn } from "#domain/i18n/core/en";
import { en } from "#domain/i18n/en";
import { PAGE_LIST } from "#domain/routes";
import { CATALOG_PARTS, type CatalogPart, isCatalogPart } from "#web/lib/i18n-parts";
import { PAGE_PARTS, SHELL_PARTS } from "./page-parts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)/g;
/** `lazyWithParts(() => import("x")…, ["part", …])`: a piece fetched with the parts it names. */
const LAZY_WITH_PARTS =
  /lazyWithParts\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)[^;]*?,\s*\[([^\]]*)\]\s*,?\s*\)/g;
/** A string that may be a catalog key, or the start of one built at run time (`manage.status.${x}`). */
const KEYLIKE = /["'`]([a-zA-Z]+(?:\.[\w-]+)+)\.?(?=["'`]|\$\{)/g;

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("#web/")) base = path.join(ROOT, "src/web", specifier.slice(5));
  else if (specifier.startsWith("#domain/")) base = path.join(ROOT, "src/domain", specifier.slice(8));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

function isCatalogPath(key: string): boolean {
  let node: unknown = en;
  for (const segment of key.split(".")) {
    if (typeof node !== "object" || node === null || !(segment in node)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

/** A piece fetched with `lazyWithParts`: its module and the parts its call names. */
interface LazyPiece {
  from: string;
  module: string;
  parts: string[];
}

/** `import { a, b as c } from "x"` (not `import type`): the names a file takes from a module. */
const NAMED_IMPORT = /(?:^|[\s;])import\s+\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** `export { a, type b } from "./x"`: a feature's index naming what it offers, and from where. */
const RE_EXPORT = /(?:^|[\s;])export\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The binding names of an import or export list (`type` ones aside), as the module exports them. */
function names(list: string): string[] {
  return list
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith("type "))
    .map((name) => name.split(/\s+as\s+/)[0] ?? "");
}

/**
 * A feature's index only re-exports (the build drops what nobody imports: the web app's modules
 * do nothing when imported): the files behind the names `file` takes from it, or null for any other
 * module.
 */
function throughIndex(file: string, imported: string[]): string[] | null {
  if (!file.endsWith(`${path.sep}index.ts`)) return null;
  const text = fs.readFileSync(file, "utf8");
  const statements = text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .trim();
  const reExports = [...statements.matchAll(RE_EXPORT)];
  if (statements.replace(RE_EXPORT, "").replace(/[\s;]/g, "") !== "") return null;
  return reExports
    .filter((match) => !match[1] && names(match[2] ?? "").some((name) => imported.includes(name)))
    .flatMap((match) => resolve(file, match[3] ?? "") ?? []);
}

/** `useCatalogParts(["part", …]`: parts a file fetches itself before it shows their texts. */
const ON_DEMAND = /useCatalogParts\(\s*\[([^\]]*)\]/g;

/** The pieces `file` fetches with `lazyWithParts`. */
function lazyPieces(file: string, text: string): LazyPiece[] {
  return [...text.matchAll(LAZY_WITH_PARTS)].flatMap((match) => {
    const module = resolve(file, match[1] ?? "");
    const parts = [...(match[2] ?? "").matchAll(/["']([\w-]+)["']/g)].map((part) => part[1] ?? "");
    return module ? [{ from: file, module, parts }] : [];
  });
}

/**
 * The catalog parts the code reachable from `entry` names keys of (through static and dynamic
 * imports alike: a dialog a page loads later shows its texts too), except what it fetches with
 * `lazyWithParts`, which names its own (collected into `pieces`). The catalogs themselves, and the
 * page registry (whose heads the server writes), are not followed.
 */
function partsUsedFrom(entry: string, { dynamic = true, pieces = [] as LazyPiece[] } = {}): Set<CatalogPart> {
  const seen = new Set<string>();
  const used = new Set<CatalogPart>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.includes(`${path.sep}i18n${path.sep}`) || file.endsWith(`${path.sep}routes.ts`)) continue;
    const text = fs.readFileSync(file, "utf8");
    const lazy = lazyPieces(file, text);
    pieces.push(...lazy);
    const viaIndex = new Set<string>();
    for (const match of text.matchAll(NAMED_IMPORT)) {
      const target = resolve(file, match[2] ?? "");
      const behind = target ? throughIndex(target, names(match[1] ?? "")) : null;
      if (target && behind) {
        viaIndex.add(target);
        stack.push(...behind);
      }
    }
    for (const match of text.matchAll(IMPORT)) {
      if (match[1] || (match[3] && !dynamic)) continue;
      const target = resolve(file, match[2] ?? match[3] ?? "");
      if (!target || (match[2] && viaIndex.has(target))) continue;
      if (!(match[3] && lazy.some((piece) => piece.module === target))) stack.push(target);
    }
    const onDemand = [...text.matchAll(ON_DEMAND)].flatMap((match) =>
      [...(match[1] ?? "").matchAll(/["']([\w-]+)["']/g)].map((part) => part[1] ?? ""),
    );
    for (const match of text.matchAll(KEYLIKE)) {
      const key = match[1] ?? "";
      const part = key.split(".")[0] ?? "";
      if (isCatalogPart(part) && isCatalogPath(key) && !onDemand.includes(part)) used.add(part);
    }
  }
  return used;
}

const pageFile = (component: string) => path.join(ROOT, "src/web/features", `${component}.tsx`);

describe("the catalog parts each page loads", () => {
  it.each(PAGE_LIST.map((page) => [page.id, page.component] as const))(
    "%s declares every part it uses",
    (id, component) => {
      const used = [...partsUsedFrom(pageFile(component))].sort();
      expect(used.filter((part) => !PAGE_PARTS[id].includes(part))).toEqual([]);
      // Nor more: a part the page does not show would be fetched for nothing.
      expect(PAGE_PARTS[id].filter((part) => !used.includes(part))).toEqual([]);
    },
  );

  it("every piece fetched with lazyWithParts names the parts it uses", () => {
    const pieces: LazyPiece[] = [];
    for (const page of PAGE_LIST) partsUsedFrom(pageFile(page.component), { pieces });
    partsUsedFrom(pageFile("not-found/not-found-page"), { pieces });
    partsUsedFrom(path.join(ROOT, "src/web/main.tsx"), { pieces });
    expect(pieces.length).toBeGreaterThan(0);
    const checked = new Set<string>();
    for (const piece of pieces) {
      if (checked.has(`${piece.module}:${piece.parts}`)) continue;
      checked.add(`${piece.module}:${piece.parts}`);
      expect(
        piece.parts.filter((part) => !isCatalogPart(part)),
        path.relative(ROOT, piece.from),
      ).toEqual([]);
      const used = [...partsUsedFrom(piece.module, { pieces })].filter((part) => !piece.parts.includes(part));
      expect(used, `${path.relative(ROOT, piece.module)} (from ${path.relative(ROOT, piece.from)})`).toEqual([]);
    }
  });

  it("the not-found page and the shell's lazy pieces declare theirs", () => {
    const missing = (entry: string, declared: readonly CatalogPart[]) =>
      [...partsUsedFrom(entry)].filter((part) => !declared.includes(part));
    expect(missing(pageFile("not-found/not-found-page"), PAGE_PARTS.notFound)).toEqual([]);
    expect(missing(path.join(ROOT, "src/web/app/shell/signed-in-menu.tsx"), SHELL_PARTS.accountMenu)).toEqual([]);
  });

  it("the shell's first load uses only the core", () => {
    // The app's static imports, the lazy pieces aside (they declare their own parts above).
    const shell = partsUsedFrom(path.join(ROOT, "src/web/app/start.tsx"), { dynamic: false });
    // The test-mode banner (never in production) fetches its part before it shows.
    for (const part of SHELL_PARTS.testModeBanner) shell.delete(part);
    expect([...shell]).toEqual([]);
  });

  it("splits the whole catalog into the core and the parts, with nothing left over", () => {
    const keys = new Set([...Object.keys(coreEn), ...CATALOG_PARTS, "mail"]);
    expect([...keys].sort()).toEqual(Object.keys(en).sort());
  });
});
