/**
 * Best available: the seats to propose to a buyer who asks for `count` seats together.
 *
 * The rule, in order of importance:
 * 1. The seats are adjacent, in one row, all available now.
 * 2. A choice that leaves no orphan — a single empty seat between taken seats, or between a taken
 *    seat and the row's end — beats one that does. A seat that was already alone before the
 *    choice is not counted against it; filling such a seat is a good choice.
 * 3. Rows closer to the stage come first. Rows are numbered front to back across the whole hall
 *    (see `layouts.ts`), so the row number is the distance rank.
 * 4. Within a row, the block whose middle is nearest the row's middle (the best sightline), then
 *    the lower seat numbers, so the answer is the same for the same states.
 *
 * Wheelchair spaces and companion seats (`accessible.ts`) are not ordinary seats: a request that
 * does not ask for spaces never gets them (they count as taken), unless the section was released.
 * A request for `accessible` spaces gets that many spaces, each with companion seats beside it
 * (`bestAccessible`).
 *
 * It only proposes: the hold that follows decides, as for seats picked by hand.
 */

import { COMPANIONS_PER_SPACE } from "./accessible";
import { SEAT_CODES } from "./seat-states";

/** Most seats one request may ask for (the same as one order may hold). */
export const BEST_AVAILABLE_MAX_SEATS = 10;

export interface BestAvailableRow {
  /** The section key, e.g. "lower-bowl". */
  section: string;
  /** The row number: lower is closer to the stage. */
  row: number;
  priceCents: number;
  /** The row's seat states, one seat-state code per seat (seat n is character n - 1). */
  states: string;
  /**
   * The row's marks, one per seat like `states`: `w` a wheelchair space, `c` a companion seat, `.`
   * an ordinary seat. Absent: every seat is ordinary.
   */
  access?: string;
  /** An admin released the section's spaces to everyone: its marks no longer restrict. */
  released?: boolean;
}

/** The characters of `BestAvailableRow.access`. */
export const ACCESS_CODES = { wheelchair: "w", companion: "c", none: "." } as const;

export interface BestAvailableRequest {
  count: number;
  /** Only rows whose price per seat is at most this. */
  maxPriceCents?: number | undefined;
  /** Only rows of this section (its key). */
  section?: string | undefined;
  /** How many of `count` are wheelchair spaces (0-4); the rest are their companion seats. */
  accessible?: number | undefined;
}

export interface BestAvailableChoice {
  section: string;
  row: number;
  /** The seat numbers, ascending and adjacent. */
  seats: number[];
  priceCents: number;
}

/** The rows of a layout (sections in order, rows in order) paired with the seat states' rows. */
export function bestAvailableRows(
  sections: readonly {
    key: string;
    rows: readonly {
      row: number;
      seats: number;
      priceCents: number;
      accessible?: readonly { space: number; companions: readonly number[] }[] | undefined;
    }[];
    accessibleReleased?: boolean | undefined;
  }[],
  states: readonly string[],
): BestAvailableRow[] {
  const rows: BestAvailableRow[] = [];
  let i = 0;
  for (const section of sections) {
    for (const { row, seats, priceCents, accessible } of section.rows) {
      const codes = states[i++];
      const fits = codes?.length === seats;
      // A row whose states do not fit it (another layout) offers nothing.
      const entry: BestAvailableRow = { section: section.key, row, priceCents, states: fits ? codes : "" };
      if (fits && accessible?.length) {
        const marks = Array.from({ length: seats }, (): string => ACCESS_CODES.none);
        for (const g of accessible) {
          for (const seat of g.companions) marks[seat - 1] = ACCESS_CODES.companion;
          marks[g.space - 1] = ACCESS_CODES.wheelchair;
        }
        entry.access = marks.join("");
        if (section.accessibleReleased) entry.released = true;
      }
      rows.push(entry);
    }
  }
  return rows;
}

/**
 * The row's states as a buyer who did not ask for spaces sees them: a wheelchair space or companion
 * seat of a section not released is taken.
 */
