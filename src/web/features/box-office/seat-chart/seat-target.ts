import type { SeatPosition } from "../lib/chart-model";

/**
 * The seat under an event target, read from the data attributes every seat carries (SeatRow: the
 * seat's number on its button, the row's key on the row around it), so one delegated handler on
 * the chart serves every seat.
 */
export function seatOf(target: EventTarget | null): { el: HTMLButtonElement; position: SeatPosition } | null {
  if (!(target instanceof Element)) return null;
  const el = target.closest<HTMLButtonElement>("button[data-seat]");
  const rowKey = el?.parentElement?.dataset.row;
  if (!el || !rowKey) return null;
  return { el, position: { rowKey, seat: Number(el.dataset.seat) } };
}
