/**
 * The read path under load: `npm run bench:read [-- --duration-s=5 --connections=100]`.
 *
 * Starts the real server as production runs it (compiled into one module, NODE_ENV=production,
 * on a temporary SQLite database holding the demo content plus a 3,500-seat full-arena event with
 * half its seats sold) and, in the same run, a bare Hono handler. Each endpoint then gets the same
 * closed-loop load (bench/lib/load.ts: 100 keep-alive connections, `accept-encoding: gzip, br` as
 * browsers send): the events list, the home page's featured list, one event's page, the seat map
 * (its versioned layout and its states) and `/api/me` with a session. Prints one line per
 * endpoint (requests/s, p50, p99, ratio to the bare handler) and a last line of JSON:
 * `{"endpoints":[{"path","rps","p50_ms","p99_ms","ratio"}],"targets":...,"met":...}`.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundleServer } from "../crash/server-process";
import { freePort, option, round } from "../lib/harness";
import { Histogram, type LoadResult, runLoad } from "../lib/load";
import { seedHalfSoldArena, signIn, startChild } from "../lib/served-site";

const AUTH_SECRET = "bench-read-secret-bench-read-secret-0123";
/** 32 bytes, base64url: the ticket key production requires (nothing is signed here). */
const TICKET_SIGNING_KEY = "YmVuY2gtcmVhZC10aWNrZXQta2V5LTMyLWJ5dGVzISE";

/** What each kind of endpoint must reach: a share of the bare handler's rate, and a p99. */
const TARGETS = {
  list: { ratio: 0.15, p99Ms: 20 },
  seatMap: { ratio: 0.05 },
} as const;

const out = (line = "") => process.stdout.write(`${line}\n`);

interface Endpoint {
  path: string;
  kind: keyof typeof TARGETS;
  headers?: Record<string, string>;
}

/** Several slices of load on one target, summed. */
class Measured {
  readonly histogram = new Histogram();
  requests = 0;
  seconds = 0;
  errors = 0;
  bodyBytes = 0;
  statuses: Record<string, number> = {};

  add(slice: LoadResult) {
    this.requests += slice.requests;
    this.seconds += slice.requests / (slice.rps || 1);
    this.errors += slice.errors;
    this.bodyBytes = slice.bodyBytes;
    for (const [status, n] of Object.entries(slice.statuses)) this.statuses[status] = (this.statuses[status] ?? 0) + n;
  }
  get rps() {
    return this.seconds > 0 ? this.requests / this.seconds : 0;
  }
  get p50Ms() {
    return this.histogram.percentile(50);
  }
  get p99Ms() {
    return this.histogram.percentile(99);
  }
}

