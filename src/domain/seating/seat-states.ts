/**
 * The seat-state protocol: an event's seat states as one compact, versioned document that every
 * viewer shares, kept current by small versioned deltas.
 *
 * Encoding. The layout lists rows in a fixed order — its sections in order, each section's rows in
 * order — and the states are one string per row, one character per seat (seat n is character
 * n - 1): `.` available, `h` on hold (for everyone, the holder included: a viewer knows their own
 * holds from their own list), `x` taken for good (paid or complimentary). A full 3,500-seat arena
 * is 3,500 characters.
 *
 * Versions. The server numbers its changes per event (1, 2, 3, ... within one process, whose
 * `epoch` tells it apart from another process or a restart). A snapshot is the whole document at
 * one version; a delta `{v, since, seats}` carries the new state of each seat that changed after
 * version `since` up to `v`. A replica keeps, per seat, the version its state came from and takes
 * a seat's state only from a newer version: a snapshot stamps every seat with its version, a delta
 * its own seats with `v`. Each message carries absolute states, never differences, so applying
 * them in any order, any number of times, ends at the server's state for the newest version seen.
 * A delta whose `since` is beyond what the replica has (a gap) says something was missed: the
 * chart reads the snapshot again.
 */

import { parseSeatId, seatId } from "./layouts";

export const SEAT_CODES = {
  available: ".",
  held: "h",
  sold: "x",
} as const;

export type SeatCode = (typeof SEAT_CODES)[keyof typeof SEAT_CODES];

const AVAILABLE = SEAT_CODES.available.charCodeAt(0);
const CODE_POINTS = new Set(Object.values(SEAT_CODES).map((code) => code.charCodeAt(0)));

export function isSeatCode(value: unknown): value is SeatCode {
  return value === SEAT_CODES.available || value === SEAT_CODES.held || value === SEAT_CODES.sold;
}

/** The code of a seat-change state as the server publishes it. */
export function seatCodeOf(state: "available" | "held" | "occupied"): SeatCode {
  return state === "available" ? SEAT_CODES.available : state === "held" ? SEAT_CODES.held : SEAT_CODES.sold;
}

// --- The grid: the layout's rows in their fixed order ------------------------------------------

export interface GridRow {
  /** The section key, e.g. "upper-deck". */
  section: string;
  row: number;
  /** Seats are numbered 1..seats. */
  seats: number;
}

/** The rows of an event's layout in protocol order, and where each seat sits in the states. */
export interface SeatGrid {
  eventId: string;
  rows: readonly GridRow[];
  /** offsets[i] is the index of row i's first seat; offsets[rows.length] is the seat count. */
  offsets: readonly number[];
  seatCount: number;
  /** "<section>:<row>" -> the row's index. */
  rowIndex: ReadonlyMap<string, number>;
}

/** The grid of a layout given as sections (in order), each with its rows (in order). */
export function seatGrid(
  eventId: string,
  sections: readonly { key: string; rows: readonly { row: number; seats: number }[] }[],
): SeatGrid {
  const rows: GridRow[] = [];
  for (const section of sections) {
    for (const { row, seats } of section.rows) rows.push({ section: section.key, row, seats });
  }
  const offsets: number[] = [0];
  const rowIndex = new Map<string, number>();
  rows.forEach((row, i) => {
    offsets.push((offsets[i] ?? 0) + row.seats);
    rowIndex.set(`${row.section}:${row.row}`, i);
  });
  return { eventId, rows, offsets, seatCount: offsets[rows.length] ?? 0, rowIndex };
}

/** A seat's index in the states, or -1 for an id that names no seat of the grid. */
export function seatIndexOf(grid: SeatGrid, id: string): number {
  const parts = parseSeatId(id);
  if (!parts || parts.eventId !== grid.eventId) return -1;
  const row = grid.rowIndex.get(`${parts.section}:${parts.row}`);
  if (row === undefined) return -1;
  const spec = grid.rows[row];
  if (!spec || parts.seat > spec.seats) return -1;
  return (grid.offsets[row] ?? 0) + parts.seat - 1;
}

