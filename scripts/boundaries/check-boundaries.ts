/**
 * The import rules of the codebase, checked on every `npm run lint`:
 *
 * - `domain/` imports only `domain/` (and npm packages): it is pure and shared by both sides.
 * - `server/` and `web/` never import each other.
 * - A feature (`server/features/<name>/`, `web/features/<name>/`) imports its own files, the shared
 *   layers of its side and `domain/`. Another feature is reached only through its public surface,
 *   the `index.ts` at the feature's root (tests may also use a feature's `*.test-kit.ts`).
 * - Shared layers (server: db, http, platform, context, config; web: components, lib) never import
 *   a feature: features are composed one level up (server: app.ts, main.ts, boot.ts, scripts,
 *   testing; web: app/, main.tsx).
 * - No import cycles between features.
 *
 * Usage: `tsx scripts/boundaries/check-boundaries.ts [root]` — exits 1 and names every offending
 * import, or prints a one-line summary.
 */
import fs from "node:fs";
import path from "node:path";

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)/g;
const ALIASES: Record<string, string> = { "#domain/": "src/domain/", "#server/": "src/server/", "#web/": "src/web/" };
const COMPOSITION_SERVER = ["app.ts", "main.ts", "boot.ts", "scripts", "testing"];
const COMPOSITION_WEB = ["app", "main.tsx"];

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/** Where a file sits: its area (domain, server, web) and, inside a side, its top folder or feature. */
interface Place {
  area: "domain" | "server" | "web" | "other";
  /** `features/<name>` for a feature; otherwise the first folder or file under the area. */
  unit: string;
  feature?: string;
  /** Path inside the feature (for the public-surface check). */
  inFeature?: string;
}

function placeOf(rel: string): Place {
  const parts = rel.split("/");
  if (parts[0] !== "src") return { area: "other", unit: parts[0] ?? "" };
  const area = parts[1];
  if (area !== "domain" && area !== "server" && area !== "web") return { area: "other", unit: area ?? "" };
  if (area === "domain") return { area, unit: "domain" };
  if (parts[2] === "features" && parts[3]) {
    return { area, unit: `features/${parts[3]}`, feature: parts[3], inFeature: parts.slice(4).join("/") };
  }
  return { area, unit: parts[2] ?? "" };
}

/** Resolves a specifier to a path relative to the root, or null for an npm package. */
function resolveSpecifier(fromRel: string, specifier: string): string | null {
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return path.posix.normalize(target + specifier.slice(alias.length));
  }
  if (specifier.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), specifier));
  return null;
}

/**
 * A feature's public surface: its `index.ts`; for tests also its `*.test-kit.ts`; for the
 * composition layers also its entry points (server `*.routes.ts`, web `*-page.tsx`), so pages stay
 * lazily loaded one by one.
 */
function isPublicSurface(inFeature: string | undefined, importer: { test: boolean; composition: boolean }): boolean {
  const file = (inFeature ?? "").replace(SOURCE, "");
  if (file === "" || file === "index") return true;
  if (importer.test && /^[^/]+\.test-kit$/.test(file)) return true;
  return importer.composition && /(^|\/)([^/]+\.routes|[^/]+-page)$/.test(file);
}

function ruleBroken(fromRel: string, targetRel: string): string | null {
  const from = placeOf(fromRel);
  const to = placeOf(targetRel);
  if (from.area === "other" || to.area === "other") return null;
  if (from.area === "domain") return to.area === "domain" ? null : "domain/ imports only domain/";
  if (to.area === "domain") return null;
  if (from.area !== to.area) return `${from.area}/ never imports ${to.area}/`;
  if (to.feature === undefined) return null;
  if (from.feature === to.feature) return null;
  const composition = from.area === "server" ? COMPOSITION_SERVER : COMPOSITION_WEB;
  if (from.feature === undefined && !composition.includes(from.unit)) {
    return `shared ${from.area}/${from.unit} never imports a feature (compose it in ${composition.join(", ")})`;
  }
  const importer = { test: /\.test(-kit)?\.tsx?$/.test(fromRel), composition: from.feature === undefined };
  if (!isPublicSurface(to.inFeature, importer)) {
    return `import features/${to.feature} through its index.ts, not its internals`;
  }
  return null;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export function checkBoundaries(root: string): { violations: Violation[]; files: number } {
  const files = [...walk(path.join(root, "src"))];
  const violations: Violation[] = [];
  const featureEdges = new Map<string, Set<string>>();
  for (const abs of files) {
    const rel = path.relative(root, abs).split(path.sep).join("/");
    const text = fs.readFileSync(abs, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier) continue;
      const target = resolveSpecifier(rel, specifier);
      if (target === null) continue;
      const rule = ruleBroken(rel, target);
      if (rule) violations.push({ file: rel, line: lineOf(text, match.index ?? 0), specifier, rule });
      const from = placeOf(rel);
      const to = placeOf(target);
      if (from.feature && to.feature && from.feature !== to.feature && from.area === to.area) {
        if (/\.test(-kit)?\.tsx?$/.test(rel)) continue;
        const key = `${from.area}/${from.feature}`;
        const edges = featureEdges.get(key) ?? new Set<string>();
        edges.add(`${to.area}/${to.feature}`);
        featureEdges.set(key, edges);
      }
    }
  }
  for (const cycle of findCycles(featureEdges)) {
    violations.push({
      file: cycle[0] ?? "",
      line: 0,
      specifier: cycle.join(" -> "),
      rule: "features import in a cycle",
    });
  }
  return { violations, files: files.length };
}

/** Every elementary cycle reachable in the feature graph, each reported once. */
function findCycles(edges: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    for (const next of edges.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const cycle = trail.slice(at);
        const key = [...cycle].sort().join(",");
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...cycle, next]);
        }
        continue;
      }
      visit(next, [...trail, next]);
    }
  };
  for (const node of edges.keys()) visit(node, [node]);
  return cycles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(process.argv[2] ?? ".");
  const { violations, files } = checkBoundaries(root);
  for (const v of violations) {
    console.error(`${v.file}:${v.line}  ${v.specifier}\n  ${v.rule}`);
  }
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) cross a boundary (${files} files checked).`);
    process.exit(1);
  }
  console.warn(`boundaries: ${files} files checked, no feature imports another's internals, no cycles.`);
}
