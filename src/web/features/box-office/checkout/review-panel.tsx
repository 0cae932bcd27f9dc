import { Gift, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StepHeading } from "#web/components/step-heading";
import { Button } from "#web/components/ui/button";
import { HoldCountdown } from "#web/features/payments";
import type { SeatRef } from "../lib/chart-model";
import { OrderSummary } from "./order-summary";
import type { Checkout } from "./use-checkout";

/** Seats, total and Continue to Payment; an open hold keeps counting down here after Back. */
export function ReviewPanel({ seats, checkout }: { seats: readonly SeatRef[]; checkout: Checkout }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <StepHeading>{t("tickets.checkout.reviewTitle")}</StepHeading>
      {checkout.hold && <HoldCountdown deadline={checkout.hold.deadline} onExpire={checkout.expire} />}
      <OrderSummary seats={seats} />
      <Button size="lg" onClick={checkout.continueToPayment} disabled={checkout.holding || seats.length === 0}>
        {checkout.holding && <Loader2 className="animate-spin" aria-hidden="true" />}
        {checkout.holding ? t("tickets.checkout.holding") : t("tickets.checkout.continue")}
      </Button>
    </div>
  );
}

/** Admins book at no charge: the booking is recorded as complimentary. */
export function ComplimentaryPanel({ seats, checkout }: { seats: readonly SeatRef[]; checkout: Checkout }) {
  const { t } = useTranslation();
  const busy = checkout.bookingComplimentary;
  return (
    <div className="grid gap-4">
      <StepHeading className="flex items-center gap-2">
        <Gift className="size-5" aria-hidden="true" />
        {t("tickets.complimentary.title")}
      </StepHeading>
      <p className="text-sm text-muted-foreground">{t("tickets.complimentary.description")}</p>
      <OrderSummary seats={seats} complimentary />
      <Button size="lg" onClick={checkout.bookComplimentary} disabled={busy || seats.length === 0}>
        {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
        {busy ? t("tickets.complimentary.booking") : t("tickets.complimentary.book")}
      </Button>
    </div>
  );
}
