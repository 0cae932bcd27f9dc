import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SIMULATED_PROCESSING_MS, simulatedToken } from "#domain/schemas/card";
import type { EventFormInput } from "#domain/schemas/event-form";
import type { OrderView } from "#domain/schemas/tickets";
import { cancelOrder } from "#web/features/box-office/api/cancel-order";
import { useOrder } from "#web/features/box-office/api/order";
import { paySimulated } from "#web/features/box-office/api/pay-simulated";
import { usePayPalHandOff } from "#web/features/box-office/api/paypal-hand-off";
import { reportPaymentError } from "#web/features/box-office/checkout/payment-errors";
import type { PaymentCheckout } from "#web/features/box-office/checkout/payment-step";
import { holdDeadline } from "#web/features/box-office/lib/countdown";
import { ApiError, toastError } from "#web/lib/api";
import { useRefreshEvents, useStartRental } from "../api/managed-events";

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

interface RentalCheckoutOptions {
  /** Leaves the payment step for the pricing step (the hold is kept). */
  onBack(): void;
  onExpired(): void;
  /** The payment went through: the event exists, or (`eventCreated` false) an admin must step in. */
  onFinished(eventCreated: boolean): void;
}

/**
 * The rental is held as an order (POST /api/manage/events/rental)
 * and paid through the same endpoints and providers as tickets. Only the confirmed payment creates
 * The event, on the server; this hook reports the outcome with the messages.
 */
export function useRentalCheckout({ onBack, onExpired, onFinished }: RentalCheckoutOptions) {
  const { t } = useTranslation();
  const start = useStartRental();
  const handOff = usePayPalHandOff();
  const refresh = useRefreshEvents();
  const [hold, setHold] = useState<PaymentCheckout["hold"]>(null);
  const [processing, setProcessing] = useState(false);
  const [awaitingPayPal, setAwaitingPayPal] = useState(false);
  const hosted = useOrder(awaitingPayPal && hold ? hold.order.id : null);
  // The order whose hold is still open, read when the dialog closes (state may lag a render).
  const openOrder = useRef<string | null>(null);

  function finish(order: Pick<OrderView, "eventId">) {
    openOrder.current = null;
    setHold(null);
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

  function expire() {
    openOrder.current = null;
    setAwaitingPayPal(false);
    setHold(null);
    onExpired();
  }

  /** Holds the rental at the server's price; false when that failed (a toast says why). */
  async function begin(form: EventFormInput): Promise<boolean> {
    try {
      const order = await start.mutateAsync(form);
      openOrder.current = order.id;
      setHold({ order, deadline: holdDeadline(order, Date.now()) });
      return true;
    } catch (error) {
      toastError(t, error);
      return false;
    }
  }

  async function payWithCard(cardNumber: string) {
    if (!hold) return;
    setProcessing(true);
    try {
      await wait(SIMULATED_PROCESSING_MS);
      finish(await paySimulated(hold.order.id, simulatedToken(cardNumber)));
    } catch (error) {
      if (error instanceof ApiError && error.code === "rental_event_failed") finish({ eventId: null });
      else reportPaymentError(error, t, expire);
    } finally {
      setProcessing(false);
    }
  }

  async function payWithPayPal() {
    if (!hold) return;
    try {
      await handOff.mutateAsync(hold.order.id);
      // A PayPal payment may still be on its way: that hold is left to lapse, never cancelled.
      openOrder.current = null;
      setAwaitingPayPal(true);
    } catch (error) {
      reportPaymentError(error, t, expire);
    }
  }

  const hostedOrder = hosted.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the polled status only.
  useEffect(() => {
    if (!awaitingPayPal || !hostedOrder || hostedOrder.status === "held") return;
    setAwaitingPayPal(false);
    if (hostedOrder.status === "paid") finish(hostedOrder);
    else expire();
  }, [hostedOrder?.status, awaitingPayPal]);

  /** The dialog closed or the form is edited again: an open hold is given back at once. */
  function release() {
    if (openOrder.current) void cancelOrder(openOrder.current).catch(() => undefined);
    openOrder.current = null;
    setAwaitingPayPal(false);
    setHold(null);
  }

  const checkout: PaymentCheckout = {
    hold,
    processing,
    awaitingPayPal,
    openingPayPal: handOff.isPending,
    expire,
    payWithCard,
    payWithPayPal,
    back: onBack,
  };
  return { checkout, begin, starting: start.isPending, release };
}
