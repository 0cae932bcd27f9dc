import { createHash, randomBytes } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { Kysely } from "kysely";
import { allInCents, NO_FEES, type PricingRules } from "#domain/pricing";
import type { SeatLayoutResponse, SeatMapSection } from "#domain/schemas/tickets";
import { HOLD_MINUTES } from "#domain/seating/availability";
import { SECTION_TIERS, sectionNameOf } from "#domain/seating/layouts";
import {
  availableCodes,
  encodeSeatRow,
  SEAT_CODES,
  type SeatGrid,
  seatCodeOf,
  seatGrid,
  seatIdAt,
  seatIndexOf,
} from "#domain/seating/seat-states";
import type { DB, EventRow } from "#server/db/schema";
import { findEvent } from "#server/features/events";
import type { Encoding } from "#server/http/cached-body";
import type { SeatChange, SeatChangeDetail, SeatChanges } from "#server/platform/realtime";
import { groupsByRow } from "./accessible-groups";
import { findHouseSeatIds } from "./house-seats.repository";
import type { SeatClaims } from "./seat-claims";
import { findAccessibleReleases, findAccessMarksOfEvent, findRowsOfEvent } from "./seating.repository";
import { ensureSeats } from "./seating.service";

/**
 * How long what was read from the database is trusted. Changes made through SeatChanges (this
 * process, or relayed from another) arrive at once; this bounds how stale the states can be after
 * a change nothing announced (a script writing to the database), and how late a change to the
 * event row itself (its approval) is seen.
 */
export const RESYNC_MS = 2_000;
/** Events kept in memory; the least recently read without an open stream is dropped first. */
const MAX_EVENTS = 100;
/**
 * Changes wait this long before the open streams get them as one delta: well inside the second a
 * chart may lag, and during an on-sale rush it turns dozens of changes into one write per chart.
 */
export const STREAM_FLUSH_MS = 50;
/** The longest an expiry timer waits before it looks at the holds again. */
const EXPIRY_CHECK_MAX_MS = 60_000;
/** Brotli's quality for a state: near gzip's speed (tens of microseconds), a smaller answer. */
const BROTLI_QUALITY = 5;

const AVAILABLE = SEAT_CODES.available.charCodeAt(0);
const HELD = SEAT_CODES.held.charCodeAt(0);
const SOLD = SEAT_CODES.sold.charCodeAt(0);

export type { Encoding };

/**
 * A JSON answer serialised once and compressed at most once per encoding, then sent as bytes to
 * everyone who asks for it.
 */
export class EncodedBody {
  private readonly encoded = new Map<Encoding, Uint8Array>();

  constructor(
    readonly etag: string,
    private readonly json: string,
  ) {}

