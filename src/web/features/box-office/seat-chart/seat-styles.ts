import type { AccessMark } from "#domain/seating/accessible";
import type { SeatState } from "#domain/seating/availability";
import type { PriceLevel } from "#domain/seating/price-levels";

/**
 * Seat colours and marks. The colours are the `--seat-*` tokens of styles.css (each at least 3:1
 * against the chart's card in both themes). A free seat has its price level's colour and pattern
 * (`--seat-level-N`, `.seat-pattern-N`: consecutive levels at least 3:1 apart, so sections side by
 * side with different prices differ by colour as well as pattern). Besides colour, a sold seat
 * carries a cross, a seat on hold stripes, a selected seat a check and a ring, and a house seat
 * (staff's occupancy view) a house, so no state is told by colour alone. Accessible seating adds
 * its own mark on seats a buyer may still choose: a wheelchair symbol on a wheelchair space, a dot
 * on a companion seat (in `--seat-access-mark`, at least 3:1 on every fill it is drawn on; the
 * level's pattern gives way to it).
 */
export const LEVEL_SWATCH: readonly string[] = [
  "bg-seat-level-1",
  "bg-seat-level-2 seat-pattern-2",
  "bg-seat-level-3 seat-pattern-3",
  "bg-seat-level-4 seat-pattern-4",
  "bg-seat-level-5 seat-pattern-5",
];

/** A price level's swatch (its colour and pattern). */
export const levelSwatch = (level: PriceLevel): string => LEVEL_SWATCH[level] ?? "";

export const STATUS_SWATCH = {
  selected: "bg-seat-selected seat-mark-selected ring-2 ring-foreground ring-offset-1 ring-offset-background",
  occupied: "bg-seat-sold seat-mark-sold",
  held: "bg-seat-held seat-mark-held",
  house: "bg-seat-house seat-mark-house",
} as const;

/** The mark class of an accessible seat, added to its state's class while it can be chosen. */
export const ACCESS_CLASS: Record<AccessMark, string> = {
  wheelchair: "seat-access-wheelchair",
  companion: "seat-access-companion",
};

/** The legend's accessible swatches: an ordinary seat's fill with the mark. */
export const ACCESS_SWATCH: Record<AccessMark, string> = {
  wheelchair: `bg-seat-level-1 ${ACCESS_CLASS.wheelchair}`,
  companion: `bg-seat-level-1 ${ACCESS_CLASS.companion}`,
};

/** Seats are 44 px touch targets on a phone (WCAG 2.5.5), 20 px on wider screens. */
const SEAT_BASE =
  "size-11 shrink-0 rounded-t-md rounded-b-sm md:size-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

const FREE = "cursor-pointer hover:brightness-125 hover:scale-110 transition-transform";
const TAKEN = "cursor-not-allowed";

function classFor(level: PriceLevel, status: SeatState): string {
  switch (status) {
    case "available":
      return `${SEAT_BASE} ${FREE} ${levelSwatch(level)}`;
    case "selected":
    case "mine":
      return `${SEAT_BASE} ${status === "selected" ? FREE : TAKEN} ${STATUS_SWATCH.selected}`;
    case "occupied":
      return `${SEAT_BASE} ${TAKEN} ${STATUS_SWATCH.occupied}`;
    case "held":
      return `${SEAT_BASE} ${TAKEN} ${STATUS_SWATCH.held}`;
    case "house":
      return `${SEAT_BASE} ${TAKEN} ${STATUS_SWATCH.house}`;
  }
}

const STATUSES: SeatState[] = ["available", "selected", "occupied", "held", "mine", "house"];

/** Precomputed so rendering a seat costs a lookup, not string building: by level, then state. */
const SEAT_CLASS = LEVEL_SWATCH.map(
  (_, level) =>
    Object.fromEntries(STATUSES.map((status) => [status, classFor(level, status)])) as Record<SeatState, string>,
);

/** A seat's class: its price level and state, with its accessible mark while it can still be chosen. */
export function seatClass(level: PriceLevel, status: SeatState, access: AccessMark | null): string {
  const base = (SEAT_CLASS[level] ?? (SEAT_CLASS[0] as Record<SeatState, string>))[status];
  return access && (status === "available" || status === "selected") ? `${base} ${ACCESS_CLASS[access]}` : base;
}
