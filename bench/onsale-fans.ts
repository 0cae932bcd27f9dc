/**
 * The fans of the on-sale benchmark (bench/onsale.ts), in a child process of the server's. Each
 * fan is a lightweight client: it loads the waiting page (its status), asks for a challenge,
 * solves it, joins, and then asks again whenever the server's `pollAfterMs` says, until it is
 * admitted (it then holds 1–4 seats with its admission token and pays), told the event sold out,
 * or the time is up. Fans share a few hundred keep-alive connections over loopback, each request
 * carrying the fan's own cookie and client address. A share of the fans are bots: they join
 * without a proof, with a made-up or a wrong one, or with one a fan used already, and then try
 * to hold seats anyway.
 *
 * Fans do not declare a need for accessible seating: they choose among the seats such a buyer may
 * hold, read from the seat layout's answer as the chart reads it (wheelchair spaces and companion
 * seats left out). The run ends when those seats are all bought, or at the deadline.
 */
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { QueueChallenge, QueueStatus } from "#domain/schemas/onsale";
import { addressOf, solve } from "./lib/queue-fan";
import { fetchSellable } from "./lib/sellable";

const PAY_TOKEN = "sim_ok_4242";
const MAX_HOLD_ATTEMPTS = 8;

export interface FansInput {
  baseUrl: string;
  eventId: string;
  cookies: string[];
  /** Which fans are bots (indexes into cookies). */
  bots: number[];
  /** When each fan arrives, as epoch ms (same order as cookies). */
  arrivals: number[];
  deadline: number;
  sockets: number;
}

export interface FanRecord {
  index: number;
  bot: boolean;
  /** The join request: when it was sent and answered, and its status code. */
  joinSentAt: number;
  joinAnsweredAt: number;
  joinStatus: number;
  /** The last phase seen. */
  phase: string;
  admittedSeenAt: number | null;
  seatsBought: number;
  /** A bot that got a place or held seats anyway. */
  botGotIn: boolean;
}

