import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWebApp } from "../bench/web/build";
import { INITIAL_JS_BUDGET_BYTES, initialJsByPage, PUBLIC_PAGES, type RouteInitialJs } from "../bench/web/initial-js";

/**
 * Pages that still need more than the budget on a first visit, each with the most it may need
 * (gzip bytes, a little above what it needs now). React, React Router and i18next alone are about
 * 150 KB; forms add their validation library and the box office its seat chart. A page may not
 * grow past its ceiling, and one that fits the budget must leave this list.
 */
const CEILINGS: Partial<Record<RouteInitialJs["page"], number>> = {
  home: 215_000,
  calendar: 246_000,
  event: 191_000,
  boxOffice: 271_000,
  information: 198_000,
  planner: 227_000,
  contact: 218_000,
  privacy: 184_000,
  terms: 185_000,
  tourScheduling: 198_000,
  newsletter: 219_000,
  notFound: 179_000,
};

describe("the first load of every public page", () => {
  let outDir = "";
  let pages: RouteInitialJs[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), "web-budget-"));
    await buildWebApp(outDir);
    pages = initialJsByPage(outDir);
  }, 60_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it("measures every public page", () => {
    expect(pages.map((page) => page.page).sort()).toEqual(PUBLIC_PAGES.map((page) => page.page).sort());
  });

  it.each(PUBLIC_PAGES.map((page) => page.page))("keeps %s within its budget", (id) => {
    const page = pages.find((candidate) => candidate.page === id);
    expect(page).toBeDefined();
    const limit = CEILINGS[id] ?? INITIAL_JS_BUDGET_BYTES;
    expect(page?.gzipBytes, `${id} (${page?.language}): ${page?.files.join(", ")}`).toBeLessThanOrEqual(limit);
    if (CEILINGS[id] !== undefined) {
      // Under the budget now: the page no longer needs a ceiling of its own.
      expect(page?.gzipBytes).toBeGreaterThan(INITIAL_JS_BUDGET_BYTES);
    }
  });

  it("ships no catalog part and no validation library in the entry", () => {
    const home = pages.find((page) => page.page === "notFound");
    // Catalog chunks are named `i18n-<part>-<lang>-<hash>` (vite.config.ts).
    expect(home?.files.some((file) => /assets\/(i18n-(?!core-)[a-z-]+-(en|es)-|schemas-)/.test(file))).toBe(false);
  });
});
