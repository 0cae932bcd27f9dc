import { useMutation } from "@tanstack/react-query";
import type { BestAvailableInput, BestAvailableResponse } from "#domain/schemas/best-available";
import { api } from "#web/lib/api";

/** POST /api/events/:id/best-available: proposes seats; nothing is held until the buyer holds them. */
export function fetchBestAvailable(eventId: string, input: BestAvailableInput): Promise<BestAvailableResponse> {
  return api<BestAvailableResponse>(`/api/events/${encodeURIComponent(eventId)}/best-available`, {
    method: "POST",
    json: input,
  });
}

export function useBestAvailable(eventId: string) {
  return useMutation({ mutationFn: (input: BestAvailableInput) => fetchBestAvailable(eventId, input) });
}
