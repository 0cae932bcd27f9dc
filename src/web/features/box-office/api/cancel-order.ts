import { useMutation } from "@tanstack/react-query";
import type { OrderView } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { useInvalidateAfterOrder } from "./invalidate";

/** DELETE /api/orders/:id: gives a held order's seats back at once. */
export function cancelOrder(orderId: string): Promise<OrderView> {
  return api<{ order: OrderView }>(`/api/orders/${encodeURIComponent(orderId)}`, { method: "DELETE" }).then(
    (body) => body.order,
  );
}

export function useCancelOrder(eventId: string) {
  const invalidate = useInvalidateAfterOrder(eventId, { tickets: false });
  // A failed cancel needs no message: the hold lapses by itself after HOLD_MINUTES.
  return useMutation({ mutationFn: cancelOrder, onSettled: () => invalidate() });
}
