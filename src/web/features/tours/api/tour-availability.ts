import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TourAvailability } from "#domain/schemas/tours";
import { api } from "#web/lib/api";
import { tourKeys } from "./query-keys";

/** GET /api/tours/availability: confirmed count and spots left per date of [from, to]. */
export function fetchTourAvailability(from: string, to: string): Promise<TourAvailability> {
  return api<TourAvailability>(`/api/tours/availability?from=${from}&to=${to}`);
}

export function tourAvailabilityQuery(from: string, to: string) {
  return queryOptions({
    queryKey: tourKeys.availability(from, to),
    queryFn: () => fetchTourAvailability(from, to),
    // Other people book too: a spot count a minute old is as old as it may get.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

export function useTourAvailability(from: string, to: string) {
  // The previous month stays on screen while the next one loads, instead of a blank grid.
  return useQuery({ ...tourAvailabilityQuery(from, to), placeholderData: keepPreviousData });
}
