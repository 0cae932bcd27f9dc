import { CheckCircle2, Clock, Info, Loader2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { useOrder } from "#web/features/payments";
import { cn } from "#web/lib/cn";
import { useTranslation } from "#web/lib/translation";

interface PaymentReturnNoticeProps {
  payment: "success" | "cancelled";
  orderId: string | null;
  onDismiss(): void;
}

/** Back from a hosted page that took the payment, its confirmation is a webhook away: ask often. */
const RETURN_POLL_MS = 1000;

/**
 * The return address of the hosted pay page (/box-office?payment=…&order=…). The query
 * parameter is only where the visitor came from; what is shown is the order's real state, polled
 * while the provider's confirmation has not arrived yet ("Confirming your payment…"). A cancelled
 * payment leaves the hold in place: the checkout reopens with its countdown to try again. An order
 * that cannot be read (another account's, or none) says nothing about a payment either way: a
 * neutral note, never "cancelled" or "not found" in alarm colours.
 */
export function PaymentReturnNotice({ payment, orderId, onDismiss }: PaymentReturnNoticeProps) {
  const { t } = useTranslation();
  const order = useOrder(orderId, { pollMs: RETURN_POLL_MS });
  const status = order.data?.status;

  let tone: "success" | "waiting" | "cancelled" | "neutral" = "cancelled";
  let icon: ReactNode = <XCircle className="size-5" aria-hidden="true" />;
  let title = t("tickets.paymentReturn.cancelledTitle");
  let body = t("tickets.paymentReturn.cancelled");
  if (orderId !== null && order.isPending) {
    tone = "waiting";
    icon = <Loader2 className="size-5 animate-spin" aria-hidden="true" />;
    title = t("tickets.paymentReturn.checking");
    body = "";
  } else if (orderId === null || order.isError) {
    tone = "neutral";
    icon = <Info className="size-5" aria-hidden="true" />;
    title = t("tickets.paymentReturn.otherTitle");
    body = t("tickets.paymentReturn.other");
  } else if (status === "paid" || status === "complimentary") {
    tone = "success";
    icon = <CheckCircle2 className="size-5" aria-hidden="true" />;
    title = t("tickets.paymentReturn.successTitle");
    body = t("tickets.paymentReturn.success");
  } else if (status === "held" && payment === "success") {
    tone = "waiting";
    icon = <Loader2 className="size-5 animate-spin" aria-hidden="true" />;
    title = t("tickets.paymentReturn.waitingTitle");
    body = t("tickets.paymentReturn.waiting");
  } else if (status === "held") {
    tone = "waiting";
    icon = <Clock className="size-5" aria-hidden="true" />;
    body = t("tickets.paymentReturn.cancelledHeld");
  } else if (payment === "success" && !status) {
    body = t("tickets.paymentReturn.unknown");
  } else if (payment === "success") {
    title = t("tickets.paymentReturn.lapsedTitle");
    body = t("tickets.paymentReturn.lapsed");
  }

  return (
    <div
      role="status"
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start",
        tone === "success" &&
          "border-emerald-600/50 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100",
        (tone === "waiting" || tone === "neutral") && "border-border bg-muted",
        tone === "cancelled" && "border-destructive/50 bg-destructive/5",
      )}
    >
      <div className="flex flex-1 gap-3">
        <span className="mt-0.5">{icon}</span>
        <div>
          <p className="font-semibold">{title}</p>
          {body && <p className="text-sm">{body}</p>}
        </div>
      </div>
      <div className="flex gap-2">
        {(tone === "success" || tone === "neutral") && (
          <Button asChild size="sm">
            <Link to="/my-tickets">{t("tickets.checkout.viewTickets")}</Link>
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onDismiss}>
          {t("tickets.paymentReturn.dismiss")}
        </Button>
      </div>
    </div>
  );
}
