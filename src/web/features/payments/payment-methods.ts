import { useQuery } from "@tanstack/react-query";
import { siteConfigQuery } from "#web/features/auth";

/**
 * The ways to pay, in the order the payment step offers them. This is the one place a provider is
 * added: its entry here, whether the site offers it, its option and panel in the payment step, and
 * its way to pay in `usePaymentFlow`.
 *
 * - `card`: the simulated provider's card form; always offered.
 * - `paypal`: PayPal's hosted page, opened in a new tab; offered when the site has a PayPal account.
 */
export const PAYMENT_METHODS = ["card", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Which methods this site offers (GET /api/site says which providers are configured). */
export function useOfferedPaymentMethods(): Record<PaymentMethod, boolean> {
  const { data } = useQuery({ ...siteConfigQuery, select: (site) => site.paypal === true });
  return { card: true, paypal: data === true };
}
