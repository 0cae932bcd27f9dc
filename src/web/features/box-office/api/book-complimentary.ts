import { useMutation } from "@tanstack/react-query";
import type { HoldSeatsInput, OrderResponse, OrderView } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { useInvalidateAfterOrder } from "./invalidate";

/** POST /api/orders/complimentary (admins): books the seats at no charge. */
export function bookComplimentary(input: HoldSeatsInput): Promise<OrderView> {
  return api<OrderResponse>("/api/orders/complimentary", { method: "POST", json: input }).then((body) => body.order);
}

export function useBookComplimentary(eventId: string) {
  const onSuccess = useInvalidateAfterOrder(eventId, { tickets: true });
  return useMutation({ mutationFn: bookComplimentary, onSuccess });
}
