/**
 * The default card provider: test mode, no money moves. The browser's form turns a card into a
 * token (`sim_ok_4242` or, for the documented test card 4000 0000 0000 0002, `sim_decline_0002`),
 * as a real provider's script would; the server only ever sees the token.
 */
export interface ChargeResult {
  ok: boolean;
  /** The provider's reference for the charge (kept on the order). */
  reference: string;
}

export interface CardProvider {
  readonly name: string;
  charge(input: { token: string; amountCents: number; currency: string; orderId: string }): Promise<ChargeResult>;
  refund(reference: string): Promise<void>;
}

export const simulatedCardProvider: CardProvider = {
  name: "simulated",
  async charge({ token }) {
    return { ok: !token.startsWith("sim_decline_"), reference: `sim_${crypto.randomUUID()}` };
  },
  async refund() {
    // Nothing was charged.
  },
};
