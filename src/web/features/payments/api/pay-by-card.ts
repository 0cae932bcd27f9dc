import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderResponse, OrderView } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { paymentKeys } from "./query-keys";

/**
 * POST /api/orders/:id/payments/simulated with the simulated provider's token (never the card).
 * Answers 402 when the provider declines and 409 `hold_expired` when the hold ran out.
 */
export function paySimulated(orderId: string, token: string): Promise<OrderView> {
  return api<OrderResponse>(`/api/orders/${encodeURIComponent(orderId)}/payments/simulated`, {
    method: "POST",
    json: { token },
  }).then((body) => body.order);
}

/** Pays a held order by card; the paid order is cached so a later GET starts from it. */
export function usePayByCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, token }: { orderId: string; token: string }) => paySimulated(orderId, token),
    onSuccess: (order) => queryClient.setQueryData(paymentKeys.order(order.id), order),
  });
}
