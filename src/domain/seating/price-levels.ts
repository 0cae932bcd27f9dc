/**
 * Price levels: on the seat chart, its legend and the ticket options, every distinct price of an
 * event's sections has its own colour and pattern. Levels are numbered in the order the sections
 * come, front to back, so sections side by side with different prices get consecutive levels,
 * whose colours alternate dark and light (at least 3:1 between consecutive levels, in both
 * themes). Sections at one price share its level. Past the fifth price the levels go round again
 * from the second, so the alternation holds: 1, 2, 3, 4, 5, 2, 3, 4, 5, 2…
 */
export const PRICE_LEVEL_COUNT = 5;

/** The level of the n-th distinct price (from 0). */
export function nthPriceLevel(n: number): PriceLevel {
  return n < PRICE_LEVEL_COUNT ? n : 1 + ((n - PRICE_LEVEL_COUNT) % (PRICE_LEVEL_COUNT - 1));
}

/** 0 to PRICE_LEVEL_COUNT - 1. */
export type PriceLevel = number;

export interface PricedSection {
  key: string;
  priceCents: number;
}

export interface PriceLevelGroup<T> {
  level: PriceLevel;
  priceCents: number;
  sections: T[];
}

/** The levels of the sections' prices, in the sections' order, each with its sections. */
export function priceLevelGroups<T>(sections: readonly T[], priceOf: (section: T) => number): PriceLevelGroup<T>[] {
  const groups: PriceLevelGroup<T>[] = [];
  const byPrice = new Map<number, PriceLevelGroup<T>>();
  for (const section of sections) {
    const priceCents = priceOf(section);
    let group = byPrice.get(priceCents);
    if (!group) {
      group = { level: nthPriceLevel(groups.length), priceCents, sections: [] };
      byPrice.set(priceCents, group);
      groups.push(group);
    }
    group.sections.push(section);
  }
  return groups;
}

/** Each section's level, by its key. */
export function priceLevelOf(sections: readonly PricedSection[]): Map<string, PriceLevel> {
  const levels = new Map<string, PriceLevel>();
  for (const group of priceLevelGroups(sections, (s) => s.priceCents)) {
    for (const section of group.sections) levels.set(section.key, group.level);
  }
  return levels;
}
