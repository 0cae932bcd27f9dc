import type { SeatLayoutResponse, SeatMapSection } from "#domain/schemas/tickets";
import type { SeatState } from "#domain/seating/availability";
import { parseSeatId, type SectionTier, seatId } from "#domain/seating/layouts";
import { countSeatCodes, SEAT_CODES } from "#domain/seating/seat-states";

/**
 * The seat chart's model: the layout flattened into rows once per layout (in the order the seat
 * states list them), and each row's seat states as a short string (one character per seat): the
 * server's row string, with the viewer's own holds and cart laid over it. Rows compare those
 * strings to decide whether to render again, so a change to one seat re-renders one row, not the
 * whole chart.
 */

/** The server's codes (available, held, sold), plus the two only this viewer sees. */
export const STATUS_CODE = {
  available: SEAT_CODES.available,
  selected: "s",
  occupied: SEAT_CODES.sold,
  held: SEAT_CODES.held,
  mine: "m",
} as const satisfies Record<SeatState, string>;

const STATUS_BY_CODE: Record<string, SeatState> = Object.fromEntries(
  Object.entries(STATUS_CODE).map(([status, code]) => [code, status as SeatState]),
);

export interface ChartRow {
  /** `${sectionKey}:${row}`: unique in the chart. */
  key: string;
  sectionKey: string;
  sectionName: string;
  tier: SectionTier;
  row: number;
  seats: number;
  priceCents: number;
}

export interface ChartSection {
  key: string;
  name: string;
  tier: SectionTier;
  rows: ChartRow[];
  seats: number;
  minPriceCents: number;
  maxPriceCents: number;
}

export interface ChartModel {
  eventId: string;
  sections: ChartSection[];
  rows: ChartRow[];
  rowByKey: ReadonlyMap<string, ChartRow>;
  totalSeats: number;
}

/** A seat as the cart and checkout show it. */
export interface SeatRef {
  id: string;
  sectionKey: string;
  sectionName: string;
  row: number;
  seat: number;
  priceCents: number;
}

export interface SeatPosition {
  rowKey: string;
  seat: number;
}

export function rowKeyOf(sectionKey: string, row: number): string {
  return `${sectionKey}:${row}`;
}

function chartSection(section: SeatMapSection): ChartSection {
  const rows = section.rows.map((r) => ({
    key: rowKeyOf(section.key, r.row),
    sectionKey: section.key,
    sectionName: section.name,
    tier: section.tier,
    row: r.row,
    seats: r.seats,
    priceCents: r.priceCents,
  }));
  const prices = rows.map((r) => r.priceCents);
  return {
    key: section.key,
    name: section.name,
    tier: section.tier,
    rows,
    seats: rows.reduce((sum, r) => sum + r.seats, 0),
    minPriceCents: prices.length ? Math.min(...prices) : 0,
    maxPriceCents: prices.length ? Math.max(...prices) : 0,
  };
}

export function buildChartModel(map: Pick<SeatLayoutResponse, "eventId" | "sections">): ChartModel {
  const sections = map.sections.map(chartSection);
  const rows = sections.flatMap((s) => s.rows);
  return {
    eventId: map.eventId,
    sections,
    rows,
    rowByKey: new Map(rows.map((r) => [r.key, r])),
    totalSeats: sections.reduce((sum, s) => sum + s.seats, 0),
  };
}

export function seatRefOf(model: ChartModel, position: SeatPosition): SeatRef | null {
  const row = model.rowByKey.get(position.rowKey);
  if (!row || position.seat < 1 || position.seat > row.seats) return null;
  return {
    id: seatId(model.eventId, row.sectionKey, row.row, position.seat),
    sectionKey: row.sectionKey,
    sectionName: row.sectionName,
    row: row.row,
    seat: position.seat,
    priceCents: row.priceCents,
  };
}

function rowOfSeat(model: ChartModel, id: string): { row: ChartRow; seat: number } | null {
  const parts = parseSeatId(id);
  if (!parts || parts.eventId !== model.eventId) return null;
  const row = model.rowByKey.get(rowKeyOf(parts.section, parts.row));
  return row && parts.seat <= row.seats ? { row, seat: parts.seat } : null;
}

function withCodes(row: ChartRow, base: string | undefined, seats: Iterable<[number, string]>): string {
  const codes = base ? base.split("") : new Array<string>(row.seats).fill(STATUS_CODE.available);
  for (const [seat, code] of seats) codes[seat - 1] = code;
  return codes.join("");
}

