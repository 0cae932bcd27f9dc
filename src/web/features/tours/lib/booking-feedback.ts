import type { TFunction } from "i18next";
import { toast } from "sonner";
import { ApiError } from "#web/lib/api";

/**
 * for a refused booking: past or full is 'Date Not Available'; anything else is
 * 'Booking Failed' with what the server said, or the generic sentence when it said nothing useful.
 */
export function toastBookingError(t: TFunction, error: unknown) {
  if (error instanceof ApiError && error.code === "conflict" && error.params.reason === "date_unavailable") {
    toast.error(t("tours.errors.unavailableTitle"), { description: t("tours.errors.unavailable") });
    return;
  }
  toast.error(t("tours.errors.failedTitle"), { description: failureReason(t, error) });
}

function failureReason(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t("tours.errors.failed");
  if (error.code === "conflict" && error.params.reason === "already_booked") return t("tours.errors.alreadyBooked");
  const field = error.fields.date;
  if (error.code === "validation_failed" && field) return t(field as never);
  if (error.code === "internal" || error.code === "conflict") return t("tours.errors.failed");
  return t(`errors.${error.code}.description`);
}
