/**
 * The demo card provider: test mode, no money moves. The browser's form turns a card into a
 * token (`sim_ok_4242` or, for the documented test card 4000 0000 0000 0002, `sim_decline_0002`),
 * as a real provider's script would; the server only ever sees the token. Like a real provider
 * it charges an order once: asked again (a retry, a second tab) it answers the same charge.
 */
export interface ChargeResult {
  ok: boolean;
  /** The provider's reference for the charge (kept on the order). */
  reference: string;
}

export interface CardProvider {
  readonly name: string;
  /** Charges an order's amount; one successful charge per order, however often it is asked. */
  charge(input: { token: string; amountCents: number; currency: string; orderId: string }): Promise<ChargeResult>;
  /** Gives back part or all of a charge; one refund per idempotency key. */
  refund(input: { reference: string; amountCents: number; idempotencyKey: string }): Promise<{ reference: string }>;
}

/** Charges are remembered for this long (an order's hold lasts ten minutes). */
const REMEMBER_MS = 60 * 60_000;

export function createSimulatedCardProvider(): CardProvider {
  const charges = new Map<string, { result: Promise<ChargeResult>; at: number }>();
  const refunds = new Map<string, { reference: string }>();
  return {
    name: "simulated",
    async charge({ token, orderId }) {
      const now = Date.now();
      const known = charges.get(orderId);
      if (known && now - known.at < REMEMBER_MS) {
        const result = await known.result;
        if (result.ok) return result;
      }
      if (charges.size > 10_000) for (const [k, v] of charges) if (now - v.at >= REMEMBER_MS) charges.delete(k);
      const result = Promise.resolve({
        ok: !token.startsWith("sim_decline_"),
        reference: `sim_${crypto.randomUUID()}`,
      });
      charges.set(orderId, { result, at: now });
      return result;
    },
    async refund({ idempotencyKey }) {
      const known = refunds.get(idempotencyKey);
      if (known) return known;
      const refund = { reference: `sim_refund_${crypto.randomUUID()}` };
      refunds.set(idempotencyKey, refund);
      return refund;
    },
  };
}
