import type { OrderResponse, OrderView } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";

/**
 * DELETE /api/orders/:id: gives a held order's seats back at once. Called as a plain request, not
 * a mutation, so it still goes out when the checkout that asks for it is unmounting.
 */
export function cancelOrder(orderId: string): Promise<OrderView> {
  return api<OrderResponse>(`/api/orders/${encodeURIComponent(orderId)}`, { method: "DELETE" }).then(
    (body) => body.order,
  );
}
