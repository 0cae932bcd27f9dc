import { CreditCard, ExternalLink, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { StepHeading } from "#web/components/step-heading";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { type PaymentMethod, useOfferedPaymentMethods } from "../payment-methods";
import type { PaymentFlow } from "../use-payment-flow";
import { CardForm } from "./card-form";
import { HoldCountdown } from "./hold-countdown";

const option =
  "flex items-start gap-3 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-ring";

function PayPalPanel({ flow }: { flow: PaymentFlow }) {
  const { t } = useTranslation();
  if (flow.awaitingPayPal) {
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
      <Button size="lg" onClick={flow.payWithPayPal} disabled={flow.openingPayPal}>
        {flow.openingPayPal ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <ExternalLink aria-hidden="true" />
        )}
        {t("tickets.payment.paypalContinue")}
      </Button>
    </div>
  );
}

interface PaymentStepProps {
  flow: PaymentFlow;
  totalCents: number;
  /** Leaves the payment step; the hold is kept. */
  onBack(): void;
  title?: string;
  holdLabel?: string;
}

/**
 * The payment step of every checkout: the hold's countdown, the choice of method (the card form,
 * or a hosted pay page when the site offers it) and Back.
 */
export function PaymentStep({ flow, totalCents, onBack, title, holdLabel }: PaymentStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const offered = useOfferedPaymentMethods();
  const paypalAvailable = offered.paypal;
  const [method, setMethod] = useState<PaymentMethod>("card");
  const { hold } = flow;
  if (!hold) return null;
  const busy = flow.processing || flow.awaitingPayPal;
  return (
    <div className="grid gap-4">
      <StepHeading>{title ?? t("tickets.payment.title")}</StepHeading>
      <HoldCountdown deadline={hold.deadline} onExpire={flow.expire} label={holdLabel} />
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
        <CardForm totalCents={totalCents} processing={flow.processing} onPay={flow.payWithCard} />
      ) : (
        <PayPalPanel flow={flow} />
      )}
      <div>
        <Button variant="outline" onClick={onBack} disabled={flow.processing}>
          {t("tickets.checkout.back")}
        </Button>
      </div>
    </div>
  );
}
