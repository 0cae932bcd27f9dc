/**
 * On-sale rush: 500 buyers against the real HTTP API until a 3,500-seat event sells out.
 *
 *   tsx bench/rush.ts   (options: --buyers=500 --limit-s=120 --layout=full-arena --retry=refetch|local|stream)
 *
 * This process is the server, as `npm start` runs it (the default SQLite database in a temp
 * DATA_DIR, NODE_ENV=test so the auth and payment rate limits are off). The buyers run in a child
 * process (rush-buyers.ts), so the load generator's work neither shares the server's event loop
 * nor counts in the server's CPU time, which is reported per seat held (`cpu_ms_per_seat`: less
 * noisy than rates on a busy machine).
 *
 * Each buyer loops: fetch the seat map, pick 1-6 free adjacent seats (half the buyers aim at the
 * best 300 seats, the front rows of VIP/Premium; the rest anywhere), POST /api/orders, on 409
 * refetch and retry (see --retry for the other ways), on 201 pay with `sim_ok_4242`. Buyers do not
 * declare a need for accessible seating, so they pick only the seats such a buyer may hold (the
 * layout's wheelchair spaces and companion seats left out: `sellable`); a buyer stops when the map
 * has none of those free or the time limit passes. Afterwards the database is asked how many seats
 * were sold and whether any seat has two live claims; selling out is `sold` = `sellable`. The last
 * line printed is the JSON summary.
 *
 *   tsx bench/rush.ts --postgres --instances 2   (with the options above)
 *
 * Several instances sharing one sale: an embedded PostgreSQL server (committing to disk, as in
 * production) and N app processes (`src/server/main.ts`, each on its own port, one shared data
 * folder and secret), the buyers spread over them (one buyers process per instance). This
 * process opens a seat stream on every instance and notes when each seat first arrives on each;
 * `relay_p99_ms` is the 99th percentile, over every hold and every other instance, of the time
 * from the hold's 201 to its seats' arrival on that instance's stream. Server CPU is the sum over
 * the app processes. The summary adds `"dialect":"postgres","instances":N,"relay_p99_ms"`.
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { freePort, option, percentile, round } from "./lib/harness";
import { clockTicks, processCpuMs } from "./lib/process-cpu";
import { fetchSellable } from "./lib/sellable";
import type { BuyersInput, BuyersMessage, BuyersResult } from "./rush-buyers";

/** `--name=value` or `--name value`. */

const flag = (name: string) => process.argv.includes(`--${name}`);

// =============================================================================================
// Server, set-up and report (main thread)
// =============================================================================================

/**
 * Durable single-row insert transactions a second on the same engine, in a scratch file: each
 * commit synced before the next (`synchronous = FULL`), the price the server pays per commit
 * before group commit shares it.
 */