function ordinaryStates(row: BestAvailableRow): string {
  const { states, access } = row;
  if (!access || row.released || access.length !== states.length) return states;
  let out = "";
  for (let i = 0; i < states.length; i++) out += access[i] === ACCESS_CODES.none ? states[i] : SEAT_CODES.sold;
  return out;
}

/**
 * A row's accessible groups from its marks: a companion seat belongs to the space it is contiguous
 * with (a run of marked seats), the nearest one when the run holds two (the lower seat on a tie).
 * Seat numbers are 1-based; companions are listed nearest the space first.
 */
export function accessGroupsOf(access: string): { space: number; companions: number[] }[] {
  const groups: { space: number; companions: number[] }[] = [];
  let start = 0;
  while (start < access.length) {
    if (access[start] === ACCESS_CODES.none) {
      start++;
      continue;
    }
    let end = start;
    while (end < access.length && access[end] !== ACCESS_CODES.none) end++;
    const spaces: number[] = [];
    for (let i = start; i < end; i++) if (access[i] === ACCESS_CODES.wheelchair) spaces.push(i + 1);
    const byspace = new Map<number, number[]>(spaces.map((space) => [space, []]));
    for (let i = start; i < end; i++) {
      if (access[i] !== ACCESS_CODES.companion || spaces.length === 0) continue;
      const seat = i + 1;
      let nearest = spaces[0] as number;
      for (const space of spaces) if (Math.abs(space - seat) < Math.abs(nearest - seat)) nearest = space;
      byspace.get(nearest)?.push(seat);
    }
    for (const [space, companions] of byspace) {
      companions.sort((a, b) => Math.abs(a - space) - Math.abs(b - space) || a - b);
      groups.push({ space, companions });
    }
    start = end;
  }
  return groups;
}

interface Candidate {
  rowIndex: number;
  /** 1-based number of the first seat. */
  first: number;
  orphans: number;
  /** Twice the distance between the block's middle and the row's middle (an integer). */
  offCentre: number;
}

/** 1 when a gap of `length` free seats is left where there was a longer one, else 0. */
const orphanOf = (length: number) => (length === 1 ? 1 : 0);

function better(a: Candidate, b: Candidate, rows: readonly BestAvailableRow[]): boolean {
  if (a.orphans !== b.orphans) return a.orphans < b.orphans;
  const rowA = rows[a.rowIndex] as BestAvailableRow;
  const rowB = rows[b.rowIndex] as BestAvailableRow;
  if (rowA.row !== rowB.row) return rowA.row < rowB.row;
  if (a.rowIndex !== b.rowIndex) return a.rowIndex < b.rowIndex;
  if (a.offCentre !== b.offCentre) return a.offCentre < b.offCentre;
  return a.first < b.first;
}

/** The best block of `count` adjacent available seats, or null when no row has one that fits. */
export function bestAvailable(
  rows: readonly BestAvailableRow[],
  request: BestAvailableRequest,
): BestAvailableChoice | null {
  const { count, maxPriceCents, section } = request;
  if (!Number.isInteger(count) || count < 1) return null;
  let best: Candidate | null = null;
  rows.forEach((row, rowIndex) => {
    if (section !== undefined && row.section !== section) return;
    if (maxPriceCents !== undefined && row.priceCents > maxPriceCents) return;
    const states = ordinaryStates(row);
    const length = states.length;
    // Each run of available seats [start, end) in turn; a block must lie inside one run.
    let start = 0;
    while (start < length) {
      if (states[start] !== SEAT_CODES.available) {
        start++;
        continue;
      }
      let end = start;
      while (end < length && states[end] === SEAT_CODES.available) end++;
      for (let from = start; from + count <= end; from++) {
        const candidate: Candidate = {
          rowIndex,
          first: from + 1,
          orphans: orphanOf(from - start) + orphanOf(end - from - count),
          // Block middle (from + count / 2) against row middle (length / 2), doubled.
          offCentre: Math.abs(2 * from + count - length),
        };
        if (!best || better(candidate, best, rows)) best = candidate;
      }
      start = end;
    }
  });
  if (!best) return null;
  const { rowIndex, first } = best as Candidate;
  const row = rows[rowIndex] as BestAvailableRow;
  return {
    section: row.section,
    row: row.row,
    seats: Array.from({ length: count }, (_, i) => first + i),
    priceCents: row.priceCents,
  };
}

