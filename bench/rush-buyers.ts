/**
 * The buyers of the on-sale rush (bench/rush.ts), in a child process of the server's: they talk
 * to it over loopback HTTP with keep-alive sockets, one per buyer as each browser would keep its
 * own. Started by rush.ts; receives its input and sends its result over the IPC channel.
 */
import http from "node:http";
import type { SeatMap, SeatMapChange } from "#domain/schemas/tickets";

const MAX_SEATS_PER_PICK = 6;
const BEST_SEATS = 300;
const PAY_TOKEN = "sim_ok_4242";

export interface BuyersInput {
  baseUrl: string;
  eventId: string;
  cookies: string[];
  deadline: number;
  /**
   * What a buyer does after a 409: "refetch" the whole map (the default), or "local": mark the
   * seats the 409 names as taken in the map it has and pick again, refetching only after a
   * purchase or three refusals in a row, or "stream": what the box office does — every buyer
   * keeps the seat-map stream open and its chart current from it, marks the seats a 409 names as
   * taken, and refetches the map only after a purchase.
   */
  retry: "refetch" | "local" | "stream";
}

export interface BuyersResult {
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
  /** Stream mode: change events one chart received, and bytes all charts received. */
  streamChanges: number;
  streamBytes: number;
  startedAt: number;
  endedAt: number;
  /** Each hold's 201: when it arrived (epoch ms) and its first seat, to time the relay between instances. */
  holdTimes?: [number, string][];
}

export type BuyersMessage = { kind: "started" } | { kind: "result"; result: BuyersResult };

interface Seat {
  id: string;
  section: string;
  row: number;
  seat: number;
}

async function runBuyers(input: BuyersInput, onStart: () => void): Promise<BuyersResult> {
  const base = new URL(input.baseUrl);
  if (base.hostname !== "127.0.0.1") throw new Error("the rush only talks to loopback");
  // One keep-alive connection per buyer, as each buyer's browser would keep its own.
  const agents = input.cookies.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const agentOf = new Map(input.cookies.map((cookie, i) => [cookie, agents[i] as http.Agent]));

  /** An HTTP call; a network failure or timeout answers status 0, counted like any other error. */
  function call(method: string, pathname: string, cookie: string, body?: unknown) {
    return new Promise<{ status: number; body: unknown }>((resolve) => {
      const failed = (error: Error) => resolve({ status: 0, body: error.message });
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
          res.on("error", failed);
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error("request timeout")));
      req.on("error", failed);
      req.end(payload);
    });
  }

  const result: BuyersResult = {
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
    streamChanges: 0,
    streamBytes: 0,
    startedAt: 0,
    endedAt: 0,
    holdTimes: [],
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

  /**
   * Stream mode: every buyer's chart has its stream open (the server's fan-out is real), and the
   * first buyer's stream keeps one chart current that all buyers read, so the load generator
   * does not parse the same change 500 times.
   */
  let live: SeatMap | null = null;
  const streams: http.ClientRequest[] = [];
  function openStream(cookie: string, keepsChart: boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = http.get(
        {
          host: base.hostname,
          port: base.port,
          path: `/api/events/${input.eventId}/seat-map/stream`,
          headers: { cookie, accept: "text/event-stream" },
          agent: false,
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            result.streamBytes += Buffer.byteLength(chunk);
            if (!keepsChart && text !== "") return;
            text += chunk;
            let end = text.indexOf("\n\n");
            while (end >= 0) {
              const block = text.slice(0, end);
              text = text.slice(end + 2);
              end = text.indexOf("\n\n");
              if (block.startsWith("event: ready")) resolve();
              if (!keepsChart || !block.startsWith("event: change") || !live) continue;
              const change = JSON.parse(block.slice(block.indexOf("data: ") + 6)) as SeatMapChange;
              result.streamChanges += 1;
              for (const [id, state] of Object.entries(change.seats)) {
                if (state === "available") delete live.claims[id];
                else live.claims[id] = state;
              }
            }
            if (!keepsChart) text = "done";
          });
        },
      );
      req.on("error", reject);
      streams.push(req);
    });
  }

  async function streamingBuyer(cookie: string, aimsBest: boolean) {
    while (Date.now() < input.deadline) {
      const map = live as SeatMap;
      const seatIds = pick(map, aimsBest);
      if (seatIds.length === 0) return;
      const started = performance.now();
      const hold = await call("POST", "/api/orders", cookie, { eventId: input.eventId, seatIds });
      const ms = performance.now() - started;
      if (hold.status === 409) {
        result.conflicts += 1;
        result.conflictMs.push(ms);
        const taken = (hold.body as { error?: { params?: { seatIds?: string[] } } }).error?.params?.seatIds ?? [];
        for (const id of taken) map.claims[id] ??= "held";
        continue;
      }
      if (!(await payFor(cookie, hold, seatIds, ms))) continue;
      // The box office refetches the map after a purchase.
      await fetchMap(cookie);
    }
    result.timedOut = true;
  }

  /** Records a hold's answer and pays for it; false when there was nothing to pay. */
  async function payFor(cookie: string, hold: { status: number; body: unknown }, seatIds: string[], ms: number) {
    if (hold.status !== 201) {
      result.otherHoldMs.push(ms);
      countError(`hold ${hold.status} ${JSON.stringify(hold.body).slice(0, 120)}`);
      return false;
    }
    result.holdMs.push(ms);
    result.holdTimes?.push([Date.now(), seatIds[0] as string]);
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
    return true;
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
      await payFor(cookie, hold, seatIds, ms);
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

  if (input.retry === "stream") {
    live = first;
    for (let i = 0; i < input.cookies.length; i += 50) {
      await Promise.all(input.cookies.slice(i, i + 50).map((cookie, j) => openStream(cookie, i + j === 0)));
    }
  }

  onStart();
  result.startedAt = Date.now();
  const run = input.retry === "stream" ? streamingBuyer : buyer;
  await Promise.all(input.cookies.map((cookie, i) => run(cookie, i % 2 === 0)));
  result.endedAt = Date.now();
  for (const req of streams) req.destroy();
  for (const agent of agents) agent.destroy();
  return result;
}

const send = (message: BuyersMessage) => new Promise<void>((resolve) => process.send?.(message, () => resolve()));
process.once("message", (input: BuyersInput) => {
  runBuyers(input, () => void send({ kind: "started" })).then(
    async (result) => {
      await send({ kind: "result", result });
      process.exit(0);
    },
    (error) => {
      process.stderr.write(
        `buyers failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
});
