import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HouseSeatsResponse, SaleCodeInput, SaleCodesResponse } from "#domain/schemas/sale-codes";
import { ticketKeys } from "#web/features/box-office";
import { api } from "#web/lib/api";

export const saleCodeKeys = {
  codes: (eventId: string) => ["manage", "codes", eventId] as const,
  houseSeats: (eventId: string) => ["manage", "house-seats", eventId] as const,
};

const base = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}`;

/** GET /api/admin/events/:id/codes: the event's codes with their live uses. */
export function useSaleCodes(eventId: string) {
  return useQuery({
    queryKey: saleCodeKeys.codes(eventId),
    queryFn: () => api<SaleCodesResponse>(`${base(eventId)}/codes`),
  });
}

/** POST /api/admin/events/:id/codes, and switching one off: both answer the list. */
export function useSaleCodeChanges(eventId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (view: SaleCodesResponse) => queryClient.setQueryData(saleCodeKeys.codes(eventId), view);
  return {
    create: useMutation({
      mutationFn: (body: SaleCodeInput) =>
        api<SaleCodesResponse>(`${base(eventId)}/codes`, { method: "POST", json: body }),
      onSuccess,
    }),
    disable: useMutation({
      mutationFn: (codeId: string) =>
        api<SaleCodesResponse>(`${base(eventId)}/codes/${encodeURIComponent(codeId)}/disable`, { method: "POST" }),
      onSuccess,
    }),
  };
}

/** GET /api/admin/events/:id/house-seats. */
export function useHouseSeats(eventId: string) {
  return useQuery({
    queryKey: saleCodeKeys.houseSeats(eventId),
    queryFn: () => api<HouseSeatsResponse>(`${base(eventId)}/house-seats`),
  });
}

/** Marking and releasing house seats change the chart: its states are read again. */
export function useHouseSeatChanges(eventId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (view: HouseSeatsResponse) => {
    queryClient.setQueryData(saleCodeKeys.houseSeats(eventId), view);
    void queryClient.invalidateQueries({ queryKey: ticketKeys.seats(eventId) });
  };
  return {
    mark: useMutation({
      mutationFn: (body: { seatIds: string[]; reason: string }) =>
        api<HouseSeatsResponse>(`${base(eventId)}/house-seats`, { method: "POST", json: body }),
      onSuccess,
    }),
    release: useMutation({
      mutationFn: (seatIds?: string[]) =>
        api<HouseSeatsResponse>(`${base(eventId)}/house-seats/release`, {
          method: "POST",
          json: seatIds ? { seatIds } : {},
        }),
      onSuccess,
    }),
  };
}
