import type { CardProvider } from "#server/platform/payments/simulated";

/**
 * Wraps a card provider and counts what it really did: each distinct charge and each distinct
 * refund with their amounts. Race tests assert with it that no card stays charged without a paid
 * order: charged minus refunded equals what the paid orders total.
 */
export function countingCardProvider(inner: CardProvider) {
  const charges = new Map<string, number>();
  const refunds = new Map<string, number>();
  const provider: CardProvider = {
    name: inner.name,
    async charge(input) {
      const result = await inner.charge(input);
      if (result.ok) charges.set(result.reference, input.amountCents);
      return result;
    },
    async refund(input) {
      const result = await inner.refund(input);
      refunds.set(result.reference, input.amountCents);
      return result;
    },
  };
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return {
    provider,
    totals: () => ({
      charges: charges.size,
      chargedCents: sum(charges),
      refunds: refunds.size,
      refundedCents: sum(refunds),
    }),
  };
}
