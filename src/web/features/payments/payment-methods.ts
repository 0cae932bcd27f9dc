import { useQuery } from "@tanstack/react-query";
import type { SitePayments } from "#domain/schemas/site";
import { siteConfigQuery } from "#web/features/auth";

/**
 * The ways to pay, in the order the payment step offers them. This is the one place a provider is
 * added: its entry here, whether the site offers it (GET /api/site), its option and panel in the
 * payment step, and its way to pay in `usePaymentFlow`.
 *
 * - `card`: Stripe Checkout (the card is entered on Stripe's page, same tab) or the simulated
 *   provider's card form (test mode); not offered when no card processor is live.
 * - `paypal`: PayPal's hosted page, opened in a new tab; offered when the site has a PayPal account.
 */
export const PAYMENT_METHODS = ["card", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface OfferedPaymentMethods extends SitePayments {
  /** The site's configuration has not arrived yet: nothing can be said about the methods. */
  loading: boolean;
}

/** Which methods this site offers (GET /api/site says which providers are live). */
export function useOfferedPaymentMethods(): OfferedPaymentMethods {
  const { data, isPending } = useQuery({ ...siteConfigQuery, select: (site) => site.payments });
  return { card: data?.card ?? null, paypal: data?.paypal === true, loading: isPending };
}
