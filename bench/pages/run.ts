/**
 * Pages under a flood: `npm run bench:pages [-- --slice-s=1.25 --rounds=2 --connections=100 --only=/calendar]`.
 *
 * Builds the web app with its server renderer (bench/web/build.ts) and compiles the server into
 * one module (as bench:read does), seeds a SQLite database with the demo content plus a
 * 3,500-seat event half sold, and runs the server as production does (NODE_ENV=production) beside
 * a bare Hono handler. Then, for the home page, an event page, the calendar and the box office:
 *
 * - cached: anonymous visitors at 100 keep-alive connections, each page from the page cache;
 * - uncached: the same with a query no one asked for before on every request, so each misses the
 *   cache (rendered while the render bound allows, else the shell);
 * - and a signed-in visitor's `/my-tickets` at 100 connections (never from the cache);
 *
 * each in slices alternating with the bare handler (the ratio is to its rate in the same run),
 * while a bystander in a process of its own asks for `/api/events` and `/api/check-in/key` at one
 * connection each; its p99 during the flood is compared with its p99 before any flood. The render
 * CPU of each page is measured one request at a time (bench/pages/measure.ts: the server's
 * `Server-Timing: render-cpu`, and its CPU from /proc as a ratio to a bare request's).
 *
 * The last line is JSON: one row per page and mode with `rps`, `ratio`, `p50_ms`, `p99_ms`,
 * `render_cpu_ms_p50`, `bystander_p99_ms_quiet`, `bystander_p99_ms_flood`, the targets and
 * which were met.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { bundleServer } from "../crash/server-process";
import { freePort, option, round } from "../lib/harness";
import { Histogram, type LoadResult, runLoad } from "../lib/load";
import { seedHalfSoldArena, signIn, startChild } from "../lib/served-site";
import { buildWebApp } from "../web/build";
import { measurePageCosts, type PageCosts, uncachedPath } from "./measure";

const AUTH_SECRET = "bench-pages-secret-bench-pages-secret-01";
/** 32 bytes, base64url: the ticket key production requires. */
const TICKET_SIGNING_KEY = "YmVuY2gtcGFnZXMtdGlja2V0LWtleS0zMi1ieXRlcyE";
const BYSTANDER_PATHS = ["/api/events", "/api/check-in/key"];

const TARGETS = {
  /** A page from the cache: this share of the bare handler's rate at least, and this p99 at most. */
  cachedRatio: 0.1,
  cachedP99Ms: 50,
  /** A page rendered anew: its render's CPU, median, at most. */
  renderCpuMsP50: 15,
  /** The bystander's p99 during a flood: at most this multiple of its p99 before. */
  bystanderSlowdown: 2,
} as const;

const out = (line = "") => process.stdout.write(`${line}\n`);

/** The bystander process (bench/pages/bystander.ts), driven line by line. */
async function startBystander(repoRoot: string, port: number) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(repoRoot, "bench", "pages", "bystander.ts"), String(port), BYSTANDER_PATHS.join(",")],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (line) => waiting.shift()?.(line));
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  const ready = await next();
  if (ready !== "ready") throw new Error(`the bystander said ${ready}`);
  const send = (line: string) => child.stdin.write(`${line}\n`);
  return {
    child,
    /** Measures for `ms`; resolves when done. */
    run(ms: number, set: string): Promise<string> {
      const done = next();
      send(`go ${Math.round(ms)} ${set}`);
      return done;
    },
    /** p99 (and more) per path of a set of measurements, which starts afresh. */
    async report(set: string): Promise<Record<string, { requests: number; p50_ms: number; p99_ms: number }>> {
      const line = next();
      send(`report ${set}`);
      return JSON.parse(await line);
    },
    stop() {
      send("end");
    },
  };
}

/** Several slices of load on one target, summed. */
class Measured {
  readonly histogram = new Histogram();
  requests = 0;
  seconds = 0;
  errors = 0;
  bodyBytes = 0;
  statuses: Record<string, number> = {};

  add(slice: LoadResult, sliceMs: number) {
    this.requests += slice.requests;
    this.seconds += sliceMs / 1000;
    this.errors += slice.errors;
    this.bodyBytes = slice.bodyBytes;
    for (const [status, n] of Object.entries(slice.statuses)) this.statuses[status] = (this.statuses[status] ?? 0) + n;
  }
  get rps() {
    return this.seconds > 0 ? this.requests / this.seconds : 0;
  }
}

type Mode = "cached" | "uncached" | "signed-in";

interface Flood {
  label: string;
  path: string;
  mode: Mode;
}

