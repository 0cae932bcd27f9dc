/**
 * Performance guard for CI: a short rush and a short on-sale against the built server, each held
 * to a ceiling on the server's CPU per operation, as a ratio to the CPU of a bare request measured
 * in the same run against the same server process, plus the sold-out check.
 *
 *   tsx bench/guard.ts   (options: --buyers=200 --rush-events=3 --fans=400 --rush-limit-s=60 --keep)
 *
 * - The server is `node dist-server/main.js` (built first only when the build is not current) in
 *   its own process on a fresh SQLite DATA_DIR, NODE_ENV=test; its CPU time is read from /proc.
 * - Baseline: `GET /robots.txt` driven closed-loop at the rush's concurrency, before the rush and
 *   again after the on-sale; server CPU per answer over both windows. The ratios divide by it, so
 *   a slower or busier machine moves both sides and the ratio stays.
 * - Rush: `--buyers` signed-in buyers (bench/rush-buyers.ts) on `--rush-events` events of the
 *   3,500-seat plan, one after the other, each until the seats a buyer may hold are sold; server
 *   CPU per seat held, from the first buyer's start until the server is quiet again with every
 *   confirmation mail delivered (every map read, refusal, payment and mail included); and the
 *   event loop's (main thread's) CPU per seat while the buyers buy, where holds and payments run,
 *   over the event loop's CPU per bare request.
 * - On-sale: `--fans` fans join a waiting room (bench/guard/onsale.ts); server CPU per queue
 *   status poll while they wait, then the admitted buy until the small event's seats are sold.
 * - Sold out: on both events every seat a buyer may hold is sold, and no seat has two live claims.
 * - Pages (bench/pages/measure.ts): the home page, an event page, the calendar and the box office,
 *   each rendered anew one at a time and served from the page cache, as ratios of server CPU to a
 *   bare request's in the same process; the server serves the web build `npm start` made.
 *
 * The last line is JSON; the exit code is 1 on any miss.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { runOnsale } from "./guard/onsale";
import { runRush } from "./guard/rush";
import { ensureBuilt, startBuiltServer } from "./guard/server";
import { freePort, option, round } from "./lib/harness";
import { runLoad } from "./lib/load";
import { clockTicks, mainThreadCpuMs, processCpuMs } from "./lib/process-cpu";
import { fetchSellable } from "./lib/sellable";
import { measurePageCosts, type PageCosts } from "./pages/measure";

// Ceilings on the server's CPU per operation as a multiple of its CPU per bare request
// (`GET /robots.txt`) in the same run. Each is 1.5 times the median ratio of several runs on a 2-core
// machine busy with other work, with the confirmation mails rendered on the mail worker's thread
// after the payment (medians: rush 58, its event loop 24, queue poll 1.5; runs within about 15 % of
// them): noise passes, and the path taking twice the CPU fails.
/**
 * Rush: all the server's CPU per seat held, from the first buyer's start until every confirmation
 * mail is out (holds, payments, map reads, refusals, mails).
 */
const RUSH_RATIO_CEILING = 85;
/**
 * Rush: the event loop's (the server's main thread's) CPU per seat held while buyers buy, over its
 * CPU per bare request: the requests alone (holds, payments, map reads, refusals), where the hold
 * and the payment run, without the mail thread's rendering.
 */
const RUSH_EVENT_LOOP_RATIO_CEILING = 35;
/** On-sale: server CPU per queue status poll of a fan waiting with a place. */
const POLL_RATIO_CEILING = 2.3;
/**
 * Pages: server CPU per page rendered anew (no page cache, the render threads included), over the
 * CPU of a bare request, each page its own ceiling (medians of three runs on a busy machine: home
 * 1,260, event 570, calendar 650, box office 500).
 */
const PAGE_RENDER_RATIO_CEILINGS: Record<string, number> = {
  "/": 1_900,
  "/events/:id": 850,
  "/calendar": 970,
  "/box-office?event=:id": 750,
};
/** Pages: server CPU per page served from the page cache over a bare request's (medians 1.3–3.1). */
const PAGE_CACHED_RATIO_CEILING = 6;

