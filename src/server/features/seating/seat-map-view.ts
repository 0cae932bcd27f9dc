import type { Kysely } from "kysely";
import type { SeatMapSection } from "#domain/schemas/tickets";
import { HOLD_MINUTES, liveClaim, type SeatClaim, seatState } from "#domain/seating/availability";
import { SECTION_TIERS, sectionNameOf } from "#domain/seating/layouts";
import type { DB, EventRow } from "#server/db/schema";
import type { SeatChange, SeatChangeDetail, SeatChanges } from "#server/platform/realtime";
import { findLiveClaims, findRowsOfEvent } from "./seating.repository";
import { ensureSeats } from "./seating.service";

/**
 * How long a loaded event is trusted before it is read again. Changes made through this process
 * arrive at once through SeatChanges; this bounds how stale the map can be after changes it never
 * hears of (another instance, a script writing to the database).
 */
const RESYNC_MS = 2_000;
/** Events kept in memory; the least recently read is dropped first. */
const MAX_EVENTS = 100;

/**
 * The seat maps of recently viewed events, kept in memory and current from SeatChanges, so a
 * chart request reads no seat or booking rows. The map only informs buyers: a claim is still
 * decided by the database's unique index, never by this view. Its JSON names no user: the holder
 * of each claim is kept only to show a signed-in viewer their own holds as "mine".
 */
export interface SeatMapView {
  /** GET /api/events/:id/seat-map as JSON text, for a viewer (null when anonymous). */
  seatMapJson(event: EventRow, viewerId: string | null, now: Date): Promise<string>;
  /** Forgets an event's seats: its layout or sections changed. */
  invalidate(eventId: string): void;
}

interface Claim extends SeatClaim {
  /** Epoch ms when a hold lapses; null for a sale. */
  expiresAt: number | null;
  /** `"<seat id>":"held"` or `"<seat id>":"occupied"`: the claim's part of the shared JSON. */
  json: string;
}

function claimOf(seatId: string, userId: string, expiresAt: number | null): Claim {
  const status = expiresAt === null ? "completed" : "held";
  return { status, userId, expiresAt, json: `${JSON.stringify(seatId)}:"${expiresAt === null ? "occupied" : "held"}"` };
}

/** One event's layout and live claims. */
class EventSeats {
  private readonly claims = new Map<string, Claim>();
  /** Holds (live or lapsed) per user: only their own map differs from everyone else's. */
  private readonly holdsByUser = new Map<string, number>();
  private version = 0;
  private cached: { version: number; validUntil: number; text: string } | null = null;

  constructor(
    private readonly sectionsJson: string,
    private readonly seatTotal: number,
    readonly loadedAt: number,
  ) {}

  set(seatId: string, claim: Claim | null) {
    const before = this.claims.get(seatId);
    if (before?.expiresAt != null) this.countHold(before.userId, -1);
    if (claim) {
      this.claims.set(seatId, claim);
      if (claim.expiresAt !== null) this.countHold(claim.userId, 1);
    } else {
      this.claims.delete(seatId);
    }
    this.version += 1;
  }

  apply(change: SeatChange, detail: SeatChangeDetail) {
    const parsed = detail.holdExpiresAt ? Date.parse(detail.holdExpiresAt) : Number.NaN;
    const holdExpiry = Number.isNaN(parsed) ? Date.now() + HOLD_MINUTES * 60_000 : parsed;
    for (const [seatId, state] of Object.entries(change.seats)) {
      if (state === "available") this.set(seatId, null);
      else this.set(seatId, claimOf(seatId, change.byUserId, state === "held" ? holdExpiry : null));
    }
  }

  private countHold(userId: string, delta: number) {
    const n = (this.holdsByUser.get(userId) ?? 0) + delta;
    if (n > 0) this.holdsByUser.set(userId, n);
    else this.holdsByUser.delete(userId);
  }

