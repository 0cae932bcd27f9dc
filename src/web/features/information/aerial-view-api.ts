import { queryOptions } from "@tanstack/react-query";
import type { AerialView } from "#domain/schemas/aerial";
import { BROWSER_ONLY_QUERY } from "#web/app/ssr-state";
import { api } from "#web/lib/api";

/**
 * The server looks the video up (it holds the maps key) and keeps the answer a few minutes. A call
 * to another service: the page is rendered without it, and the browser asks once it runs.
 */
export const aerialViewQuery = queryOptions({
  queryKey: ["aerial-view"],
  meta: BROWSER_ONLY_QUERY,
  queryFn: () => api<AerialView>("/api/aerial-view"),
  staleTime: 4 * 60_000,
  refetchOnWindowFocus: false,
  retry: 1,
});
