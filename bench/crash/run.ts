/**
 * Crash test: SIGKILL the server again and again during an on-sale rush with payments, and prove
 * that nothing acknowledged is lost.
 *
 *   npm run test:crash   (options: --buyers=300 --kills=22 --events=4 --up-ms=1500-5000 --grace-s=30
 *                         --budget-s=200 --keep --tsx)
 *
 * A fresh SQLite DATA_DIR in a temp dir gets the events and signed-in buyers (written straight to
 * the database, as bench/rush.ts does); then the real server runs as a child process (API only:
 * WEB_DIST_DIR is an empty dir) and the buyers hold seats and pay with the simulated card. At
 * random moments the server is SIGKILLed and started again; the buyers wait and retry. After
 * every restart, and at the end, the database is checked (checks.ts): intact, one live claim per
 * seat, every acknowledged payment's order paid with its seats, every paid order's confirmation
 * mail delivered within the grace period after the server is up, every charge applied to a paid
 * order or refunded. The last line printed is JSON; the exit code is 1 on any violation.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, option } from "../lib/harness";
import { type BuyersStats, Gate, startBuyers } from "./buyers";
import { type Ack, type CheckResult, checkDatabase } from "./checks";
import { bundleServer, ServerProcess } from "./server-process";

const out = (line = "") => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Server log lines echoed before the rest are only counted. */
const LOG_LINES_SHOWN = 40;
const READY_TIMEOUT_MS = 60_000;

