import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookTourInput, TourBookingResponse } from "#domain/schemas/tours";
import { api } from "#web/lib/api";
import { tourKeys } from "./query-keys";

/** POST /api/tours: books one spot on the date for the signed-in user. */
export function useBookTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookTourInput) =>
      api<TourBookingResponse>("/api/tours", { method: "POST", json: input }).then((body) => body.booking),
    // Refused or not, the counts may have moved: show the current ones.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}
