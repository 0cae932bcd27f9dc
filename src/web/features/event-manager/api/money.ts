import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CancelEventResponse,
  EventSalesResponse,
  ExceptionResolution,
  OrderRefundResponse,
  PaymentExceptionsResponse,
  ResolveExceptionResponse,
} from "#domain/schemas/money";
import { ticketKeys } from "#web/features/box-office";
import { api } from "#web/lib/api";
import { manageKeys } from "./managed-events";

/**
 * Money in event management: cancelling an event, its sales, refunding an order and the payment
 * exceptions. Their keys sit under ["events"], so a cancellation or a refund refreshes the event
 * lists (calendar, home, box office) too.
 */
export const moneyKeys = {
  sales: (eventId: string) => [...manageKeys.managed, "sales", eventId] as const,
  exceptions: [...manageKeys.managed, "payment-exceptions"] as const,
};

const encode = encodeURIComponent;

/** GET /api/manage/events/:id/sales (the event's manager, admins). */
export function useEventSales(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: moneyKeys.sales(eventId),
    queryFn: () => api<EventSalesResponse>(`/api/manage/events/${encode(eventId)}/sales`).then((b) => b.sales),
    enabled,
  });
}

/** The CSV downloads of an event's sales. */
export function salesCsvUrl(eventId: string, file: "orders" | "attendees"): string {
  return `/api/manage/events/${encode(eventId)}/${file}.csv`;
}

/** After money moved: every event list, the sales, the exceptions and the buyer's own tickets. */
function useRefreshAfterMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: manageKeys.all }),
      queryClient.invalidateQueries({ queryKey: ticketKeys.myTickets }),
    ]);
}

/** POST /api/manage/events/:id/cancel: marks the event cancelled and refunds its buyers. */
export function useCancelEvent() {
  const onSettled = useRefreshAfterMoney();
  return useMutation({
    mutationFn: ({ eventId, reason }: { eventId: string; reason: string }) =>
      api<CancelEventResponse>(`/api/manage/events/${encode(eventId)}/cancel`, {
        method: "POST",
        json: { reason },
      }).then((b) => b.cancellation),
    // A failure may still have settled some orders (or found the event cancelled): refresh either way.
    onSettled,
  });
}

/** POST /api/manage/orders/:id/refund (admins): the whole order, or the seats named. */
export function useRefundOrder() {
  const onSettled = useRefreshAfterMoney();
  return useMutation({
    mutationFn: ({ orderId, seatIds }: { orderId: string; seatIds?: string[] }) =>
      api<OrderRefundResponse>(`/api/manage/orders/${encode(orderId)}/refund`, {
        method: "POST",
        json: seatIds ? { seatIds } : {},
      }).then((b) => b.refund),
    onSettled,
  });
}

/** GET /api/manage/payments/exceptions (admins). */
export function usePaymentExceptions() {
  return useQuery({
    queryKey: moneyKeys.exceptions,
    queryFn: () => api<PaymentExceptionsResponse>("/api/manage/payments/exceptions").then((b) => b.exceptions),
  });
}

/** POST /api/manage/payments/exceptions/:id/resolve (admins). */
export function useResolveException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reference }: { id: number; action: ExceptionResolution; reference?: string }) =>
      api<ResolveExceptionResponse>(`/api/manage/payments/exceptions/${id}/resolve`, {
        method: "POST",
        json: reference ? { action, reference } : { action },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.exceptions }),
  });
}
