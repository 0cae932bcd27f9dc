/**
 * One event's live seat states in this process: the changes it hears make versions, open streams
 * get them as one delta per flush, lapsed holds free their seats on a timer, and the states of a
 * version are serialised once for every reader.
 */
import { HOLD_MINUTES } from "#domain/seating/availability";
import { encodeSeatRow, SEAT_CODES, seatCodeOf, seatIdAt, seatIndexOf } from "#domain/seating/seat-states";
import type { EventRow } from "#server/db/schema";
import type { SeatChange, SeatChangeDetail } from "#server/platform/realtime";
import { EncodedBody } from "./encoded-body";
import type { Layout } from "./seat-layout";

/**
 * Changes wait this long before the open streams get them as one delta: well inside the second a
 * chart may lag, and during an on-sale rush it turns dozens of changes into one write per chart.
 */
export const STREAM_FLUSH_MS = 50;
/** The longest an expiry timer waits before it looks at the holds again. */
const EXPIRY_CHECK_MAX_MS = 60_000;

export const AVAILABLE = SEAT_CODES.available.charCodeAt(0);
export const HELD = SEAT_CODES.held.charCodeAt(0);
export const SOLD = SEAT_CODES.sold.charCodeAt(0);

/** What was read from the database: the event, its layout and every seat's code and hold expiry. */
export interface Loaded {
  event: EventRow;
  layout: Layout;
  codes: Uint8Array;
  /** Epoch ms when each held seat's hold lapses (0 for a seat not on hold). */
  expiries: Float64Array;
  /** The indexes of the house seats: never shown free (only staff may claim them). */
  house: ReadonlySet<number>;
}

export type Listener = (bytes: Uint8Array) => void;

/** The stream's first event, and again whenever the event's layout changes. */
export interface StreamHello {
  eventId: string;
  epoch: string;
  v: number;
  layoutVersion: string;
}

const encoder = new TextEncoder();

/** One event's states in this process. */
export class EventStates {
  loaded: Loaded | null = null;
  loadedAt = 0;
  /** Counts invalidations: a load that began before one is not trusted as fresh. */
  generation = 0;
  loading: Promise<void> | null = null;
  /** Changes heard while a load reads the database, applied on top of what it read. */
  backlog: [SeatChange, SeatChangeDetail][] | null = null;
  unsubscribe: () => void = () => {};

  version: number;
  /** Seats changed since the last version: the next version's content. */
  private readonly pending = new Set<number>();
  /** Seats changed since the streams' last delta, and the version that delta ended at. */
  private readonly unsent = new Set<number>();
  private sentVersion: number;
  private nextExpiry = Number.POSITIVE_INFINITY;
  private body: { version: number; body: EncodedBody } | null = null;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | null = null;
  readonly listeners = new Set<Listener>();

  constructor(
    readonly eventId: string,
    private readonly epoch: string,
    firstVersion: number,
  ) {
    this.version = firstVersion;
    this.sentVersion = firstVersion;
  }

  /** The first load, or a reload: the difference from what is in memory becomes the next version. */
  take(fresh: Loaded, now: number) {
    const current = this.loaded;
    this.loadedAt = now;
    if (!current || current.layout.version !== fresh.layout.version) {
      const first = current === null;
      this.loaded = fresh;
      this.pending.clear();
      this.unsent.clear();
      if (!first) this.version += 1;
      this.sentVersion = this.version;
      this.body = null;
      this.scheduleExpiry();
      // A new layout: every open chart reads layout and states again.
      if (!first) this.send(this.helloBytes());
      return;
    }
    current.event = fresh.event;
    for (let i = 0; i < fresh.codes.length; i++) {
      const code = fresh.codes[i] ?? AVAILABLE;
      current.expiries[i] = fresh.expiries[i] ?? 0;
      if (current.codes[i] !== code) {
        current.codes[i] = code;
        this.changed(i);
      }
    }
    this.scheduleExpiry();
  }

  private changed(index: number) {
    this.pending.add(index);
    if (this.listeners.size > 0) this.flushTimer ??= setTimeout(() => this.flush(), STREAM_FLUSH_MS);
  }

  apply(change: SeatChange, detail: SeatChangeDetail) {
    const loaded = this.loaded;
    if (!loaded) return;
    const parsed = detail.holdExpiresAt ? Date.parse(detail.holdExpiresAt) : Number.NaN;
    const holdExpiry = Number.isNaN(parsed) ? Date.now() + HOLD_MINUTES * 60_000 : parsed;
    for (const [seatId, state] of Object.entries(change.seats)) {
      const index = seatIndexOf(loaded.layout.grid, seatId);
      if (index < 0) continue;
      const shown = seatCodeOf(state).charCodeAt(0);
      const code = shown === AVAILABLE && loaded.house.has(index) ? SOLD : shown;
      loaded.expiries[index] = code === HELD ? holdExpiry : 0;
      if (loaded.codes[index] !== code) {
        loaded.codes[index] = code;
        this.changed(index);
      }
      if (code === HELD && holdExpiry < this.nextExpiry) this.scheduleExpiry();
    }
  }

