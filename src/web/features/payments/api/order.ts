import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderResponse, OrderView } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { paymentKeys } from "./query-keys";

/** GET /api/orders/:id */
export function fetchOrder(orderId: string): Promise<OrderView> {
  return api<OrderResponse>(`/api/orders/${encodeURIComponent(orderId)}`).then((body) => body.order);
}

/** While a hosted payment is unconfirmed the order stays held: ask again every few seconds. */
const CONFIRMATION_POLL_MS = 3000;

export function orderQuery(orderId: string, pollMs = CONFIRMATION_POLL_MS) {
  return queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: () => fetchOrder(orderId),
    refetchInterval: (query) => (query.state.data?.status === "held" ? pollMs : false),
  });
}

/**
 * An order, read again while it is held. `pollMs` asks sooner where the confirmation is expected
 * within seconds (a buyer just back from a hosted page that already took the payment).
 */
export function useOrder(orderId: string | null, { pollMs }: { pollMs?: number } = {}) {
  return useQuery({ ...orderQuery(orderId ?? "", pollMs), enabled: orderId !== null });
}
