import { describe, expect, it } from "vitest";
import { layoutSections, seatCount, seatId } from "./layouts";
import {
  availableCodes,
  countSeatCodes,
  decodeSeatRows,
  encodeSeatRows,
  rowOfSeatIndex,
  SEAT_CODES,
  type SeatCode,
  SeatReplica,
  type SeatStatesDelta,
  SeatStatesSync,
  seatCodeOf,
  seatGrid,
  seatIdAt,
  seatIndexOf,
} from "./seat-states";

const EVENT = "ev:1";
const sections = layoutSections("traditional");
const grid = seatGrid(EVENT, sections);

/** A small deterministic generator, so a failure replays. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffle<T>(items: T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const CODES: SeatCode[] = [SEAT_CODES.available, SEAT_CODES.held, SEAT_CODES.sold];

/**
 * A server's history: versions 1..n, each changing a few random seats, published as deltas that
 * each cover one or more versions (as a stream's flush does), plus snapshots at some versions.
 */
function history(seed: number, versions: number) {
  const next = random(seed);
  const codes = availableCodes(grid);
  const deltas: SeatStatesDelta[] = [];
  const snapshots = new Map<number, string[]>();
  let batch: Record<string, string> = {};
  let since = 0;
  for (let v = 1; v <= versions; v++) {
    const changes = 1 + Math.floor(next() * 6);
    for (let c = 0; c < changes; c++) {
      // A few hot seats change again and again, so many deltas race for the same seat.
      const index = next() < 0.5 ? Math.floor(next() * 12) : Math.floor(next() * grid.seatCount);
      const code = CODES[Math.floor(next() * CODES.length)] as SeatCode;
      codes[index] = code.charCodeAt(0);
      batch[seatIdAt(grid, index)] = code;
    }
    if (next() < 0.4 || v === versions) {
      deltas.push({ v, since, seats: batch });
      batch = {};
      since = v;
    }
    if (next() < 0.1) snapshots.set(v, encodeSeatRows(grid, codes));
  }
  return { deltas, snapshots, final: encodeSeatRows(grid, codes) };
}

describe("seat grid", () => {
  it("lists the layout's rows in order and finds every seat by id and by index", () => {
    expect(grid.seatCount).toBe(seatCount("traditional"));
    expect(grid.rows[0]).toEqual({ section: "vip", row: 1, seats: 20 });
    expect(grid.rows.at(-1)).toEqual({ section: "balcony", row: 35, seats: 20 });
    for (let index = 0; index < grid.seatCount; index++) {
      const id = seatIdAt(grid, index);
      expect(seatIndexOf(grid, id)).toBe(index);
    }
    expect(seatIndexOf(grid, seatId(EVENT, "vip", 1, 21))).toBe(-1);
    expect(seatIndexOf(grid, seatId("ev:2", "vip", 1, 1))).toBe(-1);
    expect(seatIndexOf(grid, seatId(EVENT, "floor", 1, 1))).toBe(-1);
    expect(seatIndexOf(grid, "not a seat")).toBe(-1);
    expect(rowOfSeatIndex(grid, 19)).toBe(0);
    expect(rowOfSeatIndex(grid, 20)).toBe(1);
  });
});

describe("seat-state encoding", () => {
  it("round-trips: one string per row, one character per seat", () => {
    const codes = availableCodes(grid);
    const next = random(7);
    for (let i = 0; i < codes.length; i++) codes[i] = (CODES[Math.floor(next() * 3)] as string).charCodeAt(0);
    const rows = encodeSeatRows(grid, codes);
    expect(rows).toHaveLength(grid.rows.length);
    rows.forEach((row, i) => {
      expect(row).toHaveLength(grid.rows[i]?.seats ?? -1);
    });
    expect(decodeSeatRows(grid, rows)).toEqual(codes);
    expect(encodeSeatRows(grid, decodeSeatRows(grid, rows) ?? new Uint8Array())).toEqual(rows);
  });

  it("starts all available, and counts what is sold and held", () => {
    const rows = encodeSeatRows(grid, availableCodes(grid));
    expect(rows[0]).toBe(".".repeat(20));
    expect(countSeatCodes(["..hx", "xx.."])).toEqual({ sold: 3, held: 1, seats: 8 });
  });

  it("refuses rows that do not fit the grid or carry another character", () => {
    const rows = encodeSeatRows(grid, availableCodes(grid));
    expect(decodeSeatRows(grid, rows.slice(1))).toBeNull();
    expect(decodeSeatRows(grid, [`${rows[0]}.`, ...rows.slice(1)])).toBeNull();
    expect(decodeSeatRows(grid, [`m${rows[0]?.slice(1)}`, ...rows.slice(1)])).toBeNull();
  });

  it("names the published states by code", () => {
    expect(seatCodeOf("available")).toBe(".");
    expect(seatCodeOf("held")).toBe("h");
    expect(seatCodeOf("occupied")).toBe("x");
  });
});