  /** Frees the seats of holds that have lapsed by `now`, as the seat-state rule says. */
  lapse(now: number) {
    const loaded = this.loaded;
    if (!loaded || now < this.nextExpiry) return;
    const { codes, expiries } = loaded;
    for (let i = 0; i < codes.length; i++) {
      if (codes[i] !== HELD || (expiries[i] ?? 0) > now) continue;
      codes[i] = AVAILABLE;
      expiries[i] = 0;
      this.changed(i);
    }
    this.scheduleExpiry();
  }

  private scheduleExpiry() {
    const loaded = this.loaded;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    this.nextExpiry = Number.POSITIVE_INFINITY;
    if (!loaded) return;
    for (let i = 0; i < loaded.codes.length; i++) {
      const expiry = loaded.expiries[i] ?? 0;
      if (loaded.codes[i] === HELD && expiry < this.nextExpiry) this.nextExpiry = expiry;
    }
    if (this.nextExpiry === Number.POSITIVE_INFINITY) return;
    // Open charts hear of a lapse without anyone reading the states. A far expiry is looked at
    // again within a minute rather than trusted to one long timer.
    const wait = Math.min(EXPIRY_CHECK_MAX_MS, Math.max(0, this.nextExpiry - Date.now()) + 1);
    this.expiryTimer = setTimeout(() => {
      this.expiryTimer = null;
      if (Date.now() >= this.nextExpiry) this.lapse(Date.now());
      else this.scheduleExpiry();
    }, wait);
    this.expiryTimer.unref?.();
  }

  /** Makes the pending changes a version. */
  private commit() {
    if (this.pending.size === 0) return;
    this.version += 1;
    if (this.listeners.size > 0) for (const index of this.pending) this.unsent.add(index);
    this.pending.clear();
  }

  /** Sends the changes since the last delta to every open stream, as one delta serialised once. */
  flush() {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const loaded = this.loaded;
    this.commit();
    if (!loaded || this.unsent.size === 0) return;
    const seats: Record<string, string> = {};
    for (const index of this.unsent)
      seats[seatIdAt(loaded.layout.grid, index)] = String.fromCharCode(loaded.codes[index] ?? AVAILABLE);
    const delta = { v: this.version, since: this.sentVersion, seats };
    this.unsent.clear();
    this.sentVersion = this.version;
    this.send(encoder.encode(`event: delta\ndata: ${JSON.stringify(delta)}\n\n`));
  }

  private send(bytes: Uint8Array) {
    for (const listener of this.listeners) listener(bytes);
  }

  hello(): StreamHello {
    return {
      eventId: this.eventId,
      epoch: this.epoch,
      v: this.version,
      layoutVersion: this.loaded?.layout.version ?? "",
    };
  }

  private helloBytes(): Uint8Array {
    return encoder.encode(`event: hello\ndata: ${JSON.stringify(this.hello())}\n\n`);
  }

  /** Adds an open stream; its first bytes say where it starts. */
  listen(listener: Listener): { hello: Uint8Array; stop: () => void } {
    if (this.listeners.size === 0) {
      // Nobody was following: what changed so far is in the next snapshot, not in a delta.
      this.commit();
      this.unsent.clear();
      this.sentVersion = this.version;
    } else {
      this.commit();
    }
    this.listeners.add(listener);
    return {
      hello: this.helloBytes(),
      stop: () => {
        this.listeners.delete(listener);
        if (this.listeners.size === 0 && this.flushTimer) {
          clearTimeout(this.flushTimer);
          this.flushTimer = null;
        }
      },
    };
  }

  /** The states at the current version, serialised (and compressed) once for everyone. */
  states(): EncodedBody {
    const loaded = this.loaded;
    if (!loaded) throw new Error("states read before the event was loaded");
    this.commit();
    if (this.body?.version === this.version) return this.body.body;
    const { grid } = loaded.layout;
    let sold = 0;
    let held = 0;
    for (const code of loaded.codes) {
      if (code === SOLD) sold++;
      else if (code === HELD) held++;
    }
    const rows: string[] = [];
    for (let i = 0; i < grid.rows.length; i++) rows.push(encodeSeatRow(grid, loaded.codes, i));
    // Written by hand: row strings hold only seat codes, which JSON needs no escaping for.
    const json =
      `{"eventId":${JSON.stringify(this.eventId)},"epoch":"${this.epoch}","version":${this.version},` +
      `"layoutVersion":"${loaded.layout.version}","rows":["${rows.join('","')}"],` +
      `"totals":{"seats":${grid.seatCount},"sold":${sold},"held":${held},"available":${grid.seatCount - sold - held}}}`;
    const body = new EncodedBody(`W/"${this.epoch}.${this.version}"`, json);
    this.body = { version: this.version, body };
    return body;
  }

  close() {
    this.unsubscribe();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.flushTimer = null;
    this.expiryTimer = null;
  }
}
