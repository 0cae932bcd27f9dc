import { useMutation, useQuery } from "@tanstack/react-query";
import type { GoogleWalletResponse, TicketsResponse } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";

/**
 * Which wallets the venue set up (`wallets` of GET /api/my/tickets). Read once per visit and kept:
 * the configuration does not change while a page is open.
 */
export function useWalletFlags() {
  return useQuery({
    queryKey: ["wallet", "flags"],
    queryFn: () => api<TicketsResponse>("/api/my/tickets").then((body) => body.wallets),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/my/tickets/:bookingId/wallet.pkpass: the ticket's Apple Wallet pass. */
export function applePassUrl(bookingId: string): string {
  return `/api/my/tickets/${encodeURIComponent(bookingId)}/wallet.pkpass`;
}

/**
 * GET /api/my/tickets/:bookingId/google-wallet, then on to Google Wallet's save page in the same
 * tab: the address is signed when asked for, so it is fetched at the click.
 */
export function useSaveToGoogleWallet() {
  return useMutation({
    mutationFn: (bookingId: string) =>
      api<GoogleWalletResponse>(`/api/my/tickets/${encodeURIComponent(bookingId)}/google-wallet`).then(
        (body) => body.url,
      ),
    onSuccess: (url) => {
      window.location.assign(url);
    },
  });
}
