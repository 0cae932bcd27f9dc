import { LoaderCircle, Wallet } from "lucide-react";
import type { TicketView } from "#domain/schemas/tickets";
import { Button } from "#web/components/ui/button";
import { useEventText } from "#web/lib/event-text";
import { toastError } from "#web/lib/explain-error";
import { useTranslation } from "#web/lib/translation";
import { useWalletFlags } from "../api/my-tickets";
import { applePassUrl, useSaveToGoogleWallet } from "../api/wallet";

/** Wallet badges are black with white text in both themes; in dark mode a ring keeps their edge. */
const BADGE = "w-fit bg-black text-white hover:bg-black/85 dark:ring-1 dark:ring-white/40";

/**
 * "Add to Apple Wallet" (downloads the pass) and "Save to Google Wallet" (opens Google's save page),
 * each only when the venue set that wallet up.
 */
export function WalletButtons({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  const text = useEventText();
  const flags = useWalletFlags();
  const google = useSaveToGoogleWallet();
  if (!flags.data || (!flags.data.apple && !flags.data.google)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {flags.data.apple && (
        <Button asChild size="sm" className={BADGE}>
          <a href={applePassUrl(ticket.bookingId)} download>
            <Wallet aria-hidden="true" />
            {t("wallet.addToApple")}
            <span className="sr-only"> {t("wallet.addToAppleLabel", { title: text.title(ticket.event) })}</span>
          </a>
        </Button>
      )}
      {flags.data.google && (
        <Button
          size="sm"
          className={BADGE}
          disabled={google.isPending}
          aria-busy={google.isPending}
          onClick={() => google.mutate(ticket.bookingId, { onError: (error) => toastError(t, error) })}
        >
          {google.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Wallet aria-hidden="true" />
          )}
          {google.isPending ? t("wallet.opening") : t("wallet.saveToGoogle")}
          <span className="sr-only"> {t("wallet.saveToGoogleLabel", { title: text.title(ticket.event) })}</span>
        </Button>
      )}
    </div>
  );
}
