import { AlertTriangle, Loader2, RotateCw } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { toastError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useFailedRentals, useRetryRental } from "../api/managed-events";

/**
 * Admins: venue rentals that were paid but whose event could not be created. Shown only while there are some.
 */
export function FailedRentals() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: rentals } = useFailedRentals(true);
  const retry = useRetryRental();
  if (!rentals || rentals.length === 0) return null;
  return (
    <section
      aria-labelledby="failed-rentals-heading"
      className="grid gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4"
    >
      <h2 id="failed-rentals-heading" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
        {t("manage.events.failedRentals.heading")}
      </h2>
      <p className="text-sm">{t("manage.events.failedRentals.intro")}</p>
      <ul className="grid gap-3">
        {rentals.map((rental) => (
          <li
            key={rental.orderId}
            className="grid gap-2 rounded-md border border-border bg-card p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid gap-1">
              <p className="font-semibold">
                {rental.title || rental.orderId} · {format.money(rental.totalCents)}
              </p>
              {rental.eventDate && <p className="text-muted-foreground">{format.fullDate(rental.eventDate)}</p>}
              <p className="text-muted-foreground">
                {t("manage.events.failedRentals.paidBy", {
                  email: rental.userEmail,
                  date: rental.paidAt ? format.dateTime(rental.paidAt) : "—",
                })}
              </p>
              <p className="break-all font-mono text-xs text-muted-foreground">
                {t("manage.events.failedRentals.error", { message: rental.error })}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(rental.orderId, {
                  onSuccess: () => toast.success(t("manage.events.failedRentals.retried")),
                  onError: (error) => toastError(t, error),
                })
              }
            >
              {retry.isPending && retry.variables === rental.orderId ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <RotateCw aria-hidden="true" />
              )}
              {retry.isPending && retry.variables === rental.orderId
                ? t("manage.events.failedRentals.retrying")
                : t("manage.events.failedRentals.retry")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
