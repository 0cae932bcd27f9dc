import { useMutation } from "@tanstack/react-query";
import type { HoldSeatsInput, OrderResponse, OrderView } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { useInvalidateAfterOrder } from "./invalidate";

/** POST /api/orders: holds the seats for HOLD_MINUTES while the buyer pays. */
export function holdSeats(input: HoldSeatsInput): Promise<OrderView> {
  return api<OrderResponse>("/api/orders", { method: "POST", json: input }).then((body) => body.order);
}

export function useHoldSeats(eventId: string) {
  const onSuccess = useInvalidateAfterOrder(eventId, { tickets: false });
  return useMutation({ mutationFn: holdSeats, onSuccess });
}
