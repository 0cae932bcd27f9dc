import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import type { RouteInitialJs } from "./initial-js";

/** The modules of one built chunk, each with the bytes of the minified chunk that came from it. */
export type ChunkModules = Map<string, { module: string; bytes: number }[]>;

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((letter, value) => [letter, value]));

/** The segments of one line of a source map's `mappings`: [generated column, source index?]. */
function* segments(line: string, state: { source: number }): Generator<[number, number | null]> {
  let column = 0;
  for (const segment of line.split(",")) {
    if (!segment) continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const letter of segment) {
      const digit = DIGIT.get(letter) ?? 0;
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
        continue;
      }
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
    column += fields[0] ?? 0;
    if (fields.length >= 4) {
      state.source += fields[1] ?? 0;
      yield [column, state.source];
    } else yield [column, null];
  }
}

/**
 * How many bytes of the minified `code` each source produced, read from its source map: every
 * mapped stretch of a line counts for the source it maps to, unmapped stretches for "(bundler)".
 */
function bytesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => totals.set(source, (totals.get(source) ?? 0) + bytes);
  const lines = code.split("\n");
  const state = { source: 0 };
  map.mappings.split(";").forEach((mapping, index) => {
    const line = lines[index] ?? "";
    let last = 0;
    let owner: string | null = null;
    for (const [column, source] of segments(mapping, state)) {
      if (column > last) add(owner ?? "(bundler)", column - last);
      last = column;
      owner = source === null ? null : (map.sources[source] ?? null);
    }
    if (line.length > last) add(owner ?? "(bundler)", line.length - last);
  });
  return totals;
}

/** A module's id as the report shows it: a package by its name, the app's own files from `src/`. */
function moduleName(id: string): string {
  const normalized = id.replaceAll("\\", "/").replace(/\?.*$/, "");
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(normalized);
  if (inPackage) return `${inPackage[1]}/${inPackage[2]}`;
  const own = normalized.indexOf("/src/");
  return own >= 0 ? normalized.slice(own + 1) : normalized;
}

/**
 * A build plugin that records, for every chunk, which modules its minified code came from and how
 * many bytes each (from the chunk's source map, which the build must emit).
 */
export function chunkModulesPlugin(into: ChunkModules): Plugin {
  return {
    name: "chunk-modules",
    generateBundle(options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== "chunk" || !output.map) continue;
        // A source map names its sources relative to the chunk's own place in the output folder.
        const sources = output.map.sources.map((source) =>
          moduleName(path.resolve(options.dir ?? "", path.dirname(file), source)),
        );
        const totals = bytesBySource(output.code, { sources, mappings: output.map.mappings });
        into.set(
          file,
          [...totals].map(([module, bytes]) => ({ module, bytes })).sort((a, b) => b.bytes - a.bytes),
        );
      }
    },
  };
}

/** A package's modules are summed under the package's name with its folder (react-dom/cjs/…). */
function grouped(modules: { module: string; bytes: number }[]): { module: string; bytes: number }[] {
  const sums = new Map<string, number>();
  for (const { module, bytes } of modules) {
    const key = module.startsWith("src/") ? module : module.replace(/^((?:@[^/]+\/)?[^/]+)\/.*$/, "$1");
    sums.set(key, (sums.get(key) ?? 0) + bytes);
  }
  return [...sums].map(([module, bytes]) => ({ module, bytes })).sort((a, b) => b.bytes - a.bytes);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export interface ChunkReport {
  /** The chunks every page's first load has, described once. */
  shared: string[];
  /** Per page, its total and the chunks of its first load beyond the shared ones. */
  pages: Map<RouteInitialJs["page"], string[]>;
}

/**
 * Per page, the chunks of its first load with their gzip sizes and the modules that weigh most in
 * each (a module's share of the chunk's minified bytes, applied to the chunk's gzip size). Chunks
 * every page loads are described once.
 */
export function chunkReport(distDir: string, pages: RouteInitialJs[], modules: ChunkModules, top = 6): ChunkReport {
  const gzip = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gzip.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file))).length;
      gzip.set(file, size);
    }
    return size;
  };
  const describe = (file: string): string[] => {
    const size = gzipOf(file);
    const parts = grouped(modules.get(file) ?? []);
    const total = parts.reduce((sum, part) => sum + part.bytes, 0) || 1;
    const heaviest = parts
      .slice(0, top)
      .map((part) => `${part.module} ${kb((size * part.bytes) / total)}`)
      .join(", ");
    return [`${kb(size).padStart(9)}  ${file.replace(/^assets\//, "")}${heaviest ? `: ${heaviest}` : ""}`];
  };
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipOf(file), 0);
  const shared = pages.reduce<string[]>(
    (common, page) => common.filter((file) => page.files.includes(file)),
    pages[0]?.files ?? [],
  );
  return {
    shared: [`first load of every page: ${kb(sum(shared))} gzip`, ...shared.flatMap(describe)],
    pages: new Map(
      pages.map((page) => {
        const own = page.files.filter((file) => !shared.includes(file));
        return [
          page.page,
          [
            `first load ${kb(page.gzipBytes)} gzip (${page.language}): shared ${kb(sum(shared))} + its own ${kb(sum(own))}`,
            ...own.flatMap(describe),
          ],
        ];
      }),
    ),
  };
}