export interface FansResult {
  statusMs: number[];
  /** When each status request was sent (epoch ms), in statusMs' order. */
  statusAt: number[];
  joinMs: number[];
  challengeMs: number[];
  /** Every POST /api/orders an admitted fan made with its admission token. */
  holdMs: number[];
  holdConflicts: number;
  payMs: number[];
  fans: FanRecord[];
  errors: Record<string, number>;
  startedAt: number;
  endedAt: number;
  /** Seats the fans bought (paid), and whether that was every seat they may hold. */
  seatsBought: number;
  soldOut: boolean;
  /** The load generator's own CPU time and how late its event loop ran: when it is busy, the latencies it measures grow too. */
  cpuMs: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

export type FansMessage = { kind: "started" } | { kind: "result"; result: FansResult };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function runFans(input: FansInput, onStart: () => void): Promise<FansResult> {
  const base = new URL(input.baseUrl);
  if (base.hostname !== "127.0.0.1") throw new Error("the benchmark only talks to loopback");
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.sockets });

  let inFlight = 0;
  function call(method: string, pathname: string, who: { cookie: string; address: string }, body?: unknown) {
    inFlight += 1;
    return new Promise<{ status: number; body: unknown }>((settle) => {
      const resolve = (answer: { status: number; body: unknown }) => {
        inFlight -= 1;
        settle(answer);
      };
      const failed = (error: Error) => resolve({ status: 0, body: error.message });
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path: pathname,
          agent,
          headers: {
            cookie: who.cookie,
            origin: base.origin,
            "x-forwarded-for": who.address,
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
              // Not JSON: kept as text for the error count.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on("error", failed);
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error("request timeout")));
      req.on("error", failed);
      req.end(payload);
    });
  }

  const result: FansResult = {
    statusMs: [],
    statusAt: [],
    joinMs: [],
    challengeMs: [],
    holdMs: [],
    holdConflicts: 0,
    payMs: [],
    fans: [],
    errors: {},
    startedAt: 0,
    endedAt: 0,
    seatsBought: 0,
    soldOut: false,
    cpuMs: 0,
    loopDelayP99Ms: 0,
    loopDelayMaxMs: 0,
  };
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const countError = (what: string) => {
    result.errors[what] = (result.errors[what] ?? 0) + 1;
  };
  const timed = async (into: number[], request: Promise<{ status: number; body: unknown }>) => {
    const started = performance.now();
    const answer = await request;
    into.push(performance.now() - started);
    return answer;
  };

  /** Seats nobody here has bought or been refused yet, of those a fan may hold: what a fan's chart would offer. */
  const { sellable } = await fetchSellable(input.baseUrl, input.eventId);
  const free = new Set(sellable);
  /** Settles once every seat a fan may hold is bought: waiting fans then leave, and the run ends. */
  let soldOut = false;
  let announceSoldOut = () => {};
  const soldOutSignal = new Promise<void>((resolve) => {
    announceSoldOut = resolve;
  });
  /** Waits `ms`, or less when the seats sell out meanwhile. */
  const wait = (ms: number) => Promise.race([sleep(ms), soldOutSignal]);
  const pick = (count: number) => {
    const pool = [...free];
    const chosen = new Set<string>();
    while (chosen.size < Math.min(count, pool.length))
      chosen.add(pool[Math.floor(Math.random() * pool.length)] as string);
    return [...chosen];
  };
  /** Proofs real fans have used, for the bots that replay one. */
  const usedProofs: string[] = [];
  const bots = new Set(input.bots);
  const statusPath = `/api/events/${input.eventId}/queue`;

  async function status(who: { cookie: string; address: string }): Promise<QueueStatus | null> {
    const sentAt = Date.now();
    const started = performance.now();
    const answer = await call("GET", statusPath, who);
    result.statusMs.push(performance.now() - started);
    result.statusAt.push(sentAt);
    if (answer.status !== 200) {
      countError(`status ${answer.status}`);
      return null;
    }
    return answer.body as QueueStatus;
  }

  async function buy(who: { cookie: string; address: string }, token: string, record: FanRecord) {
    const want = 1 + Math.floor(Math.random() * 4);
    for (let attempt = 0; attempt < MAX_HOLD_ATTEMPTS && Date.now() < input.deadline; attempt++) {
      const seatIds = pick(want);
      if (seatIds.length === 0) return;
      const hold = await timed(
        result.holdMs,
        call("POST", "/api/orders", who, { eventId: input.eventId, seatIds, admissionToken: token }),
      );
      if (hold.status === 409) {
        result.holdConflicts += 1;
        const taken = (hold.body as { error?: { params?: { seatIds?: string[] } } }).error?.params?.seatIds ?? [];
        for (const id of taken) free.delete(id);
        continue;
      }
      if (hold.status !== 201) {
        countError(`hold ${hold.status} ${JSON.stringify(hold.body).slice(0, 100)}`);
        return;
      }
      for (const id of seatIds) free.delete(id);
      const orderId = (hold.body as { order: { id: string } }).order.id;
      const paid = await timed(
        result.payMs,
        call("POST", `/api/orders/${orderId}/payments/simulated`, who, { token: PAY_TOKEN }),
      );
      if (paid.status === 200) {
        record.seatsBought = seatIds.length;
        result.seatsBought += seatIds.length;
        if (result.seatsBought >= sellable.length) {
          soldOut = true;
          announceSoldOut();
        }
      } else countError(`pay ${paid.status} ${JSON.stringify(paid.body).slice(0, 100)}`);
      return;
    }
  }

  async function bot(who: { cookie: string; address: string }, record: FanRecord) {
    const kind = record.index % 4;
    let proof: string | undefined;
    if (kind === 1) proof = Buffer.from(JSON.stringify({ algorithm: "SHA-256", number: 7 })).toString("base64");
    if (kind === 2) proof = usedProofs[Math.floor(Math.random() * usedProofs.length)] ?? "reused";
    if (kind === 3) {
      // A real challenge, answered without the work.
      const challenge = (await timed(result.challengeMs, call("GET", "/api/queue/challenge", who)))
        .body as QueueChallenge;
      proof = Buffer.from(JSON.stringify({ ...challenge, number: 0 })).toString("base64");
    }
    record.joinSentAt = Date.now();
    const join = await timed(result.joinMs, call("POST", statusPath, who, proof === undefined ? {} : { proof }));
    record.joinAnsweredAt = Date.now();
    record.joinStatus = join.status;
    if (join.status === 200 || join.status === 201) record.botGotIn = true;
    // And straight to the seats, without an admission.
    const hold = await call("POST", "/api/orders", who, { eventId: input.eventId, seatIds: pick(2) });
    if (hold.status === 201) record.botGotIn = true;
    const seen = await status(who);
    record.phase = seen?.phase ?? "error";
    if (seen?.phase === "admitted") record.botGotIn = true;
  }

  async function fan(index: number) {
    const who = { cookie: input.cookies[index] as string, address: addressOf(index) };
    const record: FanRecord = {
      index,
      bot: bots.has(index),
      joinSentAt: 0,
      joinAnsweredAt: 0,
      joinStatus: 0,
      phase: "none",
      admittedSeenAt: null,
      seatsBought: 0,
      botGotIn: false,
    };
    result.fans.push(record);
    await wait((input.arrivals[index] as number) - Date.now());
    if (soldOut) return;
    // The waiting page loads: its status first.
    let seen = await status(who);
    if (record.bot) return bot(who, record);

    const challengeAnswer = await timed(result.challengeMs, call("GET", "/api/queue/challenge", who));
    if (challengeAnswer.status !== 200) {
      countError(`challenge ${challengeAnswer.status}`);
      return;
    }
    const proof = solve(challengeAnswer.body as QueueChallenge);
    if (!proof) {
      countError("challenge unsolved");
      return;
    }
    record.joinSentAt = Date.now();
    const join = await timed(result.joinMs, call("POST", statusPath, who, { proof }));
    record.joinAnsweredAt = Date.now();
    record.joinStatus = join.status;
    if (join.status !== 201 && join.status !== 200) {
      countError(`join ${join.status} ${JSON.stringify(join.body).slice(0, 100)}`);
      return;
    }
    usedProofs.push(proof);
    seen = join.body as QueueStatus;
    while (Date.now() < input.deadline && !soldOut) {
      record.phase = seen?.phase ?? record.phase;
      if (seen?.phase === "admitted" && seen.admission) {
        record.admittedSeenAt = Date.now();
        await buy(who, seen.admission.token, record);
        return;
      }
      if (seen?.phase === "sold_out" || seen?.phase === "done") return;
      await wait(Math.min(seen?.pollAfterMs ?? 2_000, input.deadline - Date.now()));
      if (soldOut) return;
      seen = await status(who);
    }
  }

  const progress = setInterval(() => {
    const phases = new Map<string, number>();
    for (const f of result.fans) phases.set(f.phase, (phases.get(f.phase) ?? 0) + 1);
    process.stderr.write(
      `  [${Math.round((Date.now() - result.startedAt) / 1000)} s] in flight ${inFlight}, ${result.statusMs.length} status answers; ${[...phases].map(([p, n]) => `${p} ${n}`).join(", ")}\n`,
    );
  }, 10_000);
  onStart();
  loopDelay.enable();
  const cpuAtStart = process.cpuUsage();
  result.startedAt = Date.now();
  // Fans stop at the deadline; requests still unanswered a few seconds later are abandoned.
  await Promise.race([
    Promise.all(input.cookies.map((_, index) => fan(index))),
    sleep(input.deadline + 5_000 - Date.now()),
  ]);
  result.endedAt = Date.now();
  result.soldOut = soldOut;
  if (inFlight > 0) countError(`unanswered at the end: ${inFlight}`);
  const cpu = process.cpuUsage(cpuAtStart);
  result.cpuMs = (cpu.user + cpu.system) / 1000;
  loopDelay.disable();
  result.loopDelayP99Ms = loopDelay.percentile(99) / 1e6;
  result.loopDelayMaxMs = loopDelay.max / 1e6;
  clearInterval(progress);
  agent.destroy();
  return result;
}

const send = (message: FansMessage) => new Promise<void>((resolve) => process.send?.(message, () => resolve()));
process.once("message", (input: FansInput) => {
  runFans(input, () => void send({ kind: "started" })).then(
    async (result) => {
      await send({ kind: "result", result });
      process.exit(0);
    },
    (error) => {
      process.stderr.write(`fans failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
});
