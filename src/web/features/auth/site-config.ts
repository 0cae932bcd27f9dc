import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#web/lib/api";

export interface SiteConfig {
  googleSignIn: boolean;
  paypal: boolean;
  /** The home page hero's background video, when one is configured. */
  heroVideoUrl: string | null;
}

export const siteConfigQuery = queryOptions({
  queryKey: ["site"],
  queryFn: () => api<SiteConfig>("/api/site"),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}
