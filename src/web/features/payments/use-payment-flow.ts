import { useEffect, useRef, useState } from "react";
import { SIMULATED_PROCESSING_MS, simulatedToken } from "#domain/schemas/card";
import type { OrderView } from "#domain/schemas/tickets";
import { useTranslation } from "#web/lib/translation";
import { cancelOrder } from "./api/cancel-order";
import { useOrder } from "./api/order";
import { usePayByCard } from "./api/pay-by-card";
import { usePayPalHandOff } from "./api/paypal-hand-off";
import { useStripeCheckout } from "./api/stripe-checkout";
import { holdDeadline } from "./lib/countdown";
import { reportPaymentError } from "./lib/payment-errors";

/** A held order waiting for its payment. */
export interface Hold {
  order: OrderView;
  /** When the hold ends, on this browser's clock. */
  deadline: number;
}

export interface PaymentFlowOptions {
  /** The order is paid: by card at once, or by a hosted page once its confirmation arrives. */
  onPaid(order: OrderView): void;
  /** The hold ran out before it was paid. */
  onExpired(): void;
  /**
   * An error answer to a card payment that settles the order all the same, which the caller
   * explains itself (true when it did): the flow then forgets the hold without giving it back.
   */
  onSettlingError?(error: unknown): boolean;
  /** The server changed the order (paid, or given back): what shows its seats is read again. */
  onOrderChanged?(): void;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Paying for a held order, for every checkout: by card (Stripe's hosted page, or the simulated
 * provider's form) or through PayPal's hosted page, until the hold runs out. The caller makes the hold (`start`, or `resume`
 * after a reload) and decides what success means; giving an unpaid hold back (`release`) frees its
 * seats at once instead of after the hold's ten minutes.
 */
export function usePaymentFlow({ onPaid, onExpired, onSettlingError, onOrderChanged }: PaymentFlowOptions) {
  const { t } = useTranslation();
  const [hold, setHold] = useState<Hold | null>(null);
  const [processing, setProcessing] = useState(false);
  const payByCard = usePayByCard();
  const handOff = usePayPalHandOff();
  const stripeCheckout = useStripeCheckout();
  // The browser is on its way to Stripe's page: the step stays busy until the page unloads.
  const [redirecting, setRedirecting] = useState(false);
  // Once the PayPal tab is open, the order is polled until PayPal's notification confirms it.
  const [awaitingPayPal, setAwaitingPayPal] = useState(false);
  const hosted = useOrder(awaitingPayPal && hold ? hold.order.id : null);
  // The hold that may still be given back, read when a dialog closes (state may lag a render).
  // A hold handed to a hosted page is not: its payment may still be on its way, so it is left to lapse.
  const open = useRef<Hold | null>(null);

  function begin(next: Hold) {
    open.current = next;
    setAwaitingPayPal(false);
    setHold(next);
  }

  /** A hold just made: its deadline is counted from now. */
  function start(order: OrderView) {
    begin({ order, deadline: holdDeadline(order, Date.now()) });
  }

  function settle() {
    open.current = null;
    setAwaitingPayPal(false);
    setHold(null);
  }

  function paid(order: OrderView) {
    settle();
    onPaid(order);
  }

  function expire() {
    settle();
    onExpired();
  }

  /** The simulated provider: about two seconds of "processing", then only the token goes out. */
  async function payWithCard(cardNumber: string) {
    if (!hold) return;
    setProcessing(true);
    try {
      await wait(SIMULATED_PROCESSING_MS);
      const order = await payByCard.mutateAsync({ orderId: hold.order.id, token: simulatedToken(cardNumber) });
      onOrderChanged?.();
      paid(order);
    } catch (error) {
      if (onSettlingError?.(error)) settle();
      else reportPaymentError(error, t, expire);
    } finally {
      setProcessing(false);
    }
  }

  async function payWithPayPal() {
    if (!hold) return;
    try {
      await handOff.mutateAsync(hold.order.id);
      open.current = null;
      setAwaitingPayPal(true);
    } catch (error) {
      reportPaymentError(error, t, expire);
    }
  }

  /**
   * Stripe Checkout: the server opens a session for the order's own amount and the buyer goes to
   * Stripe's page in this tab; they come back to the checkout's return address, where the order's
   * real state is shown once Stripe's signed webhook has paid it. An order already paid needs no trip.
   */
  async function payWithStripe() {
    if (!hold || processing) return;
    setProcessing(true);
    try {
      const { url, order } = await stripeCheckout.mutateAsync(hold.order.id);
      if (url === null) {
        setProcessing(false);
        onOrderChanged?.();
        if (order.status === "paid") paid(order);
        else expire();
        return;
      }
      // Handed to the hosted page: its payment may be on its way, so the hold is not given back.
      open.current = null;
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      setProcessing(false);
      reportPaymentError(error, t, expire);
    }
  }

  // Back from Stripe's page with the browser's Back button, this page may be restored as it was
  // left: it is usable again, and its hold may again be given back.
  useEffect(() => {
    if (!redirecting) return;
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setRedirecting(false);
      setProcessing(false);
      if (hold) open.current = hold;
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, [redirecting, hold]);

  const hostedStatus = hosted.data?.status;
  const hostedOrder = hosted.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the polled status only.
  useEffect(() => {
    if (!awaitingPayPal || !hostedOrder || hostedStatus === "held") return;
    if (hostedStatus === "paid") {
      onOrderChanged?.();
      paid(hostedOrder);
    } else {
      expire();
    }
  }, [hostedStatus, awaitingPayPal]);

  /**
   * Leaves the flow: a hold that is still open is given back (`onReleased` once the server has),
   * one handed to a hosted page or past its deadline is not.
   */
  function release({ onReleased }: { onReleased?: () => void } = {}) {
    const current = open.current;
    if (current && Date.now() < current.deadline) {
      // A failed cancel needs no message: the hold lapses by itself after HOLD_MINUTES.
      void cancelOrder(current.order.id)
        .then(
          () => onReleased?.(),
          () => undefined,
        )
        .finally(() => onOrderChanged?.());
    }
    settle();
  }

  return {
    hold,
    processing,
    /** Leaving for Stripe's page (the session is made, or the browser is already on its way). */
    redirecting: redirecting || stripeCheckout.isPending,
    awaitingPayPal,
    openingPayPal: handOff.isPending,
    start,
    /** A hold of this buyer's that outlived a reload, with the time really left. */
    resume: begin,
    expire,
    payWithCard,
    payWithPayPal,
    payWithStripe,
    release,
  };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;