describe("a replica", () => {
  const first = seatId(EVENT, "vip", 1, 1);
  const rowsWith = (code: SeatCode) => {
    const codes = availableCodes(grid);
    codes[0] = code.charCodeAt(0);
    return encodeSeatRows(grid, codes);
  };

  it("applies a delta to its seats and reports only the rows that changed", () => {
    const replica = new SeatReplica(grid);
    replica.applySnapshot({ epoch: "a", version: 3, rows: rowsWith(".") });
    const before = replica.rows();
    const { rows, gap } = replica.applyDelta({ v: 4, seats: { [first]: "h", [seatId(EVENT, "premium", 4, 2)]: "x" } });
    expect(gap).toBe(false);
    expect(rows.sort()).toEqual([0, 3]);
    expect(replica.row(0)).toBe(`h${".".repeat(19)}`);
    expect(replica.rows()[1]).toBe(before[1]);
    expect(replica.version).toBe(4);
  });

  it("ignores a delta older than what it has for a seat, and ids or codes it does not know", () => {
    const replica = new SeatReplica(grid);
    replica.applySnapshot({ epoch: "a", version: 5, rows: rowsWith("x") });
    expect(replica.applyDelta({ v: 4, seats: { [first]: "." } }).rows).toEqual([]);
    expect(replica.applyDelta({ v: 6, seats: { "elsewhere:vip:1:1": ".", [first]: "m" } }).rows).toEqual([]);
    expect(replica.codeOf(first)).toBe("x");
  });

  it("says when a delta follows a version it never saw", () => {
    const replica = new SeatReplica(grid);
    replica.applySnapshot({ epoch: "a", version: 3, rows: rowsWith(".") });
    expect(replica.applyDelta({ v: 6, since: 5, seats: { [first]: "h" } }).gap).toBe(true);
    // Still applied (its seat's state is newer than what the replica has), but not counted as seen.
    expect(replica.codeOf(first)).toBe("h");
    expect(replica.version).toBe(3);
  });

  it("starts over on a snapshot of another epoch", () => {
    const replica = new SeatReplica(grid);
    replica.applySnapshot({ epoch: "a", version: 50, rows: rowsWith("x") });
    replica.applySnapshot({ epoch: "b", version: 2, rows: rowsWith(".") });
    expect(replica.codeOf(first)).toBe(".");
    expect(replica.epoch).toBe("b");
    expect(replica.version).toBe(2);
  });

  it("shows refused seats as taken until the server says otherwise", () => {
    const replica = new SeatReplica(grid);
    replica.applySnapshot({ epoch: "a", version: 3, rows: rowsWith(".") });
    expect(replica.markTaken([first])).toEqual([0]);
    expect(replica.codeOf(first)).toBe("h");
    // The same snapshot read again (nothing changed on the server) puts the seat back.
    replica.applySnapshot({ epoch: "a", version: 3, rows: rowsWith(".") });
    expect(replica.codeOf(first)).toBe(".");
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    "converges to the server's states whatever order deltas arrive in (seed %i)",
    (seed) => {
      const { deltas, snapshots, final } = history(seed, 400);
      const next = random(seed * 31);
      // Every delta, some twice, and a few snapshots, all shuffled.
      const messages: ({ kind: "delta"; delta: SeatStatesDelta } | { kind: "snapshot"; v: number; rows: string[] })[] =
        [
          ...deltas.map((delta) => ({ kind: "delta" as const, delta })),
          ...deltas.filter(() => next() < 0.2).map((delta) => ({ kind: "delta" as const, delta })),
          ...[...snapshots].map(([v, rows]) => ({ kind: "snapshot" as const, v, rows })),
        ];
      const replica = new SeatReplica(grid);
      for (const message of shuffle(messages, next)) {
        if (message.kind === "delta") replica.applyDelta(message.delta);
        else replica.applySnapshot({ epoch: "a", version: message.v, rows: message.rows });
      }
      expect(replica.rows()).toEqual(final);
    },
  );

  it.each([11, 12, 13, 14])("converges from any snapshot plus the deltas after it, in any order (seed %i)", (seed) => {
    const { deltas, snapshots, final } = history(seed, 300);
    const next = random(seed);
    for (const [v, rows] of snapshots) {
      const replica = new SeatReplica(grid);
      replica.applySnapshot({ epoch: "a", version: v, rows });
      for (const delta of shuffle(
        deltas.filter((d) => d.v > v),
        next,
      )) {
        replica.applyDelta(delta);
      }
      expect(replica.rows()).toEqual(final);
    }
  });
});

describe("keeping a chart in step", () => {
  const first = seatId(EVENT, "vip", 1, 1);
  const empty = encodeSeatRows(grid, availableCodes(grid));

  it("reads again when the stream starts beyond the snapshot, or after a gap", () => {
    const sync = new SeatStatesSync(grid);
    expect(sync.onSnapshot({ epoch: "a", version: 3, rows: empty }).reread).toBe(false);
    expect(sync.onHello({ epoch: "a", v: 5 }).reread).toBe(true);
    expect(sync.onSnapshot({ epoch: "a", version: 5, rows: empty }).reread).toBe(false);
    expect(sync.onDelta({ v: 6, since: 5, seats: { [first]: "h" } })).toEqual({ rows: [0], reread: false });
    expect(sync.onDelta({ v: 9, since: 8, seats: {} }).reread).toBe(true);
    // A reconnect at the version the chart has needs nothing.
    expect(sync.onSnapshot({ epoch: "a", version: 9, rows: empty }).reread).toBe(false);
    expect(sync.onHello({ epoch: "a", v: 9 }).reread).toBe(false);
  });

  it("drops deltas that come before the first snapshot, and reads again if they were newer", () => {
    const sync = new SeatStatesSync(grid);
    sync.onHello({ epoch: "a", v: 5 });
    expect(sync.onDelta({ v: 6, since: 5, seats: { [first]: "h" } }).rows).toEqual([]);
    expect(sync.onSnapshot({ epoch: "a", version: 5, rows: empty }).reread).toBe(true);
    expect(sync.onSnapshot({ epoch: "a", version: 6, rows: empty }).reread).toBe(false);
  });

  it("reads once more when snapshot and stream come from different processes, then follows the stream", () => {
    const sync = new SeatStatesSync(grid);
    sync.onSnapshot({ epoch: "a", version: 40, rows: empty });
    expect(sync.onHello({ epoch: "b", v: 7 }).reread).toBe(true);
    // The read reaches process a again: taken as of the stream's version, no further read.
    expect(sync.onSnapshot({ epoch: "a", version: 41, rows: empty }).reread).toBe(false);
    expect(sync.replica.epoch).toBe("b");
    expect(sync.onDelta({ v: 8, since: 7, seats: { [first]: "x" } })).toEqual({ rows: [0], reread: false });
    // The poll's snapshot from process a, still without the seat process b just sold.
    expect(sync.onSnapshot({ epoch: "a", version: 42, rows: empty }).reread).toBe(false);
    expect(sync.replica.codeOf(first)).toBe("x");
  });

  it("follows a restarted server: the new epoch's snapshot replaces everything", () => {
    const sync = new SeatStatesSync(grid);
    sync.onSnapshot({ epoch: "a", version: 40, rows: empty });
    sync.onHello({ epoch: "a", v: 40 });
    sync.onDelta({ v: 41, since: 40, seats: { [first]: "x" } });
    expect(sync.onHello({ epoch: "c", v: 1 }).reread).toBe(true);
    expect(sync.onSnapshot({ epoch: "c", version: 1, rows: empty }).reread).toBe(false);
    expect(sync.replica.codeOf(first)).toBe(".");
    expect(sync.onDelta({ v: 2, since: 1, seats: { [first]: "h" } }).rows).toEqual([0]);
  });
});
