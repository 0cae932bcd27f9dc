import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MyToursResponse, TourBookingResponse, TourBookingView } from "#domain/schemas/tours";
import { api } from "#web/lib/api";
import { tourKeys } from "./query-keys";

/** GET /api/my/tours: the signed-in user's upcoming tours, soonest first. */
export function fetchMyTours(): Promise<TourBookingView[]> {
  return api<MyToursResponse>("/api/my/tours").then((body) => body.tours);
}

export const myToursQuery = queryOptions({ queryKey: tourKeys.mine, queryFn: fetchMyTours });

export function useMyTours(enabled: boolean) {
  return useQuery({ ...myToursQuery, enabled });
}

/** DELETE /api/my/tours/:id: cancels one of the user's tours and frees its spot. */
export function useCancelTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<TourBookingResponse>(`/api/my/tours/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}
