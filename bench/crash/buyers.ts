/**
 * The crash test's buyers: each signed-in buyer loops — read an event's seat states, hold 1–4 free
 * adjacent seats, pay with the simulated card, think — and carries on through the server's
 * restarts: a request the server never answered is retried once it is back (a hold whose answer
 * was lost is looked up with GET /api/my/orders/held, as a reloaded box office does; a payment
 * whose answer was lost is asked again). Only a 200 answer to a payment counts as acknowledged.
 */
import http from "node:http";
import type { HeldOrderResponse, OrderResponse, SeatLayoutResponse, SeatStatesResponse } from "#domain/schemas/tickets";
import type { Ack } from "./checks";

const PAY_TOKEN = "sim_ok_4242";
const MAX_SEATS = 4;
/** Half the buyers aim at the front seats, so holds collide. */
const BEST_SEATS = 200;
/** A request that no answer follows (a lost answer, a server gone) is tried this often. */
const MAX_TRIES = 40;

/** Open while the server answers; closed from just before a kill until the restarted server is ready. */
export class Gate {
  private isOpen = true;
  private waiters: (() => void)[] = [];

  close() {
    this.isOpen = false;
  }

  open() {
    this.isOpen = true;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  wait(): Promise<void> {
    return this.isOpen ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

export interface Buyer {
  email: string;
  cookie: string;
}

export interface BuyersInput {
  baseUrl: string;
  eventIds: string[];
  buyers: Buyer[];
  gate: Gate;
  /** Milliseconds a buyer waits between purchases: [min, max). */
  thinkMs: [number, number];
  onAck: (ack: Ack) => void;
}

export interface BuyersStats {
  holds: number;
  conflicts: number;
  /** Holds whose answer was lost and that the buyer found again among its held orders. */
  holdsResumed: number;
  payments: number;
  /** Payment requests that went unanswered and were asked again. */
  paymentRetries: number;
  /** Requests that failed without an answer (connection refused or reset, time-out). */
  unanswered: number;
  /** Unexpected answers, by request and status. */
  errors: Record<string, number>;
}

interface Seat {
  id: string;
  row: number;
  seat: number;
  /** Where the seat's state is in the states' rows joined together. */
  index: number;
}

/** What a buyer reads of an event: its states, one character per seat (`.` free). */
interface Chart {
  eventId: string;
  layoutVersion: string;
  codes: string;
  available: number;
}

interface Answer {
  status: number;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

/** Runs until `stop()` is called, then lets every buyer finish the purchase it is in. */
export function startBuyers(input: BuyersInput): { stop: () => Promise<BuyersStats> } {
  const base = new URL(input.baseUrl);
  if (base.hostname !== "127.0.0.1") throw new Error("the crash test only talks to loopback");
  const stats: BuyersStats = {
    holds: 0,
    conflicts: 0,
    holdsResumed: 0,
    payments: 0,
    paymentRetries: 0,
    unanswered: 0,
    errors: {},
  };
  const countError = (what: string) => {
    stats.errors[what] = (stats.errors[what] ?? 0) + 1;
  };
  let stopping = false;

  /** One HTTP request on the buyer's own keep-alive connection; status 0 when nothing was answered. */
  function call(agent: http.Agent, cookie: string, method: string, pathname: string, body?: unknown) {
    return new Promise<Answer>((resolve) => {
      const failed = () => resolve({ status: 0, body: null });
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path: pathname,
          agent,
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
              // Not JSON: kept as text.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on("error", failed);
          res.on("aborted", failed);
        },
      );
      req.setTimeout(20_000, () => req.destroy(new Error("request timeout")));
      req.on("error", failed);
      req.end(payload);
    });
  }

  /** No answer, or the server could not serve it: worth asking again once the server is up. */
  const retryable = (status: number) => status === 0 || status >= 500;

  async function backOff(answer: Answer, what: string) {
    if (answer.status === 0) stats.unanswered += 1;
    else countError(`${what} ${answer.status}`);
    await input.gate.wait();
    await sleep(between(50, 500));
  }

  /** A read, asked until it is answered; null when it never was. */
  async function read<T>(agent: http.Agent, cookie: string, pathname: string, what: string): Promise<T | null> {
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      await input.gate.wait();
      const answer = await call(agent, cookie, "GET", pathname);
      if (answer.status === 200) return answer.body as T;
      if (!retryable(answer.status)) {
        countError(`${what} ${answer.status}`);
        return null;
      }
      await backOff(answer, what);
    }
    countError(`${what} gave up`);
    return null;
  }

  // Each event's seats, learnt from its layout; the layout never changes during the test.
  const layouts = new Map<string, { version: string; seats: Seat[]; best: Seat[]; byId: Map<string, Seat> }>();
  function learnLayout(layout: SeatLayoutResponse) {
    let index = 0;
    const seats = layout.sections.flatMap((section) =>
      section.rows.flatMap(({ row, seats: count }) =>
        Array.from({ length: count }, (_, i) => ({
          id: `${layout.eventId}:${section.key}:${row}:${i + 1}`,
          row,
          seat: i + 1,
          index: index++,
        })),
      ),
    );
    const best = [...seats].sort((a, b) => a.row - b.row || a.seat - b.seat).slice(0, BEST_SEATS);
    const learnt = { version: layout.layoutVersion, seats, best, byId: new Map(seats.map((s) => [s.id, s])) };
    layouts.set(layout.eventId, learnt);
    return learnt;
  }

  /** The event's seat states, and its layout the first time (as the box office reads them). */
  async function readChart(agent: http.Agent, cookie: string, eventId: string): Promise<Chart | null> {
    const base = `/api/events/${eventId}`;
    const states = await read<SeatStatesResponse>(agent, cookie, `${base}/seat-states`, "seat-states");
    if (!states) return null;
    if (layouts.get(eventId)?.version !== states.layoutVersion) {
      const layout = await read<SeatLayoutResponse>(
        agent,
        cookie,
        `${base}/seat-layout?v=${states.layoutVersion}`,
        "seat-layout",
      );
      if (!layout) return null;
      learnLayout(layout);
    }
    return {
      eventId,
      layoutVersion: states.layoutVersion,
      codes: states.rows.join(""),
      available: states.totals.available,
    };
  }

  /** A random free seat and up to three free neighbours in its row. */
  function pick(map: Chart, aimsBest: boolean): string[] {
    const layout = layouts.get(map.eventId);
    if (!layout) return [];
    const free = (s: Seat) => map.codes[s.index] === ".";
    let candidates = aimsBest ? layout.best.filter(free) : [];
    if (candidates.length === 0) candidates = layout.seats.filter(free);
    const start = candidates[Math.floor(Math.random() * candidates.length)];
    if (!start) return [];
    const want = 1 + Math.floor(Math.random() * MAX_SEATS);
    const chosen = [start.id];
    const prefix = start.id.slice(0, start.id.lastIndexOf(":") + 1);
    for (let step = 1; chosen.length < want && step <= want; step++) {
      for (const n of [start.seat + step, start.seat - step]) {
        const seat = layout.byId.get(`${prefix}${n}`);
        if (chosen.length < want && seat && free(seat)) chosen.push(seat.id);
      }
    }
    return chosen;
  }

  const soldOut = new Set<string>();

  /** Pays the order, asking again while no answer comes; an acknowledgement is recorded. */
  async function pay(agent: http.Agent, buyer: Buyer, orderId: string) {
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      await input.gate.wait();
      if (attempt > 0) stats.paymentRetries += 1;
      const answer = await call(agent, buyer.cookie, "POST", `/api/orders/${orderId}/payments/simulated`, {
        token: PAY_TOKEN,
      });
      if (answer.status === 200) {
        const { order } = answer.body as OrderResponse;
        stats.payments += 1;
        input.onAck({ orderId, email: buyer.email, seatIds: order.seats.map((s) => s.id), at: Date.now() });
        return;
      }
      if (!retryable(answer.status)) {
        const reason = (answer.body as { error?: { code?: string; params?: { reason?: string } } })?.error;
        countError(`pay ${answer.status} ${reason?.code ?? ""} ${reason?.params?.reason ?? ""}`.trim());
        return;
      }
      await backOff(answer, "pay");
    }
    countError("pay gave up");
  }

