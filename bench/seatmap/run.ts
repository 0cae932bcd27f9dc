/**
 * Seat chart speed in headless Chromium: for each plan, the time from "layout and seat states in
 * hand" to a painted chart that is ready for input, the selection feedback of 100 real mouse
 * clicks, and the time a stream delta (20 seats taken, as in one flush of an on-sale rush) takes
 * to reach the screen — only the rows whose seats changed render again.
 *
 *   tsx bench/seatmap/run.ts   (options: --mounts=7 --clicks=100 --deltas=40 --shots=<folder for a PNG per plan>)
 *
 * The harness (bench/seatmap/index.html) renders the real SeatChart with generated seat plans. It is
 * built with the app's Vite config into a temporary folder, served from 127.0.0.1 and driven through
 * `window.seatBench`. The last line printed is the JSON summary.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { build } from "vite";
import type { ClickTiming, DeltaTiming, MountTiming } from "./harness";
import { PLAN_NAMES, type PlanName, seatPlanOf } from "./plans";

const TARGETS = {
  /** Data in hand -> interactive chart, by plan. */
  readyMs: { traditional: 100, "full-arena": 100, "synthetic-20k": 500 } satisfies Record<PlanName, number>,
  clickP95Ms: 16,
  /** A stream delta in hand -> styled and laid out: well within a frame. */
  deltaP95Ms: 16,
};
const MAX_SELECTED = 10;
/** Seats a delta takes: about what one 50 ms flush carries at 400 seats a second. */
const DELTA_SEATS = 20;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const out = (line = "") => process.stdout.write(`${line}\n`);

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function buildHarness(outDir: string) {
  await build({
    root: ROOT,
    configFile: path.join(ROOT, "vite.config.ts"),
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2000,
      rollupOptions: { input: path.join(ROOT, "bench/seatmap/index.html") },
    },
  });
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
};

function serve(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    const file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** A seat to click next: a free one while the cart has room, otherwise one already selected. */
async function nextSeat(page: Page, pick: number, select: boolean): Promise<string> {
  return page.evaluate(
    ({ pick, select }) => {
      const state = select ? ":not([aria-disabled]):not([aria-pressed='true'])" : "[aria-pressed='true']";
      const seats = document.querySelectorAll<HTMLButtonElement>(`button[data-seat]${state}`);
      const seat = seats[Math.floor(pick * seats.length)];
      const row = seat?.parentElement?.dataset.row;
      if (!seat || !row) throw new Error("no seat to click");
      return `[data-row="${CSS.escape(row)}"] > [data-seat="${seat.dataset.seat}"]`;
    },
    { pick, select },
  );
}

async function measureClicks(page: Page, clicks: number): Promise<ClickTiming[]> {
  const timings: ClickTiming[] = [];
  let selecting = true;
  let seed = 12345;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < clicks; i++) {
    const count = await page.evaluate(() => window.seatBench.selectedCount());
    if (count >= MAX_SELECTED) selecting = false;
    if (count === 0) selecting = true;
    const seat = page.locator(await nextSeat(page, random(), selecting));
    await seat.scrollIntoViewIfNeeded();
    const box = await seat.boundingBox();
    if (!box) throw new Error("seat not on screen");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // Hover first, as a person does, so the click measures the selection and not the hover.
    await page.mouse.move(x, y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));
    await page.evaluate(() => window.seatBench.armClick());
    await page.mouse.click(x, y);
    timings.push(await page.evaluate(() => window.seatBench.clickTiming()));
  }
  return timings;
}

interface PlanResult {
  plan: PlanName;
  seats: number;
  ready_cold_ms: number;
  ready_ms: number;
  ready_p95_ms: number;
  react_ms: number;
  click_p50_ms: number;
  click_p95_ms: number;
  click_max_ms: number;
  frame_p95_ms: number;
  delta_p50_ms: number;
  delta_p95_ms: number;
  delta_react_p95_ms: number;
  pass: boolean;
}