function baselineInsertsPerSecond(dir: string, seconds = 2): number {
  const db = new SQLite(path.join(dir, "baseline.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
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

/** What the rush runs against: one in-process server, or app processes on one PostgreSQL. */
interface Site {
  dialect: "sqlite" | "postgres";
  /** The database, as the first line says it. */
  location: string;
  baseUrls: string[];
  /** A context on the same database, for the set-up and the final checks. */
  ctx: AppContext;
  /** Server CPU time so far, in ms (all app processes together). */
  cpuMs(): number;
  /** Single-row insert transactions a second on the same database engine. */
  baseline(): Promise<number>;
  baselineNote: string;
  close(): Promise<void>;
}

type AppContext = import("#server/context").AppContext;

const RUSH_SECRET = "rush-secret-rush-secret-rush-secret-0123";

/** The server in this process, as `npm start` runs it, on a fresh SQLite database. */
async function inProcessSite(dataDir: string, limitS: number): Promise<Site> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Imported here, after the environment is decided, and only in the main thread.
  const { loadConfig } = await import("#server/config");
  const { bootContext } = await import("#server/boot");
  const { createApp } = await import("#server/app");
  const { silentLogger } = await import("#server/platform/logger");
  const { serve } = await import("@hono/node-server");

  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    AUTH_SECRET: RUSH_SECRET,
    LOG_LEVEL: "warn",
  });
  const { ctx, database } = await bootContext(config, silentLogger);
  const app = createApp(ctx, { distDir: path.join(dataDir, "no-dist") });
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  // Node closes a connection idle for 5 s; on a loaded machine a buyer can wait that long between
  // its warm-up call and its first map, and then meets a reset socket instead of the server.
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = (limitS + 15) * 1000;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    dialect: "sqlite",
    location: database.location,
    baseUrls: [baseUrl],
    ctx,
    cpuMs() {
      const cpu = process.cpuUsage();
      return (cpu.user + cpu.system) / 1000;
    },
    baseline: async () => baselineInsertsPerSecond(dataDir),
    baselineNote: "better-sqlite3, each commit synced",
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/**
 * `count` app processes (`src/server/main.ts` through tsx) on one embedded PostgreSQL database,
 * which commits to disk as a production server does. They share the data folder (uploads) and
 * the session secret, as instances behind one load balancer must.
 */
async function instancesSite(dataDir: string, count: number): Promise<Site> {
  const { startEmbeddedPostgres } = await import("#server/testing/embedded-postgres-server");
  const { loadConfig } = await import("#server/config");
  const { bootContext } = await import("#server/boot");
  const { silentLogger } = await import("#server/platform/logger");
  const pgServer = await startEmbeddedPostgres({ durable: true, maxConnections: 100 });
  const children: ChildProcess[] = [];
  const killAll = () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  };
  process.on("exit", killAll);
  try {
    const databaseUrl = await pgServer.createDatabase("arena_rush");
    // Migrated here, once, before the servers start; this context seeds and checks.
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: RUSH_SECRET,
      LOG_LEVEL: "warn",
    });
    const { ctx, database } = await bootContext(config, silentLogger);
    const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const baseUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    const passed = ["PATH", "HOME", "TMPDIR", "LANG", "TZ"].filter((k) => process.env[k] !== undefined);
    await Promise.all(
      ports.map(async (port, i) => {
        const child = spawn(process.execPath, ["--import", "tsx", path.join("src", "server", "main.ts")], {
          cwd: repoRoot,
          env: {
            ...Object.fromEntries(passed.map((k) => [k, process.env[k]])),
            // The test environment turns the auth and payment rate limits off, as in the single run.
            NODE_ENV: "test",
            PORT: String(port),
            HOST: "127.0.0.1",
            PUBLIC_URL: baseUrls[i],
            DATA_DIR: dataDir,
            WEB_DIST_DIR: path.join(dataDir, "no-dist"),
            DATABASE_URL: databaseUrl,
            AUTH_SECRET: RUSH_SECRET,
            SEED_DEMO: "false",
            LOG_LEVEL: "warn",
            CARD_PROVIDER: "simulated",
          },
          stdio: ["ignore", "ignore", "pipe"],
        });
        children.push(child);
        let stderr = "";
        child.stderr?.on("data", (chunk: Buffer) => {
          stderr += chunk.toString();
          process.stderr.write(`[instance ${i + 1}] ${chunk.toString()}`);
        });
        const started = Date.now();
        for (;;) {
          if (child.exitCode !== null) throw new Error(`instance ${i + 1} stopped at start:\n${stderr}`);
          if (Date.now() - started > 90_000) throw new Error(`instance ${i + 1} did not start in 90 s`);
          const healthy = await fetch(`${baseUrls[i]}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (healthy) return;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }),
    );
    const ticks = clockTicks();
    return {
      dialect: "postgres",
      location: `${database.location} (embedded, fsync on)`,
      baseUrls,
      ctx,
      cpuMs: () => children.reduce((sum, child) => sum + (processCpuMs(child.pid ?? -1, ticks) ?? 0), 0),
      baseline: () => postgresInsertsPerSecond(databaseUrl),
      baselineNote: "PostgreSQL, one connection, same server",
      async close() {
        await Promise.all(
          children.map(
            (child) =>
              new Promise<void>((resolve) => {
                if (child.exitCode !== null) return resolve();
                const force = setTimeout(() => child.kill("SIGKILL"), 6_000);
                child.once("exit", () => {
                  clearTimeout(force);
                  resolve();
                });
                child.kill("SIGTERM");
              }),
          ),
        );
        await database.close();
        await pgServer.stop();
      },
    };
  } catch (error) {
    killAll();
    await pgServer.stop();
    throw error;
  }
}

/** Single-row insert transactions a second on PostgreSQL, over one connection, in a scratch table. */
async function postgresInsertsPerSecond(databaseUrl: string, seconds = 2): Promise<number> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "create table rush_scratch (id text primary key, event_id text not null, seat_id text not null, n integer)",
    );
    let n = 0;
    const started = performance.now();
    while (performance.now() - started < seconds * 1000) {
      await client.query("insert into rush_scratch (id, event_id, seat_id, n) values ($1, $2, $3, $4)", [
        crypto.randomUUID(),
        "event",
        `seat-${n}`,
        n,
      ]);
      n += 1;
    }
    return n / ((performance.now() - started) / 1000);
  } finally {
    await client.query("drop table if exists rush_scratch").catch(() => undefined);
    await client.end();
  }
}

/** The seat streams' paths, newest first: the first one an instance answers is used. */
const STREAM_PATHS = ["seat-states/stream", "seat-map/stream"];

/**
 * A seat stream of the event on one instance, noting when each seat id first arrives in a change
 * (a hold: the rush's buyers pay at once and never release, so a seat's first change is its hold).
 */
async function watchSeats(baseUrl: string, eventId: string) {
  const arrivals = new Map<string, number>();
  const base = new URL(baseUrl);
  for (const streamPath of STREAM_PATHS) {
    const opened = await new Promise<http.ClientRequest | null>((resolve, reject) => {
      const req = http.get(
        {
          host: base.hostname,
          port: base.port,
          path: `/api/events/${eventId}/${streamPath}`,
          headers: { accept: "text/event-stream" },
          agent: false,
        },
        (res) => {
          if (res.statusCode === 404) {
            res.resume();
            return resolve(null);
          }
          if (res.statusCode !== 200) return reject(new Error(`seat stream: ${res.statusCode}`));
          let text = "";
          let ready = false;
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            const now = Date.now();
            text += chunk;
            let end = text.indexOf("\n\n");
            while (end >= 0) {
              const block = text.slice(0, end);
              text = text.slice(end + 2);
              end = text.indexOf("\n\n");
              if (!ready) {
                ready = true;
                resolve(req);
              }
              const data = block.split("\n").find((line) => line.startsWith("data: "));
              if (!data) continue;
              const seats = (JSON.parse(data.slice(6)) as { seats?: Record<string, unknown> }).seats;
              if (seats && typeof seats === "object")
                for (const id in seats) if (!arrivals.has(id)) arrivals.set(id, now);
            }
          });
        },
      );
      req.on("error", reject);
    });
    if (opened) return { arrivals, close: () => opened.destroy() };
  }
  throw new Error("no seat stream");
}

function mergeResults(results: BuyersResult[]): BuyersResult {
  const merged: BuyersResult = {
    holdMs: results.flatMap((r) => r.holdMs),
    conflictMs: results.flatMap((r) => r.conflictMs),
    otherHoldMs: results.flatMap((r) => r.otherHoldMs),
    payMs: results.flatMap((r) => r.payMs),
    mapMs: results.flatMap((r) => r.mapMs),
    holds: 0,
    seatsHeld: 0,
    conflicts: 0,
    paid: 0,
    seatsPaid: 0,
    errors: {},
    timedOut: results.some((r) => r.timedOut),
    streamChanges: Math.max(0, ...results.map((r) => r.streamChanges)),
    streamBytes: 0,
    startedAt: Math.min(...results.map((r) => r.startedAt)),
    endedAt: Math.max(...results.map((r) => r.endedAt)),
  };
  for (const r of results) {
    merged.holds += r.holds;
    merged.seatsHeld += r.seatsHeld;
    merged.conflicts += r.conflicts;
    merged.paid += r.paid;
    merged.seatsPaid += r.seatsPaid;
    merged.streamBytes += r.streamBytes;
    for (const [what, n] of Object.entries(r.errors)) merged.errors[what] = (merged.errors[what] ?? 0) + n;
  }
  return merged;
}

async function main() {
  const buyers = Number(option("buyers", "500"));
  const limitS = Number(option("limit-s", "120"));
  const layout = option("layout", "full-arena");
  const retryOption = option("retry", "refetch");
  const retry = retryOption === "local" || retryOption === "stream" ? retryOption : "refetch";
  const postgres = flag("postgres");
  const instances = Number(option("instances", postgres ? "2" : "1"));
  if (!Number.isInteger(instances) || instances < 1) throw new Error("--instances takes a whole number from 1");
  if (!postgres && instances !== 1) throw new Error("several instances share a PostgreSQL database: add --postgres");
  const dataDir = mkdtempSync(path.join(tmpdir(), "arena-rush-"));
  const out = (line = "") => process.stdout.write(`${line}\n`);
  const { buildEvent, buildUsers } = await import("#server/testing/factories");

  const site = postgres ? await instancesSite(dataDir, instances) : await inProcessSite(dataDir, limitS);
  const { ctx, baseUrls } = site;
  const watchers: Awaited<ReturnType<typeof watchSeats>>[] = [];
  try {
    out(
      `Rush: ${buyers} buyers, layout ${layout}, on 409: ${retry}, ${site.dialect} ${site.location}, ${
        postgres ? `${instances} instances: ${baseUrls.join(", ")}` : baseUrls[0]
      }`,
    );
    const setupStarted = performance.now();
    // The rush measures throughput: its buyers are not held to the per-account seat limit, which
    // has its own tests (fair-holds.test.ts).
    const event = await buildEvent(ctx.db, { layout, title: "On-sale rush", max_seats_per_account: 3500 });
    const users = await buildUsers(ctx, buyers);
    // A signed-in check through HTTP, so a broken cookie fails here and not as 500 buyers' 401s.
    for (const baseUrl of baseUrls) {
      const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie: users[0]?.cookie ?? "" } });
      const meBody = (await me.json()) as { user?: { id: string } | null };
      if (meBody.user?.id !== users[0]?.userId) throw new Error(`sign-in check failed: ${JSON.stringify(meBody)}`);
    }
    // Seats are generated by the first map request; do it before the clock starts.
    let seats = 0;
    let sellable = 0;
    for (const baseUrl of baseUrls) {
      const layoutSeats = await fetchSellable(baseUrl, event.id);
      seats = layoutSeats.seats;
      sellable = layoutSeats.sellable.length;
    }
    out(
      `Set-up: ${seats} seats (${sellable} without accessible seating), ${users.length} signed-in buyers in ${round(performance.now() - setupStarted, 0)} ms`,
    );
    if (instances > 1) for (const baseUrl of baseUrls) watchers.push(await watchSeats(baseUrl, event.id));

    const deadline = Date.now() + limitS * 1000;
    // Each instance gets every n-th buyer and a buyers process of its own.
    const processes = baseUrls.map((baseUrl, i) => {
      const input: BuyersInput = {
        baseUrl,
        eventId: event.id,
        cookies: users.filter((_, u) => u % baseUrls.length === i).map((u) => u.cookie),
        deadline,
        retry,
      };
      return {
        input,
        child: fork(fileURLToPath(new URL("./rush-buyers.ts", import.meta.url)), [], {
          execArgv: ["--import", "tsx"],
          stdio: ["ignore", "inherit", "inherit", "ipc"],
        }),
      };
    });
    // A buyer checks the time limit between requests, and a request may take up to its 30 s timeout.
    const hardStop = setTimeout(
      () => {
        for (const { child } of processes) child.kill();
      },
      (limitS + 45) * 1000,
    );
    let cpuAtStart = site.cpuMs();
    let started = false;
    const results = await Promise.all(
      processes.map(
        ({ input, child }) =>
          new Promise<BuyersResult>((resolve, reject) => {
            child.on("message", (message: BuyersMessage) => {
              if (message.kind === "started") {
                // From the first buyers' start: the server's set-up work is not counted.
                if (!started) cpuAtStart = site.cpuMs();
                started = true;
              } else resolve(message.result);
            });
            child.once("error", reject);
            child.once("exit", (code) => reject(new Error(`buyers stopped early (exit ${code})`)));
            child.send(input);
          }),
      ),
    );
    const serverCpuMs = site.cpuMs() - cpuAtStart;
    clearTimeout(hardStop);
    for (const { child } of processes) child.kill();
    const result = mergeResults(results);

    // A hold made through instance i, and when each other instance's stream had its seats.
    const relayMs: number[] = [];
    let relayMissed = 0;
    if (watchers.length > 1) {
      // Changes still on their way get a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      results.forEach((r, i) => {
        for (const [at, seatId] of r.holdTimes ?? []) {
          watchers.forEach((watcher, j) => {
            if (j === i) return;
            const arrived = watcher.arrivals.get(seatId);
            if (arrived === undefined) relayMissed += 1;
            else relayMs.push(arrived - at);
          });
        }
      });
    }

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

    const baseline = await site.baseline();
    const seconds = (result.endedAt - result.startedAt) / 1000;
    const attempts = [...result.holdMs, ...result.conflictMs, ...result.otherHoldMs];
    const requests = attempts.length + result.payMs.length + result.mapMs.length;
    const summary = {
      seats,
      sellable,
      sold,
      double_sold: doubleSold,
      holds_per_s: round(result.holds / seconds),
      seats_per_s: round(result.seatsHeld / seconds),
      p50_ms: round(percentile(attempts, 50)),
      p99_ms: round(percentile(attempts, 99)),
      baseline_inserts_per_s: Math.round(baseline),
      ratio: round(result.seatsHeld / seconds / baseline, 4),
      cpu_ms_per_seat: round(serverCpuMs / Math.max(1, result.seatsHeld), 3),
      ...(postgres
        ? {
            dialect: "postgres",
            instances,
            relay_p99_ms: instances > 1 ? round(percentile(relayMs, 99)) : null,
            relay_missed: instances > 1 ? relayMissed : null,
          }
        : {}),
    };

    out();
    out(`Sold out in ${round(seconds, 2)} s${result.timedOut ? ` (time limit of ${limitS} s reached)` : ""}`);
    out(`  sold ${sold} of the ${sellable} seats a buyer may hold (${seats} in all); double-sold seats: ${doubleSold}`);
    out(
      `  holds: ${result.holds} made (${result.seatsHeld} seats), ${result.conflicts} refused with 409, ${result.otherHoldMs.length} other`,
    );
    out(`  payments: ${result.paid} paid (${result.seatsPaid} seats)`);
    if (retry === "stream") {
      out(
        `  streams: ${buyers} charts, ${result.streamChanges} changes to each, ${round(result.streamBytes / 1e6)} MB in all`,
      );
    }
    out(`  throughput: ${summary.holds_per_s} holds/s, ${summary.seats_per_s} seats held/s`);
    out(
      `  server CPU${postgres ? ` (${instances} processes)` : ""}: ${round(serverCpuMs / 1000, 2)} s for ${requests} requests: ${round(serverCpuMs / requests, 3)} ms a request, ${summary.cpu_ms_per_seat} ms a seat held`,
    );
    const line = (name: string, ms: number[]) =>
      `  ${name.padEnd(22)} n=${String(ms.length).padStart(5)}  p50 ${round(percentile(ms, 50))} ms  p90 ${round(percentile(ms, 90))} ms  p99 ${round(percentile(ms, 99))} ms  max ${round(percentile(ms, 100))} ms`;
    out(line("POST /orders (all)", attempts));
    out(line("POST /orders 201", result.holdMs));
    out(line("POST /orders 409", result.conflictMs));
    out(line("POST .../payments", result.payMs));
    out(line("GET seat states", result.mapMs));
    if (watchers.length > 1) {
      out(line("relay 201 -> other", relayMs));
      if (relayMissed > 0) out(`  relay: ${relayMissed} holds never reached another instance's stream`);
    }
    out(`  baseline: ${summary.baseline_inserts_per_s} single-row insert transactions/s (${site.baselineNote})`);
    for (const [what, count] of Object.entries(result.errors)) out(`  error x${count}: ${what}`);
    const targets: (readonly [string, boolean])[] = [
      ["double_sold = 0", doubleSold === 0],
      [`sold = ${sellable}`, sold === sellable],
    ];
    if (postgres) {
      if (instances > 1) {
        targets.push(["relay_p99_ms <= 1000", percentile(relayMs, 99) <= 1000 && relayMs.length > 0]);
        targets.push(["relay_missed = 0", relayMissed === 0]);
      }
    } else {
      targets.push(["seats held/s >= 2000", summary.seats_per_s >= 2000], ["p99 <= 250 ms", summary.p99_ms <= 250]);
    }
    out(`  targets: ${targets.map(([name, ok]) => `${ok ? "ok" : "MISSED"} ${name}`).join("; ")}`);
    out(JSON.stringify(summary));
  } finally {
    for (const watcher of watchers) watcher.close();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`rush failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
