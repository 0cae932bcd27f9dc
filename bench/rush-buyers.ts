/**
 * The buyers of the on-sale rush (bench/rush.ts), in a child process of the server's: they talk
 * to it over loopback HTTP with keep-alive sockets, one per buyer as each browser would keep its
 * own. Started by rush.ts; receives its input and sends its result over the IPC channel.
 */
import http from "node:http";
import zlib from "node:zlib";
import type {
  SeatLayoutResponse,
  SeatStatesDeltaEvent,
  SeatStatesHello,
  SeatStatesResponse,
} from "#domain/schemas/tickets";
import { decodeSeatRows, SEAT_CODES, type SeatGrid, SeatStatesSync, seatGrid } from "#domain/seating/seat-states";
import { sellableSeats } from "./lib/sellable";

const MAX_SEATS_PER_PICK = 6;
const BEST_SEATS = 300;
const PAY_TOKEN = "sim_ok_4242";

export interface BuyersInput {
  baseUrl: string;
  eventId: string;
  cookies: string[];
  deadline: number;
  /**
   * What a buyer does after a 409: "refetch" the seat states (the default), or "local": mark the
   * seats the 409 names as taken in the states it has and pick again, refetching only after a
   * purchase or three refusals in a row, or "stream": what the box office does — every buyer
   * keeps the seat-state stream open and its chart current from its deltas, marks the seats a 409
   * names as taken, and reads the states again only after a purchase.
   */
  retry: "refetch" | "local" | "stream";
}

export interface BuyersResult {
  /** Milliseconds of every POST /api/orders, by outcome; mapMs: of every GET seat-states. */
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
  /** Stream mode: deltas one chart received, and bytes all charts received. */
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
  /** The seat's place in the states (rows joined). */
  index: number;
}

/** The states a buyer holds: one code per seat, as character codes. */
interface Chart {
  codes: Uint8Array;
}