async function main() {
  const mounts = Number(option("mounts") ?? 7);
  const clicks = Number(option("clicks") ?? 100);
  const deltas = Number(option("deltas") ?? 40);
  const shots = option("shots");
  const dir = mkdtempSync(path.join(tmpdir(), "seatmap-bench-"));
  let server: http.Server | null = null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--js-flags=--expose-gc",
    ],
  });
  try {
    out("Building the harness...");
    await buildHarness(dir);
    server = await serve(dir);
    const { port } = server.address() as AddressInfo;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("pageerror", (error) => out(`page error: ${error.message}`));
    await page.goto(`http://127.0.0.1:${port}/bench/seatmap/index.html`);
    await page.waitForFunction(() => "seatBench" in window);

    const results: PlanResult[] = [];
    for (const plan of PLAN_NAMES) {
      const seats = seatPlanOf(plan).states.totals.seats;
      const ready: MountTiming[] = [];
      for (let i = 0; i < mounts; i++) ready.push(await page.evaluate((p) => window.seatBench.mount(p), plan));
      // The first mount pays for compiling the code and loading the font; it is reported apart.
      const [cold, ...warm] = ready;
      // What a buyer sees first, before the clicks scroll the chart about.
      if (shots) await page.screenshot({ path: path.resolve(shots, `seatmap-${plan}.png`) });
      const timings = await measureClicks(page, clicks);
      const work = timings.map((t) => t.workMs);
      const applied: DeltaTiming[] = [];
      for (let i = 0; i < deltas; i++) applied.push(await page.evaluate((n) => window.seatBench.delta(n), DELTA_SEATS));
      const result: PlanResult = {
        plan,
        seats,
        ready_cold_ms: round(cold?.totalMs ?? Number.NaN),
        ready_ms: round(
          percentile(
            warm.map((m) => m.totalMs),
            50,
          ),
        ),
        ready_p95_ms: round(
          percentile(
            warm.map((m) => m.totalMs),
            95,
          ),
        ),
        react_ms: round(
          percentile(
            warm.map((m) => m.reactMs),
            50,
          ),
        ),
        click_p50_ms: round(percentile(work, 50)),
        click_p95_ms: round(percentile(work, 95)),
        click_max_ms: round(Math.max(...work)),
        frame_p95_ms: round(
          percentile(
            timings.map((t) => t.frameMs),
            95,
          ),
        ),
        delta_p50_ms: round(
          percentile(
            applied.map((d) => d.workMs),
            50,
          ),
        ),
        delta_p95_ms: round(
          percentile(
            applied.map((d) => d.workMs),
            95,
          ),
        ),
        delta_react_p95_ms: round(
          percentile(
            applied.map((d) => d.reactMs),
            95,
          ),
        ),
        pass: false,
      };
      result.pass =
        result.ready_ms <= TARGETS.readyMs[plan] &&
        result.click_p95_ms <= TARGETS.clickP95Ms &&
        result.delta_p95_ms <= TARGETS.deltaP95Ms;
      results.push(result);
      out(
        `${plan.padEnd(14)} ${String(seats).padStart(6)} seats  ready ${result.ready_ms} ms (React ${result.react_ms}, cold ${result.ready_cold_ms}, p95 ${result.ready_p95_ms}; target ${TARGETS.readyMs[plan]})  ` +
          `click p50 ${result.click_p50_ms} / p95 ${result.click_p95_ms} / max ${result.click_max_ms} ms (target p95 ${TARGETS.clickP95Ms}; next frame p95 ${result.frame_p95_ms})  ` +
          `delta of ${DELTA_SEATS} seats p50 ${result.delta_p50_ms} / p95 ${result.delta_p95_ms} ms (React p95 ${result.delta_react_p95_ms}; target p95 ${TARGETS.deltaP95Ms})  ${result.pass ? "ok" : "MISSED"}`,
      );
    }
    // Timings on a shared machine swing with its load: say what it was.
    const load = Math.round((loadavg()[0] ?? 0) * 100) / 100;
    out(`load average ${load} on ${availableParallelism()} cores`);
    out(
      JSON.stringify({ mounts, clicks, deltas, load_avg_1m: load, plans: results, pass: results.every((r) => r.pass) }),
    );
  } finally {
    await browser.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
