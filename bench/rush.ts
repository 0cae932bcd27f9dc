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
 * refetch and retry (see --retry for the other ways), on 201 pay with `sim_ok_4242`; a buyer
 * stops when the map has no available seat or the time limit passes. Afterwards the database is asked how many seats were sold and
 * whether any seat has two live claims. The last line printed is the JSON summary.
 */
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import type { SeatMap } from "#domain/schemas/tickets";
import type { BuyersInput, BuyersMessage, BuyersResult } from "./rush-buyers";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
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

async function main() {
  const buyers = Number(option("buyers", "500"));
  const limitS = Number(option("limit-s", "120"));
  const layout = option("layout", "full-arena");
  const retryOption = option("retry", "refetch");
  const retry = retryOption === "local" || retryOption === "stream" ? retryOption : "refetch";
  const dataDir = mkdtempSync(path.join(tmpdir(), "arena-rush-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const out = (line = "") => process.stdout.write(`${line}\n`);

  // Imported here, after the environment is decided, and only in the main thread.
  const { loadConfig } = await import("#server/config");
  const { bootContext } = await import("#server/boot");
  const { createApp } = await import("#server/app");
  const { silentLogger } = await import("#server/platform/logger");
  const { buildEvent, buildUsers } = await import("#server/testing/factories");
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
  // Node closes a connection idle for 5 s; on a loaded machine a buyer can wait that long between
  // its warm-up call and its first map, and then meets a reset socket instead of the server.
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = (limitS + 15) * 1000;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));

  try {
    out(
      `Rush: ${buyers} buyers, layout ${layout}, on 409: ${retry}, ${database.dialect} ${database.location}, ${baseUrl}`,
    );
    const setupStarted = performance.now();
    // The rush measures throughput: its buyers are not held to the per-account seat limit, which
    // has its own tests (fair-holds.test.ts).
    const event = await buildEvent(ctx.db, { layout, title: "On-sale rush", max_seats_per_account: 3500 });
    const users = await buildUsers(ctx, buyers);
    // A signed-in check through HTTP, so a broken cookie fails here and not as 500 buyers' 401s.
    const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie: users[0]?.cookie ?? "" } });
    const meBody = (await me.json()) as { user?: { id: string } | null };
    if (meBody.user?.id !== users[0]?.userId) throw new Error(`sign-in check failed: ${JSON.stringify(meBody)}`);
    // Seats are generated by the first map request; do it before the clock starts.
    const warm = await fetch(`${baseUrl}/api/events/${event.id}/seat-map`);
    const seats = ((await warm.json()) as SeatMap).totals.seats;
    out(`Set-up: ${seats} seats, ${users.length} signed-in buyers in ${round(performance.now() - setupStarted, 0)} ms`);

    const input: BuyersInput = {
      baseUrl,
      eventId: event.id,
      cookies: users.map((u) => u.cookie),
      deadline: Date.now() + limitS * 1000,
      retry,
    };
    const buyersProcess = fork(fileURLToPath(new URL("./rush-buyers.ts", import.meta.url)), [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const hardStop = setTimeout(() => buyersProcess.kill(), (limitS + 15) * 1000);
    let cpuAtStart = process.cpuUsage();
    const result = await new Promise<BuyersResult>((resolve, reject) => {
      buyersProcess.on("message", (message: BuyersMessage) => {
        if (message.kind === "started") cpuAtStart = process.cpuUsage();
        else resolve(message.result);
      });
      buyersProcess.once("error", reject);
      buyersProcess.once("exit", (code) => reject(new Error(`buyers stopped early (exit ${code})`)));
      buyersProcess.send(input);
    });
    const cpu = process.cpuUsage(cpuAtStart);
    const serverCpuMs = (cpu.user + cpu.system) / 1000;
    clearTimeout(hardStop);
    buyersProcess.kill();

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
    const requests = attempts.length + result.payMs.length + result.mapMs.length;
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
      cpu_ms_per_seat: round(serverCpuMs / Math.max(1, result.seatsHeld), 3),
    };

    out();
    out(`Sold out in ${round(seconds, 2)} s${result.timedOut ? ` (time limit of ${limitS} s reached)` : ""}`);
    out(`  sold ${sold} of ${seats} seats; double-sold seats: ${doubleSold}`);
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
      `  server CPU: ${round(serverCpuMs / 1000, 2)} s for ${requests} requests: ${round(serverCpuMs / requests, 3)} ms a request, ${summary.cpu_ms_per_seat} ms a seat held`,
    );
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

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`rush failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
