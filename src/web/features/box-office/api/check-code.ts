import { useMutation } from "@tanstack/react-query";
import type { CodeCheckResponse } from "#domain/schemas/sale-codes";
import { api } from "#web/lib/api";

/** POST /api/events/:id/codes/check: the buyer's code, checked against the seats in the cart. */
export function checkCode(input: { eventId: string; code: string; seatIds: string[] }): Promise<CodeCheckResponse> {
  return api<CodeCheckResponse>(`/api/events/${encodeURIComponent(input.eventId)}/codes/check`, {
    method: "POST",
    json: { code: input.code, seatIds: input.seatIds },
  });
}

export function useCheckCode() {
  return useMutation({ mutationFn: checkCode });
}
