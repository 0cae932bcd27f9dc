import { CreditCard, ExternalLink, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useHostedPaymentAvailable } from "../api/paypal-hand-off";
import { CardForm } from "./card-form";
import { HoldCountdown } from "./hold-countdown";
import { StepHeading } from "./step-heading";
import type { Checkout } from "./use-checkout";

type Method = "card" | "paypal";

/** What the payment step needs of a checkout: ticket checkout and venue-rental checkout both provide it. */
export type PaymentCheckout = Pick<
  Checkout,
  "hold" | "processing" | "awaitingPayPal" | "openingPayPal" | "expire" | "payWithCard" | "payWithPayPal" | "back"
>;

const option =
  "flex items-start gap-3 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-ring";

function PayPalPanel({ checkout }: { checkout: PaymentCheckout }) {
  const { t } = useTranslation();
  if (checkout.awaitingPayPal) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-md border border-border bg-muted p-3 text-sm">
        <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
        {t("tickets.payment.paypalWaiting")}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t("tickets.payment.paypalNote")}</p>
      <Button size="lg" onClick={checkout.payWithPayPal} disabled={checkout.openingPayPal}>
        {checkout.openingPayPal ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <ExternalLink aria-hidden="true" />
        )}
        {t("tickets.payment.paypalContinue")}
      </Button>
    </div>
  );
}

/** The payment-method choice: the card form, or the hosted pay page when configured. */
export function PaymentStep({
  checkout,
  totalCents,
  title,
  holdLabel,
}: {
  checkout: PaymentCheckout;
  totalCents: number;
  title?: string;
  holdLabel?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const paypalAvailable = useHostedPaymentAvailable();
  const [method, setMethod] = useState<Method>("card");
  const { hold } = checkout;
  if (!hold) return null;
  const busy = checkout.processing || checkout.awaitingPayPal;
  return (
    <div className="grid gap-4">
      <StepHeading>{title ?? t("tickets.payment.title")}</StepHeading>
      <HoldCountdown deadline={hold.deadline} onExpire={checkout.expire} label={holdLabel} />
      <fieldset className="grid gap-2" disabled={busy}>
        <legend className="mb-2 text-sm font-medium">{t("tickets.payment.method")}</legend>
        <label className={cn(option, "cursor-pointer items-center")}>
          <input
            type="radio"
            name={`${id}-method`}
            value="card"
            checked={method === "card"}
            onChange={() => setMethod("card")}
            className="size-4 accent-primary"
          />
          <CreditCard className="size-4" aria-hidden="true" />
          {t("tickets.payment.card")}
        </label>
        <label className={cn(option, paypalAvailable ? "cursor-pointer" : "opacity-70")}>
          <input
            type="radio"
            name={`${id}-method`}
            value="paypal"
            checked={method === "paypal"}
            onChange={() => setMethod("paypal")}
            disabled={!paypalAvailable}
            aria-describedby={paypalAvailable ? undefined : `${id}-paypal-note`}
            className="mt-0.5 size-4 accent-primary"
          />
          <span className="grid">
            <span className="font-medium">{t("tickets.payment.paypal")}</span>
            {!paypalAvailable && (
              <span id={`${id}-paypal-note`} className="text-xs text-muted-foreground">
                {t("tickets.payment.paypalUnavailable")}
              </span>
            )}
          </span>
        </label>
      </fieldset>
      {method === "card" ? (
        <CardForm totalCents={totalCents} processing={checkout.processing} onPay={checkout.payWithCard} />
      ) : (
        <PayPalPanel checkout={checkout} />
      )}
      <div>
        <Button variant="outline" onClick={checkout.back} disabled={checkout.processing}>
          {t("tickets.checkout.back")}
        </Button>
      </div>
    </div>
  );
}
