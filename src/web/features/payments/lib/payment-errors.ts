import { hasReason } from "#domain/errors";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import { toast } from "#web/lib/toast";
import type { TFunction } from "#web/lib/translation";

/**
 * How every checkout tells a failed payment step: a hold that lapsed is handed to `onExpired`
 * (the checkout shows its own expired step), a declined card says so, anything else is a payment
 * error with the reason explained.
 */
export function reportPaymentError(error: unknown, t: TFunction, onExpired: () => void): void {
  if (error instanceof ApiError && hasReason(error.params, "hold_expired")) {
    onExpired();
  } else if (error instanceof ApiError && error.code === "payment_declined") {
    toast.error(t("tickets.payment.failedTitle"), { description: t("tickets.payment.failed") });
  } else {
    toast.error(t("tickets.payment.errorTitle"), { description: explainError(t, error).description });
  }
}
