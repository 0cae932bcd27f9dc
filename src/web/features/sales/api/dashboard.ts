import { useQuery } from "@tanstack/react-query";
import type { SalesDashboard } from "#domain/schemas/dashboard";
import { api } from "#web/lib/api";

/** GET /api/sales/dashboard: an event's figures (kept current every 30 s), or the season's. */
export function useSalesDashboard(eventId: string | null) {
  return useQuery({
    queryKey: ["sales", "dashboard", eventId],
    queryFn: () =>
      api<SalesDashboard>(`/api/sales/dashboard${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ""}`),
    refetchInterval: 30_000,
  });
}
