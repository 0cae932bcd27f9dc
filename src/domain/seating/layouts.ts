/**
 * Seating layouts. Rows are numbered front to back across the whole hall, so a row
 * number alone says how far from the stage it is; seats are numbered from 1 within a row.
 *
 * Our choices for open numbers:
 * - half-circle keeps the traditional row bands without the balcony (VIP 1-3, Premium 4-8,
 *   General 9-20, Upper Deck 21-30). Row r has 10 + 2r seats: each ring of a half circle is
 *   longer than the one in front by a constant arc, about two seats. The caps (20, 30, 35,
 *   40) then bind from row 13 of General and in every Upper Deck row. 956 seats.
 * - amphitheater grows by the same two seats per row but starts wider, 20 + 2r, since it fans
 *   out from a stage rather than wrapping a floor: VIP rows hold 22..30, General reaches its
 *   cap of 60 at row 20 and keeps it to row 25. 1,120 seats.
 * - full-arena is the venue's stated capacity (3,500 = VIP 200 + Premium 500 + General 2,800):
 *   VIP rows 1-10 x 20, Premium rows 11-30 x 25, General rows 31-70 x 70, at the prices.
 *
 * Tier is a section's place among its layout's prices, and names it in the ticket options (the
 * chart's colours and patterns come from each distinct price, `price-levels.ts`): a layout's
 * dearest section is its top tier (key "vip": VIP, or the arena's Floor at 200), a mid-priced one
 * its middle tier ("premium": Premium at 100, the arena's Lower Bowl at 85), the cheap seats the
 * standard tier ("general"); a dearer
 * section never has a lower tier than a cheaper one. A tier is fixed per section name, which
 * holds because no layout ranks the names differently (layouts.test.ts checks it).
 */

import { type AccessibleGroup, type AccessMark, accessMarkIn, sectionGroups, spacesPerSection } from "./accessible";
import { type PriceRange, priceRange, SECTION_PRICES_CENTS, type SectionName } from "./prices";

export const LAYOUT_IDS = ["traditional", "half-circle", "amphitheater", "arena", "full-arena"] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

/** Generated automatically for an event that has no seats. */
export const DEFAULT_LAYOUT: LayoutId = "traditional";

export function isLayoutId(value: unknown): value is LayoutId {
  return typeof value === "string" && (LAYOUT_IDS as readonly string[]).includes(value);
}

/** Seats store the key; the display name is looked up from it. */
export const SECTION_KEYS = {
  VIP: "vip",
  Premium: "premium",
  General: "general",
  "Upper Deck": "upper-deck",
  Balcony: "balcony",
  Floor: "floor",
  "Lower Bowl": "lower-bowl",
  "Upper Bowl": "upper-bowl",
} as const satisfies Record<SectionName, string>;

export type SectionKey = (typeof SECTION_KEYS)[SectionName];

const NAME_BY_KEY = new Map<string, SectionName>(
  Object.entries(SECTION_KEYS).map(([name, key]) => [key, name as SectionName]),
);

/** The display name for a stored section key, or undefined for a key no layout uses. */
export function sectionNameOf(key: string): SectionName | undefined {
  return NAME_BY_KEY.get(key);
}

/** Price levels, dearest first: top ("vip"), middle ("premium") and standard ("general"). */
export const SECTION_TIER_ORDER = ["vip", "premium", "general"] as const;
export type SectionTier = (typeof SECTION_TIER_ORDER)[number];

export const SECTION_TIERS = {
  VIP: "vip",
  Floor: "vip",
  Premium: "premium",
  "Lower Bowl": "premium",
  General: "general",
  "Upper Deck": "general",
  Balcony: "general",
  "Upper Bowl": "general",
} as const satisfies Record<SectionName, SectionTier>;

export interface SeatRow {
  row: number;
  seats: number;
}

export interface Section {
  key: SectionKey;
  name: SectionName;
  tier: SectionTier;
  rows: readonly SeatRow[];
  priceCents: number;
  /** The section's wheelchair spaces and companion seats (see `accessible.ts`). */
  accessible: readonly AccessibleGroup[];
}

function rowRange(from: number, to: number, seatsIn: (row: number) => number): SeatRow[] {
  const rows: SeatRow[] = [];
  for (let row = from; row <= to; row++) rows.push({ row, seats: seatsIn(row) });
  return rows;
}

const fixed = (from: number, to: number, seats: number) => rowRange(from, to, () => seats);

const growing = (from: number, to: number, base: number, cap: number) =>
  rowRange(from, to, (row) => Math.min(cap, base + 2 * row));

type PlainSection = Omit<Section, "accessible">;

function section(name: SectionName, rows: SeatRow[], priceCents: number = SECTION_PRICES_CENTS[name]): PlainSection {
  return { key: SECTION_KEYS[name], name, tier: SECTION_TIERS[name], rows, priceCents };
}

/** A layout's sections with their accessible groups placed. */
function withAccessibleSeating(sections: readonly PlainSection[]): readonly Section[] {
  const spaces = spacesPerSection(sections);
  return sections.map((s) => ({ ...s, accessible: sectionGroups(s.rows, spaces.get(s.key) ?? 0) }));
}