  async function run(buyer: Buyer, aimsBest: boolean) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!stopping) {
        const open = input.eventIds.filter((id) => !soldOut.has(id));
        const eventId = open[Math.floor(Math.random() * open.length)];
        if (!eventId) return;
        const map = await readChart(agent, buyer.cookie, eventId);
        if (!map) continue;
        if (map.available === 0) {
          soldOut.add(eventId);
          continue;
        }
        const seatIds = pick(map, aimsBest);
        if (seatIds.length === 0) continue;

        await input.gate.wait();
        const hold = await call(agent, buyer.cookie, "POST", "/api/orders", { eventId, seatIds });
        let orderId: string | undefined;
        if (hold.status === 201) {
          stats.holds += 1;
          orderId = (hold.body as OrderResponse).order.id;
        } else if (hold.status === 409) {
          stats.conflicts += 1;
          continue;
        } else if (retryable(hold.status)) {
          // The hold may or may not have been made: the buyer's open hold on the event says.
          await backOff(hold, "hold");
          const held = await read<HeldOrderResponse>(
            agent,
            buyer.cookie,
            `/api/my/orders/held?eventId=${encodeURIComponent(eventId)}`,
            "held",
          );
          orderId = held?.order?.id;
          if (!orderId) continue;
          stats.holdsResumed += 1;
        } else {
          countError(`hold ${hold.status}`);
          continue;
        }
        await pay(agent, buyer, orderId);
        await sleep(between(...input.thinkMs));
      }
    } finally {
      agent.destroy();
    }
  }

  const running = Promise.all(input.buyers.map((buyer, i) => run(buyer, i % 2 === 0)));
  return {
    async stop() {
      stopping = true;
      await running;
      return stats;
    },
  };
}
