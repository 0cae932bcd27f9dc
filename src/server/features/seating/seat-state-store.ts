/**
 * The seat states of recently viewed events are kept in memory, at most MAX_EVENTS of them: read
 * from the database on first use, read again once RESYNC_MS old or when invalidated, and current in
 * between from the seat changes heard.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { NO_FEES, type PricingRules } from "#domain/pricing";
import type { SeatMapSection } from "#domain/schemas/tickets";
import { HOLD_MINUTES } from "#domain/seating/availability";
import { availableCodes, encodeSeatRow, seatCodeOf, seatIndexOf } from "#domain/seating/seat-states";
import type { DB, EventRow } from "#server/db/schema";
import { findEvent } from "#server/features/events";
import type { SeatChanges } from "#server/platform/realtime";
import type { EncodedBody } from "./encoded-body";
import { AVAILABLE, EventStates, HELD, type Listener, type Loaded, SOLD } from "./event-states";
import { findHouseSeatIds } from "./house-seats.repository";
import type { SeatClaims } from "./seat-claims";
import { type Layout, layoutOf, layoutSource, readLayoutRows } from "./seat-layout";

/**
 * How long what was read from the database is trusted. Changes made through SeatChanges (this
 * process, or relayed from another) arrive at once; this bounds how stale the states can be after
 * a change nothing announced (a script writing to the database), and how late a change to the
 * event row itself (its approval) is seen.
 */
export const RESYNC_MS = 2_000;
/** Events kept in memory; the least recently read without an open stream is dropped first. */
const MAX_EVENTS = 100;

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
