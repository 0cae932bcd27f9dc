/**
 * The guard's on-sale: a few hundred fans through the waiting room of a small event.
 *
 * 1. The admin sets the on-sale time a few seconds ahead with the queue paused; every fan solves
 *    a challenge and joins the pre-queue (each with its own client address).
 * 2. The time passes and the pre-queue is drawn: every fan has a place and nobody is let in (the
 *    queue is paused), which is what most fans of a real on-sale do most of the time: wait and
 *    ask again. The status poll is then driven closed-loop (`connections` fans at once, each on
 *    its own keep-alive connection, asking again as soon as answered) and the server's CPU per
 *    poll is measured over a fixed window after a warm-up.
 * 3. The admin resumes the queue; fans ask again when the server says (`pollAfterMs`), and the
 *    admitted hold 1–4 seats a buyer without the accessible-seating declaration may hold (read
 *    from the seat layout) with their admission token and pay, until those seats are all sold.
 */

import type { QueueChallenge, QueueStatus } from "#domain/schemas/onsale";
import { type Histogram, runLoad } from "../lib/load";
import { addressOf, solve } from "../lib/queue-fan";

const PAY_TOKEN = "sim_ok_4242";
/** Joins made at once: a burst of fans arriving, not the measured part. */
const JOINS_AT_ONCE = 50;

export interface OnsaleInput {
  baseUrl: string;
  eventId: string;
  adminCookie: string;
  fanCookies: string[];
  /** Seats fans may hold (the layout's wheelchair spaces and companion seats left out). */
  sellable: readonly string[];
  /** Polls at once in the measured window. */
  connections: number;
  pollWarmupMs: number;
  pollMs: number;
  /** Seconds the buying may take before the fans give up. */
  limitS: number;
  serverCpuMs: () => number;
  histogram?: Histogram;
}

