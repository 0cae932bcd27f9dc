/**
 * The public pages in Lighthouse, as a phone sees them: builds the web app and the server, serves
 * them as production does (compiled server, NODE_ENV=production) on a fresh data folder with the
 * demo content, and runs Lighthouse (mobile, simulated throttling) in Chromium on each page three
 * times, keeping the median run by performance score. Prints per page the four category scores,
 * LCP, TBT, CLS and the page's initial JavaScript (gzip, from the build manifest), and below each
 * page the chunks of its first load with their sizes and heaviest modules (the chunks every page
 * loads are listed once, first); the last line is JSON with the targets and which were met.
 *
 *   tsx bench/web/run.ts   (options: --runs=3 --only=/calendar,/terms)
 *
 * Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build } from "vite";
import { buildWebApp } from "./build";
import { type ChunkModules, chunkReport } from "./chunk-report";
import { INITIAL_JS_BUDGET_BYTES, initialJsByPage, type RouteInitialJs } from "./initial-js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const out = (line = "") => process.stdout.write(`${line}\n`);

const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  initialJsKb: INITIAL_JS_BUDGET_BYTES / 1000,
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The web app, its server renderer (beside it, where the server looks for it) and the server, into
 * a folder under node_modules/.cache, so their bare imports resolve against the project's packages
 * exactly as `dist-ssr/` and `dist-server/` do.
 */
async function buildSite(work: string, modules: ChunkModules): Promise<{ webDir: string; serverEntry: string }> {
  const base = path.join(ROOT, "node_modules", ".cache", `bench-web-${path.basename(work)}`);
  const webDir = path.join(base, "web");
  const serverDir = path.join(base, "server");
  await buildWebApp(webDir, { renderer: true, logLevel: "warn", modules });
  await build({
    root: ROOT,
    configFile: path.join(ROOT, "vite.config.ts"),
    logLevel: "warn",
    build: { ssr: "src/server/main.ts", outDir: serverDir, emptyOutDir: true },
  });
  return { webDir, serverEntry: path.join(serverDir, "main.js") };
}

/**
 * The compiled server on `dataDir`. Production never seeds the demo content, so the bench starts it
 * once outside production to seed (`production: false`), then again as production on the same data.
 */
async function startServer(
  serverEntry: string,
  webDir: string,
  dataDir: string,
  port: number,
  production: boolean,
  secrets: { AUTH_SECRET: string; TICKET_SIGNING_KEY: string },
): Promise<{ child: ChildProcess; url: string }> {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: production ? "production" : "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      SEED_DEMO: production ? "false" : "true",
      DATABASE_URL: "",
      ...secrets,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    try {
      const response = await fetch(`${url}/api/events`);
      if (response.ok) return { child, url };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the server did not answer within 60 s:\n${log}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** An upcoming seeded event the public may see, for the event page and the box office. */
async function seededEventId(url: string): Promise<string> {
  const response = await fetch(`${url}/api/events`);
  const body = (await response.json()) as unknown;
  const list = Array.isArray(body) ? body : ((body as { events?: unknown[] }).events ?? []);
  const first = list.find((event): event is { id: string } => typeof (event as { id?: unknown }).id === "string");
  if (!first) throw new Error("the demo seed has no event");
  return first.id;
}

interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  initialJsKb: number | null;
  /** What Lighthouse flagged on the median run, for the misses' causes. */
  notes: string[];
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function score(lhr: LighthouseResult, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: LighthouseResult, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** Failed audits of the non-performance categories, and the LCP element, as short notes. */
function notesOf(lhr: LighthouseResult): string[] {
  const notes: string[] = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) notes.push(`${id}: ${audit.id}`);
    }
  }
  const issues = lhr.audits["inspector-issues"]?.details as
    | { items?: { issueType?: string; subItems?: { items?: Record<string, unknown>[] } }[] }
    | undefined;
  for (const issue of issues?.items ?? []) {
    notes.push(`issue ${issue.issueType}: ${JSON.stringify(issue.subItems?.items?.slice(0, 2) ?? []).slice(0, 300)}`);
  }
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const snippet = lcpElement?.items?.[0]?.items?.[0]?.node?.snippet;
  if (snippet) notes.push(`LCP element: ${snippet.slice(0, 120)}`);
  const shifts = lhr.audits["layout-shifts"]?.details as
    | { items?: { node?: { snippet?: string }; score?: number }[] }
    | undefined;
  for (const shift of shifts?.items?.slice(0, 3) ?? []) {
    if (shift.node?.snippet) notes.push(`shift ${shift.score?.toFixed(3)}: ${shift.node.snippet.slice(0, 100)}`);
  }
  return notes;
}

function median<T>(runs: T[], by: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)] as T;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

