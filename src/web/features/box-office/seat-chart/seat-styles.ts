import type { SeatState } from "#domain/seating/availability";
import type { SectionTier } from "#domain/seating/layouts";

/**
 * Seat colours and marks. The colours are the `--seat-*` tokens of styles.css (each at least 3:1
 * against the chart's card in both themes); besides colour, a sold seat carries a cross, a seat on
 * hold stripes and a selected seat a check and a ring, so no state is told by colour alone.
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
