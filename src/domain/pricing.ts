/**
 * All-in prices: what a buyer pays for one ticket, mandatory fees and tax included.
 *
 * Money is integer cents. Rates are integer parts per million (1% = 10_000 ppm), so a rate such as
 * 8.875% is exact. The one rounding rule: every amount derived from a rate is computed per ticket
 * and rounded half up to the cent (`roundedShare`); an order's fee, tax and total are the sums of
 * its tickets' own, so they always equal the sum of the lines and a refund of some tickets gives
 * back exactly their fee and tax.
 *
 * Per ticket, in this order:
 *   ticket = list price − discount (never below 0)
 *   fee    = the fixed fee, or ticket × fee rate; none on a ticket that costs nothing
 *   tax    = (ticket + fee) × tax rate          (the service fee is taxed like the ticket)
 *   total  = ticket + fee + tax
 */

/** One million: rates are parts per million. */
export const PPM = 1_000_000;

/** The venue's service fee per ticket: a fixed amount, or a share of the ticket's price. */
export type ServiceFee = { kind: "amount"; cents: number } | { kind: "rate"; ppm: number };

export interface PricingRules {
  serviceFee: ServiceFee;
  /** Sales tax, in parts per million of the ticket plus its fee. */
  taxPpm: number;
}

/** No fee and no tax: the list price is the price. */
export const NO_FEES: PricingRules = { serviceFee: { kind: "amount", cents: 0 }, taxPpm: 0 };

/** What one ticket costs, by part. `totalCents` is always the sum of the other three less the discount. */
export interface PriceLine {
  /** The ticket's list price. */
  listCents: number;
  /** Taken off the list price by a promo code. */
  discountCents: number;
  /** The ticket's price after the discount. */
  ticketCents: number;
  feeCents: number;
  taxCents: number;
  /** ticket + fee + tax: what the buyer pays for this ticket. */
  totalCents: number;
}

/** `cents × ppm / 1e6`, rounded half up to the cent (cents and ppm are non-negative integers). */
export function roundedShare(cents: number, ppm: number): number {
  return Math.floor((cents * ppm + PPM / 2) / PPM);
}

/** A discount per ticket: a share of the list price, or a fixed amount. */
export type Discount = { kind: "percent"; ppm: number } | { kind: "amount"; cents: number };

/** What a discount takes off one ticket: never more than its list price. */
export function discountOf(listCents: number, discount: Discount | null | undefined): number {
  if (!discount) return 0;
  const off = discount.kind === "amount" ? discount.cents : roundedShare(listCents, discount.ppm);
  return Math.max(0, Math.min(listCents, off));
}

/** One ticket's price line under the venue's rules and an optional discount. */
export function priceLine(listCents: number, rules: PricingRules, discount?: Discount | null): PriceLine {
  const discountCents = discountOf(listCents, discount);
  const ticketCents = listCents - discountCents;
  const feeCents =
    ticketCents === 0
      ? 0
      : rules.serviceFee.kind === "amount"
        ? rules.serviceFee.cents
        : roundedShare(ticketCents, rules.serviceFee.ppm);
  const taxCents = roundedShare(ticketCents + feeCents, rules.taxPpm);
  return { listCents, discountCents, ticketCents, feeCents, taxCents, totalCents: ticketCents + feeCents + taxCents };
}

/** What a buyer pays for one ticket at this list price: the all-in price every page shows. */
export function allInCents(listCents: number, rules: PricingRules): number {
  return priceLine(listCents, rules).totalCents;
}

/** The parts of some lines added up (an order, a cart, a refund). */
export interface PriceTotals {
  discountCents: number;
  ticketCents: number;
  feeCents: number;
  taxCents: number;
  totalCents: number;
}

export function sumLines(
  lines: readonly Pick<PriceLine, "discountCents" | "ticketCents" | "feeCents" | "taxCents" | "totalCents">[],
): PriceTotals {
  const sum: PriceTotals = { discountCents: 0, ticketCents: 0, feeCents: 0, taxCents: 0, totalCents: 0 };
  for (const line of lines) {
    sum.discountCents += line.discountCents;
    sum.ticketCents += line.ticketCents;
    sum.feeCents += line.feeCents;
    sum.taxCents += line.taxCents;
    sum.totalCents += line.totalCents;
  }
  return sum;
}

/** Whether the rules add anything to a list price (the pages then show the breakdown). */
export function hasFees(rules: PricingRules): boolean {
  return (
    rules.taxPpm > 0 || (rules.serviceFee.kind === "amount" ? rules.serviceFee.cents > 0 : rules.serviceFee.ppm > 0)
  );
}

/**
 * Reads a setting written as a percentage ("8.875%", "10%") into parts per million; at most four
 * decimals. Null when it is not one.
 */
export function parsePercent(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,4}))?\s*%\s*$/.exec(text);
  if (!match) return null;
  const ppm = Number(match[1]) * 10_000 + Number((match[2] ?? "").padEnd(4, "0"));
  return ppm <= 100 * 10_000 ? ppm : null;
}

/** Reads a money amount in dollars ("2.50", "3") into cents; null when it is not one. */
export function parseDollars(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** `SERVICE_FEE`: "2.50" (dollars per ticket) or "5%" (of the ticket's price). */
export function parseServiceFee(text: string): ServiceFee | null {
  if (text.includes("%")) {
    const ppm = parsePercent(text);
    return ppm === null ? null : { kind: "rate", ppm };
  }
  const cents = parseDollars(text);
  return cents === null ? null : { kind: "amount", cents };
}
