/**
 * On-sale rush: 500 buyers against the real HTTP API until a 3,500-seat event sells out.
 *
 *   tsx bench/rush.ts   (options: --buyers=500 --limit-s=120 --layout=full-arena --retry=refetch|local)
 *
 * The main thread is the server, as `npm start` runs it (one process, the default SQLite
 * database in a temp DATA_DIR, NODE_ENV=test so the auth and payment rate limits are off). The
 * buyers run in a worker thread of the same process, so the load generator's JSON parsing does
 * not share the server's event loop; they talk to it over loopback HTTP with keep-alive sockets.
 *
 * Each buyer loops: fetch the seat map, pick 1-6 free adjacent seats (half the buyers aim at the
 * best 300 seats, the front rows of VIP/Premium; the rest anywhere), POST /api/orders, on 409
 * refetch and retry, on 201 pay with `sim_ok_4242`; a buyer stops when the map has no available
 * seat or the time limit passes. Afterwards the database is asked how many seats were sold and
 * whether any seat has two live claims. The last line printed is the JSON summary.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import type { SeatMap } from "../src/domain/schemas/tickets";

const MAX_SEATS_PER_PICK = 6;
const BEST_SEATS = 300;
const PAY_TOKEN = "sim_ok_4242";

interface WorkerInput {
  baseUrl: string;
  eventId: string;
  cookies: string[];
  deadline: number;
  /**
   * What a buyer does after a 409: "refetch" the whole map (the default), or "local": mark the
   * seats the 409 names as taken in the map it has and pick again, refetching only after a
   * purchase or three refusals in a row (what a chart kept current by its event stream does).
   */
  retry: "refetch" | "local";
}

interface WorkerResult {
  /** Milliseconds of every POST /api/orders, by outcome. */
  holdMs: number[];
  conflictMs: number[];
  otherHoldMs: number[];
  payMs: number[];
  mapMs: number[];
  holds: number;
  seatsHeld: number;
  conflicts: number;
  paid: number;
  seatsPaid: number;
  errors: Record<string, number>;
  timedOut: boolean;
  startedAt: number;
  endedAt: number;
}

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

// =============================================================================================
// Buyers (worker thread)
// =============================================================================================

interface Seat {
  id: string;
  section: string;
  row: number;
  seat: number;
}

