/**
 * On-sale day through the waiting room: 10,000 fans (5% of them bots) against the real server for
 * a 3,500-seat event, arriving before and after the on-sale time.
 *
 *   tsx bench/onsale.ts   (options: --fans=10000 --bots=0.05 --pre-s=30 --post-s=45
 *                          --admit-per-minute=1500 --max-active=500 --limit-s=150 --sockets=256)
 *
 * This process is the server, as `npm start` runs it (SQLite in a temp DATA_DIR, NODE_ENV=test so
 * the rate limits are off and the proof-of-work is the test one, TRUST_PROXY so each fan has its
 * own client address). The fans run in a child process (onsale-fans.ts) over loopback keep-alive
 * connections. The event's on-sale time is `--pre-s` seconds after the fans start: the first
 * half of the fans arrive before it (the pre-queue, drawn at random at that time), the rest over
 * the `--post-s` seconds after it, first come first served. Admitted fans hold 1–4 seats with
 * their admission token and pay with the simulated card until the event sells out: every seat a
 * fan may hold without declaring a need for accessible seating (`sellable`: the layout's
 * wheelchair spaces and companion seats left out) is sold, and the run ends.
 *
 * `npm run bench:onsale` runs it with UV_THREADPOOL_SIZE=16: the server's WebCrypto work (session
 * cookies, challenges) and the SQLite log's syncs otherwise queue for libuv's 4 threads.
 *
 * Afterwards the database says how many seats were sold (selling out is `sold` = `sellable`), whether any seat has two live claims,
 * whether any later arrival was admitted before one who arrived earlier (by the order the server
 * gave them, and by the order their joins were answered), and whether any bot got a place. The
 * last line printed is the JSON summary.
 */
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { freePort, option, percentile, round } from "./lib/harness";
import { fetchSellable } from "./lib/sellable";
import type { FansInput, FansMessage, FansResult } from "./onsale-fans";

