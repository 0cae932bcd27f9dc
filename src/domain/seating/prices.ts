/**
 * Seat prices by section display name, in integer cents so totals never drift.
 * Layouts read their prices from here; a layout that charges differently (the amphitheater's
 * VIP) says so where it is declared.
 */

export const SECTION_NAMES = [
  "VIP",
  "Premium",
  "General",
  "Upper Deck",
  "Balcony",
  "Floor",
  "Lower Bowl",
  "Upper Bowl",
] as const;

export type SectionName = (typeof SECTION_NAMES)[number];

export const SECTION_PRICES_CENTS = {
  VIP: 15_000,
  Premium: 10_000,
  General: 2_500,
  "Upper Deck": 3_000,
  Balcony: 3_500,
  Floor: 20_000,
  "Lower Bowl": 8_500,
  "Upper Bowl": 4_000,
} as const satisfies Record<SectionName, number>;

/** The box office charges this for a section it does not know. */
export const UNKNOWN_SECTION_PRICE_CENTS = 2_500;

export function isSectionName(value: unknown): value is SectionName {
  return typeof value === "string" && (SECTION_NAMES as readonly string[]).includes(value);
}

export function priceForSection(name: string): number {
  return isSectionName(name) ? SECTION_PRICES_CENTS[name] : UNKNOWN_SECTION_PRICE_CENTS;
}

/** The cheapest and dearest seat of an event, in cents. */
export interface PriceRange {
  fromCents: number;
  toCents: number;
}

/** The range of some seat prices; null when there are none (an event with no seats). */
export function priceRange(prices: Iterable<number>): PriceRange | null {
  let fromCents = Number.POSITIVE_INFINITY;
  let toCents = Number.NEGATIVE_INFINITY;
  for (const price of prices) {
    fromCents = Math.min(fromCents, price);
    toCents = Math.max(toCents, price);
  }
  return Number.isFinite(fromCents) ? { fromCents, toCents } : null;
}

/** What a listing says about the seats left: plenty, few, or none. */
export const TICKET_AVAILABILITIES = ["in_stock", "few_left", "sold_out"] as const;
export type TicketAvailability = (typeof TICKET_AVAILABILITIES)[number];

/** "Few left" starts when this share of the hall's seats is all that remains… */
export const FEW_LEFT_SHARE = 0.05;
/** …or at this many seats, whichever is more, so a small hall still warns before its last row. */
export const FEW_LEFT_MIN_SEATS = 20;

/**
 * Plenty, few or none: sold out with no seat left, few left at 5% of the hall or 20 seats
 * (whichever is more: 175 of the 3,500-seat arena, 46 of the 916-seat theatre), else in stock.
 */
export function ticketAvailability(seatsLeft: number, totalSeats: number): TicketAvailability {
  if (seatsLeft <= 0) return "sold_out";
  return seatsLeft <= fewLeftFrom(totalSeats) ? "few_left" : "in_stock";
}

/** The number of seats left at and under which a hall of `totalSeats` shows "few left". */
export function fewLeftFrom(totalSeats: number): number {
  return Math.max(FEW_LEFT_MIN_SEATS, Math.ceil(totalSeats * FEW_LEFT_SHARE));
}
