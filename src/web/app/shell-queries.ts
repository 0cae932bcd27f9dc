import type { QueryClient } from "@tanstack/react-query";
import { meQuery, siteConfigQuery } from "#web/features/auth";

/** The keys of the data the shell itself shows on every page: who is signed in, the site's configuration. */
export const SHELL_QUERY_KEYS = [meQuery.queryKey, siteConfigQuery.queryKey] as const;

/** Fetches the shell's data into `queryClient` (the server renderer, before a page's first render). */
export function prefetchShellQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.allSettled([queryClient.prefetchQuery(meQuery), queryClient.prefetchQuery(siteConfigQuery)]);
}