async function main() {
  const fanCount = Number(option("fans", "10000"));
  const botShare = Number(option("bots", "0.05"));
  const preS = Number(option("pre-s", "30"));
  const postS = Number(option("post-s", "45"));
  const admitPerMinute = Number(option("admit-per-minute", "1500"));
  const maxActive = Number(option("max-active", "500"));
  const limitS = Number(option("limit-s", "150"));
  const sockets = Number(option("sockets", "256"));
  const dataDir = mkdtempSync(path.join(tmpdir(), "arena-onsale-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const out = (line = "") => process.stdout.write(`${line}\n`);

  const { loadConfig } = await import("#server/config");
  const { bootContext } = await import("#server/boot");
  const { createApp } = await import("#server/app");
  const { silentLogger } = await import("#server/platform/logger");
  const { buildEvent, buildUsers } = await import("#server/testing/factories");
  const { ensureSeats } = await import("#server/features/seating");
  const { sql } = await import("kysely");
  const { serve } = await import("@hono/node-server");

  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    AUTH_SECRET: "onsale-secret-onsale-secret-onsale-0123",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
  });
  const { ctx, database } = await bootContext(config, silentLogger);
  const app = createApp(ctx, { distDir: path.join(dataDir, "no-dist") });
  // Server-side timings: from the request reaching the app to its response, by route, and how
  // late the event loop runs (time the server is busy or kept from the CPU).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let loopDelayMax = 0;
  const serverMs = new Map<string, number[]>();
  let serverInFlight = 0;
  let serverInFlightMax = 0;
  const fetchTimed = async (request: Request, env: unknown) => {
    const started = performance.now();
    serverInFlight += 1;
    serverInFlightMax = Math.max(serverInFlightMax, serverInFlight);
    try {
      return await app.fetch(request, env as never);
    } finally {
      serverInFlight -= 1;
      const key = `${request.method} ${new URL(request.url).pathname.replace(/[0-9a-f-]{36}/g, ":id")}`;
      const list = serverMs.get(key) ?? [];
      list.push(performance.now() - started);
      serverMs.set(key, list);
    }
  };
  const server = serve({ fetch: fetchTimed, port, hostname: "127.0.0.1" });
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = (limitS + 15) * 1000;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));

  try {
    out(
      `On-sale: ${fanCount} fans (${Math.round(botShare * 100)}% bots), ${preS} s before the sale and ${postS} s after, ` +
        `${admitPerMinute} admitted a minute, at most ${maxActive} shopping; ${database.dialect}, ${baseUrl}`,
    );
    const setupStarted = performance.now();
    // Setting up 10,000 accounts commits 20,000 rows: without waiting for the disk each time.
    // The sale itself runs with the server's own durability.
    const sqlite = database.dialect === "sqlite";
    const synchronous = sqlite
      ? (await sql<{ synchronous: number }>`pragma synchronous`.execute(ctx.db)).rows[0]?.synchronous
      : undefined;
    if (sqlite) await sql`pragma synchronous = OFF`.execute(ctx.db);
    const event = await buildEvent(ctx.db, { layout: "full-arena", title: "On-sale through the queue" });
    await ensureSeats(ctx.db, event);
    const { seats, sellable: sellableIds } = await fetchSellable(baseUrl, event.id);
    const sellable = sellableIds.length;
    const [admin] = await buildUsers(ctx, 1, ["admin"]);
    // Accounts are made a few at a time, so their requests to the database overlap.
    const users = (
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => buildUsers(ctx, Math.floor(fanCount / 8) + (i < fanCount % 8 ? 1 : 0))),
      )
    ).flat();
    if (sqlite) await sql.raw(`pragma synchronous = ${Number(synchronous ?? 2)}`).execute(ctx.db);
    const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie: users[0]?.cookie ?? "" } });
    const meBody = (await me.json()) as { user?: { id: string } | null };
    if (meBody.user?.id !== users[0]?.userId) throw new Error(`sign-in check failed: ${JSON.stringify(meBody)}`);

    // Bots are spread evenly among the fans, before and after the sale.
    const every = botShare > 0 ? Math.round(1 / botShare) : Number.POSITIVE_INFINITY;
    const bots = users.map((_, i) => i).filter((i) => i % every === every - 1);
    const start = Date.now() + 2_000;
    const onSaleAt = start + preS * 1000;
    const half = Math.floor(fanCount / 2);
    const arrivals = users.map((_, i) =>
      i < half ? start + Math.random() * preS * 1000 : onSaleAt + 100 + Math.random() * postS * 1000,
    );
    const settings = await fetch(`${baseUrl}/api/admin/events/${event.id}/queue`, {
      method: "PUT",
      headers: { cookie: admin?.cookie ?? "", origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ onSaleAt: new Date(onSaleAt).toISOString(), admitPerMinute, maxActive }),
    });
    if (settings.status !== 200) throw new Error(`queue settings: ${settings.status} ${await settings.text()}`);
    out(
      `Set-up: ${seats} seats (${sellable} without accessible seating), ${users.length} signed-in fans (${bots.length} bots) in ${round(performance.now() - setupStarted, 0)} ms`,
    );

    const input: FansInput = {
      baseUrl,
      eventId: event.id,
      cookies: users.map((u) => u.cookie),
      bots,
      arrivals,
      deadline: start + limitS * 1000,
      sockets,
    };
    const fansProcess = fork(fileURLToPath(new URL("./onsale-fans.ts", import.meta.url)), [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const hardStop = setTimeout(() => fansProcess.kill(), (limitS + 30) * 1000);
    let rssMax = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      rssMax = Math.max(rssMax, process.memoryUsage().rss);
    }, 500);
    let cpuAtStart = process.cpuUsage();
    let lastCpu = process.cpuUsage();
    const serverProgress = setInterval(() => {
      const used = process.cpuUsage(lastCpu);
      lastCpu = process.cpuUsage();
      const answered = [...serverMs.values()].reduce((n, l) => n + l.length, 0);
      loopDelayMax = Math.max(loopDelayMax, loopDelay.max);
      process.stderr.write(
        `  server: ${answered} answered, ${serverInFlight} in flight, CPU ${round((used.user + used.system) / 1e5)}%, event loop late by ${round(loopDelay.percentile(99) / 1e6)} ms (p99)\n`,
      );
      loopDelay.reset();
    }, 10_000);
    const result = await new Promise<FansResult>((resolve, reject) => {
      fansProcess.on("message", (message: FansMessage) => {
        if (message.kind === "started") cpuAtStart = process.cpuUsage();
        else resolve(message.result);
      });
      fansProcess.once("error", reject);
      fansProcess.once("exit", (code) => reject(new Error(`fans stopped early (exit ${code})`)));
      fansProcess.send(input);
    });
    const cpu = process.cpuUsage(cpuAtStart);
    clearInterval(sampler);
    clearInterval(serverProgress);
    clearTimeout(hardStop);
    fansProcess.kill();

    // --- What the database says ---------------------------------------------------------------
    const sold = Number(
      (
        await ctx.db
          .selectFrom("bookings")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("event_id", "=", event.id)
          .where("payment_status", "=", "completed")
          .executeTakeFirstOrThrow()
      ).n,
    );
    const doubleSold = (
      await ctx.db
        .selectFrom("bookings")
        .select("seat_id")
        .where("event_id", "=", event.id)
        .where("payment_status", "in", ["held", "completed", "complimentary"])
        .groupBy("seat_id")
        .having((eb) => eb.fn.countAll(), ">", 1)
        .execute()
    ).length;
    const entries = await ctx.db
      .selectFrom("queue_entries")
      .select(["user_id", "pre_queue", "line", "admitted_at", "ended_at"])
      .where("event_id", "=", event.id)
      .execute();
    const admitted = entries.filter((e) => e.admitted_at !== null).length;
    const userIndex = new Map(users.map((u, i) => [u.userId, i]));
    const botSet = new Set(bots);
    const botsWithPlace = entries.filter((e) => botSet.has(userIndex.get(e.user_id) ?? -1)).length;
    const botsAdmitted = new Set([
      ...entries.filter((e) => botSet.has(userIndex.get(e.user_id) ?? -1)).map((e) => e.user_id),
      ...result.fans.filter((f) => f.bot && f.botGotIn).map((f) => users[f.index]?.userId),
    ]).size;

    // FIFO among arrivals after the sale started, two ways. By place: walking the line in order,
    // nobody is admitted before someone ahead of them (earlier admission time, or ahead not
    // admitted at all). By arrival: no fan whose join was answered before another's was even
    // sent stands behind that other fan.
    const later = entries
      .filter((e) => e.pre_queue === 0 && e.line !== null)
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    let placeViolations = 0;
    let latestAdmission = "";
    let someoneAheadWaiting = false;
    for (const entry of later) {
      if (entry.admitted_at === null) someoneAheadWaiting = true;
      else {
        if (someoneAheadWaiting || entry.admitted_at < latestAdmission) placeViolations += 1;
        if (entry.admitted_at > latestAdmission) latestAdmission = entry.admitted_at;
      }
    }
    const fanOf = new Map(result.fans.map((f) => [f.index, f]));
    let arrivalViolations = 0;
    let earliestAnswerBehind = Number.POSITIVE_INFINITY;
    for (const entry of [...later].reverse()) {
      const record = fanOf.get(userIndex.get(entry.user_id) ?? -1);
      // Only joins the fan heard answered say when it arrived.
      if (!record || (record.joinStatus !== 201 && record.joinStatus !== 200)) continue;
      if (earliestAnswerBehind < record.joinSentAt) arrivalViolations += 1;
      earliestAnswerBehind = Math.min(earliestAnswerBehind, record.joinAnsweredAt);
    }
    const preQueue = entries.filter((e) => e.pre_queue === 1).length;

    const seconds = (result.endedAt - result.startedAt) / 1000;
    const fansReal = result.fans.filter((f) => !f.bot);
    const phases = new Map<string, number>();
    for (const f of fansReal) phases.set(f.phase, (phases.get(f.phase) ?? 0) + 1);
    const summary = {
      fans: fanCount,
      bots: bots.length,
      admitted,
      seats,
      sellable,
      sold,
      double_sold: doubleSold,
      fifo_violations: placeViolations + arrivalViolations,
      bots_admitted: botsAdmitted,
      queue_status_p99_ms: round(percentile(result.statusMs, 99)),
      admitted_hold_p99_ms: round(percentile(result.holdMs, 99)),
      server_rss_mb: Math.round(rssMax / 1e6),
      queue_status_p50_ms: round(percentile(result.statusMs, 50)),
      admitted_hold_p50_ms: round(percentile(result.holdMs, 50)),
      status_requests: result.statusMs.length,
      seconds: round(seconds, 1),
      server_cpu_s: round((cpu.user + cpu.system) / 1e6, 1),
    };

    out();
    out(
      `Ran ${summary.seconds} s; sold ${sold} of the ${sellable} seats a fan may hold (${seats} in all)${result.soldOut ? "" : ` by the time limit of ${limitS} s`}; double-sold seats: ${doubleSold}`,
    );
    out(`  queue: ${entries.length} places (${preQueue} in the pre-queue, drawn at the sale), ${admitted} admitted`);
    out(
      `  fans: ${[...phases].map(([phase, n]) => `${n} ${phase}`).join(", ")}; ${fansReal.filter((f) => f.seatsBought > 0).length} bought`,
    );
    out(
      `  bots: ${bots.length}, joins answered ${[...new Set(result.fans.filter((f) => f.bot).map((f) => f.joinStatus))].join("/")}; with a place ${botsWithPlace}; got in ${botsAdmitted}`,
    );
    out(
      `  FIFO after the sale started: ${placeViolations} by place, ${arrivalViolations} by arrival (${later.length} fans)`,
    );
    out(`  server CPU ${summary.server_cpu_s} s; RSS at most ${summary.server_rss_mb} MB`);
    const line = (name: string, ms: number[]) =>
      `  ${name.padEnd(26)} n=${String(ms.length).padStart(6)}  p50 ${round(percentile(ms, 50))} ms  p90 ${round(percentile(ms, 90))} ms  p99 ${round(percentile(ms, 99))} ms  max ${round(percentile(ms, 100))} ms`;
    out(line("GET .../queue (status)", result.statusMs));
    // Where in the sale the slow answers were: status p99 by quarter minute from the start.
    const windows = new Map<number, number[]>();
    result.statusAt.forEach((at, i) => {
      const w = Math.floor((at - start) / 15_000);
      const list = windows.get(w) ?? [];
      list.push(result.statusMs[i] as number);
      windows.set(w, list);
    });
    out(
      `  status p99 by 15 s from the start (sale at ${preS} s): ${[...windows]
        .sort((a, b) => a[0] - b[0])
        .map(([w, ms]) => `${w * 15}s ${Math.round(percentile(ms, 99))}`)
        .join(", ")}`,
    );
    out(line("GET /queue/challenge", result.challengeMs));
    out(line("POST .../queue (join)", result.joinMs));
    out(line("POST /orders (admitted)", result.holdMs));
    out(line("POST .../payments", result.payMs));
    out(`  holds refused with 409: ${result.holdConflicts}`);
    for (const [what, count] of Object.entries(result.errors)) out(`  error x${count}: ${what}`);
    const targets = [
      ["double_sold = 0", doubleSold === 0],
      ["fifo_violations = 0", summary.fifo_violations === 0],
      ["bots_admitted = 0", botsAdmitted === 0],
      [`sold = ${sellable}`, sold === sellable],
      ["queue status p99 <= 100 ms", summary.queue_status_p99_ms <= 100],
      ["admitted hold p99 <= 250 ms", summary.admitted_hold_p99_ms <= 250],
    ] as const;
    out(
      `  server: up to ${serverInFlightMax} requests at once; event loop late by up to ${round(Math.max(loopDelayMax, loopDelay.max) / 1e6)} ms; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    );
    for (const [key, ms] of serverMs) if (ms.length >= 20) out(line(`server ${key}`.slice(0, 26), ms));
    out(
      `  fans process: CPU ${round(result.cpuMs / 1000, 1)} s; event loop late by ${round(result.loopDelayP99Ms)} ms (p99), ${round(result.loopDelayMaxMs)} ms at most`,
    );
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
    process.stderr.write(`onsale failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