/**
 * Each row's seat states from the server's rows (`rows[i]` for the model's i-th row), with the
 * viewer's own holds reading "mine": a seat the server shows on hold that is in the viewer's own
 * list. A row the server sent in another shape (an older layout) reads all available.
 */
export function claimStatuses(
  model: ChartModel,
  rows: readonly string[],
  mine: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const statuses = new Map<string, string>();
  model.rows.forEach((row, i) => {
    const codes = rows[i];
    if (codes !== undefined && codes.length === row.seats) statuses.set(row.key, codes);
  });
  const own = new Map<ChartRow, [number, string][]>();
  for (const id of mine) {
    const found = rowOfSeat(model, id);
    if (!found || statuses.get(found.row.key)?.charAt(found.seat - 1) !== STATUS_CODE.held) continue;
    const seats = own.get(found.row) ?? [];
    seats.push([found.seat, STATUS_CODE.mine]);
    own.set(found.row, seats);
  }
  for (const [row, seats] of own) statuses.set(row.key, withCodes(row, statuses.get(row.key), seats));
  return statuses;
}

/**
 * The claim statuses with the cart laid over them. Costs one pass over the cart, not the hall, so
 * a click gives feedback within a frame. A claim beats the cart (as `seatState` rules): a seat
 * someone else took shows as taken even if it is still in a stale cart.
 */
export function withSelection(
  model: ChartModel,
  claimed: ReadonlyMap<string, string>,
  selected: Iterable<string>,
): Map<string, string> {
  const statuses = new Map(claimed);
  const byRow = new Map<ChartRow, [number, string][]>();
  for (const id of selected) {
    const found = rowOfSeat(model, id);
    if (!found) continue;
    const current = claimed.get(found.row.key)?.charAt(found.seat - 1);
    if (current && current !== STATUS_CODE.available) continue;
    const seats = byRow.get(found.row) ?? [];
    seats.push([found.seat, STATUS_CODE.selected]);
    byRow.set(found.row, seats);
  }
  for (const [row, seats] of byRow) statuses.set(row.key, withCodes(row, claimed.get(row.key), seats));
  return statuses;
}

/** The status of seat `seat` (1-based) in a row's status string ("" when all are available). */
export function statusAt(statuses: string, seat: number): SeatState {
  return STATUS_BY_CODE[statuses.charAt(seat - 1)] ?? "available";
}

export function isSelectable(status: SeatState): boolean {
  return status === "available" || status === "selected";
}

/** Seats sold ("occupied") and on hold (anyone's) in the server's rows. */
export function countClaims(rows: readonly string[]) {
  const { sold, held } = countSeatCodes(rows);
  return { occupied: sold, held };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Rows are drawn centred, so moving up or down keeps the seat that sits visually above or below. */
function seatInRow(from: ChartRow, seat: number, to: ChartRow): number {
  return clamp(Math.round(seat + (to.seats - from.seats) / 2), 1, to.seats);
}

const PAGE_ROWS = 5;

/**
 * Where a key press moves the focus among the visible rows: arrows by one seat or row, Home/End to
 * the ends of the row (with Ctrl, of the chart), PageUp/PageDown by five rows. Null: not a move.
 */
export function moveSeat(
  rows: readonly ChartRow[],
  from: SeatPosition,
  key: string,
  ctrlKey = false,
): SeatPosition | null {
  const index = rows.findIndex((r) => r.key === from.rowKey);
  const row = rows[index];
  if (!row) return null;
  const toRow = (offset: number): SeatPosition => {
    const target = rows[clamp(index + offset, 0, rows.length - 1)] ?? row;
    return { rowKey: target.key, seat: seatInRow(row, from.seat, target) };
  };
  switch (key) {
    case "ArrowLeft":
      return { rowKey: row.key, seat: clamp(from.seat - 1, 1, row.seats) };
    case "ArrowRight":
      return { rowKey: row.key, seat: clamp(from.seat + 1, 1, row.seats) };
    case "ArrowUp":
      return toRow(-1);
    case "ArrowDown":
      return toRow(1);
    case "PageUp":
      return toRow(-PAGE_ROWS);
    case "PageDown":
      return toRow(PAGE_ROWS);
    case "Home": {
      const first = rows[0];
      return ctrlKey && first ? { rowKey: first.key, seat: 1 } : { rowKey: row.key, seat: 1 };
    }
    case "End": {
      const last = rows.at(-1);
      return ctrlKey && last ? { rowKey: last.key, seat: last.seats } : { rowKey: row.key, seat: row.seats };
    }
    default:
      return null;
  }
}