async function main() {
  const runs = Number(option("runs") ?? 3);
  const only = option("only")?.split(",");
  const work = mkdtempSync(path.join(tmpdir(), "bench-web-"));
  const dataDir = path.join(work, "data");
  mkdirSync(dataDir);
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let buildDir: string | undefined;
  try {
    out("building the web app and the server...");
    const modules: ChunkModules = new Map();
    const site = await buildSite(work, modules);
    buildDir = path.dirname(path.dirname(site.serverEntry));
    const byPage = initialJsByPage(site.webDir);
    const initialJs = new Map<string, RouteInitialJs>(byPage.map((entry) => [entry.page, entry]));
    const chunks = chunkReport(site.webDir, byPage, modules);
    for (const line of chunks.shared) out(line);
    out();
    const secrets = {
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      TICKET_SIGNING_KEY: randomBytes(32).toString("base64url"),
    };
    const seeding = await startServer(site.serverEntry, site.webDir, dataDir, await freePort(), false, secrets);
    await stop(seeding.child);
    const started = await startServer(site.serverEntry, site.webDir, dataDir, await freePort(), true, secrets);
    server = started.child;
    const eventId = encodeURIComponent(await seededEventId(started.url));
    const pages: { path: string; page: string }[] = [
      { path: "/", page: "home" },
      { path: "/calendar", page: "calendar" },
      { path: `/events/${eventId}`, page: "event" },
      { path: "/information", page: "information" },
      { path: "/planner", page: "planner" },
      { path: "/contact", page: "contact" },
      { path: "/tour-scheduling", page: "tourScheduling" },
      { path: "/newsletter", page: "newsletter" },
      { path: "/privacy", page: "privacy" },
      { path: "/terms", page: "terms" },
      { path: "/no-such-page", page: "notFound" },
      { path: `/box-office?event=${eventId}`, page: "boxOffice" },
    ].filter((entry) => !only || only.some((prefix) => entry.path.startsWith(prefix)));

    const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROMIUM_PATH)`);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });

    const results: PageResult[] = [];
    for (const page of pages) {
      const measured: LighthouseResult[] = [];
      // A run Lighthouse itself could not record (NO_NAVSTART and the like) is run again, up to twice.
      for (let attempt = 0; measured.length < runs; attempt++) {
        const result = await lighthouse(`${started.url}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          // The not-found page answers 404 on purpose; it is measured like any other page.
          ignoreStatusCode: page.page === "notFound",
        });
        const error = !result ? "no result" : result.lhr.runtimeError?.message;
        if (!error && result) measured.push(result.lhr);
        else if (attempt >= runs + 1) throw new Error(`${page.path}: ${error}`);
        else out(`    (run again: ${error})`);
      }
      const lhr = median(measured, (run) => score(run, "performance"));
      const js = initialJs.get(page.page);
      const row: PageResult = {
        path: page.path.replace(eventId, ":id"),
        performance: score(lhr, "performance"),
        accessibility: score(lhr, "accessibility"),
        bestPractices: score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
        lcpMs: Math.round(
          median(measured, (run) => numeric(run, "largest-contentful-paint")).audits["largest-contentful-paint"]
            ?.numericValue ?? Number.NaN,
        ),
        tbtMs: Math.round(
          numeric(
            median(measured, (run) => numeric(run, "total-blocking-time")),
            "total-blocking-time",
          ),
        ),
        cls:
          Math.round(
            numeric(
              median(measured, (run) => numeric(run, "cumulative-layout-shift")),
              "cumulative-layout-shift",
            ) * 1000,
          ) / 1000,
        initialJsKb: js ? Math.round(js.gzipBytes / 100) / 10 : null,
        notes: notesOf(lhr),
      };
      results.push(row);
      out(
        `${row.path.padEnd(26)} perf ${pad(row.performance, 3)}  a11y ${pad(row.accessibility, 3)}  bp ${pad(
          row.bestPractices,
          3,
        )}  seo ${pad(row.seo, 3)}  LCP ${pad(row.lcpMs, 5)} ms  TBT ${pad(row.tbtMs, 4)} ms  CLS ${pad(
          row.cls.toFixed(3),
          5,
        )}  JS ${pad(row.initialJsKb ?? "?", 5)} KB`,
      );
      for (const note of row.notes) out(`    ${note}`);
      for (const line of chunks.pages.get(page.page as RouteInitialJs["page"]) ?? []) out(`    ${line}`);
    }

    const met = {
      performance: results.every((row) => row.performance >= TARGETS.performance),
      accessibility: results.every((row) => row.accessibility >= TARGETS.accessibility),
      bestPractices: results.every((row) => row.bestPractices >= TARGETS.bestPractices),
      seo: results.every((row) => row.seo >= TARGETS.seo),
      lcpMs: results.every((row) => row.lcpMs <= TARGETS.lcpMs),
      tbtMs: results.every((row) => row.tbtMs <= TARGETS.tbtMs),
      cls: results.every((row) => row.cls <= TARGETS.cls),
      initialJsKb: results.every((row) => row.initialJsKb !== null && row.initialJsKb <= TARGETS.initialJsKb),
    };
    out(
      JSON.stringify({
        runs,
        pages: results.map(({ notes: _notes, ...row }) => row),
        targets: TARGETS,
        met,
        allMet: Object.values(met).every(Boolean),
      }),
    );
  } finally {
    await chrome?.kill();
    server?.kill();
    rmSync(work, { recursive: true, force: true });
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
