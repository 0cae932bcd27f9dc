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
