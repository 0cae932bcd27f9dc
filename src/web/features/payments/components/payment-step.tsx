import { AlertTriangle, CreditCard, ExternalLink, Loader2, Lock } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { StepHeading } from "#web/components/step-heading";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
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

/** Stripe Checkout: the card is entered on Stripe's own page, which this tab goes to. */
function StripePanel({ flow, totalCents }: { flow: PaymentFlow; totalCents: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="grid gap-3">
      <p className="flex gap-2 rounded-md border border-border bg-muted p-3 text-sm">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t("tickets.payment.stripeNote", { amount: format.money(totalCents) })}</span>
      </p>
      <Button
        size="lg"
        onClick={flow.payWithStripe}
        aria-disabled={flow.redirecting}
        className="aria-disabled:opacity-70"
      >
        {flow.redirecting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
        {flow.redirecting ? t("tickets.payment.stripeOpening") : t("tickets.payment.stripeContinue")}
      </Button>
      <p className="sr-only" role="status">
        {flow.redirecting ? t("tickets.payment.stripeOpening") : ""}
      </p>
    </div>
  );
}

/** No card processor and no PayPal: the hold cannot be paid on this site right now. */
function NothingLive() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>
        <strong>{t("tickets.payment.unavailableTitle")}. </strong>
        {t("tickets.payment.unavailable")}
      </p>
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
 * The payment step of every checkout: the hold's countdown, the choice of method among those live
 * on the site (a card — on Stripe's page or the simulated form — and PayPal's page) and Back.
 */
export function PaymentStep({ flow, totalCents, onBack, title, holdLabel }: PaymentStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const offered = useOfferedPaymentMethods();
  const [chosen, setChosen] = useState<PaymentMethod>("card");
  const { hold } = flow;
  if (!hold) return null;
  // Without a card processor the card is not offered at all; PayPal, when live, is then the way.
  const method: PaymentMethod = offered.card === null ? "paypal" : chosen;
  const busy = flow.processing || flow.awaitingPayPal || flow.redirecting;

  let panel: ReactNode;
  if (offered.loading) {
    panel = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("tickets.payment.loadingMethods")}
      </p>
    );
  } else if (offered.card === null && !offered.paypal) {
    panel = <NothingLive />;
  } else if (method === "paypal") {
    panel = <PayPalPanel flow={flow} />;
  } else if (offered.card === "stripe") {
    panel = <StripePanel flow={flow} totalCents={totalCents} />;
  } else {
    panel = <CardForm totalCents={totalCents} processing={flow.processing} onPay={flow.payWithCard} />;
  }
  // Only the ways that are live are listed: a provider that is not configured is not shown.
  const choice = !offered.loading && (offered.card !== null || offered.paypal);

  return (
    <div className="grid gap-4">
      <StepHeading>{title ?? t("tickets.payment.title")}</StepHeading>
      <HoldCountdown deadline={hold.deadline} onExpire={flow.expire} label={holdLabel} />
      {choice && (
        <fieldset className="grid gap-2" disabled={busy}>
          <legend className="mb-2 text-sm font-medium">{t("tickets.payment.method")}</legend>
          {offered.card !== null && (
            <label className={cn(option, "cursor-pointer items-center")}>
              <input
                type="radio"
                name={`${id}-method`}
                value="card"
                checked={method === "card"}
                onChange={() => setChosen("card")}
                className="size-4 accent-primary"
              />
              <CreditCard className="size-4" aria-hidden="true" />
              {t("tickets.payment.card")}
            </label>
          )}
          {offered.paypal && (
            <label className={cn(option, "cursor-pointer items-center")}>
              <input
                type="radio"
                name={`${id}-method`}
                value="paypal"
                checked={method === "paypal"}
                onChange={() => setChosen("paypal")}
                className="size-4 accent-primary"
              />
              <span className="font-medium">{t("tickets.payment.paypal")}</span>
            </label>
          )}
        </fieldset>
      )}
      {panel}
      <div>
        <Button variant="outline" onClick={onBack} disabled={flow.processing || flow.redirecting}>
          {t("tickets.checkout.back")}
        </Button>
      </div>
    </div>
  );
}