/** The row holding a seat index (binary search over the offsets). */
export function rowOfSeatIndex(grid: SeatGrid, index: number): number {
  let low = 0;
  let high = grid.rows.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((grid.offsets[mid] ?? 0) <= index) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The id of the seat at an index of the states. */
export function seatIdAt(grid: SeatGrid, index: number): string {
  const row = rowOfSeatIndex(grid, index);
  const spec = grid.rows[row];
  if (!spec || index < 0 || index >= grid.seatCount) throw new RangeError(`no seat at index ${index}`);
  return seatId(grid.eventId, spec.section, spec.row, index - (grid.offsets[row] ?? 0) + 1);
}

// --- Encoding ---------------------------------------------------------------------------------

/** A fresh array of seat codes (one byte, the code's character, per seat), all available. */
export function availableCodes(grid: SeatGrid): Uint8Array {
  return new Uint8Array(grid.seatCount).fill(AVAILABLE);
}

function text(codes: Uint8Array, from: number, to: number): string {
  let out = "";
  // In slices, so a very long row never passes too many arguments at once.
  for (let at = from; at < to; at += 4096) {
    out += String.fromCharCode.apply(null, codes.subarray(at, Math.min(to, at + 4096)) as unknown as number[]);
  }
  return out;
}

/** One row's string. */
export function encodeSeatRow(grid: SeatGrid, codes: Uint8Array, row: number): string {
  return text(codes, grid.offsets[row] ?? 0, grid.offsets[row + 1] ?? 0);
}

/** The states as the protocol sends them: one string per row. */
export function encodeSeatRows(grid: SeatGrid, codes: Uint8Array): string[] {
  return grid.rows.map((_, i) => encodeSeatRow(grid, codes, i));
}

/**
 * The seat codes of rows received, or null when they do not fit the grid (another layout, or a
 * character that is no seat code).
 */
export function decodeSeatRows(grid: SeatGrid, rows: readonly string[]): Uint8Array | null {
  if (rows.length !== grid.rows.length) return null;
  const codes = new Uint8Array(grid.seatCount);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] ?? "";
    if (row.length !== grid.rows[i]?.seats) return null;
    const start = grid.offsets[i] ?? 0;
    for (let j = 0; j < row.length; j++) {
      const code = row.charCodeAt(j);
      if (!CODE_POINTS.has(code)) return null;
      codes[start + j] = code;
    }
  }
  return codes;
}

// --- Messages ---------------------------------------------------------------------------------

/** What a replica needs of a snapshot. */
export interface SeatStatesVersion {
  epoch: string;
  version: number;
  rows: readonly string[];
}

/** A delta: the state at version `v` of each seat that changed after version `since`. */
export interface SeatStatesDelta {
  v: number;
  /** The version the delta follows; v - 1 when missing. */
  since?: number;
  seats: Readonly<Record<string, string>>;
}

// --- A replica: the server's states as one viewer holds them ---------------------------------

/**
 * The seat states as a chart holds them: a code and a version per seat. Row strings are rebuilt
 * only for rows whose seats changed, so a chart keyed by them re-renders only those rows.
 */
export class SeatReplica {
  readonly codes: Uint8Array;
  /** The version each seat's code came from (-1: none yet). */
  readonly versions: Float64Array;
  /** The process whose versions these are; null before the first snapshot. */
  epoch: string | null = null;
  /** Every change up to this version is reflected (a snapshot, then deltas without a gap). */
  version = -1;
  private readonly rowText: (string | null)[];

  constructor(readonly grid: SeatGrid) {
    this.codes = availableCodes(grid);
    this.versions = new Float64Array(grid.seatCount).fill(-1);
    this.rowText = grid.rows.map(() => null);
  }

  private set(index: number, code: number, version: number, changed: Set<number>) {
    if (version <= (this.versions[index] ?? -1)) return;
    this.versions[index] = version;
    if (this.codes[index] === code) return;
    this.codes[index] = code;
    const row = rowOfSeatIndex(this.grid, index);
    this.rowText[row] = null;
    changed.add(row);
  }

  /**
   * Takes a snapshot: every seat whose version is older gets the snapshot's state. `as` names the
   * epoch and version to stamp it with (the snapshot's own unless said otherwise); a new epoch
   * starts over, since versions of different processes do not compare. Returns the rows that
   * changed, or null when the snapshot does not fit the grid.
   */
  applySnapshot(snapshot: SeatStatesVersion, as: { epoch: string; version: number } = snapshot): number[] | null {
    const codes = decodeSeatRows(this.grid, snapshot.rows);
    if (!codes) return null;
    if (as.epoch !== this.epoch) {
      // Deltas taken before the first snapshot are of its epoch; another epoch's versions are not.
      if (this.epoch !== null) this.versions.fill(-1);
      this.epoch = as.epoch;
      this.version = -1;
    }
    const changed = new Set<number>();
    for (let i = 0; i < codes.length; i++) this.set(i, codes[i] ?? AVAILABLE, as.version, changed);
    this.version = Math.max(this.version, as.version);
    return [...changed];
  }

  /**
   * Takes a delta of this replica's epoch: each of its seats whose version is older than `v`.
   * `gap` says a change between this replica's version and the delta's `since` was never seen.
   */
  applyDelta(delta: SeatStatesDelta): { rows: number[]; gap: boolean } {
    const since = delta.since ?? delta.v - 1;
    const gap = since > this.version;
    const changed = new Set<number>();
    for (const [id, code] of Object.entries(delta.seats)) {
      const index = seatIndexOf(this.grid, id);
      if (index < 0 || !isSeatCode(code)) continue;
      this.set(index, code.charCodeAt(0), delta.v, changed);
    }
    if (!gap) this.version = Math.max(this.version, delta.v);
    return { rows: [...changed], gap };
  }

