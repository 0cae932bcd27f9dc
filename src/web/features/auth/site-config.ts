import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteConfig } from "#domain/schemas/site";
import { api } from "#web/lib/api";

export type { SiteConfig };

export const siteConfigQuery = queryOptions({
  queryKey: ["site"],
  queryFn: () => api<SiteConfig>("/api/site"),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}
