import { CheckCircle2, Loader2, Printer } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { useId, useState } from "react";
import type { WindowOrderView } from "#domain/schemas/window";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { useEventText } from "#web/lib/event-text";
import { toastError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import { useCancelWindowHold, useWindowOrder } from "../api/window-api";
import { type Paper, PrintSheet } from "./print-sheet";
import { PrintedTickets } from "./printed-tickets";

interface SoldDialogProps {
  /** The sale as its request answered it. */
  sold: WindowOrderView;
  /** The Stripe Checkout address for the buyer's phone, while it is unpaid. */
  checkoutUrl: string | null;
  onNext(): void;
}

/**
 * After the sale: a phone payment's QR code until Stripe's webhook pays the order, then the
 * tickets, their paper and Print, and the change to give for cash.
 */
export function SoldDialog({ sold, checkoutUrl, onNext }: SoldDialogProps) {
  const { t } = useTranslation();
  const waiting = sold.status === "held";
  const live = useWindowOrder(sold.id, waiting);
  const order = live.data ?? sold;
  const cancel = useCancelWindowHold();

  const paid = order.status === "paid";
  const lapsed = !paid && order.status !== "held";
  return (
    <Dialog open onOpenChange={(open) => !open && (paid || lapsed) && onNext()}>
      <DialogContent className="max-w-xl">
        {paid ? (
          <Paid order={order} onNext={onNext} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("window.stripe.heading")}</DialogTitle>
              <DialogDescription>{t("window.stripe.body")}</DialogDescription>
            </DialogHeader>
            {lapsed ? (
              <p role="alert">{t("window.stripe.expired")}</p>
            ) : (
              checkoutUrl && (
                <div className="grid justify-items-center gap-3">
                  <div className="rounded-lg bg-white p-3">
                    <QRCodeSVG
                      value={checkoutUrl}
                      size={240}
                      level="M"
                      role="img"
                      aria-label={t("window.stripe.heading")}
                    />
                  </div>
                  <p className="flex items-center gap-2 text-muted-foreground" role="status">
                    <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                    {t("window.stripe.waiting")}
                  </p>
                  <a href={checkoutUrl} target="_blank" rel="noreferrer" className="text-sm underline">
                    {t("window.stripe.link")}
                  </a>
                </div>
              )
            )}
            <div className="flex justify-end">
              {lapsed ? (
                <Button onClick={onNext}>{t("window.done.next")}</Button>
              ) : (
                <Button
                  variant="outline"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(order.id, { onSuccess: onNext, onError: (error) => toastError(t, error) })
                  }
                >
                  {t("window.stripe.cancel")}
                </Button>
              )}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Paid({ order, onNext }: { order: WindowOrderView; onNext(): void }) {
  const { t } = useTranslation();
  const text = useEventText();
  const format = useFormatters();
  const id = useId();
  const [paper, setPaper] = useState<Paper>("letter");
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CheckCircle2 className="size-6 text-green-700 dark:text-green-400" aria-hidden="true" />
          {t("window.done.heading")}
        </DialogTitle>
        <DialogDescription>
          {t("window.done.summary", { count: order.tickets.length, event: text.title(order.event) })}
        </DialogDescription>
      </DialogHeader>
      {order.cash && (
        <p className="rounded-md bg-muted px-3 py-3 text-xl font-bold" role="status" data-testid="sold-change">
          {t("window.done.change", { amount: format.money(order.cash.changeCents) })}
        </p>
      )}
      {order.buyer?.email && <p>{t("window.done.mailed", { email: order.buyer.email })}</p>}
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("window.done.paper")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(["letter", "receipt"] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`${id}-paper`}
                value={value}
                checked={paper === value}
                onChange={() => setPaper(value)}
                className="size-4 accent-primary"
              />
              {value === "letter" ? t("window.done.paperLetter") : t("window.done.paperReceipt")}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onNext}>
          {t("window.done.next")}
        </Button>
        <Button size="lg" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t("window.done.print")}
        </Button>
      </div>
      <PrintSheet paper={paper}>
        <PrintedTickets order={order} />
      </PrintSheet>
    </>
  );
}