/** Connections at once: the rush's buyers, the baseline's and the polls' (at most the fans). */
const DEFAULT_BUYERS = 200;
/** Rushes one after the other: enough seats that a run's sample is some 10,000 seats. */
const DEFAULT_RUSH_EVENTS = 3;
const DEFAULT_FANS = 400;
/** A bare request: routing, the middleware every answer passes through, a short text; no database. */
const BASELINE_PATH = "/robots.txt";
const BASELINE_WARMUP_MS = 1_000;
const BASELINE_MS = 3_000;
const POLL_WARMUP_MS = 1_000;
const POLL_MS = 4_000;
const ONSALE_LIMIT_S = 60;
const READY_TIMEOUT_MS = 60_000;
/**
 * The server is quiet when no mail waits in its outbox and it uses at most this share of a core over
 * each of two half-seconds in a row.
 */
const QUIET_SHARE = 0.05;
const QUIET_SAMPLE_MS = 500;
const QUIET_TIMEOUT_MS = 45_000;
/** Server log lines echoed before the rest are only counted. */
const LOG_LINES_SHOWN = 5;
/** The rush's plan and the on-sale's: the full house, and a small one that sells in seconds. */
const RUSH_LAYOUT = "full-arena";
const ONSALE_LAYOUT = "traditional";

const out = (line = "") => process.stdout.write(`${line}\n`);

interface Cpu {
  all: number;
  main: number;
}
const cpuSince = (from: Cpu, to: Cpu): Cpu => ({ all: to.all - from.all, main: to.main - from.main });

interface SaleCheck {
  seats: number;
  sellable: number;
  sold: number;
  soldTwice: number;
}