export interface OnsaleOutcome {
  joined: number;
  polls: number;
  pollStatuses: Record<string, number>;
  pollP99Ms: number;
  /** Server CPU during the measured poll window. */
  pollCpuMs: number;
  seatsBought: number;
  holdConflicts: number;
  buySeconds: number;
  errors: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function runOnsale(input: OnsaleInput): Promise<OnsaleOutcome> {
  const base = new URL(input.baseUrl);
  const errors: Record<string, number> = {};
  const countError = (what: string) => {
    errors[what] = (errors[what] ?? 0) + 1;
  };
  const fans = input.fanCookies.map((cookie, i) => ({ cookie, address: addressOf(i + 1) }));
  const queuePath = `/api/events/${input.eventId}/queue`;

  async function call(method: string, pathname: string, who: { cookie: string; address?: string }, body?: unknown) {
    try {
      const response = await fetch(`${input.baseUrl}${pathname}`, {
        method,
        headers: {
          cookie: who.cookie,
          origin: base.origin,
          ...(who.address ? { "x-forwarded-for": who.address } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: kept as text for the error count.
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      return { status: 0, body: error instanceof Error ? error.message : String(error) };
    }
  }

  const settings = async (body: Record<string, unknown>) => {
    const answer = await call("PUT", `/api/admin/events/${input.eventId}/queue`, { cookie: input.adminCookie }, body);
    if (answer.status !== 200) throw new Error(`queue settings: ${answer.status} ${JSON.stringify(answer.body)}`);
  };

  // 1. The pre-queue: the sale starts once every fan has had time to join.
  const onSaleAt = Date.now() + 4_000 + fans.length * 5;
  await settings({
    onSaleAt: new Date(onSaleAt).toISOString(),
    admitPerMinute: 60_000,
    maxActive: fans.length,
    paused: true,
  });
  let joined = 0;
  for (let i = 0; i < fans.length; i += JOINS_AT_ONCE) {
    await Promise.all(
      fans.slice(i, i + JOINS_AT_ONCE).map(async (who) => {
        const challenge = await call("GET", "/api/queue/challenge", who);
        const proof = challenge.status === 200 ? solve(challenge.body as QueueChallenge) : null;
        if (!proof) return countError(`challenge ${challenge.status}`);
        const join = await call("POST", queuePath, who, { proof });
        if (join.status === 200 || join.status === 201) joined += 1;
        else countError(`join ${join.status} ${JSON.stringify(join.body).slice(0, 100)}`);
      }),
    );
  }

  // 2. The draw, then everyone waits with a place while the polls are measured.
  await sleep(onSaleAt - Date.now() + 100);
  for (let tries = 0; ; tries++) {
    const seen = await call("GET", queuePath, fans[0] as (typeof fans)[number]);
    if ((seen.body as QueueStatus).phase === "waiting") break;
    if (tries >= 50) throw new Error(`no place after the draw: ${JSON.stringify(seen.body)}`);
    await sleep(200);
  }
  let cpuAtWindowStart = 0;
  let cpuAtWindowEnd = 0;
  const windowStart = setTimeout(() => {
    cpuAtWindowStart = input.serverCpuMs();
  }, input.pollWarmupMs);
  const windowEnd = setTimeout(() => {
    cpuAtWindowEnd = input.serverCpuMs();
  }, input.pollWarmupMs + input.pollMs);
  const polled = await runLoad(
    {
      host: base.hostname,
      port: Number(base.port),
      path: queuePath,
      connections: Math.min(input.connections, fans.length),
      connectionHeaders: (i) => {
        const who = fans[i] as (typeof fans)[number];
        return { cookie: who.cookie, "x-forwarded-for": who.address };
      },
      warmupMs: input.pollWarmupMs,
      durationMs: input.pollMs,
    },
    input.histogram,
  );
  clearTimeout(windowStart);
  clearTimeout(windowEnd);

  // 3. The sale: admitted fans buy until every seat they may hold is sold.
  await settings({ paused: false });
  const buyStarted = performance.now();
  const deadline = Date.now() + input.limitS * 1000;
  const free = new Set(input.sellable);
  let seatsBought = 0;
  let holdConflicts = 0;
  let soldOut = false;
  let announceSoldOut = () => {};
  const soldOutSignal = new Promise<void>((resolve) => {
    announceSoldOut = resolve;
  });
  /** Waits `ms`, or less when the seats sell out meanwhile: waiting fans then leave. */
  const wait = (ms: number) => Promise.race([sleep(ms), soldOutSignal]);
  const pick = (count: number) => {
    const pool = [...free];
    const chosen = new Set<string>();
    while (chosen.size < Math.min(count, pool.length))
      chosen.add(pool[Math.floor(Math.random() * pool.length)] as string);
    return [...chosen];
  };

  async function buy(who: (typeof fans)[number], token: string) {
    const want = 1 + Math.floor(Math.random() * 4);
    while (!soldOut && Date.now() < deadline) {
      const seatIds = pick(want);
      if (seatIds.length === 0) return;
      const hold = await call("POST", "/api/orders", who, { eventId: input.eventId, seatIds, admissionToken: token });
      if (hold.status === 409) {
        holdConflicts += 1;
        const taken = (hold.body as { error?: { params?: { seatIds?: string[] } } }).error?.params?.seatIds ?? [];
        for (const id of taken) free.delete(id);
        continue;
      }
      if (hold.status !== 201) return countError(`hold ${hold.status} ${JSON.stringify(hold.body).slice(0, 100)}`);
      for (const id of seatIds) free.delete(id);
      const orderId = (hold.body as { order: { id: string } }).order.id;
      const paid = await call("POST", `/api/orders/${orderId}/payments/simulated`, who, { token: PAY_TOKEN });
      if (paid.status !== 200) return countError(`pay ${paid.status} ${JSON.stringify(paid.body).slice(0, 100)}`);
      seatsBought += seatIds.length;
      if (seatsBought >= input.sellable.length) {
        soldOut = true;
        announceSoldOut();
      }
      return;
    }
  }

  async function fan(who: (typeof fans)[number]) {
    while (!soldOut && Date.now() < deadline) {
      const seen = await call("GET", queuePath, who);
      const status = seen.body as QueueStatus;
      if (seen.status !== 200) {
        countError(`status ${seen.status}`);
        await wait(1_000);
        continue;
      }
      if (status.phase === "admitted" && status.admission) return buy(who, status.admission.token);
      if (status.phase !== "waiting") return;
      await wait(Math.min(status.pollAfterMs, deadline - Date.now()));
    }
  }
  await Promise.all(fans.map(fan));

  return {
    joined,
    polls: polled.requests,
    pollStatuses: polled.statuses,
    pollP99Ms: polled.p99Ms,
    pollCpuMs: cpuAtWindowEnd - cpuAtWindowStart,
    seatsBought,
    holdConflicts,
    buySeconds: (performance.now() - buyStarted) / 1000,
    errors,
  };
}
