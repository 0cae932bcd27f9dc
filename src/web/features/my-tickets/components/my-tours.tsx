import { CalendarDays, Clock, Loader2, MapPin } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { TourBookingView } from "#domain/schemas/tours";
import { TOUR_DURATION_MINUTES } from "#domain/tours";
import { venueAddressLine } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useSession } from "#web/features/auth";
import { type TourFormat, useCancelTour, useMyTours, useTourFormat } from "#web/features/tours";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";

/** My Tickets' "Upcoming tours": the signed-in user's tours, each with a confirmed cancel. */
export function MyTours() {
  const { t } = useTranslation();
  const session = useSession();
  const format = useTourFormat();
  const tours = useMyTours(session.user !== null);
  const [cancelling, setCancelling] = useState<TourBookingView | null>(null);
  if (!session.user) return null;

  return (
    <section aria-labelledby="my-tours" className="grid gap-4">
      <h2 id="my-tours" className="text-2xl font-bold tracking-tight">
        {t("tours.myTours.title")}
      </h2>
      <div aria-live="polite">
        {tours.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t("tours.myTours.loading")}
          </p>
        ) : tours.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-destructive">
              {t("tours.myTours.error")}
            </p>
            <Button variant="outline" size="sm" onClick={() => tours.refetch()}>
              {t("tours.myTours.retry")}
            </Button>
          </div>
        ) : tours.data.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-muted-foreground">{t("tours.myTours.empty")}</p>
            <Button asChild variant="outline">
              <Link to="/tour-scheduling">{t("tours.myTours.schedule")}</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {tours.data.map((tour) => (
              <li key={tour.id} className="flex">
                <TourCard tour={tour} format={format} onCancel={() => setCancelling(tour)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <CancelTourDialog tour={cancelling} format={format} onClose={() => setCancelling(null)} />
    </section>
  );
}

function TourCard({ tour, format, onCancel }: { tour: TourBookingView; format: TourFormat; onCancel(): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <article aria-labelledby={id} className="flex w-full flex-col gap-3 rounded-lg border border-border bg-card p-5">
      <h3 id={id} className="flex items-start gap-2 text-lg font-semibold">
        <CalendarDays className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span className="block first-letter:uppercase">{format.weekdayDate(tour.date)}</span>
      </h3>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t("tours.myTours.at", { time: format.time, minutes: TOUR_DURATION_MINUTES })}
      </p>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t("tours.myTours.meetingPoint", { address: venueAddressLine })}
      </p>
      <Button variant="outline" size="sm" className="mt-auto self-start" onClick={onCancel}>
        {t("tours.myTours.cancel")}
      </Button>
    </article>
  );
}

function CancelTourDialog({
  tour,
  format,
  onClose,
}: {
  tour: TourBookingView | null;
  format: TourFormat;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelTour();
  const date = tour ? format.date(tour.date) : "";

  async function confirm() {
    if (!tour) return;
    try {
      await cancel.mutateAsync(tour.id);
      toast.success(t("tours.myTours.cancelledTitle"), { description: t("tours.myTours.cancelled", { date }) });
      onClose();
    } catch {
      toast.error(t("tours.myTours.cancelFailedTitle"), { description: t("tours.myTours.cancelFailed") });
    }
  }

  return (
    <ConfirmDialog
      open={tour !== null}
      onOpenChange={(open) => !open && !cancel.isPending && onClose()}
      destructive
      title={t("tours.myTours.cancelTitle")}
      description={t("tours.myTours.cancelBody", { date })}
      cancelLabel={t("tours.myTours.keep")}
      confirmLabel={t("tours.myTours.confirmCancel")}
      pending={cancel.isPending}
      pendingLabel={t("tours.myTours.cancelling")}
      onConfirm={confirm}
    />
  );
}
