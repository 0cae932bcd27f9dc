/**
 * The waitlist's rules: who in line gets returned seats, and which seats. Pure: the server's
 * matcher feeds it the event's free seats and the waiting entries in arrival order.
 */

/** An offer's seats stay held for the person this long; unpaid, they lapse like any hold. */
export const WAITLIST_OFFER_MINUTES = 30;

/** Seats one entry may ask for (one order's worth). */
export const WAITLIST_MAX_SEATS = 10;

export function offerExpiresAt(now: Date): Date {
  return new Date(now.getTime() + WAITLIST_OFFER_MINUTES * 60_000);
}

/** A seat no live claim keeps anyone off. Rows are numbered front to back across the hall. */
export interface FreeSeat {
  id: string;
  section: string;
  row: number;
  seat: number;
  priceCents: number;
}

/** What one person in line asked for. */
export interface WaitingEntry {
  id: number;
  count: number;
  /** The highest price per seat; null: any. */
  maxPriceCents: number | null;
}

export interface PlannedOffer {
  entryId: number;
  seatIds: string[];
}

function frontFirst(a: FreeSeat, b: FreeSeat): number {
  return a.row - b.row || (a.section < b.section ? -1 : a.section > b.section ? 1 : 0) || a.seat - b.seat;
}

/**
 * Seats for one entry, or null when the free seats cannot fill it: every seat within the price
 * ceiling, and then, closest to the stage first,
 * 1. `count` neighbours in one row (consecutive seat numbers);
 * 2. else `count` seats of one section (the section whose front seats are closest);
 * 3. else any `count` seats.
 * Seats together are what a buyer wants, but a person waiting for a sold-out event would rather
 * have seats apart than none.
 */
export function pickSeats(free: readonly FreeSeat[], count: number, maxPriceCents: number | null): FreeSeat[] | null {
  const fitting = free.filter((s) => maxPriceCents === null || s.priceCents <= maxPriceCents).sort(frontFirst);
  if (fitting.length < count) return null;

  const rows = new Map<string, FreeSeat[]>();
  const sections = new Map<string, FreeSeat[]>();
  for (const seat of fitting) {
    const rowKey = `${seat.section}\u0000${seat.row}`;
    rows.set(rowKey, [...(rows.get(rowKey) ?? []), seat]);
    sections.set(seat.section, [...(sections.get(seat.section) ?? []), seat]);
  }
  // Maps keep insertion order, which is front first.
  for (const seats of rows.values()) {
    for (let start = 0; start + count <= seats.length; start++) {
      const first = seats[start] as FreeSeat;
      const last = seats[start + count - 1] as FreeSeat;
      if (last.seat - first.seat === count - 1) return seats.slice(start, start + count);
    }
  }
  for (const seats of sections.values()) {
    if (seats.length >= count) return seats.slice(0, count);
  }
  return fitting.slice(0, count);
}

/**
 * The next offer to make: the first entry in line (arrival order) that the free seats can fill,
 * with its seats. An entry they cannot fill (too many wanted, too dear) keeps its place and is
 * passed over, so returned seats go to the first person they suit. Null when they suit nobody.
 */
export function nextOffer(line: readonly WaitingEntry[], free: readonly FreeSeat[]): PlannedOffer | null {
  for (const entry of line) {
    const seats = pickSeats(free, entry.count, entry.maxPriceCents);
    if (seats) return { entryId: entry.id, seatIds: seats.map((s) => s.id) };
  }
  return null;
}
