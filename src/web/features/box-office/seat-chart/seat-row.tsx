import { memo, type ReactElement } from "react";
import { accessAt, type ChartRow, isSelectable, STATUS_CODE, statusAt } from "../lib/chart-model";
import { seatClass } from "./seat-styles";
import type { SeatText } from "./use-seat-text";

interface SeatRowProps {
  row: ChartRow;
  /** One character per seat (see chart-model); "" when every seat is available. */
  statuses: string;
  /** The seat that holds the chart's single tab stop, or 0 when it is in another row. */
  activeSeat: number;
  /**
   * One character per seat, "1" where the accessible-seating rules keep the buyer from choosing an
   * available seat (a space without the declaration, a companion without its space); "" for none.
   */
  locked?: string;
  text: SeatText;
}

/** Seats of a row that a buyer can still take: available, or chosen but not yet held. */
function freeSeats(row: ChartRow, statuses: string): number {
  if (statuses === "") return row.seats;
  let free = 0;
  for (const code of statuses) if (code === STATUS_CODE.available || code === STATUS_CODE.selected) free++;
  return free;
}

/**
 * One row of seats, named with its count of free seats ("Row 5: 12 of 28 available"). Each seat is a bare <button> with data attributes: the chart handles clicks,
 * keys and the tooltip for all of them at once. Memoised on plain values, so a row renders again
 * only when one of its seats changes state or takes the tab stop.
 */
export const SeatRow = memo(function SeatRow({ row, statuses, activeSeat, locked = "", text }: SeatRowProps) {
  const seats: ReactElement[] = [];
  for (let seat = 1; seat <= row.seats; seat++) {
    const status = statusAt(statuses, seat);
    const access = row.access === "" ? null : accessAt(row, seat);
    seats.push(
      <button
        key={seat}
        type="button"
        data-seat={seat}
        tabIndex={seat === activeSeat ? 0 : -1}
        className={seatClass(row.level, status, access)}
        aria-label={text.label(row, seat, status)}
        data-access={access ?? undefined}
        aria-pressed={status === "selected" || status === "mine"}
        aria-disabled={isSelectable(status) && locked.charAt(seat - 1) !== "1" ? undefined : true}
      />,
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of seat buttons, not form fields; a fieldset would need a legend per row.
    <div
      role="group"
      aria-label={text.rowLabel(row, freeSeats(row, statuses))}
      data-row={row.key}
      className="mx-auto flex w-max items-center gap-1"
    >
      {/* On a phone the row number stays in view while the row scrolls sideways under it. */}
      <span
        aria-hidden="true"
        className="w-6 shrink-0 text-right text-[10px] tabular-nums text-muted-foreground max-md:sticky max-md:left-0 max-md:z-10 max-md:w-8 max-md:bg-card max-md:pr-1 max-md:text-xs"
      >
        {row.row}
      </span>
      {seats}
      <span aria-hidden="true" className="w-6 shrink-0 text-[10px] tabular-nums text-muted-foreground">
        {row.row}
      </span>
    </div>
  );
});