async function runBuyers(input: WorkerInput): Promise<WorkerResult> {
  const base = new URL(input.baseUrl);
  if (base.hostname !== "127.0.0.1") throw new Error("the rush only talks to loopback");
  // One keep-alive connection per buyer, as each buyer's browser would keep its own.
  const agents = input.cookies.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const agentOf = new Map(input.cookies.map((cookie, i) => [cookie, agents[i] as http.Agent]));

  function call(method: string, pathname: string, cookie: string, body?: unknown) {
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path: pathname,
          agent: agentOf.get(cookie),
          headers: {
            cookie,
            origin: base.origin,
            ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // Not JSON: keep the text for the error count.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on("error", reject);
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error("request timeout")));
      req.on("error", reject);
      req.end(payload);
    });
  }

  const result: WorkerResult = {
    holdMs: [],
    conflictMs: [],
    otherHoldMs: [],
    payMs: [],
    mapMs: [],
    holds: 0,
    seatsHeld: 0,
    conflicts: 0,
    paid: 0,
    seatsPaid: 0,
    errors: {},
    timedOut: false,
    startedAt: 0,
    endedAt: 0,
  };
  const countError = (what: string) => {
    result.errors[what] = (result.errors[what] ?? 0) + 1;
  };

  // The layout never changes during the rush: read it once.
  let seats: Seat[] = [];
  let bestIds = new Set<string>();
  const seatById = new Map<string, Seat>();
  function learnLayout(map: SeatMap) {
    seats = map.sections.flatMap((section) =>
      section.rows.flatMap(({ row, seats: count }) =>
        Array.from({ length: count }, (_, i) => ({
          id: `${map.eventId}:${section.key}:${row}:${i + 1}`,
          section: section.key,
          row,
          seat: i + 1,
        })),
      ),
    );
    for (const seat of seats) seatById.set(seat.id, seat);
    const front = [...seats].sort((a, b) => a.row - b.row || a.seat - b.seat);
    bestIds = new Set(front.slice(0, BEST_SEATS).map((s) => s.id));
  }

  async function fetchMap(cookie: string): Promise<SeatMap | null> {
    const started = performance.now();
    const response = await call("GET", `/api/events/${input.eventId}/seat-map`, cookie);
    result.mapMs.push(performance.now() - started);
    if (response.status !== 200) {
      countError(`seat-map ${response.status}`);
      return null;
    }
    return response.body as SeatMap;
  }

  /** A random free seat and up to n-1 free neighbours in its row. */
  function pick(map: SeatMap, aimsBest: boolean): string[] {
    const free = (s: Seat) => map.claims[s.id] === undefined;
    let candidates = aimsBest ? seats.filter((s) => bestIds.has(s.id) && free(s)) : [];
    if (candidates.length === 0) candidates = seats.filter(free);
    if (candidates.length === 0) return [];
    const want = 1 + Math.floor(Math.random() * MAX_SEATS_PER_PICK);
    const start = candidates[Math.floor(Math.random() * candidates.length)] as Seat;
    const chosen = [start.id];
    const prefix = start.id.slice(0, start.id.lastIndexOf(":") + 1);
    for (let step = 1; chosen.length < want && step <= want; step++) {
      for (const n of [start.seat + step, start.seat - step]) {
        const id = `${prefix}${n}`;
        const seat = seatById.get(id);
        if (chosen.length < want && seat && free(seat)) chosen.push(id);
      }
    }
    return chosen;
  }

  async function buyer(cookie: string, aimsBest: boolean) {
    let map: SeatMap | null = null;
    let refusals = 0;
    while (Date.now() < input.deadline) {
      if (!map || input.retry === "refetch" || refusals >= 3) {
        map = await fetchMap(cookie);
        refusals = 0;
        if (!map) continue;
        if (map.totals.available === 0) return;
      }
      const seatIds = pick(map, aimsBest);
      if (seatIds.length === 0) {
        if (refusals === 0) return;
        refusals = 3;
        continue;
      }

      const started = performance.now();
      const hold = await call("POST", "/api/orders", cookie, { eventId: input.eventId, seatIds });
      const ms = performance.now() - started;
      if (hold.status === 409) {
        result.conflicts += 1;
        result.conflictMs.push(ms);
        refusals += 1;
        const taken = (hold.body as { error?: { params?: { seatIds?: string[] } } }).error?.params?.seatIds ?? [];
        for (const id of taken) map.claims[id] = "held";
        continue;
      }
      map = null;
      if (hold.status !== 201) {
        result.otherHoldMs.push(ms);
        countError(`hold ${hold.status} ${JSON.stringify(hold.body).slice(0, 120)}`);
        continue;
      }
      result.holdMs.push(ms);
      result.holds += 1;
      result.seatsHeld += seatIds.length;

      const orderId = (hold.body as { order: { id: string } }).order.id;
      const payStarted = performance.now();
      const paid = await call("POST", `/api/orders/${orderId}/payments/simulated`, cookie, { token: PAY_TOKEN });
      result.payMs.push(performance.now() - payStarted);
      if (paid.status === 200) {
        result.paid += 1;
        result.seatsPaid += seatIds.length;
      } else {
        countError(`pay ${paid.status} ${JSON.stringify(paid.body).slice(0, 120)}`);
      }
    }
    result.timedOut = true;
  }

  const first = await fetchMap(input.cookies[0] as string);
  if (!first) throw new Error("no seat map");
  learnLayout(first);
  result.mapMs.length = 0;

  // Open every buyer's connection (and check its session) before the clock starts: 500 sockets
  // opened in the same instant queue up in the server's accept loop for seconds, which says
  // something about connection storms, not about selling seats.
  for (let i = 0; i < input.cookies.length; i += 50) {
    await Promise.all(
      input.cookies.slice(i, i + 50).map(async (cookie) => {
        const me = await call("GET", "/api/me", cookie);
        if ((me.body as { user?: unknown }).user == null) throw new Error("a buyer is not signed in");
      }),
    );
  }

  result.startedAt = Date.now();
  await Promise.all(input.cookies.map((cookie, i) => buyer(cookie, i % 2 === 0)));
  result.endedAt = Date.now();
  for (const agent of agents) agent.destroy();
  return result;
}