async function main() {
  const sliceMs = Number(option("slice-s", "1.25")) * 1000;
  const rounds = Number(option("rounds", "2"));
  const warmupMs = Number(option("warmup-s", "0.4")) * 1000;
  const connections = Number(option("connections", "100"));
  const only = option("only", "");
  const repoRoot = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), "arena-pages-"));
  const dataDir = path.join(dir, "data");
  // The renderer's package imports resolve from its folder: under the project, as dist-ssr/ does.
  const webBase = path.join(repoRoot, "node_modules", ".cache", `bench-pages-${process.pid}`);
  const webDir = path.join(webBase, "web");
  const children: ChildProcess[] = [];
  const started = performance.now();
  let bystander: Awaited<ReturnType<typeof startBystander>> | null = null;
  try {
    out("Building the web app, its renderer and the server...");
    await buildWebApp(webDir, { renderer: true, logLevel: "error" });
    const bundle = await bundleServer(repoRoot, dir);
    const { eventId } = await seedHalfSoldArena(dataDir, {
      authSecret: AUTH_SECRET,
      ticketSigningKey: TICKET_SIGNING_KEY,
      event: {
        description: "The whole arena, half of it sold.",
        event_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    });
    const port = await freePort();
    const barePort = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      AUTH_SECRET,
      TICKET_SIGNING_KEY,
      LOG_LEVEL: "warn",
    };
    const profileDir = option("cpu-prof", "");
    const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
    const server = await startChild(process.execPath, [...profile, bundle], env, `${baseUrl}/api/health`);
    children.push(server);
    children.push(
      await startChild(
        process.execPath,
        ["--import", "tsx", path.join(repoRoot, "bench", "read", "bare.ts"), String(barePort)],
        { ...process.env, NODE_ENV: "production" },
        `http://127.0.0.1:${barePort}/`,
      ),
    );
    bystander = await startBystander(repoRoot, port);
    children.push(bystander.child);
    const cookie = await signIn(baseUrl);
    const event = encodeURIComponent(eventId);
    const pages = [
      { label: "/", path: "/" },
      { label: "/events/:id", path: `/events/${event}` },
      { label: "/calendar", path: "/calendar" },
      { label: "/box-office?event=:id", path: `/box-office?event=${event}` },
    ].filter((page) => page.path.includes(only));
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");
    out(
      `Pages: ${connections} connections, ${rounds} slices of ${sliceMs / 1000} s per flood (each after ` +
        `${warmupMs / 1000} s of warm-up) alternating with the bare handler; server ${baseUrl} ` +
        `(NODE_ENV=production, compiled, render bound ${process.env.PAGE_RENDERS_MAX ?? 2}); load average ${load}`,
    );

    // The bystander before any flood.
    await bystander.run(3_000, "quiet");
    const quiet = await bystander.report("quiet");
    for (const [p, r] of Object.entries(quiet)) {
      out(
        `  bystander ${p.padEnd(20)} quiet: p50 ${round(r.p50_ms, 2)} ms  p99 ${round(r.p99_ms, 2)} ms (${r.requests})`,
      );
    }

    // Render CPU, one request at a time, and the CPU ratios a guard can hold.
    const costs: PageCosts = await measurePageCosts({ host: "127.0.0.1", port, pid: server.pid ?? 0, pages });
    out(`  bare request: ${round(costs.bareCpuMs, 3)} ms of server CPU`);
    for (const cost of costs.pages) {
      out(
        `  ${cost.label.padEnd(24)} render CPU p50 ${round(cost.renderCpuMsP50, 1)} ms (Server-Timing), ` +
          `${round(cost.renderCpuMs, 1)} ms per page (/proc, ${round(cost.renderRatio, 0)}x bare); ` +
          `cached ${round(cost.cachedCpuMs, 3)} ms (${round(cost.cachedRatio, 2)}x bare)`,
      );
    }

    const floods: Flood[] = [
      ...pages.flatMap((page) => [
        { label: page.label, path: page.path, mode: "cached" as const },
        { label: page.label, path: page.path, mode: "uncached" as const },
      ]),
      ...(only && !"/my-tickets".includes(only)
        ? []
        : [{ label: "/my-tickets", path: "/my-tickets", mode: "signed-in" as const }]),
    ];
    const browser = { "accept-encoding": "gzip, br" };
    const rows = [];
    let floodRun = 0;
    for (const flood of floods) {
      floodRun += 1;
      const headers = flood.mode === "signed-in" ? { ...browser, cookie } : browser;
      const pathOf =
        flood.mode === "uncached"
          ? (connection: number, sent: number) => uncachedPath(flood.path, `${floodRun}-${connection}-${sent}`)
          : undefined;
      // Kept before the flood starts, as a page already visited would be.
      await (await fetch(`${baseUrl}${flood.path}`, { headers })).arrayBuffer();
      const bare = new Measured();
      const measured = new Measured();
      for (let slice = 0; slice < rounds; slice++) {
        const control = bystander.run(sliceMs + warmupMs, "control");
        bare.add(
          await runLoad({
            host: "127.0.0.1",
            port: barePort,
            path: "/",
            headers: browser,
            connections,
            durationMs: sliceMs,
            warmupMs,
          }),
          sliceMs,
        );
        await control;
        const watching = bystander.run(sliceMs + warmupMs, "flood");
        measured.add(
          await runLoad(
            { host: "127.0.0.1", port, path: flood.path, headers, pathOf, connections, durationMs: sliceMs, warmupMs },
            measured.histogram,
          ),
          sliceMs,
        );
        await watching;
      }
      const during = await bystander.report("flood");
      // The same flood on the bare handler, another process: what the machine's contention alone does to the bystander.
      const control = await bystander.report("control");
      // What a signed-in visitor got: never a kept page.
      const sample = await fetch(`${baseUrl}${flood.path}`, { headers });
      await sample.arrayBuffer();
      const ratio = measured.rps / bare.rps;
      const p50 = measured.histogram.percentile(50);
      const p99 = measured.histogram.percentile(99);
      const cost = costs.pages.find((c) => c.label === flood.label);
      const quietP99 = Math.max(...BYSTANDER_PATHS.map((p) => quiet[p]?.p99_ms ?? 0));
      const floodP99 = Math.max(...BYSTANDER_PATHS.map((p) => during[p]?.p99_ms ?? 0));
      const bystanderMet = BYSTANDER_PATHS.every(
        (p) => (during[p]?.p99_ms ?? Number.POSITIVE_INFINITY) <= TARGETS.bystanderSlowdown * (quiet[p]?.p99_ms ?? 0),
      );
      const failures = Object.keys(measured.statuses).filter((s) => s !== "200").length + measured.errors;
      const met = {
        answered: failures === 0,
        bystander: bystanderMet,
        ...(flood.mode === "cached" ? { ratio: ratio >= TARGETS.cachedRatio, p99: p99 <= TARGETS.cachedP99Ms } : {}),
        ...(flood.mode === "uncached" && cost ? { render_cpu: cost.renderCpuMsP50 <= TARGETS.renderCpuMsP50 } : {}),
        ...(flood.mode === "signed-in"
          ? {
              never_cached:
                sample.headers.get("x-page-cache") === "private" &&
                sample.headers.get("cache-control") === "private, no-store" &&
                !sample.headers.has("etag"),
            }
          : {}),
      };
      const row = {
        page: flood.label,
        mode: flood.mode,
        rps: Math.round(measured.rps),
        ratio: round(ratio, 3),
        p50_ms: round(p50, 2),
        p99_ms: round(p99, 2),
        render_cpu_ms_p50: cost && flood.mode !== "signed-in" ? round(cost.renderCpuMsP50, 1) : null,
        bystander_p99_ms_quiet: round(quietP99, 2),
        bystander_p99_ms_flood: round(floodP99, 2),
        bystander_p99_ms_bare_flood: round(Math.max(...BYSTANDER_PATHS.map((p) => control[p]?.p99_ms ?? 0)), 2),
        bare_rps: Math.round(bare.rps),
        body_bytes: measured.bodyBytes,
        statuses: measured.statuses,
        met,
      };
      rows.push(row);
      out(
        `${`${flood.label} ${flood.mode}`.padEnd(34)} ${String(row.rps).padStart(6)} req/s  ratio ${row.ratio}  ` +
          `p50 ${row.p50_ms} ms  p99 ${row.p99_ms} ms  bystander p99 ${BYSTANDER_PATHS.map(
            (p) =>
              `${p} ${round(quiet[p]?.p99_ms ?? 0, 2)}->${round(during[p]?.p99_ms ?? 0, 2)}` +
              ` (bare flood ${round(control[p]?.p99_ms ?? 0, 2)})`,
          ).join(", ")} ms  ${JSON.stringify(measured.statuses)} body ${measured.bodyBytes} B` +
          `${measured.errors ? ` errors ${measured.errors}` : ""}  bare ${row.bare_rps}/s`,
      );
    }
    const allMet = rows.every((row) => Object.values(row.met).every(Boolean));
    out(`Run took ${round((performance.now() - started) / 1000, 0)} s.`);
    out(
      JSON.stringify({
        pages: rows,
        connections,
        load_average: load,
        bare_cpu_ms: round(costs.bareCpuMs, 3),
        cpu_ratios: costs.pages.map((c) => ({
          page: c.label,
          render_ratio: round(c.renderRatio, 1),
          cached_ratio: round(c.cachedRatio, 2),
        })),
        targets: {
          cached: { ratio_min: TARGETS.cachedRatio, p99_ms_max: TARGETS.cachedP99Ms },
          uncached: { render_cpu_ms_p50_max: TARGETS.renderCpuMsP50 },
          bystander: { p99_flood_max: `${TARGETS.bystanderSlowdown}x quiet` },
          signed_in: "never from the cache",
        },
        met: allMet,
      }),
    );
  } finally {
    bystander?.stop();
    for (const child of children) {
      // A clean stop, so a CPU profile is written.
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      child.kill("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
    rmSync(webBase, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
