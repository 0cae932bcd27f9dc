import type { TFunction } from "i18next";
import { toast } from "sonner";
import { hasReason } from "#domain/errors";
import { ApiError } from "#web/lib/api";

/**
 * How every checkout tells a failed payment step: a declined card, a hold that lapsed
 * (handed to `onExpired`), or anything else.
 */
export function reportPaymentError(error: unknown, t: TFunction, onExpired: () => void): void {
  if (error instanceof ApiError && error.code === "payment_declined") {
    toast.error(t("tickets.payment.failedTitle"), { description: t("tickets.payment.failed") });
  } else if (error instanceof ApiError && hasReason(error.params, "hold_expired")) {
    onExpired();
  } else {
    toast.error(t("tickets.payment.errorTitle"), { description: t("tickets.payment.error") });
  }
}