async function main() {
  const durationMs = Number(option("duration-s", "6")) * 1000;
  const rounds = Number(option("rounds", "3"));
  const sliceMs = durationMs / rounds;
  const warmupMs = Number(option("warmup-s", "0.5")) * 1000;
  const connections = Number(option("connections", "100"));
  const repoRoot = process.cwd();
  const dir = mkdtempSync(path.join(tmpdir(), "arena-read-"));
  const dataDir = path.join(dir, "data");
  const children: ChildProcess[] = [];
  try {
    const { eventId } = await seedHalfSoldArena(dataDir, {
      authSecret: AUTH_SECRET,
      ticketSigningKey: TICKET_SIGNING_KEY,
      event: { max_seats_per_account: 3_500 },
    });
    const bundle = await bundleServer(repoRoot, dir);
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
      WEB_DIST_DIR: path.join(dir, "no-dist"),
      AUTH_SECRET,
      TICKET_SIGNING_KEY,
      LOG_LEVEL: "warn",
    };
    // `--cpu-prof=<dir>` writes the server's CPU profile there when it stops.
    const profileDir = option("cpu-prof", "");
    const profile = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
    const server = await startChild(process.execPath, [...profile, bundle], env, `${baseUrl}/api/health`);
    children.push(
      await startChild(
        process.execPath,
        ["--import", "tsx", path.join(repoRoot, "bench", "read", "bare.ts"), String(barePort)],
        { ...process.env, NODE_ENV: "production" },
        `http://127.0.0.1:${barePort}/`,
      ),
    );
    children.push(server);
    const cookie = await signIn(baseUrl);
    const layout = (await (await fetch(`${baseUrl}/api/events/${eventId}/seat-layout`)).json()) as {
      layoutVersion: string;
      seats: number;
    };
    out(
      `Read path: ${connections} connections, ${durationMs / 1000} s per endpoint in ${rounds} slices (each after ` +
        `${warmupMs / 1000} s of warm-up) alternating with the bare handler; ` +
        `seat map of ${layout.seats} seats, half sold; server ${baseUrl} (NODE_ENV=production, compiled)`,
    );

    const browser = { "accept-encoding": "gzip, br" };
    const endpoints: Endpoint[] = [
      { path: "/api/events", kind: "list" },
      { path: "/api/events?limit=3", kind: "list" },
      { path: `/api/events/${eventId}`, kind: "list" },
      { path: `/api/events/${eventId}/seat-layout?v=${layout.layoutVersion}`, kind: "seatMap" },
      { path: `/api/events/${eventId}/seat-states`, kind: "seatMap" },
      { path: "/api/me", kind: "list", headers: { cookie } },
    ];

    const measure = (port: number, path: string, headers: Record<string, string>, histogram: Histogram) =>
      runLoad({ host: "127.0.0.1", port, path, headers, connections, durationMs: sliceMs, warmupMs }, histogram);
    const printLine = (label: string, line: Measured, ratio?: number) =>
      out(
        `${label.padEnd(42)} ${String(Math.round(line.rps)).padStart(7)} req/s  p50 ${round(line.p50Ms, 2)} ms  ` +
          `p99 ${round(line.p99Ms, 2)} ms${ratio === undefined ? "" : `  ratio ${round(ratio, 3)}`}  ` +
          `${JSON.stringify(line.statuses)} body ${line.bodyBytes} B${line.errors ? ` errors ${line.errors}` : ""}`,
      );

    // The machine's other work comes and goes: each endpoint is measured in slices that alternate
    // with slices of the bare handler, and compared with the bare handler's rate of those slices.
    const only = option("only", "");
    const report = [];
    for (const endpoint of endpoints.filter((e) => e.path.includes(only))) {
      const label = endpoint.path.replace(eventId, ":id").replace(layout.layoutVersion, ":version");
      const bare = new Measured();
      const measured = new Measured();
      for (let slice = 0; slice < rounds; slice++) {
        bare.add(await measure(barePort, "/", browser, bare.histogram));
        measured.add(await measure(port, endpoint.path, { ...browser, ...endpoint.headers }, measured.histogram));
      }
      const ratio = measured.rps / bare.rps;
      printLine("  bare Hono handler, alternating", bare);
      printLine(label, measured, ratio);
      const target = TARGETS[endpoint.kind];
      const failures = Object.keys(measured.statuses).filter((status) => status !== "200").length + measured.errors;
      const met = failures === 0 && ratio >= target.ratio && (!("p99Ms" in target) || measured.p99Ms <= target.p99Ms);
      report.push({
        path: label,
        rps: Math.round(measured.rps),
        p50_ms: round(measured.p50Ms, 2),
        p99_ms: round(measured.p99Ms, 2),
        ratio: round(ratio, 3),
        bare_rps: Math.round(bare.rps),
        met,
      });
    }
    out(
      JSON.stringify({
        endpoints: report,
        connections,
        targets: {
          lists_and_me: { ratio_min: TARGETS.list.ratio, p99_ms_max: TARGETS.list.p99Ms },
          seat_map: { ratio_min: TARGETS.seatMap.ratio },
        },
        met: report.every((endpoint) => endpoint.met),
      }),
    );
  } finally {
    for (const child of children) {
      // A clean stop, so a CPU profile is written.
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      child.kill("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
