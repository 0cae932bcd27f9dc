/**
 * Wheelchair spaces and their companion seats.
 *
 * How many: the accessible-design standard's table for assembly areas — 1 space up to 25 seats,
 * 2 up to 50, 4 up to 150, 5 up to 300, 6 up to 500, then 6 plus 1 for each 150 seats or part
 * of 150 above 500 (3,500 seats: 26), and above 5,000 seats 36 plus 1 for each 200 or part.
 *
 * Where: a layout's spaces are shared among its sections in proportion to their seats, at least
 * one in every section, so every price level has them; the remainder goes to the sections with
 * the largest fractions. Within a section they are spread from its front row to its back row,
 * alternating between the row's two ends (the aisles), so a row holds at most two.
 *
 * A group is a space at the aisle end of a row and the three companion seats beside it, towards
 * the row's middle. Companion seats are sold only with their space: a buyer of a space may take
 * up to three of them (`COMPANIONS_PER_SPACE`).
 *
 * Who: only a buyer who asks for accessible seating may hold a space (self-declared, no proof).
 * An admin may release a section's unsold spaces and companion seats to everyone, which the
 * seating panel suggests once every other seat of that section is sold.
 */

export type AccessMark = "wheelchair" | "companion";

export const COMPANIONS_PER_SPACE = 3;

/** Seats one accessible group takes: the space and its companion seats. */
export const GROUP_SEATS = 1 + COMPANIONS_PER_SPACE;

/** The most wheelchair spaces one best-available request may ask for. */
export const MAX_SPACES_PER_REQUEST = 4;

/** How many wheelchair spaces an assembly area of `seats` seats must have. */
export function wheelchairSpacesRequired(seats: number): number {
  if (seats <= 0) return 0;
  if (seats <= 25) return 1;
  if (seats <= 50) return 2;
  if (seats <= 150) return 4;
  if (seats <= 300) return 5;
  if (seats <= 500) return 6;
  if (seats <= 5000) return 6 + Math.ceil((seats - 500) / 150);
  return 36 + Math.ceil((seats - 5000) / 200);
}

/** A wheelchair space and its companion seats, all in one row of one section. */
export interface AccessibleGroup {
  row: number;
  /** The space's seat number. */
  space: number;
  /** The companion seats' numbers, nearest the space first. */
  companions: number[];
}

interface SectionRows {
  key: string;
  rows: readonly { row: number; seats: number }[];
}

/**
 * The number of spaces each section gets: the layout's required total shared in proportion to the
 * sections' seats (largest remainder), and at least one per section.
 */
export function spacesPerSection(sections: readonly SectionRows[]): Map<string, number> {
  const seatsOf = sections.map((s) => s.rows.reduce((sum, r) => sum + r.seats, 0));
  const total = seatsOf.reduce((a, b) => a + b, 0);
  const required = wheelchairSpacesRequired(total);
  const shares = seatsOf.map((seats) => (total === 0 ? 0 : (required * seats) / total));
  const counts = shares.map((share) => Math.max(1, Math.floor(share)));
  let left = required - counts.reduce((a, b) => a + b, 0);
  const byRemainder = shares
    .map((share, i) => ({ i, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left--;
  }
  return new Map(sections.map((s, i) => [s.key, counts[i] ?? 0]));
}

/**
 * The groups of one section: `count` of them, over rows picked evenly from front to back, the
 * first at the left end (seat 1), the next at the right end, and so on. A row too short for a
 * group gets none; a section with fewer places than `count` gets as many as fit.
 */
export function sectionGroups(rows: readonly { row: number; seats: number }[], count: number): AccessibleGroup[] {
  const usable = rows.filter((r) => r.seats >= GROUP_SEATS);
  const groups: AccessibleGroup[] = [];
  const taken = new Set<string>();
  const take = (p: { row: number; seats: number }, right: boolean) => {
    taken.add(`${p.row}:${right}`);
    groups.push(
      right
        ? { row: p.row, space: p.seats, companions: [1, 2, 3].map((k) => p.seats - k) }
        : { row: p.row, space: 1, companions: [2, 3, 4] },
    );
  };
  // One per row first, spread evenly over the rows; sides alternate where a row has room for two.
  const first = Math.min(count, usable.length);
  for (let i = 0; i < first; i++) {
    const place = usable[Math.floor(((i + 0.5) * usable.length) / first)] as (typeof usable)[number];
    take(place, i % 2 === 1 && place.seats >= 2 * GROUP_SEATS);
  }
  // Then the other end of the rows already used, front to back, while more are needed.
  for (const p of usable) {
    if (groups.length >= count) break;
    const left = taken.has(`${p.row}:false`);
    if (left === taken.has(`${p.row}:true`) || p.seats < 2 * GROUP_SEATS) continue;
    take(p, left);
  }
  return groups.sort((a, b) => a.row - b.row || a.space - b.space);
}

/** A seat's mark within its section's groups, or null for an ordinary seat. */
export function accessMarkIn(groups: readonly AccessibleGroup[], row: number, seat: number): AccessMark | null {
  for (const g of groups) {
    if (g.row !== row) continue;
    if (g.space === seat) return "wheelchair";
    if (g.companions.includes(seat)) return "companion";
  }
  return null;
}

/** A seat asked for in one hold, with its mark and, for a companion seat, its space's seat id. */
export interface AccessClaimSeat {
  id: string;
  /** The section key. */
  section: string;
  access: AccessMark | null;
  /** A companion seat's space (its seat id); undefined for other seats. */
  spaceId?: string | undefined;
}

export interface AccessClaimContext {
  /** The buyer said they need accessible seating (self-declared). */
  accessible: boolean;
  /** Sections whose spaces an admin released to everyone: their marks no longer restrict. */
  released: ReadonlySet<string>;
  /** Seat ids the buyer already holds or owns on the event. */
  alreadyHeld: ReadonlySet<string>;
}

export type AccessProblem =
  /** A wheelchair space asked for without asking for accessible seating. */
  | { reason: "accessible_only"; seatIds: string[] }
  /** A companion seat asked for without its space. */
  | { reason: "companion_alone"; seatIds: string[] };

/** Why a hold of these seats breaks the accessible-seating rules, or null when it does not. */
export function accessClaimProblem(seats: readonly AccessClaimSeat[], ctx: AccessClaimContext): AccessProblem | null {
  const restricted = seats.filter((s) => s.access !== null && !ctx.released.has(s.section));
  if (!ctx.accessible) {
    const spaces = restricted.filter((s) => s.access === "wheelchair").map((s) => s.id);
    if (spaces.length > 0) return { reason: "accessible_only", seatIds: spaces };
  }
  const asked = new Set(seats.map((s) => s.id));
  const alone = restricted
    .filter((s) => s.access === "companion")
    .filter((s) => !s.spaceId || !(asked.has(s.spaceId) || ctx.alreadyHeld.has(s.spaceId)))
    .map((s) => s.id);
  return alone.length > 0 ? { reason: "companion_alone", seatIds: alone } : null;
}
