import { useMutation } from "@tanstack/react-query";
import type { ComplimentaryInput, OrderResponse, OrderView } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";
import { useInvalidateAfterOrder } from "./invalidate";

/** POST /api/orders/complimentary (admins): books the seats at no charge, for the admin or a named guest. */
export function bookComplimentary(input: ComplimentaryInput): Promise<OrderView> {
  return api<OrderResponse>("/api/orders/complimentary", { method: "POST", json: input }).then((body) => body.order);
}

export function useBookComplimentary(eventId: string) {
  const onSuccess = useInvalidateAfterOrder(eventId, { tickets: true });
  return useMutation({ mutationFn: bookComplimentary, onSuccess });
}