  /**
   * Shows seats as taken at once (a hold was refused for them), without a version: whatever the
   * server says of them next replaces it.
   */
  markTaken(ids: readonly string[]): number[] {
    const changed = new Set<number>();
    for (const id of ids) {
      const index = seatIndexOf(this.grid, id);
      if (index < 0 || this.codes[index] !== AVAILABLE) continue;
      this.versions[index] = -1;
      this.codes[index] = SEAT_CODES.held.charCodeAt(0);
      const row = rowOfSeatIndex(this.grid, index);
      this.rowText[row] = null;
      changed.add(row);
    }
    return [...changed];
  }

  codeAt(index: number): SeatCode {
    return String.fromCharCode(this.codes[index] ?? AVAILABLE) as SeatCode;
  }

  /** A seat's code by id; available for an id the grid does not know. */
  codeOf(id: string): SeatCode {
    const index = seatIndexOf(this.grid, id);
    return index < 0 ? SEAT_CODES.available : this.codeAt(index);
  }

  row(i: number): string {
    let row = this.rowText[i];
    if (row == null) {
      row = encodeSeatRow(this.grid, this.codes, i);
      this.rowText[i] = row;
    }
    return row;
  }

  rows(): string[] {
    return this.grid.rows.map((_, i) => this.row(i));
  }
}

/** Seats taken for good and on hold, counted in rows of codes. */
export function countSeatCodes(rows: readonly string[]): { sold: number; held: number; seats: number } {
  let sold = 0;
  let held = 0;
  let seats = 0;
  for (const row of rows) {
    seats += row.length;
    for (let i = 0; i < row.length; i++) {
      const c = row.charCodeAt(i);
      if (c === 120) sold++;
      else if (c === 104) held++;
    }
  }
  return { sold, held, seats };
}

// --- Keeping a replica in step with a snapshot endpoint and a stream --------------------------

/** What the chart should do after a message: read the snapshot again, or nothing. */
export interface SyncOutcome {
  rows: number[];
  reread: boolean;
}

/**
 * The chart's side of the protocol: a replica fed by snapshots (reads and polls) and by a stream
 * (a `hello` naming its epoch and version on every connection, then deltas).
 *
 * - Same epoch: versions compare. A stream that starts beyond the snapshot, or a delta after a
 *   gap, asks for one more read.
 * - Different epochs (the snapshot and the stream came from different processes, or the server
 *   restarted): the chart reads the snapshot again once, in case it now comes from the stream's
 *   process. If it still does not, the snapshot is taken as of the stream's latest version: the
 *   stream's deltas then apply in their order over it, and every later read (the poll) replaces
 *   it. Staleness is then bounded by how late the processes relay changes to each other.
 */
export class SeatStatesSync {
  readonly replica: SeatReplica;
  private stream: { epoch: string; version: number } | null = null;
  private mismatches = 0;

  constructor(grid: SeatGrid) {
    this.replica = new SeatReplica(grid);
  }

  /** The stream (re)connected: it starts at this epoch and version. */
  onHello(hello: { epoch: string; v: number }): SyncOutcome {
    this.stream = { epoch: hello.epoch, version: hello.v };
    const replica = this.replica;
    if (replica.epoch === null) return { rows: [], reread: false };
    if (replica.epoch !== hello.epoch) {
      // The states in hand count as the one snapshot that did not match: one read more.
      this.mismatches = Math.max(this.mismatches, 1);
      return { rows: [], reread: true };
    }
    return { rows: [], reread: hello.v > replica.version };
  }

  onSnapshot(snapshot: SeatStatesVersion): SyncOutcome {
    const stream = this.stream;
    const replica = this.replica;
    if (!stream || stream.epoch === snapshot.epoch) {
      this.mismatches = 0;
      const rows = replica.applySnapshot(snapshot) ?? [];
      // Changes the stream announced before this snapshot's version were dropped: read again.
      return { rows, reread: stream !== null && stream.version > replica.version };
    }
    this.mismatches += 1;
    if (this.mismatches === 1) {
      // Shown at once, then read again in case the next read reaches the stream's process.
      return { rows: replica.applySnapshot(snapshot) ?? [], reread: true };
    }
    return { rows: replica.applySnapshot(snapshot, stream) ?? [], reread: false };
  }

  onDelta(delta: SeatStatesDelta): SyncOutcome {
    const stream = this.stream;
    if (!stream) return { rows: [], reread: false };
    stream.version = Math.max(stream.version, delta.v);
    const replica = this.replica;
    // Versions of another process say nothing here; the read that is under way settles it.
    if (replica.epoch !== stream.epoch) return { rows: [], reread: false };
    const { rows, gap } = replica.applyDelta(delta);
    return { rows, reread: gap };
  }
}
