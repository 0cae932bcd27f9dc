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
 * It only proposes: the hold that follows decides, as for seats picked by hand.
 */

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
}

export interface BestAvailableRequest {
  count: number;
  /** Only rows whose price per seat is at most this. */
  maxPriceCents?: number | undefined;
  /** Only rows of this section (its key). */
  section?: string | undefined;
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
  sections: readonly { key: string; rows: readonly { row: number; seats: number; priceCents: number }[] }[],
  states: readonly string[],
): BestAvailableRow[] {
  const rows: BestAvailableRow[] = [];
  let i = 0;
  for (const section of sections) {
    for (const { row, seats, priceCents } of section.rows) {
      const codes = states[i++];
      // A row whose states do not fit it (another layout) offers nothing.
      rows.push({ section: section.key, row, priceCents, states: codes?.length === seats ? codes : "" });
    }
  }
  return rows;
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
    const { states } = row;
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
