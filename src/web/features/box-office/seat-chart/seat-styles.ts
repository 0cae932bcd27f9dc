import type { AccessMark } from "#domain/seating/accessible";
import type { SeatState } from "#domain/seating/availability";
import type { SectionTier } from "#domain/seating/layouts";

/**
 * Seat colours and marks. The colours are the `--seat-*` tokens of styles.css (each at least 3:1
 * against the chart's card in both themes); besides colour, a sold seat carries a cross, a seat on
 * hold stripes and a selected seat a check and a ring, so no state is told by colour alone.
 * Accessible seating adds its own mark on seats a buyer may still choose: a wheelchair symbol on a
 * wheelchair space, a dot on a companion seat (in `--seat-access-mark`, at least 3:1 on every fill
 * it is drawn on).
 */
export const TIER_SWATCH: Record<SectionTier, string> = {
  vip: "bg-seat-vip",
  premium: "bg-seat-premium",
  general: "bg-seat-general",
};

export const STATUS_SWATCH = {
  selected: "bg-seat-selected seat-mark-selected ring-2 ring-foreground ring-offset-1 ring-offset-background",
  occupied: "bg-seat-sold seat-mark-sold",
  held: "bg-seat-held seat-mark-held",
} as const;

/** The mark class of an accessible seat, added to its state's class while it can be chosen. */
export const ACCESS_CLASS: Record<AccessMark, string> = {
  wheelchair: "seat-access-wheelchair",
  companion: "seat-access-companion",
};

/** The legend's accessible swatches: an ordinary seat's fill with the mark. */
export const ACCESS_SWATCH: Record<AccessMark, string> = {
  wheelchair: `bg-seat-general ${ACCESS_CLASS.wheelchair}`,
  companion: `bg-seat-general ${ACCESS_CLASS.companion}`,
};

/** Seats are 44 px touch targets on a phone (WCAG 2.5.5), 20 px on wider screens. */
const SEAT_BASE =
  "size-11 shrink-0 rounded-t-md rounded-b-sm md:size-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

const FREE = "cursor-pointer hover:brightness-125 hover:scale-110 transition-transform";
const TAKEN = "cursor-not-allowed";

function classFor(tier: SectionTier, status: SeatState): string {
  switch (status) {
    case "available":
      return `${SEAT_BASE} ${FREE} ${TIER_SWATCH[tier]}`;
    case "selected":
    case "mine":
      return `${SEAT_BASE} ${status === "selected" ? FREE : TAKEN} ${STATUS_SWATCH.selected}`;
    case "occupied":
      return `${SEAT_BASE} ${TAKEN} ${STATUS_SWATCH.occupied}`;
    case "held":
      return `${SEAT_BASE} ${TAKEN} ${STATUS_SWATCH.held}`;
  }
}

const TIERS: SectionTier[] = ["vip", "premium", "general"];
const STATUSES: SeatState[] = ["available", "selected", "occupied", "held", "mine"];

/** Precomputed so rendering a seat costs a lookup, not string building. */
export const SEAT_CLASS = Object.fromEntries(
  TIERS.map((tier) => [tier, Object.fromEntries(STATUSES.map((status) => [status, classFor(tier, status)]))]),
) as Record<SectionTier, Record<SeatState, string>>;

/** A seat's class: its tier and state, with its accessible mark while it can still be chosen. */
export function seatClass(tier: SectionTier, status: SeatState, access: AccessMark | null): string {
  const base = SEAT_CLASS[tier][status];
  return access && (status === "available" || status === "selected") ? `${base} ${ACCESS_CLASS[access]}` : base;
}