/** The amphitheater's VIP rows sell below the standard VIP price. */
export const AMPHITHEATER_VIP_PRICE_CENTS = 12_000;

const PLAIN_LAYOUTS: Record<LayoutId, readonly PlainSection[]> = {
  traditional: [
    section("VIP", fixed(1, 3, 20)),
    section("Premium", fixed(4, 8, 24)),
    section("General", fixed(9, 20, 28)),
    section("Upper Deck", fixed(21, 30, 30)),
    section("Balcony", fixed(31, 35, 20)),
  ],
  "half-circle": [
    section("VIP", growing(1, 3, 10, 20)),
    section("Premium", growing(4, 8, 10, 30)),
    section("General", growing(9, 20, 10, 35)),
    section("Upper Deck", growing(21, 30, 10, 40)),
  ],
  amphitheater: [
    section("VIP", growing(1, 5, 20, Number.POSITIVE_INFINITY), AMPHITHEATER_VIP_PRICE_CENTS),
    section("General", growing(6, 25, 20, 60)),
  ],
  arena: [
    section("Floor", fixed(1, 8, 25)),
    section("Lower Bowl", fixed(9, 20, 35)),
    section("Upper Bowl", fixed(21, 35, 30)),
  ],
  "full-arena": [
    section("VIP", fixed(1, 10, 20)),
    section("Premium", fixed(11, 30, 25)),
    section("General", fixed(31, 70, 70)),
  ],
};

const LAYOUTS = Object.fromEntries(LAYOUT_IDS.map((id) => [id, withAccessibleSeating(PLAIN_LAYOUTS[id])])) as Record<
  LayoutId,
  readonly Section[]
>;

export function layoutSections(id: LayoutId): readonly Section[] {
  return LAYOUTS[id];
}

export function sectionSeatCount(section: Section): number {
  return section.rows.reduce((sum, { seats }) => sum + seats, 0);
}

/** The cheapest and dearest seat a layout sells: what an event whose seats are not generated yet costs. */
export function layoutPriceRange(id: LayoutId): PriceRange {
  const sections = LAYOUTS[id];
  return {
    fromCents: Math.min(...sections.map((s) => s.priceCents)),
    toCents: Math.max(...sections.map((s) => s.priceCents)),
  };
}

/** A section as buyers compare it before choosing seats: name, price level, seats and prices. */
export interface SectionOffer {
  key: string;
  name: string;
  tier: SectionTier;
  seats: number;
  fromCents: number;
  toCents: number;
}

interface PricedSection {
  key: string;
  name: string;
  tier: SectionTier;
  rows: readonly { seats: number; priceCents: number }[];
}

/**
 * The sections of an event's actual seats (its seat layout, after any section was removed), in
 * the layout's order from the stage back, each with its seat count and price range. The ticket
 * options list these, so what they say is what the chart sells.
 */
export function sectionOffers(sections: readonly PricedSection[]): SectionOffer[] {
  const offers: SectionOffer[] = [];
  for (const { key, name, tier, rows } of sections) {
    const range = priceRange(rows.map((r) => r.priceCents));
    if (!range) continue;
    offers.push({ key, name, tier, seats: rows.reduce((sum, r) => sum + r.seats, 0), ...range });
  }
  return offers;
}

export function seatCount(id: LayoutId): number {
  return LAYOUTS[id].reduce((sum, s) => sum + sectionSeatCount(s), 0);
}

export interface SeatSpec {
  id: string;
  /** The section key, e.g. "upper-deck". */
  section: SectionKey;
  row: number;
  seat: number;
  priceCents: number;
  /** A wheelchair space, a companion seat, or null for an ordinary seat. */
  access: AccessMark | null;
}

/** A seat's id is composed of event id, section key, row and seat number. */
export function seatId(eventId: string, sectionKey: string, row: number, seat: number): string {
  return `${eventId}:${sectionKey}:${row}:${seat}`;
}

export function generateSeats(eventId: string, id: LayoutId): SeatSpec[] {
  const seats: SeatSpec[] = [];
  for (const { key, rows, priceCents, accessible } of LAYOUTS[id]) {
    for (const { row, seats: count } of rows) {
      for (let seat = 1; seat <= count; seat++) {
        const access = accessMarkIn(accessible, row, seat);
        seats.push({ id: seatId(eventId, key, row, seat), section: key, row, seat, priceCents, access });
      }
    }
  }
  return seats;
}

export interface SeatIdParts {
  eventId: string;
  section: string;
  row: number;
  seat: number;
}

// The event id is everything before the last three parts, so an id that itself contains a colon
// still parses. Numbers must be canonical (no sign, no leading zero) so parsing round-trips.
const SEAT_ID = /^(.+):([a-z0-9]+(?:-[a-z0-9]+)*):([1-9]\d*):([1-9]\d*)$/;

export function parseSeatId(id: string): SeatIdParts | null {
  const match = SEAT_ID.exec(id);
  if (!match) return null;
  const [, eventId = "", section = "", row = "", seat = ""] = match;
  return { eventId, section, row: Number(row), seat: Number(seat) };
}
