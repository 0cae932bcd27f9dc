import type { TFunction } from "i18next";
import { toast } from "sonner";
import { ApiError } from "#web/lib/api";

/** The reason of a 409 answer (`seats_taken`, `hold_expired`, ...), or null for any other error. */
export function conflictReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== "conflict") return null;
  return typeof error.params.reason === "string" ? error.params.reason : null;
}

/**
 * How every checkout tells a failed payment step: a declined card, a hold that lapsed
 * (handed to `onExpired`), or anything else.
 */
export function reportPaymentError(error: unknown, t: TFunction, onExpired: () => void): void {
  if (error instanceof ApiError && error.code === "payment_declined") {
    toast.error(t("tickets.payment.failedTitle"), { description: t("tickets.payment.failed") });
  } else if (conflictReason(error) === "hold_expired") {
    onExpired();
  } else {
    toast.error(t("tickets.payment.errorTitle"), { description: t("tickets.payment.error") });
  }
}