  json(event: EventRow, viewerId: string | null, now: number): string {
    const head = `{"eventId":${JSON.stringify(event.id)},"layout":${JSON.stringify(event.layout)},"sections":${this.sectionsJson},"claims":{`;
    const personal = viewerId !== null && this.holdsByUser.has(viewerId);
    const shared = this.cached;
    if (!personal && shared && shared.version === this.version && now < shared.validUntil) return head + shared.text;

    // Each seat's state by the shared rule: a lapsed hold frees its seat (left out), the viewer's
    // own live hold reads "mine". The shared text is written for no viewer in particular.
    const parts: string[] = [];
    let validUntil = Number.POSITIVE_INFINITY;
    for (const [seatId, claim] of this.claims) {
      const state = seatState({ claim: liveClaim(claim, now), viewerId: personal ? viewerId : null, selected: false });
      if (state === "available") continue;
      if (claim.expiresAt !== null && claim.expiresAt < validUntil) validUntil = claim.expiresAt;
      parts.push(state === "mine" ? `${JSON.stringify(seatId)}:"mine"` : claim.json);
    }
    const occupied = parts.length;
    const text = `${parts.join(",")}},"totals":{"seats":${this.seatTotal},"occupied":${occupied},"available":${this.seatTotal - occupied}}}`;
    if (!personal) this.cached = { version: this.version, validUntil, text };
    return head + text;
  }
}

async function loadEventSeats(db: Kysely<DB>, event: EventRow, now: number): Promise<EventSeats> {
  let rows = await findRowsOfEvent(db, event.id);
  if (rows.length === 0) {
    await ensureSeats(db, event);
    rows = await findRowsOfEvent(db, event.id);
  }
  const claims = await findLiveClaims(db, event.id);

  const sections = new Map<string, SeatMapSection>();
  let seatTotal = 0;
  for (const row of rows) {
    let section = sections.get(row.section);
    if (!section) {
      const name = sectionNameOf(row.section);
      section = { key: row.section, name: name ?? row.section, tier: name ? SECTION_TIERS[name] : "general", rows: [] };
      sections.set(row.section, section);
    }
    section.rows.push({ row: row.row_number, seats: row.last_seat, priceCents: row.price_cents });
    seatTotal += row.seat_count;
  }

  const seats = new EventSeats(JSON.stringify([...sections.values()]), seatTotal, now);
  for (const hold of claims.holds) {
    const expiresAt = hold.expires_at ? Date.parse(hold.expires_at) : Number.NaN;
    // An unreadable expiry counts as lapsed (isHoldExpired): leave the seat out.
    if (!Number.isNaN(expiresAt)) seats.set(hold.seat_id, claimOf(hold.seat_id, hold.user_id, expiresAt));
  }
  // A sale wins over a hold read just before it was paid (see findLiveClaims).
  for (const seatId of claims.soldSeatIds) seats.set(seatId, claimOf(seatId, "", null));
  return seats;
}

interface Entry {
  seats: EventSeats | null;
  loading: Promise<EventSeats> | null;
  /** Changes heard while a load is reading the database, applied on top of what it read. */
  backlog: [SeatChange, SeatChangeDetail][] | null;
  unsubscribe: () => void;
}

export function createSeatMapView(db: Kysely<DB>, seatChanges: SeatChanges): SeatMapView {
  const entries = new Map<string, Entry>();

  function entryOf(eventId: string): Entry {
    const existing = entries.get(eventId);
    if (existing) {
      // Map order is the eviction order: the entry read last goes to the end.
      entries.delete(eventId);
      entries.set(eventId, existing);
      return existing;
    }
    const entry: Entry = { seats: null, loading: null, backlog: null, unsubscribe: () => {} };
    // Subscribed before the first read, so no change falls between the read and the listener.
    entry.unsubscribe = seatChanges.subscribe(eventId, (change, detail) => {
      entry.seats?.apply(change, detail);
      entry.backlog?.push([change, detail]);
    });
    entries.set(eventId, entry);
    for (const [oldest, old] of entries) {
      if (entries.size <= MAX_EVENTS) break;
      old.unsubscribe();
      entries.delete(oldest);
    }
    return entry;
  }

  async function reload(entry: Entry, event: EventRow): Promise<EventSeats> {
    entry.backlog = [];
    try {
      const seats = await loadEventSeats(db, event, Date.now());
      for (const [change, detail] of entry.backlog) seats.apply(change, detail);
      entry.seats = seats;
      return seats;
    } finally {
      entry.backlog = null;
      entry.loading = null;
    }
  }

  return {
    async seatMapJson(event, viewerId, now) {
      const entry = entryOf(event.id);
      let seats = entry.seats;
      if (!seats || Date.now() - seats.loadedAt >= RESYNC_MS) {
        entry.loading ??= reload(entry, event);
        seats = await entry.loading;
      }
      return seats.json(event, viewerId, now.getTime());
    },
    invalidate(eventId) {
      // A load still in flight finishes into the dropped entry, which nobody reads again.
      entries.get(eventId)?.unsubscribe();
      entries.delete(eventId);
    },
  };
}
