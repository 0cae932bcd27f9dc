import { CheckCircle2, Clock, History, Lock } from "lucide-react";
import { Link } from "react-router";
import { HOLD_MINUTES } from "#domain/seating/availability";
import { StepHeading } from "#web/components/step-heading";
import { Button } from "#web/components/ui/button";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { SeatAccessLabel } from "../components/seat-access-label";
import type { SeatRef } from "../lib/chart-model";
import type { Booked } from "./use-checkout";

interface Closeable {
  onClose(): void;
}

/** Not signed in: 'Authentication Required' with Close, and a way to sign in. */
export function AuthRequiredPanel({ onClose, onSignIn }: Closeable & { onSignIn(): void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <StepHeading className="flex items-center gap-2">
        <Lock className="size-5" aria-hidden="true" />
        {t("tickets.checkout.authRequiredTitle")}
      </StepHeading>
      <p className="text-sm text-muted-foreground">{t("tickets.checkout.authRequired")}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t("tickets.checkout.close")}
        </Button>
        <Button onClick={onSignIn}>{t("tickets.checkout.signIn")}</Button>
      </div>
    </div>
  );
}

export function ExpiredPanel({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" role="alert">
      <StepHeading className="flex items-center gap-2">
        <Clock className="size-5" aria-hidden="true" />
        {t("tickets.checkout.expiredTitle")}
      </StepHeading>
      <p className="text-sm text-muted-foreground">{t("tickets.checkout.expired", { minutes: HOLD_MINUTES })}</p>
      <div className="flex justify-end">
        <Button onClick={onBack}>{t("tickets.checkout.back")}</Button>
      </div>
    </div>
  );
}

export function BookingSuccessPanel({ booked, onClose }: Closeable & { booked: Booked }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 text-center">
      <CheckCircle2 className="mx-auto size-12 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
      <StepHeading className="text-xl">{t("tickets.checkout.bookingSuccessTitle")}</StepHeading>
      <p className="text-muted-foreground">
        {booked.guest
          ? t("tickets.complimentary.guestSuccess", { count: booked.count, email: booked.guest })
          : booked.kind === "complimentary"
            ? t("tickets.checkout.complimentarySuccess", { count: booked.count })
            : t("tickets.checkout.bookingSuccess", { count: booked.count })}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/my-tickets" onClick={onClose}>
            {t("tickets.checkout.viewTickets")}
          </Link>
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t("tickets.checkout.done")}
        </Button>
      </div>
    </div>
  );
}

/**
 * Shown over a checkout reopened on a hold: which seats are held, or let them go. A hold the
 * waitlist made for the buyer (`offerUntil` set) says so — seats came back for them, until when —
 * rather than welcoming back a buyer who never chose them.
 */
export function ResumeNotice({
  seats,
  onRelease,
  disabled,
  offerUntil,
}: {
  seats: readonly SeatRef[];
  onRelease(): void;
  disabled: boolean;
  offerUntil?: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  return (
    <section
      aria-labelledby="resume-notice-title"
      className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm"
    >
      <h3 id="resume-notice-title" className="flex items-center gap-2 font-semibold">
        <History className="size-4 shrink-0" aria-hidden="true" />
        {offerUntil ? t("tickets.resume.offerTitle") : t("tickets.resume.title")}
      </h3>
      <p className="text-muted-foreground">
        {offerUntil ? t("tickets.resume.offerBody", { time: format.time(offerUntil) }) : t("tickets.resume.body")}
      </p>
      <ul className="grid gap-0.5">
        {seats.map((seat) => (
          <li key={seat.id}>
            {t("tickets.cart.seat", { section: sectionName(seat.sectionKey), row: seat.row, seat: seat.seat })}{" "}
            <SeatAccessLabel access={seat.access} />
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="w-fit" onClick={onRelease} disabled={disabled}>
        {t("tickets.resume.release")}
      </Button>
    </section>
  );
}
