import type { EventFormInput } from "#domain/schemas/event-form";
import type { OrderView } from "#domain/schemas/tickets";
import { usePaymentFlow } from "#web/features/payments";
import { ApiError } from "#web/lib/api";
import { toastError } from "#web/lib/explain-error";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useRefreshEvents, useStartRental } from "../api/managed-events";

interface RentalCheckoutOptions {
  onExpired(): void;
  /** The payment went through: the event exists, or (`eventCreated` false) an admin must step in. */
  onFinished(eventCreated: boolean): void;
}

/**
 * The rental is held as an order (POST /api/manage/events/rental) and paid through the same
 * endpoints and providers as tickets. Only the confirmed payment creates the event, on the server;
 * this hook reports the outcome with the messages.
 */
export function useRentalCheckout({ onExpired, onFinished }: RentalCheckoutOptions) {
  const { t } = useTranslation();
  const start = useStartRental();
  const refresh = useRefreshEvents();

  function finish(order: Pick<OrderView, "eventId">) {
    void refresh();
    if (order.eventId) {
      toast.success(t("manage.events.toasts.rentalSuccessTitle"), {
        description: t("manage.events.toasts.rentalSuccess"),
      });
      toast.success(t("manage.events.toasts.createdPending"));
      onFinished(true);
    } else {
      toast.error(t("errors.rental_event_failed.title"), { description: t("errors.rental_event_failed.description") });
      onFinished(false);
    }
  }

  const payment = usePaymentFlow({
    onPaid: finish,
    onExpired,
    // The payment went through but the event could not be created: it is kept for an admin.
    onSettlingError(error) {
      if (!(error instanceof ApiError && error.code === "rental_event_failed")) return false;
      finish({ eventId: null });
      return true;
    },
  });

  /** Holds the rental at the server's price; false when that failed (a toast says why). */
  async function begin(form: EventFormInput): Promise<boolean> {
    try {
      payment.start(await start.mutateAsync(form));
      return true;
    } catch (error) {
      toastError(t, error);
      return false;
    }
  }

  /** The dialog closed or the form is edited again: an open hold is given back at once. */
  return { payment, begin, starting: start.isPending, release: () => payment.release() };
}
