import { Gift, Loader2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { emailSchema } from "#domain/schemas/auth";
import type { CodeCheckResponse } from "#domain/schemas/sale-codes";
import { StepHeading } from "#web/components/step-heading";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/text-field";
import { HoldCountdown } from "#web/features/payments";
import { useTranslation } from "#web/lib/translation";
import type { SeatRef } from "../lib/chart-model";
import { OrderSummary } from "./order-summary";
import type { Checkout } from "./use-checkout";

/** Seats, total and Continue to Payment; an open hold keeps counting down here after Back. */
export function ReviewPanel({
  seats,
  checkout,
  code = null,
}: {
  seats: readonly SeatRef[];
  checkout: Checkout;
  code?: CodeCheckResponse | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <StepHeading>{t("tickets.checkout.reviewTitle")}</StepHeading>
      {checkout.hold && <HoldCountdown deadline={checkout.hold.deadline} onExpire={checkout.expire} />}
      <OrderSummary seats={seats} code={code} />
      <Button size="lg" onClick={checkout.continueToPayment} disabled={checkout.holding || seats.length === 0}>
        {checkout.holding && <Loader2 className="animate-spin" aria-hidden="true" />}
        {checkout.holding ? t("tickets.checkout.holding") : t("tickets.checkout.continue")}
      </Button>
    </div>
  );
}

/**
 * Admins book at no charge: the booking is recorded as complimentary. With a guest's address (and
 * name) the seats are issued to that person, who is mailed the tickets; left empty, they are the
 * admin's own.
 */
export function ComplimentaryPanel({ seats, checkout }: { seats: readonly SeatRef[]; checkout: Checkout }) {
  const { t } = useTranslation();
  const busy = checkout.bookingComplimentary;
  const [guestEmail, setGuestEmail] = useState("");
  const [guestName, setGuestName] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const email = guestEmail.trim();
    if (email === "") {
      void checkout.bookComplimentary();
      return;
    }
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(t((parsed.error.issues[0]?.message ?? "validation.email") as never));
      emailRef.current?.focus();
      return;
    }
    const name = guestName.trim();
    void checkout.bookComplimentary({ email: parsed.data, ...(name ? { name } : {}) });
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <StepHeading className="flex items-center gap-2">
        <Gift className="size-5" aria-hidden="true" />
        {t("tickets.complimentary.title")}
      </StepHeading>
      <p className="text-sm text-muted-foreground">{t("tickets.complimentary.description")}</p>
      <OrderSummary seats={seats} complimentary />
      <fieldset className="grid gap-3 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-medium">{t("tickets.complimentary.guestLegend")}</legend>
        <TextField
          ref={emailRef}
          label={t("tickets.complimentary.guestEmail")}
          hint={t("tickets.complimentary.guestEmailHint")}
          type="email"
          autoComplete="off"
          value={guestEmail}
          error={emailError}
          onChange={(e) => {
            setGuestEmail(e.target.value);
            setEmailError(null);
          }}
        />
        <TextField
          label={t("tickets.complimentary.guestName")}
          autoComplete="off"
          maxLength={100}
          value={guestName}
          onChange={(e) => setGuestName(e.target.value)}
        />
      </fieldset>
      <Button type="submit" size="lg" disabled={busy || seats.length === 0}>
        {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
        {busy
          ? t("tickets.complimentary.booking")
          : guestEmail.trim()
            ? t("tickets.complimentary.bookForGuest")
            : t("tickets.complimentary.book")}
      </Button>
    </form>
  );
}
