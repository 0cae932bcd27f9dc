import { useMutation } from "@tanstack/react-query";
import type { GoogleWalletResponse } from "#domain/schemas/tickets";
import { api } from "#web/lib/api";

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
