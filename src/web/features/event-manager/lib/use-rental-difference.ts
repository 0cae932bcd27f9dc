import { useQueryClient } from "@tanstack/react-query";
import type { EventFormInput, ManagedEvent } from "#domain/schemas/event-form";
import type { OrderView } from "#domain/schemas/tickets";
import { usePaymentFlow } from "#web/features/payments";
import { ApiError } from "#web/lib/api";
import { toastError } from "#web/lib/explain-error";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { managedEventsQuery, useRefreshEvents, useStartRentalDifference } from "../api/managed-events";

interface RentalDifferenceOptions {
  /** The event as it was before the edit (null when creating one: nothing to pay a difference for). */
  event: ManagedEvent | null;
  onExpired(): void;
  /** The payment went through: the change was submitted, or (`submitted` false) an admin must step in. */
  onFinished(submitted: boolean): void;
}

/**
 * A manager's edit that makes the rental dearer: the difference is held as a venue-rental order
 * (POST /api/manage/events/:id/changes/rental) and paid like the rental itself. Only the confirmed
 * payment submits the edit, on the server; this hook reports whether it waits for approval or
 * was applied, from the event as the server now lists it.
 */
export function useRentalDifference({ event, onExpired, onFinished }: RentalDifferenceOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useStartRentalDifference();
  const refresh = useRefreshEvents();

  async function outcomeMessage(): Promise<string> {
    try {
      const events = await queryClient.fetchQuery({ ...managedEventsQuery, staleTime: 0 });
      const now = events.find((e) => e.id === event?.id);
      // The paid edit replaces any earlier pending change: a pending one now is this edit.
      if (now?.pendingChange) return t("manage.changes.toasts.submitted");
      if (event?.approvalStatus === "approved" && now?.approvalStatus === "pending") {
        return t("manage.changes.toasts.backToPending");
      }
    } catch {
      // The list is only read to word the message: the payment and the change stand.
    }
    return t("manage.events.toasts.updated");
  }

  async function finish(order: Pick<OrderView, "eventId">) {
    if (order.eventId) {
      void refresh();
      toast.success(t("manage.changes.toasts.differencePaid"), { description: await outcomeMessage() });
      onFinished(true);
    } else {
      void refresh();
      toast.error(t("errors.rental_event_failed.title"), { description: t("manage.changes.toasts.differenceFailed") });
      onFinished(false);
    }
  }

  const payment = usePaymentFlow({
    onPaid: (order) => void finish(order),
    onExpired,
    // The payment went through but the change could not be submitted: it is kept for an admin.
    onSettlingError(error) {
      if (!(error instanceof ApiError && error.code === "rental_event_failed")) return false;
      void finish({ eventId: null });
      return true;
    },
  });

  /** Holds the difference at the server's price; false when that failed (a toast says why). */
  async function begin(form: EventFormInput): Promise<boolean> {
    if (!event) return false;
    try {
      payment.start(await start.mutateAsync({ id: event.id, form }));
      return true;
    } catch (error) {
      toastError(t, error);
      return false;
    }
  }

  /** The dialog closed or the form is edited again: an open hold is given back at once. */
  return { payment, begin, starting: start.isPending, release: () => payment.release() };
}
