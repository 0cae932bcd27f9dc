import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export interface SiteConfig {
  googleSignIn: boolean;
  paypal: boolean;
}

export const siteConfigQuery = queryOptions({
  queryKey: ["site"],
  queryFn: () => api<SiteConfig>("/api/site"),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}