/** Paid seats and seats with two live claims, from the database file after the server stopped. */
function checkSales(file: string, eventId: string): { sold: number; soldTwice: number } {
  const db = new SQLite(file, { readonly: true });
  try {
    const sold = db
      .prepare("select count(*) as n from bookings where event_id = ? and payment_status = 'completed'")
      .get(eventId) as { n: number };
    const twice = db
      .prepare(
        `select count(*) as n from (select seat_id from bookings where event_id = ?
           and payment_status in ('held', 'completed', 'complimentary') group by seat_id having count(*) > 1)`,
      )
      .get(eventId) as { n: number };
    return { sold: Number(sold.n), soldTwice: Number(twice.n) };
  } finally {
    db.close();
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const buyers = Number(option("buyers", String(DEFAULT_BUYERS)));
  const fanCount = Number(option("fans", String(DEFAULT_FANS)));
  const rushEventCount = Number(option("rush-events", String(DEFAULT_RUSH_EVENTS)));
  const rushLimitS = Number(option("rush-limit-s", "60"));
  const keep = process.argv.includes("--keep");
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

  const entry = await ensureBuilt(repoRoot, out);
  const tmp = mkdtempSync(path.join(tmpdir(), "arena-guard-"));
  const dataDir = path.join(tmp, "data");
  const webDistDir = path.join(repoRoot, "dist");
  mkdirSync(dataDir);
  const port = await freePort();
  const authSecret = randomBytes(32).toString("hex");
  const baseUrl = `http://127.0.0.1:${port}`;
  const misses: string[] = [];

  // Set-up in this process before the server starts: migrations, the events, the accounts.
  const { loadConfig } = await import("#server/config");
  const { bootContext } = await import("#server/boot");
  const { silentLogger } = await import("#server/platform/logger");
  const { buildEvent, buildUsers } = await import("#server/testing/factories");
  const { sql } = await import("kysely");
  const { ctx, database } = await bootContext(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      AUTH_SECRET: authSecret,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
    }),
    silentLogger,
  );
  // Accounts are set up without waiting for the disk at each commit; the server runs with its own
  // durability.
  await sql`pragma synchronous = OFF`.execute(ctx.db);
  // The rush measures CPU per seat: its buyers are not held to the per-account seat limit.
  const rushEvents = [];
  for (let i = 0; i < rushEventCount; i++) {
    rushEvents.push(
      await buildEvent(ctx.db, { layout: RUSH_LAYOUT, title: `Guard rush ${i + 1}`, max_seats_per_account: 3500 }),
    );
  }
  const onsaleEvent = await buildEvent(ctx.db, { layout: ONSALE_LAYOUT, title: "Guard on-sale" });
  const buyerUsers = await buildUsers(ctx, buyers);
  const fanUsers = await buildUsers(ctx, fanCount);
  const [admin] = await buildUsers(ctx, 1, ["admin"]);
  await database.close();
  out(
    `Set-up: ${rushEventCount} rush events, ${buyers} buyers, ${fanCount} fans in ${round((performance.now() - started) / 1000)} s since start`,
  );

  let logLines = 0;
  const server = startBuiltServer({
    repoRoot,
    entry,
    port,
    dataDir,
    webDistDir,
    authSecret,
    onLog: (line) => {
      logLines += 1;
      if (logLines <= LOG_LINES_SHOWN) out(`  server: ${line.slice(0, 300)}`);
    },
  });
  const ticks = clockTicks();
  /** The server's CPU time so far (ms): all its threads, and its event loop's alone. */
  const serverCpu = (): Cpu => {
    const all = processCpuMs(server.pid, ticks);
    const main = mainThreadCpuMs(server.pid, ticks);
    if (all === null || main === null) throw new Error("the server's CPU time cannot be read (no /proc)");
    return { all, main };
  };
  const serverCpuMs = () => serverCpu().all;

  /**
   * Waits until the server has finished what earlier work left it (mails to render and send, holds
   * to sweep), so that a measured window holds only its own work; the time it took.
   */
  const outbox: { db: SQLite.Database | null } = { db: null };
  /** Mails not yet delivered (the server renders an owed mail when it delivers it). */
  const mailsWaiting = () => {
    try {
      outbox.db ??= new SQLite(path.join(dataDir, "arena.sqlite"), { readonly: true, fileMustExist: true });
      return Number(
        (outbox.db.prepare("select count(*) as n from mail_outbox where status = 'queued'").get() as { n: number }).n,
      );
    } catch {
      return 0;
    }
  };
  async function settle(): Promise<number> {
    const from = performance.now();
    let last = serverCpuMs();
    let quietSamples = 0;
    while (quietSamples < 2) {
      if (performance.now() - from > QUIET_TIMEOUT_MS) {
        out(`  (the server was still busy after ${QUIET_TIMEOUT_MS / 1000} s)`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, QUIET_SAMPLE_MS));
      const now = serverCpuMs();
      quietSamples = now - last <= QUIET_SHARE * QUIET_SAMPLE_MS && mailsWaiting() === 0 ? quietSamples + 1 : 0;
      last = now;
    }
    return performance.now() - from;
  }

  /** The baseline: server CPU per bare request, closed-loop at the rush's concurrency. */
  async function baseline() {
    let cpuAtStart: Cpu = { all: 0, main: 0 };
    let cpuAtEnd: Cpu = { all: 0, main: 0 };
    const from = setTimeout(() => {
      cpuAtStart = serverCpu();
    }, BASELINE_WARMUP_MS);
    const to = setTimeout(() => {
      cpuAtEnd = serverCpu();
    }, BASELINE_WARMUP_MS + BASELINE_MS);
    const result = await runLoad({
      host: "127.0.0.1",
      port,
      path: BASELINE_PATH,
      connections: buyers,
      warmupMs: BASELINE_WARMUP_MS,
      durationMs: BASELINE_MS,
    });
    clearTimeout(from);
    clearTimeout(to);
    const ok = result.statuses["200"] ?? 0;
    if (ok !== result.requests || result.errors > 0)
      misses.push(`baseline answers: ${JSON.stringify(result.statuses)}, ${result.errors} connection errors`);
    return { requests: result.requests, cpu: cpuSince(cpuAtStart, cpuAtEnd), rps: result.rps };
  }

  const checks: Record<"rush" | "onsale", SaleCheck> = {
    rush: { seats: 0, sellable: 0, sold: 0, soldTwice: 0 },
    onsale: { seats: 0, sellable: 0, sold: 0, soldTwice: 0 },
  };
  let summary: Record<string, unknown> = {};
  let failure: string | null = null;
  try {
    await server.waitReady(READY_TIMEOUT_MS);
    out(
      `Server: ${path.relative(repoRoot, entry)}, pid ${server.pid}, up ${round((performance.now() - started) / 1000)} s since start`,
    );
    const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie: buyerUsers[0]?.cookie ?? "" } });
    if (((await me.json()) as { user?: { id: string } | null }).user?.id !== buyerUsers[0]?.userId)
      throw new Error("sign-in check failed");
    // The first read of a layout generates the event's seats: before anything is measured.
    for (const event of rushEvents) {
      const rushSeats = await fetchSellable(baseUrl, event.id);
      checks.rush.seats += rushSeats.seats;
      checks.rush.sellable += rushSeats.sellable.length;
    }
    const onsaleSeats = await fetchSellable(baseUrl, onsaleEvent.id);
    checks.onsale.seats = onsaleSeats.seats;
    checks.onsale.sellable = onsaleSeats.sellable.length;

    await settle();
    const before = await baseline();
    out(
      `Baseline: GET ${BASELINE_PATH} x${buyers} connections: ${Math.round(before.rps)}/s, ${round(before.cpu.all / before.requests, 4)} ms CPU each (event loop ${round(before.cpu.main / before.requests, 4)})`,
    );

    // Counted from the first buyers' start: the work between two rushes (the next buyers
    // starting, mails of the last one) belongs to the sale.
    let cpuAtRushStart: Cpu | null = null;
    /** The event loop's CPU while buyers were buying. */
    let buyingMainMs = 0;
    let seatsHeld = 0;
    let rushSeconds = 0;
    for (const [i, event] of rushEvents.entries()) {
      const rush = await runRush({
        baseUrl,
        eventId: event.id,
        cookies: buyerUsers.map((u) => u.cookie),
        limitS: rushLimitS,
        serverCpu,
      });
      cpuAtRushStart ??= rush.cpuAtStart;
      buyingMainMs += rush.serverCpu.main;
      seatsHeld += rush.result.seatsHeld;
      rushSeconds += rush.seconds;
      out(
        `Rush ${i + 1}: ${rush.result.seatsHeld} seats held in ${rush.result.holds} holds, ${rush.result.conflicts} refused, in ${round(rush.seconds)} s` +
          `${rush.result.timedOut ? ` (time cap of ${rushLimitS} s reached)` : ""}; server CPU ${round(rush.serverCpu.all / 1000, 2)} s (event loop ${round(rush.serverCpu.main / 1000, 2)} s)`,
      );
      for (const [what, n] of Object.entries(rush.result.errors)) out(`  rush error x${n}: ${what}`);
    }
    // What the sale left the server to do after the last payment (confirmation mails) is part of
    // its cost: counted until the server is quiet again.
    const cpuAtRushEnd = serverCpu();
    const settleMs = await settle();
    const rushCpu = cpuSince(cpuAtRushStart ?? cpuAtRushEnd, serverCpu());
    const afterRush = cpuSince(cpuAtRushEnd, serverCpu());
    out(
      `Rush: ${seatsHeld} seats held in ${round(rushSeconds)} s of buying; server CPU ${round(rushCpu.all / 1000, 2)} s ` +
        `(event loop ${round(rushCpu.main / 1000, 2)} s, ${round(buyingMainMs / 1000, 2)} s of it while buying), ` +
        `${round(afterRush.all / 1000, 2)} s of it (event loop ${round(afterRush.main / 1000, 2)} s) in the ${round(settleMs / 1000, 1)} s after, until every mail was out`,
    );

    const onsale = await runOnsale({
      baseUrl,
      eventId: onsaleEvent.id,
      adminCookie: admin?.cookie ?? "",
      fanCookies: fanUsers.map((u) => u.cookie),
      sellable: onsaleSeats.sellable,
      connections: buyers,
      pollWarmupMs: POLL_WARMUP_MS,
      pollMs: POLL_MS,
      limitS: ONSALE_LIMIT_S,
      serverCpuMs,
    });
    const pollsOk = onsale.pollStatuses["200"] ?? 0;
    if (pollsOk !== onsale.polls) misses.push(`queue polls answered ${JSON.stringify(onsale.pollStatuses)}`);
    if (onsale.joined !== fanCount) misses.push(`${onsale.joined} of ${fanCount} fans joined`);
    out(
      `On-sale: ${onsale.joined} fans joined; ${onsale.polls} polls (p99 ${round(onsale.pollP99Ms)} ms), server CPU ${round(onsale.pollCpuMs)} ms; ` +
        `then ${onsale.seatsBought} seats bought in ${round(onsale.buySeconds)} s, ${onsale.holdConflicts} holds refused`,
    );
    for (const [what, n] of Object.entries(onsale.errors)) out(`  on-sale error x${n}: ${what}`);

    await settle();
    const after = await baseline();
    out(
      `Baseline again: ${Math.round(after.rps)}/s, ${round(after.cpu.all / after.requests, 4)} ms CPU each (event loop ${round(after.cpu.main / after.requests, 4)})`,
    );

    const event = encodeURIComponent(rushEvents[0]?.id ?? "");
    const pageCosts: PageCosts = await measurePageCosts({
      host: "127.0.0.1",
      port,
      pid: server.pid,
      pages: [
        { label: "/", path: "/" },
        { label: "/events/:id", path: `/events/${event}` },
        { label: "/calendar", path: "/calendar" },
        { label: "/box-office?event=:id", path: `/box-office?event=${event}` },
      ],
    });
    for (const page of pageCosts.pages) {
      out(
        `Page ${page.label}: rendered ${round(page.renderCpuMs, 2)} ms CPU (${round(page.renderRatio, 1)}x bare), ` +
          `from the cache ${round(page.cachedCpuMs, 3)} ms (${round(page.cachedRatio, 2)}x bare)`,
      );
    }

    outbox.db?.close();
    await server.stop();
    const dbFile = path.join(dataDir, "arena.sqlite");
    for (const event of rushEvents) {
      const sale = checkSales(dbFile, event.id);
      checks.rush.sold += sale.sold;
      checks.rush.soldTwice += sale.soldTwice;
    }
    Object.assign(checks.onsale, checkSales(dbFile, onsaleEvent.id));

    const baselineRequests = Math.max(1, before.requests + after.requests);
    const baselineMs = (before.cpu.all + after.cpu.all) / baselineRequests;
    const baselineMainMs = (before.cpu.main + after.cpu.main) / baselineRequests;
    const cpuPerSeat = rushCpu.all / Math.max(1, seatsHeld);
    const buyingMainPerSeat = buyingMainMs / Math.max(1, seatsHeld);
    const cpuPerPoll = onsale.pollCpuMs / Math.max(1, onsale.polls);
    const rushRatio = cpuPerSeat / baselineMs;
    const buyingMainRatio = buyingMainPerSeat / baselineMainMs;
    const pollRatio = cpuPerPoll / baselineMs;
    const targets: [string, boolean][] = [
      [`rush ratio ${round(rushRatio, 1)} <= ${RUSH_RATIO_CEILING}`, rushRatio <= RUSH_RATIO_CEILING],
      [
        `rush event-loop ratio ${round(buyingMainRatio, 1)} <= ${RUSH_EVENT_LOOP_RATIO_CEILING}`,
        buyingMainRatio <= RUSH_EVENT_LOOP_RATIO_CEILING,
      ],
      [`on-sale poll ratio ${round(pollRatio, 2)} <= ${POLL_RATIO_CEILING}`, pollRatio <= POLL_RATIO_CEILING],
    ];
    for (const page of pageCosts.pages) {
      const ceiling = PAGE_RENDER_RATIO_CEILINGS[page.label] ?? 0;
      targets.push([
        `page ${page.label} render ratio ${round(page.renderRatio, 1)} <= ${ceiling}`,
        page.renderRatio <= ceiling,
      ]);
      targets.push([
        `page ${page.label} cached ratio ${round(page.cachedRatio, 2)} <= ${PAGE_CACHED_RATIO_CEILING}`,
        page.cachedRatio <= PAGE_CACHED_RATIO_CEILING,
      ]);
    }
    for (const [name, check] of Object.entries(checks)) {
      targets.push([`${name}: sold ${check.sold} = sellable ${check.sellable}`, check.sold === check.sellable]);
      targets.push([`${name}: sold twice ${check.soldTwice} = 0`, check.soldTwice === 0]);
    }
    for (const [name, ok] of targets) if (!ok) misses.push(name);
    out(`  targets: ${targets.map(([name, ok]) => `${ok ? "ok" : "MISSED"} ${name}`).join("; ")}`);
    summary = {
      rush: {
        cpu_ms_per_seat: round(cpuPerSeat, 3),
        ratio: round(rushRatio, 1),
        ceiling: RUSH_RATIO_CEILING,
        event_loop_cpu_ms_per_seat: round(buyingMainPerSeat, 3),
        event_loop_ratio: round(buyingMainRatio, 1),
        event_loop_ceiling: RUSH_EVENT_LOOP_RATIO_CEILING,
        buyers,
        events: rushEventCount,
        seats: checks.rush.seats,
        sellable: checks.rush.sellable,
        sold: checks.rush.sold,
        seconds: round(rushSeconds, 1),
      },
      onsale: {
        cpu_ms_per_poll: round(cpuPerPoll, 4),
        ratio: round(pollRatio, 2),
        ceiling: POLL_RATIO_CEILING,
        fans: fanCount,
        polls: onsale.polls,
        seats: checks.onsale.seats,
        sellable: checks.onsale.sellable,
        sold: checks.onsale.sold,
      },
      pages: Object.fromEntries(
        pageCosts.pages.map((page) => [
          page.label,
          {
            render_cpu_ms: round(page.renderCpuMs, 2),
            render_ratio: round(page.renderRatio, 1),
            render_ceiling: PAGE_RENDER_RATIO_CEILINGS[page.label],
            cached_cpu_ms: round(page.cachedCpuMs, 3),
            cached_ratio: round(page.cachedRatio, 2),
          },
        ]),
      ),
      page_cached_ceiling: PAGE_CACHED_RATIO_CEILING,
      baseline_cpu_ms_per_request: round(baselineMs, 4),
      baseline_event_loop_cpu_ms_per_request: round(baselineMainMs, 4),
    };
  } catch (error) {
    failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
    misses.push("the run did not finish");
  } finally {
    await server.stop();
  }

  if (failure) out(`FAILED: ${failure}`);
  if (logLines > LOG_LINES_SHOWN) out(`  (${logLines - LOG_LINES_SHOWN} more server log lines not shown)`);
  const ok = misses.length === 0;
  if (!ok) out(`Missed: ${misses.join("; ")}`);
  if (keep || !ok) out(`Data kept in ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
  out(
    JSON.stringify({
      ok,
      ...summary,
      sold: checks.rush.sold + checks.onsale.sold,
      sellable: checks.rush.sellable + checks.onsale.sellable,
      sold_twice: checks.rush.soldTwice + checks.onsale.soldTwice,
      duration_s: round((performance.now() - started) / 1000, 1),
    }),
  );
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`guard failed: ${error instanceof Error ? (error.stack ?? message) : message}\n`);
    out(JSON.stringify({ ok: false, error: message.split("\n")[0] }));
    process.exit(1);
  },
);
