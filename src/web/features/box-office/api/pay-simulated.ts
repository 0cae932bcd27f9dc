import { useMutation } from "@tanstack/react-query";
import type { OrderView } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { useInvalidateAfterOrder } from "./invalidate";

/**
 * POST /api/orders/:id/payments/simulated with the simulated provider's token (never the card).
 * Answers 402 when the provider declines and 409 `hold_expired` when the hold ran out.
 */
export function paySimulated(orderId: string, token: string): Promise<OrderView> {
  return api<{ order: OrderView }>(`/api/orders/${encodeURIComponent(orderId)}/payments/simulated`, {
    method: "POST",
    json: { token },
  }).then((body) => body.order);
}

export function usePaySimulated(eventId: string) {
  const onSuccess = useInvalidateAfterOrder(eventId, { tickets: true });
  return useMutation({
    mutationFn: ({ orderId, token }: { orderId: string; token: string }) => paySimulated(orderId, token),
    onSuccess,
  });
}