const FREE = SEAT_CODES.available.charCodeAt(0);
const HELD = SEAT_CODES.held.charCodeAt(0);

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
            // As a browser asks: the server's compression is part of what serving costs.
            "accept-encoding": "gzip, deflate, br",
            ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            let text: string;
            try {
              text = (
                encoding === "br"
                  ? zlib.brotliDecompressSync(raw)
                  : encoding === "gzip"
                    ? zlib.gunzipSync(raw)
                    : encoding === "deflate"
                      ? zlib.inflateSync(raw)
                      : raw
              ).toString("utf8");
            } catch (error) {
              failed(error as Error);
              return;
            }
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

  // The layout never changes during the rush: read it once. Buyers never declare a need for
  // accessible seating, so `seats` holds only the seats they may hold: wheelchair spaces and
  // companion seats (restricted in the layout's groups) are never picked, as the chart never
  // offers them to such a buyer.
  let seats: Seat[] = [];
  let bestIds = new Set<string>();
  const seatById = new Map<string, Seat>();
  let grid: SeatGrid | null = null;
  function learnLayout(layout: SeatLayoutResponse) {
    const { restricted } = sellableSeats(layout);
    let index = 0;
    seats = layout.sections
      .flatMap((section) =>
        section.rows.flatMap(({ row, seats: count }) =>
          Array.from({ length: count }, (_, i) => ({
            id: `${layout.eventId}:${section.key}:${row}:${i + 1}`,
            section: section.key,
            row,
            seat: i + 1,
            index: index++,
          })),
        ),
      )
      .filter((seat) => restricted[seat.index] === 0);
    for (const seat of seats) seatById.set(seat.id, seat);
    const front = [...seats].sort((a, b) => a.row - b.row || a.seat - b.seat);
    bestIds = new Set(front.slice(0, BEST_SEATS).map((s) => s.id));
    grid = seatGrid(layout.eventId, layout.sections);
    return grid;
  }

  /** GET seat-states: the same document for every buyer, read as the box office reads it. */
  async function fetchStates(cookie: string): Promise<SeatStatesResponse | null> {
    const started = performance.now();
    const response = await call("GET", `/api/events/${input.eventId}/seat-states`, cookie);
    result.mapMs.push(performance.now() - started);
    if (response.status !== 200) {
      countError(`seat-states ${response.status}`);
      return null;
    }
    return response.body as SeatStatesResponse;
  }

  async function fetchMap(cookie: string): Promise<Chart | null> {
    const states = await fetchStates(cookie);
    const codes = states && grid ? decodeSeatRows(grid, states.rows) : null;
    if (!states || !codes) return null;
    return { codes };
  }

  /** A random free seat and up to n-1 free neighbours in its row, all of them ones the buyer may hold. */
  function pick(map: Pick<Chart, "codes">, aimsBest: boolean): string[] {
    const free = (s: Seat) => map.codes[s.index] === FREE;
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
   * does not parse the same delta 500 times. That chart follows the protocol as the box office
   * does: a hello or a gap makes it read the states again.
   */
  let live: SeatStatesSync | null = null;
  const streams: http.ClientRequest[] = [];
  function openStream(cookie: string, keepsChart: boolean): Promise<void> {
    const reread = () =>
      void fetchStates(cookie).then((states) => {
        if (states && live?.onSnapshot(states).reread) reread();
      });
    return new Promise((resolve, reject) => {
      const req = http.get(
        {
          host: base.hostname,
          port: base.port,
          path: `/api/events/${input.eventId}/seat-states/stream`,
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
              const data = () => JSON.parse(block.slice(block.indexOf("data: ") + 6)) as unknown;
              if (block.startsWith("event: hello")) {
                resolve();
                if (keepsChart && live?.onHello(data() as SeatStatesHello).reread) reread();
              }
              if (!keepsChart || !block.startsWith("event: delta") || !live) continue;
              result.streamChanges += 1;
              if (live.onDelta(data() as SeatStatesDeltaEvent).reread) reread();
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
      const replica = (live as SeatStatesSync).replica;
      const seatIds = pick(replica, aimsBest);
      if (seatIds.length === 0) return;
      const started = performance.now();
      const hold = await call("POST", "/api/orders", cookie, { eventId: input.eventId, seatIds });
      const ms = performance.now() - started;
      if (hold.status === 409) {
        result.conflicts += 1;
        result.conflictMs.push(ms);
        const taken = (hold.body as { error?: { params?: { seatIds?: string[] } } }).error?.params?.seatIds ?? [];
        replica.markTaken(taken);
        continue;
      }
      if (!(await payFor(cookie, hold, seatIds, ms))) continue;
      // The box office reads the states again after a purchase.
      const states = await fetchStates(cookie);
      if (states) live?.onSnapshot(states);
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
    let map: Chart | null = null;
    let refusals = 0;
    while (Date.now() < input.deadline) {
      if (!map || input.retry === "refetch" || refusals >= 3) {
        map = await fetchMap(cookie);
        refusals = 0;
        if (!map) continue;
      }
      // No seat the buyer may hold is free (in a map just read, the sale is over for them).
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
        for (const id of taken) {
          const seat = seatById.get(id);
          if (seat) map.codes[seat.index] = HELD;
        }
        continue;
      }
      map = null;
      await payFor(cookie, hold, seatIds, ms);
    }
    result.timedOut = true;
  }

  const firstStates = await fetchStates(input.cookies[0] as string);
  if (!firstStates) throw new Error("no seat states");
  const layout = await call(
    "GET",
    `/api/events/${input.eventId}/seat-layout?v=${firstStates.layoutVersion}`,
    input.cookies[0] as string,
  );
  if (layout.status !== 200) throw new Error(`no seat layout: ${layout.status}`);
  const layoutGrid = learnLayout(layout.body as SeatLayoutResponse);
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
    live = new SeatStatesSync(layoutGrid);
    live.onSnapshot(firstStates);
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
