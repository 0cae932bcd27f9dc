import { useQuery } from "@tanstack/react-query";
import type { ReceiptResponse } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";

/** GET /api/orders/:id/receipt: one of the buyer's bought orders, as its receipt shows it. */
export function useReceipt(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["my", "receipt", orderId] as const,
    queryFn: () => api<ReceiptResponse>(`/api/orders/${encodeURIComponent(orderId)}/receipt`),
    enabled: enabled && orderId !== "",
    retry: false,
  });
}
