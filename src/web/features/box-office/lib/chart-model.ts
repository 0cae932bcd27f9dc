import type { SeatLayoutResponse, SeatMapSection } from "#domain/schemas/tickets";
import type { AccessMark } from "#domain/seating/accessible";
import type { SeatState } from "#domain/seating/availability";
import { parseSeatId, type SectionTier, seatId } from "#domain/seating/layouts";
import { type PriceLevel, type PriceLevelGroup, priceLevelGroups, priceLevelOf } from "#domain/seating/price-levels";
import { countSeatCodes, SEAT_CODES } from "#domain/seating/seat-states";

/**
 * The seat chart's model: the layout flattened into rows once per layout (in the order the seat
 * states list them), and each row's seat states as a short string (one character per seat): the
 * server's row string, with the viewer's own holds and cart laid over it. Rows compare those
 * strings to decide whether to render again, so a change to one seat re-renders one row, not the
 * whole chart.
 */

/**
 * The server's codes (available, held, sold), plus the two only this viewer sees and the house
 * seats staff see apart on the occupancy view.
 */
export const STATUS_CODE = {
  available: SEAT_CODES.available,
  selected: "s",
  occupied: SEAT_CODES.sold,
  held: SEAT_CODES.held,
  mine: "m",
  house: "r",
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
  /** The section's price level: its colour and pattern (`domain/seating/price-levels.ts`). */
  level: PriceLevel;
  row: number;
  seats: number;
  /** All-in: what a buyer pays for a seat of the row. */
  priceCents: number;
  /** The list price, before fee and tax. */
  listPriceCents: number;
  /**
   * The row's wheelchair spaces and companion seats, one character per seat (`ACCESS_CODE`), or ""
   * when the row has none (most rows: they cost nothing).
   */
  access: string;
  /** A companion seat's space (seat numbers); empty when the row has no companion seats. */
  spaceOf: ReadonlyMap<number, number>;
  /** An admin released the section's spaces to everyone: its marks no longer restrict. */
  released: boolean;
}

/** A seat's mark in `ChartRow.access`. */
export const ACCESS_CODE = { none: "-", wheelchair: "w", companion: "c" } as const;

const NO_SPACES: ReadonlyMap<number, number> = new Map();

export interface ChartSection {
  key: string;
  name: string;
  tier: SectionTier;
  level: PriceLevel;
  /** An admin released the section's spaces to everyone. */
  released: boolean;
  /** The section has wheelchair spaces. */
  accessible: boolean;
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
  /** The price levels, front to back, with their all-in price and sections: the legend's key. */
  levels: PriceLevelGroup<ChartSection>[];
}

/** A seat as the cart and checkout show it. */
export interface SeatRef {
  id: string;
  sectionKey: string;
  sectionName: string;
  row: number;
  seat: number;
  /** What the buyer pays for it: all-in (list price, service fee, tax). */
  priceCents: number;
  /** Its list price, before fee and tax (a promo code's discount applies to it). */
  listPriceCents?: number;
  /** A wheelchair space or companion seat (absent for an ordinary seat). */
  access?: AccessMark;
}

export interface SeatPosition {
  rowKey: string;
  seat: number;
}

export function rowKeyOf(sectionKey: string, row: number): string {
  return `${sectionKey}:${row}`;
}

/** A row's marks and its companions' spaces from the wire's groups (seats outside the row ignored). */
function rowAccess(seats: number, groups: SeatMapSection["rows"][number]["accessible"]) {
  if (!groups || groups.length === 0) return { access: "", spaceOf: NO_SPACES };
  const codes = new Array<string>(seats).fill(ACCESS_CODE.none);
  const spaceOf = new Map<number, number>();
  for (const group of groups) {
    if (group.space >= 1 && group.space <= seats) codes[group.space - 1] = ACCESS_CODE.wheelchair;
    for (const seat of group.companions) {
      if (seat < 1 || seat > seats) continue;
      codes[seat - 1] = ACCESS_CODE.companion;
      spaceOf.set(seat, group.space);
    }
  }
  return { access: codes.join(""), spaceOf };
}

function chartSection(section: SeatMapSection, level: PriceLevel): ChartSection {
  const released = section.accessibleReleased === true;
  const rows = section.rows.map((r) => ({
    key: rowKeyOf(section.key, r.row),
    sectionKey: section.key,
    sectionName: section.name,
    tier: section.tier,
    level,
    row: r.row,
    seats: r.seats,
    priceCents: r.priceCents,
    listPriceCents: r.listPriceCents ?? r.priceCents,
    ...rowAccess(r.seats, r.accessible),
    released,
  }));
  const prices = rows.map((r) => r.priceCents);
  return {
    key: section.key,
    name: section.name,
    tier: section.tier,
    level,
    released,
    accessible: rows.some((r) => r.access !== ""),
    rows,
    seats: rows.reduce((sum, r) => sum + r.seats, 0),
    minPriceCents: prices.length ? Math.min(...prices) : 0,
    maxPriceCents: prices.length ? Math.max(...prices) : 0,
  };
}

