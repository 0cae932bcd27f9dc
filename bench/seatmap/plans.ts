import type { SeatLayoutResponse, SeatMapSection, SeatStatesResponse } from "#domain/schemas/tickets";
import { type LayoutId, layoutSections, type SectionTier } from "#domain/seating/layouts";
import { SEAT_CODES } from "#domain/seating/seat-states";

/**
 * The seat plans the benchmark draws: the two real plans of the venue and a synthetic stress plan
 * of 20,000 seats, as the server sends them (a layout and the seat states), with a realistic
 * share of seats already taken, so rows carry status strings.
 */

export const PLAN_NAMES = ["traditional", "full-arena", "synthetic-20k"] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const EVENT_ID = "bench-event";
/** Share of seats sold and on hold when the chart opens (a busy on-sale, not an empty hall). */
const OCCUPIED_SHARE = 0.25;
const HELD_SHARE = 0.05;

function layoutMap(layout: LayoutId): SeatMapSection[] {
  return layoutSections(layout).map((s) => ({
    key: s.key,
    name: s.name,
    tier: s.tier,
    rows: s.rows.map((r) => {
      const accessible = s.accessible
        .filter((g) => g.row === r.row)
        .map(({ space, companions }) => ({ space, companions }));
      return { row: r.row, seats: r.seats, priceCents: s.priceCents, ...(accessible.length ? { accessible } : {}) };
    }),
    accessibleReleased: false,
  }));
}

/** Eight sections of 50 rows x 50 seats, using every section name the venue knows. */
function syntheticSections(): SeatMapSection[] {
  const sections: [string, string, SectionTier, number][] = [
    ["vip", "VIP", "vip", 15_000],
    ["floor", "Floor", "premium", 20_000],
    ["premium", "Premium", "premium", 10_000],
    ["lower-bowl", "Lower Bowl", "general", 8_500],
    ["general", "General", "general", 2_500],
    ["upper-deck", "Upper Deck", "general", 3_000],
    ["upper-bowl", "Upper Bowl", "general", 4_500],
    ["balcony", "Balcony", "general", 3_500],
  ];
  let row = 0;
  return sections.map(([key, name, tier, priceCents]) => ({
    key,
    name,
    tier,
    rows: Array.from({ length: 50 }, () => ({ row: ++row, seats: 50, priceCents })),
    accessibleReleased: false,
  }));
}

/** A small deterministic generator, so every run draws the same claims. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SeatPlan {
  layout: SeatLayoutResponse;
  states: SeatStatesResponse;
}

export function seatPlanOf(plan: PlanName): SeatPlan {
  const sections = plan === "synthetic-20k" ? syntheticSections() : layoutMap(plan);
  const next = random(plan.length * 7919);
  const rows: string[] = [];
  let seats = 0;
  let sold = 0;
  let held = 0;
  for (const section of sections) {
    for (const { seats: count } of section.rows) {
      seats += count;
      let codes = "";
      for (let seat = 1; seat <= count; seat++) {
        const roll = next();
        if (roll < OCCUPIED_SHARE) {
          codes += SEAT_CODES.sold;
          sold++;
        } else if (roll < OCCUPIED_SHARE + HELD_SHARE) {
          codes += SEAT_CODES.held;
          held++;
        } else {
          codes += SEAT_CODES.available;
        }
      }
      rows.push(codes);
    }
  }
  return {
    layout: { eventId: EVENT_ID, layout: plan, layoutVersion: plan, seats, sections },
    states: {
      eventId: EVENT_ID,
      epoch: "bench",
      version: 1,
      layoutVersion: plan,
      rows,
      totals: { seats, sold, held, available: seats - sold - held },
    },
  };
}
