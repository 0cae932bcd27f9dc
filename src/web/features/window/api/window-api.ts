import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShiftReport, WindowOrderView, WindowSaleInput, WindowSaleResponse } from "#domain/schemas/window";
import { api } from "#web/lib/api";

export const windowKeys = {
  all: ["window"] as const,
  order: (id: string) => ["window", "order", id] as const,
  shift: (from: string | null, to: string | null) => ["window", "shift", from, to] as const,
};

/** POST /api/window/sales: sells the seats (cash and the card terminal at once, Stripe by its webhook). */
export function useSellAtWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WindowSaleInput) =>
      api<WindowSaleResponse>("/api/window/sales", { method: "POST", json: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: windowKeys.all }),
  });
}

/** GET /api/window/orders/:id, asked again every 2 s while the buyer pays on their phone. */
export function useWindowOrder(orderId: string | null, waiting: boolean) {
  return useQuery({
    queryKey: windowKeys.order(orderId ?? ""),
    queryFn: () => api<{ order: WindowOrderView }>(`/api/window/orders/${orderId}`).then((body) => body.order),
    enabled: orderId !== null,
    refetchInterval: (query) => (waiting && query.state.data?.status === "held" ? 2000 : false),
  });
}

/** DELETE /api/orders/:id: lets the seats of an unpaid phone sale go at once. */
export function useCancelWindowHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api(`/api/orders/${orderId}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: windowKeys.all }),
  });
}

/** GET /api/window/shift: the signed-in operator's shift (default: the venue's day so far). */
export function useShiftReport(range: { from: string | null; to: string | null }) {
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  const query = params.toString();
  return useQuery({
    queryKey: windowKeys.shift(range.from, range.to),
    queryFn: () => api<ShiftReport>(`/api/window/shift${query ? `?${query}` : ""}`),
  });
}