  bytes(encoding: Encoding): Uint8Array {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      const plain = Buffer.from(this.json, "utf8");
      bytes =
        encoding === "br"
          ? brotliCompressSync(plain, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            })
          : encoding === "gzip"
            ? gzipSync(plain)
            : plain;
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The layout of an event as the protocol lists it: its grid and its answer. */
interface Layout {
  /** What the layout was built from, so a reload that reads the same rows keeps it. */
  source: string;
  grid: SeatGrid;
  version: string;
  body: EncodedBody;
  /** The sections in order, each with its rows and prices (the answer's own list). */
  sections: readonly SeatMapSection[];
}

/** What a layout is built from: the rows, the wheelchair spaces and companion seats, the releases. */
interface LayoutRows {
  rows: Awaited<ReturnType<typeof findRowsOfEvent>>;
  marks: Awaited<ReturnType<typeof findAccessMarksOfEvent>>;
  released: readonly string[];
}

async function readLayoutRows(db: Kysely<DB>, event: EventRow): Promise<LayoutRows> {
  let rows = await findRowsOfEvent(db, event.id);
  if (rows.length === 0) {
    await ensureSeats(db, event);
    rows = await findRowsOfEvent(db, event.id);
  }
  const marks = await findAccessMarksOfEvent(db, event.id);
  const released = (await findAccessibleReleases(db, event.id)).map((r) => r.section);
  return { rows, marks, released };
}

/**
 * Everything the layout answer depends on, as text: a reload that reads the same keeps the layout,
 * and a change of marks or a release (heard at the next read, here or on another instance) makes a
 * new one, announced to open charts as a layout change is.
 */
function layoutSource(event: EventRow, { rows, marks, released }: LayoutRows): string {
  return [
    event.id,
    event.layout,
    rows.map((r) => `${r.section}:${r.row_number}:${r.last_seat}:${r.price_cents}`).join(","),
    marks.map((m) => `${m.section}:${m.row_number}:${m.seat_number}:${m.access}`).join(","),
    released.join(","),
  ].join("|");
}

function layoutOf(
  event: EventRow,
  { rows, marks, released }: LayoutRows,
  source: string,
  pricing: PricingRules,
): Layout {
  const groups = groupsByRow(marks);
  const releasedSections = new Set(released);
  const sections = new Map<string, SeatMapSection>();
  for (const row of rows) {
    let section = sections.get(row.section);
    if (!section) {
      const name = sectionNameOf(row.section);
      section = {
        key: row.section,
        name: name ?? row.section,
        tier: name ? SECTION_TIERS[name] : "general",
        rows: [],
        accessibleReleased: releasedSections.has(row.section),
      };
      sections.set(row.section, section);
    }
    const accessible = groups.get(`${row.section}:${row.row_number}`);
    section.rows.push({
      row: row.row_number,
      seats: row.last_seat,
      // What a buyer pays, fee and tax included: every price the chart shows is all-in.
      priceCents: allInCents(row.price_cents, pricing),
      listPriceCents: row.price_cents,
      ...(accessible?.length ? { accessible } : {}),
    });
  }
  const list = [...sections.values()];
  for (const section of list) section.rows.sort((a, b) => a.row - b.row);
  // The version is the content's own digest: the same layout has the same version in every process.
  const version = createHash("sha256")
    .update(JSON.stringify([event.layout, list]))
    .digest("base64url")
    .slice(0, 16);
  const grid = seatGrid(event.id, list);
  const body: SeatLayoutResponse = {
    eventId: event.id,
    layout: event.layout,
    layoutVersion: version,
    seats: grid.seatCount,
    sections: list,
  };
  return { source, grid, version, body: new EncodedBody(`W/"${version}"`, JSON.stringify(body)), sections: list };
}

/** What was read from the database: the event, its layout and every seat's code and hold expiry. */
interface Loaded {
  event: EventRow;
  layout: Layout;
  codes: Uint8Array;
  /** Epoch ms when each held seat's hold lapses (0 for a seat not on hold). */
  expiries: Float64Array;
  /** The indexes of the house seats: never shown free (only staff may claim them). */
  house: ReadonlySet<number>;
}

async function load(
  db: Kysely<DB>,
  pricing: PricingRules,
  claimsOf: SeatClaims["live"],
  eventId: string,
  now: number,
  previous: Layout | null,
): Promise<Loaded | null> {
  const event = await findEvent(db, eventId);
  if (!event) return null;
  const rows = await readLayoutRows(db, event);
  const [claims, houseSeatIds] = await Promise.all([claimsOf(db, event.id), findHouseSeatIds(db, event.id)]);
  const source = layoutSource(event, rows);
  const layout = previous?.source === source ? previous : layoutOf(event, rows, source, pricing);
  const codes = availableCodes(layout.grid);
  const expiries = new Float64Array(layout.grid.seatCount);
  for (const hold of claims.holds) {
    const index = seatIndexOf(layout.grid, hold.seat_id);
    const expiresAt = hold.expires_at ? Date.parse(hold.expires_at) : Number.NaN;
    // A lapsed hold, or one without a readable expiry, frees its seat (isHoldExpired).
    if (index < 0 || Number.isNaN(expiresAt) || expiresAt <= now) continue;
    codes[index] = HELD;
    expiries[index] = expiresAt;
  }
  // A sale wins over a hold read just before it was paid (see SeatClaims.live).
  for (const seatId of claims.soldSeatIds) {
    const index = seatIndexOf(layout.grid, seatId);
    if (index < 0) continue;
    codes[index] = SOLD;
    expiries[index] = 0;
  }
  // A house seat is not for sale: buyers see it taken, as a sold seat.
  const house = new Set<number>();
  for (const seatId of houseSeatIds) {
    const index = seatIndexOf(layout.grid, seatId);
    if (index < 0 || codes[index] !== AVAILABLE) continue;
    codes[index] = SOLD;
    house.add(index);
  }
  return { event, layout, codes, expiries, house };
}

type Listener = (bytes: Uint8Array) => void;

/** The stream's first event, and again whenever the event's layout changes. */
export interface StreamHello {
  eventId: string;
  epoch: string;
  v: number;
  layoutVersion: string;
}

const encoder = new TextEncoder();

/** One event's states in this process. */
class EventStates {
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

/** An event's current seat states, row by row, for a reader in this process. */
export interface SeatRows {
  event: EventRow;
  sections: readonly SeatMapSection[];
  /** rows[i] is the i-th row of the sections' rows, one seat code per seat. */
  rows: string[];
}

export interface SeatStateStore {
  /** This process's epoch: versions of different epochs do not compare. */
  readonly epoch: string;
  /**
   * The event's row, layout and states in memory, read from the database on first use and again
   * once RESYNC_MS old; null when there is no such event.
   */
  event(eventId: string): Promise<EventRow | null>;
  /** The event's row as last read with its states, if that was under RESYNC_MS ago. */
  peekEvent(eventId: string): EventRow | null;
  /** GET /api/events/:id/seat-layout: the layout's answer and version. */
  layout(eventId: string): Promise<{ version: string; body: EncodedBody } | null>;
  /** GET /api/events/:id/seat-states: the states at the current version. */
  states(eventId: string): Promise<EncodedBody | null>;
  /**
   * The states as rows to read in this process: the event, its sections (rows and prices, in the
   * protocol's order) and one seat-code string per row. Null when there is no such event.
   */
  rows(eventId: string): Promise<SeatRows | null>;
  /**
   * Opens a stream's feed: its first event (`hello`), then every delta as bytes serialised once for
   * all streams of the event. Null when there is no such event.
   */
  listen(eventId: string, listener: Listener): Promise<{ hello: Uint8Array; stop: () => void } | null>;
  /** The event's layout or seats changed: read it again now. */
  invalidate(eventId: string): void;
  /** Seat streams open in this process, over every event. */
  openStreams(): number;
}

/**
 * The seat states of recently viewed events, kept in memory and current from SeatChanges: one
 * compact, versioned document per event, serialised once per version and shared by every viewer,
 * and small deltas for open streams. It names no user, and never answers for one viewer only. It
 * only informs buyers: a claim is still decided by the database's unique index.
 */
export function createSeatStateStore(
  db: Kysely<DB>,
  seatChanges: SeatChanges,
  claims: SeatClaims,
  options: { epoch?: string; pricing?: PricingRules } = {},
): SeatStateStore {
  const epoch = options.epoch ?? randomBytes(6).toString("base64url");
  const entries = new Map<string, EventStates>();
  /** The last version of each event, so an event dropped and read again never goes back. */
  const lastVersions = new Map<string, number>();

  function entryOf(eventId: string): EventStates {
    const existing = entries.get(eventId);
    if (existing) {
      // Map order is the eviction order: the entry read last goes to the end.
      entries.delete(eventId);
      entries.set(eventId, existing);
      return existing;
    }
    const entry = new EventStates(eventId, epoch, (lastVersions.get(eventId) ?? 0) + 1);
    // Subscribed before the first read, so no change falls between the read and the listener.
    entry.unsubscribe = seatChanges.subscribe(eventId, (change, detail) => {
      entry.apply(change, detail);
      entry.backlog?.push([change, detail]);
    });
    entries.set(eventId, entry);
    for (const [oldest, old] of entries) {
      if (entries.size <= MAX_EVENTS) break;
      if (old.listeners.size > 0 || old === entry) continue;
      lastVersions.set(oldest, old.version);
      old.close();
      entries.delete(oldest);
    }
    return entry;
  }

  async function reload(entry: EventStates): Promise<void> {
    entry.backlog = [];
    const generation = entry.generation;
    try {
      const fresh = await load(
        db,
        options.pricing ?? NO_FEES,
        claims.live,
        entry.eventId,
        Date.now(),
        entry.loaded?.layout ?? null,
      );
      if (!fresh) {
        entry.loaded = null;
        return;
      }
      for (const [change, detail] of entry.backlog) {
        const index = (id: string) => seatIndexOf(fresh.layout.grid, id);
        for (const [seatId, state] of Object.entries(change.seats)) {
          const i = index(seatId);
          if (i < 0) continue;
          fresh.codes[i] = seatCodeOf(state).charCodeAt(0);
          const parsed = detail.holdExpiresAt ? Date.parse(detail.holdExpiresAt) : Number.NaN;
          fresh.expiries[i] =
            fresh.codes[i] === HELD ? (Number.isNaN(parsed) ? Date.now() + HOLD_MINUTES * 60_000 : parsed) : 0;
        }
      }
      entry.take(fresh, generation === entry.generation ? Date.now() : 0);
    } finally {
      entry.backlog = null;
      entry.loading = null;
    }
  }

  /** The event's entry, loaded; read again first when `fresh` and it is RESYNC_MS old. */
  async function ready(eventId: string, fresh = true): Promise<EventStates | null> {
    const entry = entryOf(eventId);
    if (!entry.loaded || (fresh && Date.now() - entry.loadedAt >= RESYNC_MS)) {
      entry.loading ??= reload(entry);
      await entry.loading;
    }
    if (!entry.loaded) {
      // No such event (any more): nothing to keep.
      if (entry.listeners.size === 0) {
        entry.close();
        if (entries.get(eventId) === entry) entries.delete(eventId);
      }
      return null;
    }
    entry.lapse(Date.now());
    return entry;
  }

  return {
    epoch,
    openStreams() {
      let open = 0;
      for (const entry of entries.values()) open += entry.listeners.size;
      return open;
    },
    async event(eventId) {
      return (await ready(eventId))?.loaded?.event ?? null;
    },
    peekEvent(eventId) {
      const entry = entries.get(eventId);
      if (!entry?.loaded || Date.now() - entry.loadedAt >= RESYNC_MS) return null;
      return entry.loaded.event;
    },
    async layout(eventId) {
      const layout = (await ready(eventId))?.loaded?.layout;
      return layout ? { version: layout.version, body: layout.body } : null;
    },
    async states(eventId) {
      const entry = await ready(eventId);
      return entry ? entry.states() : null;
    },
    async rows(eventId) {
      const loaded = (await ready(eventId))?.loaded;
      if (!loaded) return null;
      const { grid, sections } = loaded.layout;
      const rows = grid.rows.map((_, i) => encodeSeatRow(grid, loaded.codes, i));
      return { event: loaded.event, sections, rows };
    },
    async listen(eventId, listener) {
      // A stream starts from what is in memory: the reads it triggers keep that fresh.
      const entry = await ready(eventId, false);
      return entry ? entry.listen(listener) : null;
    },
    invalidate(eventId) {
      const entry = entries.get(eventId);
      if (!entry) return;
      entry.generation += 1;
      entry.loadedAt = 0;
      // Open charts hear of the new layout now rather than at the next read.
      if (entry.listeners.size > 0) {
        void (entry.loading ?? Promise.resolve()).then(() => ready(eventId)).catch(() => {});
      }
    },
  };
}