/** A seat a proposal names. */
export interface ProposedSeat {
  section: string;
  row: number;
  seat: number;
}

/** The groups worth looking at: enough for any request, few enough to try every combination. */
const MAX_GROUPS_TRIED = 16;

interface OpenGroup {
  rowIndex: number;
  section: string;
  row: number;
  space: number;
  /** The companion seats free beside the space, nearest first, without a gap (at most three). */
  companions: number[];
}

/**
 * Wheelchair spaces with their companion seats: `accessible` free spaces (the request's count
 * minus that are companions), each with companion seats beside it — free, in its own group,
 * nearest the space first, without a gap — shared out as evenly as they fit, at most three per
 * space. Spaces in one row beat spaces over several; then the rows nearest the stage; then the
 * listing order. Null when no such choice exists.
 */
export function bestAccessible(
  rows: readonly BestAvailableRow[],
  request: BestAvailableRequest,
): ProposedSeat[] | null {
  const { count, maxPriceCents, section, accessible: spaces = 0 } = request;
  if (!Number.isInteger(spaces) || spaces < 1 || !Number.isInteger(count)) return null;
  const wanted = count - spaces;
  if (wanted < 0 || wanted > spaces * COMPANIONS_PER_SPACE) return null;

  const open: OpenGroup[] = [];
  rows.forEach((row, rowIndex) => {
    if (section !== undefined && row.section !== section) return;
    if (maxPriceCents !== undefined && row.priceCents > maxPriceCents) return;
    if (!row.access || row.access.length !== row.states.length) return;
    const free = (seat: number) => row.states[seat - 1] === SEAT_CODES.available;
    for (const g of accessGroupsOf(row.access)) {
      if (!free(g.space)) continue;
      const companions: number[] = [];
      for (const seat of g.companions.slice(0, COMPANIONS_PER_SPACE)) {
        if (!free(seat)) break;
        companions.push(seat);
      }
      open.push({ rowIndex, section: row.section, row: row.row, space: g.space, companions });
    }
  });
  open.sort((a, b) => a.row - b.row || a.rowIndex - b.rowIndex || a.space - b.space);
  const tried = open.slice(0, Math.max(MAX_GROUPS_TRIED, spaces));

  let best: { groups: OpenGroup[]; key: number[] } | null = null;
  const pickFrom = (from: number, chosen: OpenGroup[]) => {
    if (chosen.length === spaces) {
      const room = chosen.reduce((sum, g) => sum + g.companions.length, 0);
      if (room < wanted) return;
      const rowCount = new Set(chosen.map((g) => g.rowIndex)).size;
      // One row first, then row by row nearest the stage, then the listing order.
      const key = [rowCount === 1 ? 0 : 1, ...chosen.map((g) => g.row), ...chosen.map((g) => g.rowIndex)];
      if (!best || compareKeys(key, best.key) < 0) best = { groups: [...chosen], key };
      return;
    }
    for (let i = from; i < tried.length; i++) {
      chosen.push(tried[i] as OpenGroup);
      pickFrom(i + 1, chosen);
      chosen.pop();
    }
  };
  pickFrom(0, []);
  if (!best) return null;

  const groups = (best as { groups: OpenGroup[] }).groups;
  // Companions shared out one at a time, to the space with fewest so far that has room.
  const shares = groups.map(() => 0);
  for (let left = wanted; left > 0; left--) {
    let to = -1;
    groups.forEach((g, i) => {
      if ((shares[i] as number) >= g.companions.length) return;
      if (to < 0 || (shares[i] as number) < (shares[to] as number)) to = i;
    });
    shares[to] = (shares[to] as number) + 1;
  }
  return groups.flatMap((g, i) =>
    [g.space, ...g.companions.slice(0, shares[i])]
      .sort((a, b) => a - b)
      .map((seat) => ({ section: g.section, row: g.row, seat })),
  );
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  }
  return a.length - b.length;
}