async function main() {
  const buyerCount = Number(option("buyers", "300"));
  const killTarget = Number(option("kills", "22"));
  const eventCount = Number(option("events", "4"));
  const [minUp, maxUp] = option("up-ms", "1500-5000").split("-").map(Number) as [number, number];
  const graceMs = Number(option("grace-s", "30")) * 1000;
  // The kill loop ends early rather than run past this; fewer kills than asked is then a failure.
  const budgetMs = Number(option("budget-s", "200")) * 1000;
  const keep = process.argv.includes("--keep");
  const viaTsx = process.argv.includes("--tsx");

  const started = Date.now();
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const tmp = mkdtempSync(path.join(tmpdir(), "arena-crash-"));
  const dataDir = path.join(tmp, "data");
  const webDistDir = path.join(tmp, "web");
  mkdirSync(dataDir);
  mkdirSync(webDistDir);
  const dbFile = path.join(dataDir, "arena.sqlite");
  const port = await freePort();
  const authSecret = randomBytes(32).toString("hex");
  const bundle = viaTsx ? null : await bundleServer(repoRoot, tmp);

  // Violations by kind, each item once however many checks see it.
  const violations = new Map<string, Map<string, string>>();
  const violate = (kind: string, id: string, detail: string) => {
    const items = violations.get(kind) ?? new Map<string, string>();
    violations.set(kind, items);
    if (!items.has(id)) {
      items.set(id, detail);
      if (items.size <= 3) out(`  VIOLATION ${kind}: ${detail}`);
    }
  };
  const violationCount = () => [...violations.values()].reduce((n, items) => n + items.size, 0);

  let logLines = 0;
  const server = new ServerProcess({
    repoRoot,
    bundle,
    port,
    dataDir,
    webDistDir,
    authSecret,
    onLog: (line) => {
      logLines += 1;
      if (logLines <= LOG_LINES_SHOWN) out(`  server: ${line.slice(0, 300)}`);
    },
  });

  const acks = new Map<string, Ack>();
  let kills = 0;
  let restarts = 0;
  let last: CheckResult | null = null;
  let stats: BuyersStats | null = null;
  let failure: string | null = null;

  const check = (upSince: number) => {
    last = checkDatabase({ file: dbFile, acks, upSince, graceMs });
    for (const v of last.violations) violate(v.kind, v.id, v.detail);
    return last;
  };

  try {
    out(`Crash test: ${buyerCount} buyers, ${eventCount} events, ${killTarget} kills, ${server.baseUrl}`);

    // Set-up in this process, before the server first starts: migrations, events, buyers.
    const { loadConfig } = await import("#server/config");
    const { bootContext } = await import("#server/boot");
    const { silentLogger } = await import("#server/platform/logger");
    const { buildEvent, buildUsers } = await import("#server/testing/factories");
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: server.baseUrl,
      AUTH_SECRET: authSecret,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
    });
    const { ctx, database } = await bootContext(config, silentLogger);
    const events = [];
    for (let i = 0; i < eventCount; i++) {
      // Buyers come back again and again: the per-account seat limit (tested on its own) is lifted.
      events.push(
        await buildEvent(ctx.db, { layout: "full-arena", title: `Crash test ${i + 1}`, max_seats_per_account: 3500 }),
      );
    }
    const users = await buildUsers(ctx, buyerCount);
    await database.close();
    out(`Set-up: ${events.length} events, ${users.length} signed-in buyers in ${seconds(Date.now() - started)} s`);

    let unexpectedExit: ((code: number | string | null) => void) | null = null;
    server.onUnexpectedExit = (code) => {
      violate("server_exit", `exit-${kills}-${Date.now()}`, `the server stopped by itself (${code})`);
      unexpectedExit?.(code);
    };
    server.start();
    let upSince = await server.waitReady(READY_TIMEOUT_MS);
    out(`Server up in ${seconds(upSince - started)} s since start`);
    check(upSince);

    const gate = new Gate();
    const buyers = startBuyers({
      baseUrl: server.baseUrl,
      eventIds: events.map((e) => e.id),
      buyers: users.map((u) => ({ email: u.email, cookie: u.cookie })),
      gate,
      thinkMs: [500, 2500],
      onAck: (ack) => acks.set(ack.orderId, ack),
    });
    const rushStarted = Date.now();

    try {
      while (kills < killTarget) {
        if (Date.now() - rushStarted > budgetMs) {
          out(`Time budget of ${seconds(budgetMs)} s spent after ${kills} kills`);
          break;
        }
        // A random moment under load; an exit of its own also ends the wait.
        const uptime = minUp + Math.random() * (maxUp - minUp);
        await Promise.race([
          sleep(uptime),
          new Promise<void>((resolve) => {
            unexpectedExit = () => resolve();
          }),
        ]);
        unexpectedExit = null;
        gate.close();
        const killedAt = Date.now();
        if (server.running) {
          await server.kill("SIGKILL");
          kills += 1;
        }
        const acksAtKill = acks.size;
        server.start();
        try {
          upSince = await server.waitReady(READY_TIMEOUT_MS);
        } catch (error) {
          violate("restart_failed", String(kills), String(error instanceof Error ? error.message : error));
          failure = "the server did not come back";
          break;
        }
        restarts += 1;
        gate.open();
        const result = check(upSince);
        out(
          `kill ${kills}/${killTarget} at +${seconds(killedAt - rushStarted)} s (up ${seconds(uptime)} s, ${acksAtKill} acks): ` +
            `back in ${seconds(upSince - killedAt)} s; paid ${result.paidOrders}, mailed ${result.mailsDelivered}, ` +
            `check ${Math.round(result.ms)} ms, violations ${violationCount()}`,
        );
      }
    } finally {
      gate.open();
      stats = await buyers.stop();
    }
    out(
      `Rush over after ${seconds(Date.now() - rushStarted)} s: ${stats.holds} holds (${stats.holdsResumed} resumed), ` +
        `${stats.conflicts} refused, ${stats.payments} paid, ${stats.paymentRetries} payment retries, ` +
        `${stats.unanswered} unanswered requests`,
    );
    for (const [what, n] of Object.entries(stats.errors)) out(`  answer x${n}: ${what}`);

    // The end: what is still owed (mails, refunds) gets its grace period, then the last check.
    if (!failure && server.running) {
      let result = check(upSince);
      while (result.pending.length > 0 && server.running) {
        const due = Math.max(...result.pending.map((p) => p.dueAt));
        out(`Waiting up to ${seconds(due - Date.now())} s for ${result.pending.length} mails or refunds owed`);
        await sleep(Math.min(2000, Math.max(0, due - Date.now()) + 100));
        result = check(upSince);
      }
    }
  } catch (error) {
    failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    await server.stop();
  }

  if (kills < killTarget) violate("too_few_kills", "run", `${kills} kills of the ${killTarget} asked`);
  if (failure) out(`FAILED: ${failure}`);
  if (logLines > LOG_LINES_SHOWN) out(`  (${logLines - LOG_LINES_SHOWN} more server log lines not shown)`);
  for (const [kind, items] of violations) {
    if (items.size > 3) out(`  ... ${items.size} ${kind} violations in all`);
  }
  const final = last as CheckResult | null;
  const failed = failure !== null || violationCount() > 0;
  if (failed || keep) out(`Data kept in ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });

  out(
    JSON.stringify({
      kills,
      restarts,
      acknowledged_payments: acks.size,
      paid_orders: final?.paidOrders ?? 0,
      paid_unacknowledged: Math.max(0, (final?.paidOrders ?? 0) - acks.size),
      mails_delivered: final?.mailsDelivered ?? 0,
      violations: Object.fromEntries([...violations].map(([kind, items]) => [kind, items.size])),
      unanswered_requests: stats?.unanswered ?? 0,
      duration_s: seconds(Date.now() - started),
      ok: !failed,
    }),
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(
      `crash test failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
