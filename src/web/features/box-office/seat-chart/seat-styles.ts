import type { SeatState } from "#domain/seating/availability";
import type { SectionTier } from "#domain/seating/layouts";

/**
 * Seat colours. Besides colour, taken seats are dimmed with a cross-hatch (held) or a darker fill
 * (occupied), and selected seats carry a ring, so the states differ for colour-blind visitors too.
 */
export const TIER_SWATCH: Record<SectionTier, string> = {
  vip: "bg-amber-500 dark:bg-amber-400",
  premium: "bg-violet-600 dark:bg-violet-400",
  general: "bg-emerald-600 dark:bg-emerald-500",
};

export const STATUS_SWATCH = {
  selected: "bg-primary ring-2 ring-foreground ring-offset-1 ring-offset-background",
  occupied: "bg-slate-400/70 dark:bg-slate-500",
  held: "bg-[repeating-linear-gradient(45deg,#94a3b8_0_2px,transparent_2px_5px)] opacity-80 ring-1 ring-inset ring-slate-400 dark:bg-[repeating-linear-gradient(45deg,#64748b_0_2px,transparent_2px_5px)] dark:ring-slate-500",
} as const;

const SEAT_BASE =
  "size-6 shrink-0 rounded-t-md rounded-b-sm md:size-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

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
