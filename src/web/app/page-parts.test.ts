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

/**
 * The catalog parts the code reachable from `entry` names keys of (through static and dynamic
 * imports alike: a dialog a page loads later shows its texts too). The catalogs themselves, and the
 * page registry (whose heads the server writes), are not followed.
 */
function partsUsedFrom(entry: string, { dynamic = true } = {}): Set<CatalogPart> {
  const seen = new Set<string>();
  const used = new Set<CatalogPart>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.includes(`${path.sep}i18n${path.sep}`) || file.endsWith(`${path.sep}routes.ts`)) continue;
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      if (match[1] || (match[3] && !dynamic)) continue;
      const target = resolve(file, match[2] ?? match[3] ?? "");
      if (target) stack.push(target);
    }
    for (const match of text.matchAll(KEYLIKE)) {
      const key = match[1] ?? "";
      const part = key.split(".")[0] ?? "";
      if (isCatalogPart(part) && isCatalogPath(key)) used.add(part);
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
    },
  );

  it("the not-found page and the shell's lazy pieces declare theirs", () => {
    const missing = (entry: string, declared: readonly CatalogPart[]) =>
      [...partsUsedFrom(entry)].filter((part) => !declared.includes(part));
    expect(missing(pageFile("not-found/not-found-page"), PAGE_PARTS.notFound)).toEqual([]);
    expect(missing(path.join(ROOT, "src/web/features/assistant/index.ts"), SHELL_PARTS.assistant)).toEqual([]);
    expect(missing(path.join(ROOT, "src/web/app/shell/signed-in-menu.tsx"), SHELL_PARTS.accountMenu)).toEqual([]);
  });

  it("the shell's first load uses only the core", () => {
    // main.tsx's static imports, the lazy pieces aside (they declare their own parts above).
    const shell = partsUsedFrom(path.join(ROOT, "src/web/main.tsx"), { dynamic: false });
    // The test-mode banner (never in production) fetches its part before it shows.
    for (const part of SHELL_PARTS.testModeBanner) shell.delete(part);
    expect([...shell]).toEqual([]);
  });

  it("splits the whole catalog into the core and the parts, with nothing left over", () => {
    const keys = new Set([...Object.keys(coreEn), ...CATALOG_PARTS, "mail"]);
    expect([...keys].sort()).toEqual(Object.keys(en).sort());
  });
});
