import { hasReason } from "#domain/errors";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import { toast } from "#web/lib/toast";
import type { TFunction } from "#web/lib/translation";

/**
 * For a refused booking: past or full is 'Date Not Available'; anything else is 'Booking Failed'
 * with what the server said, or the generic sentence when it said nothing useful.
 */
export function toastBookingError(t: TFunction, error: unknown) {
  if (error instanceof ApiError && hasReason(error.params, "date_unavailable")) {
    toast.error(t("tours.errors.unavailableTitle"), { description: t("tours.errors.unavailable") });
    return;
  }
  toast.error(t("tours.errors.failedTitle"), { description: failureReason(t, error) });
}

function failureReason(t: TFunction, error: unknown): string {
  const saidNothing =
    !(error instanceof ApiError) || error.code === "internal" || (error.code === "conflict" && !error.params);
  return saidNothing ? t("tours.errors.failed") : explainError(t, error).description;
}
