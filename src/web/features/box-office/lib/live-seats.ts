import type { SeatLayoutResponse, SeatStatesHello, SeatStatesResponse } from "#domain/schemas/tickets";
import {
  isSeatCode,
  type SeatCode,
  type SeatStatesDelta,
  SeatStatesSync,
  type SyncOutcome,
  seatGrid,
} from "#domain/seating/seat-states";

/**
 * One event's seat states in the browser, kept in step with the server by the seat-state
 * protocol (snapshots from reads and polls, deltas from the stream). Components read its rows
 * through `useSyncExternalStore`: the array changes only when a seat does, and only the rows
 * whose seats changed get new strings, so memoised rows skip rendering.
 */
export class LiveSeats {
  readonly layoutVersion: string;
  private readonly sync: SeatStatesSync;
  private rows: readonly string[];
  /** The rows to show: null until the first snapshot. */
  private shown: readonly string[] | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(layout: Pick<SeatLayoutResponse, "eventId" | "sections" | "layoutVersion">) {
    this.layoutVersion = layout.layoutVersion;
    this.sync = new SeatStatesSync(seatGrid(layout.eventId, layout.sections));
    this.rows = this.sync.replica.rows();
  }

  private changed(outcome: SyncOutcome): boolean {
    const first = this.shown === null && this.sync.replica.epoch !== null;
    if (outcome.rows.length > 0) {
      const rows = [...this.rows];
      for (const i of outcome.rows) rows[i] = this.sync.replica.row(i);
      this.rows = rows;
    }
    // Shown from the first snapshot on, even one where every seat is available.
    if (this.sync.replica.epoch !== null && (first || outcome.rows.length > 0)) {
      this.shown = this.rows;
      for (const listener of this.listeners) listener();
    }
    return outcome.reread;
  }

  /** A read of the states; true when the states should be read again. */
  snapshot(states: SeatStatesResponse): boolean {
    if (states.layoutVersion !== this.layoutVersion) return false;
    return this.changed(this.sync.onSnapshot(states));
  }

  /** The stream (re)connected; true when the states should be read again. */
  hello(hello: SeatStatesHello): boolean {
    if (hello.layoutVersion !== this.layoutVersion) return true;
    return this.changed(this.sync.onHello(hello));
  }

  /** A delta from the stream; true when one was missed and the states should be read again. */
  delta(delta: SeatStatesDelta): boolean {
    return this.changed(this.sync.onDelta(delta));
  }

  /** Seats a hold was refused for: shown taken until the server says otherwise. */
  markTaken(ids: readonly string[]) {
    this.changed({ rows: this.sync.replica.markTaken(ids), reread: false });
  }

  codeOf(id: string): SeatCode {
    return this.sync.replica.codeOf(id);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getRows = (): readonly string[] | null => this.shown;
}

/** A delta as the stream sends it, checked before use. */
export function isDelta(value: unknown): value is SeatStatesDelta {
  if (typeof value !== "object" || value === null) return false;
  const delta = value as Partial<SeatStatesDelta>;
  return (
    typeof delta.v === "number" &&
    (delta.since === undefined || typeof delta.since === "number") &&
    typeof delta.seats === "object" &&
    delta.seats !== null &&
    Object.values(delta.seats).every(isSeatCode)
  );
}

export function isHello(value: unknown): value is SeatStatesHello {
  if (typeof value !== "object" || value === null) return false;
  const hello = value as Partial<SeatStatesHello>;
  return typeof hello.epoch === "string" && typeof hello.v === "number" && typeof hello.layoutVersion === "string";
}
