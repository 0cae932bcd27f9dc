import {
  type Discount,
  NO_FEES,
  type PriceLine,
  type PriceTotals,
  type PricingRules,
  priceLine,
  sumLines,
} from "#domain/pricing";
import type { CodeCheckResponse } from "#domain/schemas/sale-codes";
import type { SeatRef } from "./chart-model";

/**
 * The cart's prices by the venue's rules (the server's own rule, `domain/pricing.ts`): each seat's
 * line — its list price less the code's discount where the code applies, with the fee and tax —
 * and their sum. The hold charges exactly this: the same rule on the same list prices.
 */
export function cartPrices(
  seats: readonly SeatRef[],
  pricing: PricingRules | undefined,
  code: CodeCheckResponse | null,
): { lines: Map<string, PriceLine>; totals: PriceTotals } {
  const rules = pricing ?? NO_FEES;
  const discount: Discount | null = code?.kind === "promo" ? code.discount : null;
  const lines = new Map<string, PriceLine>();
  for (const seat of seats) {
    const applies = discount !== null && (code?.sections === null || code?.sections.includes(seat.sectionKey));
    const list = seat.listPriceCents ?? seat.priceCents;
    // Without the site's rules yet, the chart's all-in price is the line.
    const line = pricing ? priceLine(list, rules, applies ? discount : null) : priceLine(seat.priceCents, NO_FEES);
    lines.set(seat.id, line);
  }
  return { lines, totals: sumLines([...lines.values()]) };
}
