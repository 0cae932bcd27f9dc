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

export function orderQuery(orderId: string) {
  return queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: () => fetchOrder(orderId),
    refetchInterval: (query) => (query.state.data?.status === "held" ? CONFIRMATION_POLL_MS : false),
  });
}

export function useOrder(orderId: string | null) {
  return useQuery({ ...orderQuery(orderId ?? ""), enabled: orderId !== null });
}