export function buildChartModel(map: Pick<SeatLayoutResponse, "eventId" | "sections">): ChartModel {
  const levelOf = priceLevelOf(
    map.sections.map((s) => ({ key: s.key, priceCents: Math.min(...s.rows.map((r) => r.priceCents)) })),
  );
  const sections = map.sections.map((s) => chartSection(s, levelOf.get(s.key) ?? 0));
  const rows = sections.flatMap((s) => s.rows);
  return {
    eventId: map.eventId,
    sections,
    rows,
    rowByKey: new Map(rows.map((r) => [r.key, r])),
    totalSeats: sections.reduce((sum, s) => sum + s.seats, 0),
    levels: priceLevelGroups(sections, (s) => s.minPriceCents),
  };
}

export function seatRefOf(model: ChartModel, position: SeatPosition): SeatRef | null {
  const row = model.rowByKey.get(position.rowKey);
  if (!row || position.seat < 1 || position.seat > row.seats) return null;
  const access = accessAt(row, position.seat);
  return {
    id: seatId(model.eventId, row.sectionKey, row.row, position.seat),
    sectionKey: row.sectionKey,
    sectionName: row.sectionName,
    row: row.row,
    seat: position.seat,
    priceCents: row.priceCents,
    listPriceCents: row.listPriceCents ?? row.priceCents,
    ...(access ? { access } : {}),
  };
}

export function rowOfSeat(model: ChartModel, id: string): { row: ChartRow; seat: number } | null {
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
 * House seats laid over the claim statuses: a seat in `house` that the server shows taken reads
 * `house` (the server shows house seats taken to everyone; `house` lists only those nobody holds or
 * bought). Answers the statuses and how many seats now read `house`.
 */
export function withHouse(
  model: ChartModel,
  claimed: ReadonlyMap<string, string>,
  house: Iterable<string>,
): { statuses: Map<string, string>; count: number } {
  const statuses = new Map(claimed);
  const byRow = new Map<ChartRow, [number, string][]>();
  let count = 0;
  for (const id of house) {
    const found = rowOfSeat(model, id);
    if (!found || claimed.get(found.row.key)?.charAt(found.seat - 1) !== STATUS_CODE.occupied) continue;
    const seats = byRow.get(found.row) ?? [];
    seats.push([found.seat, STATUS_CODE.house]);
    byRow.set(found.row, seats);
    count++;
  }
  for (const [row, seats] of byRow) statuses.set(row.key, withCodes(row, claimed.get(row.key), seats));
  return { statuses, count };
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

// --- Accessible seating -----------------------------------------------------------------------

/** A seat's accessible-seating mark (shown whether or not its section is released), or null. */
export function accessAt(row: ChartRow, seat: number): AccessMark | null {
  if (row.access === "") return null;
  const code = row.access.charAt(seat - 1);
  return code === ACCESS_CODE.wheelchair ? "wheelchair" : code === ACCESS_CODE.companion ? "companion" : null;
}

/** The mark that restricts who may take the seat: none once the section is released. */
export function restrictionAt(row: ChartRow, seat: number): AccessMark | null {
  return row.released ? null : accessAt(row, seat);
}

/** The seat id of a companion seat's wheelchair space, or null for any other seat. */
export function spaceIdOf(model: ChartModel, id: string): string | null {
  const found = rowOfSeat(model, id);
  const space = found?.row.spaceOf.get(found.seat);
  return found && space ? seatId(model.eventId, found.row.sectionKey, found.row.row, space) : null;
}

export interface AccessContext {
  /** The buyer said they need wheelchair-accessible seating (self-declared). */
  declared: boolean;
  /** Seats in the cart. */
  selected: ReadonlySet<string>;
  /** Seats the buyer already holds on the event. */
  mine: ReadonlySet<string>;
  /** Seats of the buyer's valid tickets on the event (bought or given): theirs as much as a hold. */
  owned?: ReadonlySet<string>;
}

/**
 * Why the buyer may not add this seat to the cart under the accessible-seating rules (the server's
 * own rule, `accessClaimProblem`, decides; this tells the buyer before they try): a wheelchair
 * space needs the self-declaration, a companion seat its space in the cart or already the
 * buyer's, held or bought.
 */
export function accessRefusal(
  model: ChartModel,
  id: string,
  ctx: AccessContext,
): "accessible_only" | "companion_alone" | null {
  const found = rowOfSeat(model, id);
  if (!found) return null;
  const mark = restrictionAt(found.row, found.seat);
  if (mark === "wheelchair") return ctx.declared ? null : "accessible_only";
  if (mark === "companion") {
    const space = spaceIdOf(model, id);
    return space && (ctx.selected.has(space) || ctx.mine.has(space) || ctx.owned?.has(space))
      ? null
      : "companion_alone";
  }
  return null;
}

/**
 * The cart after the accessible-seating rules: companion seats whose space left the cart (and is
 * neither held nor bought), and with `declared` off, the restricted spaces themselves, leave it too.
 */
export function accessibleCart<T extends { id: string }>(
  model: ChartModel,
  cart: readonly T[],
  ctx: Omit<AccessContext, "selected">,
): T[] {
  const kept = cart.filter((seat) => {
    const found = rowOfSeat(model, seat.id);
    return ctx.declared || !found || restrictionAt(found.row, found.seat) !== "wheelchair";
  });
  const ids = new Set(kept.map((seat) => seat.id));
  const result = kept.filter(
    (seat) => accessRefusal(model, seat.id, { ...ctx, declared: true, selected: ids }) === null,
  );
  return result.length === cart.length ? (cart as T[]) : result;
}
