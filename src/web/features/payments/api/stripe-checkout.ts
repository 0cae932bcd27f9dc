import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StripeCheckoutResponse } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { paymentKeys } from "./query-keys";

/**
 * POST /api/orders/:id/payments/stripe: the address of Stripe's hosted page for a held order, or
 * no address when the order is already paid. 409 once the hold lapsed; 404 when Stripe is not live.
 */
export function startStripeCheckout(orderId: string): Promise<StripeCheckoutResponse> {
  return api<StripeCheckoutResponse>(`/api/orders/${encodeURIComponent(orderId)}/payments/stripe`, {
    method: "POST",
  });
}

/** Starts a Stripe Checkout; the order it answers with is cached so a later GET starts from it. */
export function useStripeCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startStripeCheckout,
    onSuccess: ({ order }) => queryClient.setQueryData(paymentKeys.order(order.id), order),
  });
}