// =============================================================================================
// Server, set-up and report (main thread)
// =============================================================================================

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Single-row insert transactions a second on the same engine and pragmas, in a scratch file. */
function baselineInsertsPerSecond(dir: string, seconds = 2): number {
  const db = new SQLite(path.join(dir, "baseline.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.exec("create table scratch (id text primary key, event_id text not null, seat_id text not null, n integer)");
  const insert = db.prepare("insert into scratch (id, event_id, seat_id, n) values (?, ?, ?, ?)");
  const begin = db.prepare("begin immediate");
  const commit = db.prepare("commit");
  let n = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    for (let i = 0; i < 100; i++) {
      begin.run();
      insert.run(crypto.randomUUID(), "event", `seat-${n}`, n);
      commit.run();
      n += 1;
    }
  }
  const rate = n / ((performance.now() - started) / 1000);
  db.close();
  return rate;
}

async function main() {
  const buyers = Number(option("buyers", "500"));
  const limitS = Number(option("limit-s", "120"));
  const layout = option("layout", "full-arena");
  const retry = option("retry", "refetch") === "local" ? "local" : "refetch";
  const dataDir = mkdtempSync(path.join(tmpdir(), "arena-rush-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const out = (line = "") => process.stdout.write(`${line}\n`);

  // Imported here, after the environment is decided, and only in the main thread.
  const { loadConfig } = await import("../src/server/config");
  const { bootContext } = await import("../src/server/boot");
  const { createApp } = await import("../src/server/app");
  const { silentLogger } = await import("../src/server/platform/logger");
  const { buildEvent, buildUsers } = await import("../src/server/testing/factories");
  const { serve } = await import("@hono/node-server");

  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    AUTH_SECRET: "rush-secret-rush-secret-rush-secret-0123",
    LOG_LEVEL: "warn",
  });
  const { ctx, database } = await bootContext(config, silentLogger);
  const app = createApp(ctx, { distDir: path.join(dataDir, "no-dist") });
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));

  try {
    out(
      `Rush: ${buyers} buyers, layout ${layout}, on 409: ${retry}, ${database.dialect} ${database.location}, ${baseUrl}`,
    );
    const setupStarted = performance.now();
    const event = await buildEvent(ctx.db, { layout, title: "On-sale rush" });
    const users = await buildUsers(ctx, buyers);
    // A signed-in check through HTTP, so a broken cookie fails here and not as 500 buyers' 401s.
    const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie: users[0]?.cookie ?? "" } });
    const meBody = (await me.json()) as { user?: { id: string } | null };
    if (meBody.user?.id !== users[0]?.userId) throw new Error(`sign-in check failed: ${JSON.stringify(meBody)}`);
    // Seats are generated by the first map request; do it before the clock starts.
    const warm = await fetch(`${baseUrl}/api/events/${event.id}/seat-map`);
    const seats = ((await warm.json()) as SeatMap).totals.seats;
    out(`Set-up: ${seats} seats, ${users.length} signed-in buyers in ${round(performance.now() - setupStarted, 0)} ms`);

    const input: WorkerInput = {
      baseUrl,
      eventId: event.id,
      cookies: users.map((u) => u.cookie),
      deadline: Date.now() + limitS * 1000,
      retry,
    };
    // The worker runs this same file. Node 20 does not carry tsx's loader into workers, so the
    // worker's first (plain JS) code registers it before importing this file.
    const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api")).href.replace(/\.cjs$/, ".mjs");
    const bootstrap = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(import.meta.url)});`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { workerData: input });
    const hardStop = setTimeout(() => void worker.terminate(), (limitS + 15) * 1000);
    const result = await new Promise<WorkerResult>((resolve, reject) => {
      worker.once("message", (message: WorkerResult) => resolve(message));
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`buyers stopped early (exit ${code})`)));
    });
    clearTimeout(hardStop);
    await worker.terminate();

    const soldRow = await ctx.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("event_id", "=", event.id)
      .where("payment_status", "=", "completed")
      .executeTakeFirstOrThrow();
    const doubleRows = await ctx.db
      .selectFrom("bookings")
      .select("seat_id")
      .where("event_id", "=", event.id)
      .where("payment_status", "in", ["held", "completed", "complimentary"])
      .groupBy("seat_id")
      .having((eb) => eb.fn.countAll(), ">", 1)
      .execute();
    const sold = Number(soldRow.n);
    const doubleSold = doubleRows.length;

    const baseline = baselineInsertsPerSecond(dataDir);
    const seconds = (result.endedAt - result.startedAt) / 1000;
    const attempts = [...result.holdMs, ...result.conflictMs, ...result.otherHoldMs];
    const summary = {
      seats,
      sold,
      double_sold: doubleSold,
      holds_per_s: round(result.holds / seconds),
      seats_per_s: round(result.seatsHeld / seconds),
      p50_ms: round(percentile(attempts, 50)),
      p99_ms: round(percentile(attempts, 99)),
      baseline_inserts_per_s: Math.round(baseline),
      ratio: round(result.seatsHeld / seconds / baseline, 4),
    };

    out();
    out(`Sold out in ${round(seconds, 2)} s${result.timedOut ? ` (time limit of ${limitS} s reached)` : ""}`);
    out(`  sold ${sold} of ${seats} seats; double-sold seats: ${doubleSold}`);
    out(
      `  holds: ${result.holds} made (${result.seatsHeld} seats), ${result.conflicts} refused with 409, ${result.otherHoldMs.length} other`,
    );
    out(`  payments: ${result.paid} paid (${result.seatsPaid} seats)`);
    out(`  throughput: ${summary.holds_per_s} holds/s, ${summary.seats_per_s} seats held/s`);
    const line = (name: string, ms: number[]) =>
      `  ${name.padEnd(22)} n=${String(ms.length).padStart(5)}  p50 ${round(percentile(ms, 50))} ms  p90 ${round(percentile(ms, 90))} ms  p99 ${round(percentile(ms, 99))} ms  max ${round(percentile(ms, 100))} ms`;
    out(line("POST /orders (all)", attempts));
    out(line("POST /orders 201", result.holdMs));
    out(line("POST /orders 409", result.conflictMs));
    out(line("POST .../payments", result.payMs));
    out(line("GET seat-map", result.mapMs));
    out(
      `  baseline: ${summary.baseline_inserts_per_s} single-row insert transactions/s (better-sqlite3, same pragmas)`,
    );
    for (const [what, count] of Object.entries(result.errors)) out(`  error x${count}: ${what}`);
    const targets = [
      ["double_sold = 0", doubleSold === 0],
      [`sold = ${seats}`, sold === seats],
      ["seats held/s >= 2000", summary.seats_per_s >= 2000],
      ["p99 <= 250 ms", summary.p99_ms <= 250],
    ] as const;
    out(`  targets: ${targets.map(([name, ok]) => `${ok ? "ok" : "MISSED"} ${name}`).join("; ")}`);
    out(JSON.stringify(summary));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMainThread) {
  main().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`rush failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
} else {
  runBuyers(workerData as WorkerInput).then(
    (result) => parentPort?.postMessage(result),
    (error) => {
      throw error;
    },
  );
}
