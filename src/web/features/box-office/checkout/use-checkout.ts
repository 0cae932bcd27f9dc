import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SIMULATED_PROCESSING_MS, simulatedToken } from "#domain/schemas/card";
import type { OrderView } from "#domain/schemas/tickets";
import { meQuery } from "#web/features/auth/session";
import { ApiError } from "#web/lib/api";
import { useFormatters } from "#web/lib/format";
import { useBookComplimentary } from "../api/book-complimentary";
import { useCancelOrder } from "../api/cancel-order";
import { useHoldSeats } from "../api/hold-seats";
import { useOrder } from "../api/order";
import { usePaySimulated } from "../api/pay-simulated";
import { usePayPalHandOff } from "../api/paypal-hand-off";
import type { SeatRef } from "../lib/chart-model";
import { holdDeadline } from "../lib/countdown";
import { conflictReason, reportPaymentError } from "./payment-errors";

export type CheckoutStep = "review" | "payment" | "expired" | "success";

export interface Hold {
  order: OrderView;
  /** When the hold ends, on this browser's clock. */
  deadline: number;
}

export interface Booked {
  kind: "paid" | "complimentary";
  count: number;
}

interface CheckoutInput {
  eventId: string;
  seats: readonly SeatRef[];
  /** Seats someone else booked first (409 seats_taken): they leave the cart. */
  onSeatsTaken(seatIds: string[]): void;
  /** A hold of this buyer's that outlived a reload: checkout reopens at the payment step. */
  resumed?: Hold | null;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The checkout flow: review -> hold the seats (POST /api/orders) -> pay before the hold
 * runs out -> booked. Back returns to the review and keeps the hold; closing the dialog gives a
 * hold that is still open back (DELETE), so nobody's seats stay blocked for ten minutes.
 */
export function useCheckout({ eventId, seats, onSeatsTaken, resumed = null }: CheckoutInput) {
  const { t } = useTranslation();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CheckoutStep>("review");
  const [hold, setHold] = useState<Hold | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [processing, setProcessing] = useState(false);
  const [isResumed, setIsResumed] = useState(false);
  const holdSeats = useHoldSeats(eventId);
  const pay = usePaySimulated(eventId);
  const complimentary = useBookComplimentary(eventId);
  const cancel = useCancelOrder(eventId);
  const handOff = usePayPalHandOff();
  // Once the PayPal tab is open, the order is polled until PayPal's notification confirms it.
  const [awaitingPayPal, setAwaitingPayPal] = useState(false);
  const hosted = useOrder(awaitingPayPal && hold ? hold.order.id : null);
  const seatIds = seats.map((seat) => seat.id);

  useEffect(() => {
    if (!resumed) return;
    setHold(resumed);
    setIsResumed(true);
    setStep("payment");
  }, [resumed]);

  function reason(error: unknown): string {
    const code = error instanceof ApiError ? error.code : "internal";
    return t(`errors.${code}.description`);
  }

  function failBooking(error: unknown) {
    if (error instanceof ApiError && error.status === 401) {
      toast.error(t("tickets.checkout.authRequiredTitle"), { description: t("tickets.checkout.authRequired") });
      // The session has ended: once "me" is re-read, the dialog shows its sign-in panel.
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      return;
    }
    if (conflictReason(error) === "seats_taken" && error instanceof ApiError) {
      const taken = Array.isArray(error.params.seatIds) ? error.params.seatIds : [];
      toast.error(t("tickets.checkout.seatsTakenTitle"), { description: t("tickets.checkout.seatsTaken") });
      onSeatsTaken(taken.filter((id): id is string => typeof id === "string"));
      return;
    }
    toast.error(t("tickets.checkout.bookingFailedTitle"), {
      description: t("tickets.checkout.bookingFailed", { reason: reason(error) }),
    });
  }

  function done(result: Booked) {
    setIsResumed(false);
    setHold(null);
    setBooked(result);
    setStep("success");
  }

  async function continueToPayment() {
    if (hold && Date.now() < hold.deadline) {
      setStep("payment");
      return;
    }
    if (seatIds.length === 0) {
      toast.error(t("tickets.errorTitle"), { description: t("tickets.noSeats") });
      return;
    }
    try {
      const order = await holdSeats.mutateAsync({ eventId, seatIds });
      setHold({ order, deadline: holdDeadline(order, Date.now()) });
      setStep("payment");
    } catch (error) {
      failBooking(error);
    }
  }

  function expire() {
    setIsResumed(false);
    setAwaitingPayPal(false);
    setHold(null);
    setStep("expired");
  }

  /** The simulated provider: about two seconds of "processing", then only the token goes out. */
  async function payWithCard(cardNumber: string) {
    if (!hold) return;
    setProcessing(true);
    try {
      await wait(SIMULATED_PROCESSING_MS);
      const order = await pay.mutateAsync({ orderId: hold.order.id, token: simulatedToken(cardNumber) });
      toast.success(t("tickets.payment.successTitle"), {
        description: t("tickets.payment.success", { amount: format.amount(order.totalCents) }),
      });
      done({ kind: "paid", count: order.seats.length || seatIds.length });
    } catch (error) {
      reportPaymentError(error, t, expire);
    } finally {
      setProcessing(false);
    }
  }

  async function payWithPayPal() {
    if (!hold) return;
    try {
      await handOff.mutateAsync(hold.order.id);
      setAwaitingPayPal(true);
    } catch (error) {
      reportPaymentError(error, t, expire);
    }
  }

  const hostedStatus = hosted.data?.status;
  const hostedOrder = hosted.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the polled status only.
  useEffect(() => {
    if (!awaitingPayPal || !hostedOrder || hostedStatus === "held") return;
    setAwaitingPayPal(false);
    if (hostedStatus === "paid") {
      toast.success(t("tickets.payment.successTitle"), {
        description: t("tickets.payment.success", { amount: format.amount(hostedOrder.totalCents) }),
      });
      done({ kind: "paid", count: hostedOrder.seats.length || seatIds.length });
    } else {
      expire();
    }
  }, [hostedStatus, awaitingPayPal]);

  async function bookComplimentary() {
    try {
      const order = await complimentary.mutateAsync({ eventId, seatIds });
      const count = order.seats.length || seatIds.length;
      toast.success(t("tickets.checkout.bookingSuccessTitle"), {
        description: t("tickets.checkout.complimentarySuccess", { count }),
      });
      done({ kind: "complimentary", count });
    } catch (error) {
      failBooking(error);
    }
  }

  /**
   * Called when the dialog closes: an open hold is given back, and the flow starts over. With
   * `announce` (the buyer pressed Release seats) a toast confirms it once the server has.
   */
  function release({ announce = false }: { announce?: boolean } = {}) {
    // A PayPal payment may still be on its way: that hold is left to lapse, never cancelled.
    if (hold && !awaitingPayPal && Date.now() < hold.deadline) {
      cancel.mutate(hold.order.id, {
        onSuccess: () => {
          if (announce) {
            toast.success(t("tickets.resume.releasedTitle"), { description: t("tickets.resume.released") });
          }
        },
      });
    }
    setIsResumed(false);
    setAwaitingPayPal(false);
    setHold(null);
    setBooked(null);
    setStep("review");
  }

  return {
    step,
    hold,
    booked,
    processing,
    awaitingPayPal,
    resumed: isResumed,
    openingPayPal: handOff.isPending,
    holding: holdSeats.isPending,
    bookingComplimentary: complimentary.isPending,
    continueToPayment,
    back: () => setStep("review"),
    expire,
    payWithCard,
    payWithPayPal,
    bookComplimentary,
    release,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
