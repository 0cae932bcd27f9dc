import type { SeatAllowance } from "#domain/schemas/seat-limits";
import { BEST_AVAILABLE_MAX_SEATS } from "#domain/seating/best-available";
import { parseSeatId } from "#domain/seating/layouts";
import { type ChartModel, rowKeyOf, type SeatRef, seatRefOf } from "../lib/chart-model";

/** The seats of a proposal as the cart keeps them; null when one of them is not on the chart. */
export function proposalSeats(model: ChartModel, seatIds: readonly string[]): SeatRef[] | null {
  const seats: SeatRef[] = [];
  for (const id of seatIds) {
    const parts = parseSeatId(id);
    const seat = parts ? seatRefOf(model, { rowKey: rowKeyOf(parts.section, parts.row), seat: parts.seat }) : null;
    if (!seat || seat.id !== id) return null;
    seats.push(seat);
  }
  return seats;
}

/**
 * The most seats one request may ask for: the request's own cap, and no more than the account may
 * still hold or buy for the event when that is known.
 */
export function maxSeatsToFind(allowance: SeatAllowance | null | undefined): number {
  return Math.min(BEST_AVAILABLE_MAX_SEATS, allowance ? allowance.remaining : BEST_AVAILABLE_MAX_SEATS);
}

/** The prices a ceiling may be set at: every price of the chosen section's rows (or all), ascending. */
export function priceChoices(model: ChartModel, sectionKey: string | null): number[] {
  const rows = sectionKey ? model.rows.filter((row) => row.sectionKey === sectionKey) : model.rows;
  return [...new Set(rows.map((row) => row.priceCents))].sort((a, b) => a - b);
}

/** Whether the cart holds exactly the proposal's seats, in any order. */
export function isProposal(selectedIds: readonly string[], proposal: readonly string[]): boolean {
  if (proposal.length === 0 || selectedIds.length !== proposal.length) return false;
  const selected = new Set(selectedIds);
  return proposal.every((id) => selected.has(id));
}

/**
 * What a summary says of the proposal: one row, its first and last seat, the section, the total,
 * and which of its seats are wheelchair spaces or companion seats.
 */
export function proposalSummary(seats: readonly SeatRef[]) {
  const first = seats[0];
  const last = seats.at(-1);
  if (!first || !last) return null;
  return {
    count: seats.length,
    sectionKey: first.sectionKey,
    row: first.row,
    first: first.seat,
    last: last.seat,
    totalCents: seats.reduce((sum, seat) => sum + seat.priceCents, 0),
    /** The wheelchair spaces and companion seats among them, by seat number, to be named as such. */
    marked: seats.flatMap((seat) => (seat.access ? [{ seat: seat.seat, access: seat.access }] : [])),
  };
}
