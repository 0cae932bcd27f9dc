import { queryOptions } from "@tanstack/react-query";
import type { AerialView } from "#domain/schemas/aerial";
import { api } from "#web/lib/api";

/** The server looks the video up (it holds the maps key) and keeps the answer a few minutes. */
export const aerialViewQuery = queryOptions({
  queryKey: ["aerial-view"],
  queryFn: () => api<AerialView>("/api/aerial-view"),
  staleTime: 4 * 60_000,
  refetchOnWindowFocus: false,
  retry: 1,
});
