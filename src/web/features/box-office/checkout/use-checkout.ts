import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { hasReason } from "#domain/errors";
import type { CodeCheckResponse } from "#domain/schemas/sale-codes";
import { meQuery } from "#web/features/auth";
import { type Hold, usePaymentFlow } from "#web/features/payments";
import { admissionRefusal, useAdmissionToken, useReturnToQueue } from "#web/features/waiting-room";
import { ApiError } from "#web/lib/api";
import { explainError } from "#web/lib/explain-error";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useBookComplimentary } from "../api/book-complimentary";
import { useHoldSeats } from "../api/hold-seats";
import { ticketKeys } from "../api/query-keys";
import type { SeatRef } from "../lib/chart-model";

export type CheckoutStep = "review" | "payment" | "expired" | "success";

export interface Booked {
  kind: "paid" | "complimentary";
  count: number;
  /** The guest complimentary seats were issued to (their address), when not the admin's own. */
  guest?: string;
}

/** A named guest complimentary seats are issued to. */
export interface Guest {
  email: string;
  name?: string;
}

interface CheckoutInput {
  eventId: string;
  seats: readonly SeatRef[];
  /**
   * Seats someone else booked first (409 seats_taken): they leave the cart, are marked taken on
   * the chart, and the buyer goes back to the chart with the rest of the cart.
   */
  onSeatsTaken(seatIds: string[]): void;
  /** A hold of this buyer's that outlived a reload: checkout reopens at the payment step. */
  resumed?: Hold | null;
  /** The buyer declared they need wheelchair-accessible seating: the hold carries `accessible: true`. */
  accessible?: boolean;
  /**
   * Seats the server refused under the accessible-seating rules (409 accessible_only or
   * companion_alone): a wheelchair space without the declaration, a companion seat without its space.
   */
  onSeatsRefused?(reason: "accessible_only" | "companion_alone", seatIds: string[]): void;
  /** The presale or promo code the buyer applied: the hold uses it (and checks it again). */
  code?: CodeCheckResponse | null;
}

/**
 * The checkout flow: review -> hold the seats (POST /api/orders) -> pay before the hold
 * runs out -> booked. Back returns to the review and keeps the hold; closing the dialog gives a
 * hold that is still open back (DELETE), so nobody's seats stay blocked for ten minutes.
 */
export function useCheckout({
  eventId,
  seats,
  onSeatsTaken,
  resumed = null,
  accessible = false,
  onSeatsRefused,
  code = null,
}: CheckoutInput) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CheckoutStep>("review");
  const [booked, setBooked] = useState<Booked | null>(null);
  const [isResumed, setIsResumed] = useState(false);
  const holdSeats = useHoldSeats(eventId);
  // While the event sells through the waiting room, the hold carries the visitor's turn.
  const admissionToken = useAdmissionToken(eventId);
  const returnToQueue = useReturnToQueue(eventId);
  const complimentary = useBookComplimentary(eventId);
  const seatIds = seats.map((seat) => seat.id);

  function done(result: Booked) {
    setIsResumed(false);
    setBooked(result);
    setStep("success");
  }

  const payment = usePaymentFlow({
    onPaid(order) {
      toast.success(t("tickets.payment.successTitle"), {
        description: t("tickets.payment.success", { amount: format.amount(order.totalCents) }),
      });
      done({ kind: "paid", count: order.seats.length || seatIds.length });
    },
    onExpired() {
      setIsResumed(false);
      setStep("expired");
      // The lapsed hold no longer counts against the buyer's seats for the event.
      void queryClient.invalidateQueries({ queryKey: ticketKeys.seatAllowance(eventId) });
    },
    // A paid or given-back order changes the event's seat states, the buyer's own holds and count
    // of seats on it, and a paid one the buyer's tickets.
    onOrderChanged() {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.seatStates(eventId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.mySeatHolds(eventId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.seatAllowance(eventId) });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.myTickets });
    },
  });
  const { hold } = payment;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resumed hold is the only trigger.
  useEffect(() => {
    if (!resumed) return;
    payment.resume(resumed);
    setIsResumed(true);
    setStep("payment");
  }, [resumed]);

  /** The toast names the seats that were lost and says what is left in the cart. */
  function announceSeatsTaken(takenIds: readonly string[]) {
    const taken = seats.filter((seat) => takenIds.includes(seat.id));
    const kept = seats.length - taken.length;
    const names = taken
      .map((seat) => t("tickets.cart.seat", { section: sectionName(seat.sectionKey), row: seat.row, seat: seat.seat }))
      .join("; ");
    const count = taken.length || takenIds.length;
    const lost = t("tickets.checkout.seatsTaken", { count, seats: names || String(count) });
    const next =
      kept > 0 ? t("tickets.checkout.seatsTakenKept", { count: kept }) : t("tickets.checkout.seatsTakenEmpty");
    toast.error(t("tickets.checkout.seatsTakenTitle"), { description: `${lost} ${next}` });
  }

  function failBooking(error: unknown) {
    if (error instanceof ApiError && error.status === 401) {
      toast.error(t("tickets.checkout.authRequiredTitle"), { description: t("tickets.checkout.authRequired") });
      // The session has ended: once "me" is re-read, the dialog shows its sign-in panel.
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      return;
    }
    // No valid turn from the waiting room: back to the line, which explains why.
    const refused = admissionRefusal(error);
    if (refused) {
      const { title, description } = explainError(t, error);
      toast.error(title, { description });
      returnToQueue(refused);
      return;
    }
    if (error instanceof ApiError && hasReason(error.params, "seats_taken")) {
      announceSeatsTaken(error.params.seatIds);
      onSeatsTaken(error.params.seatIds);
      return;
    }
    if (
      error instanceof ApiError &&
      (hasReason(error.params, "accessible_only") || hasReason(error.params, "companion_alone"))
    ) {
      const { title, description } = explainError(t, error);
      toast.error(title, { description });
      onSeatsRefused?.(error.params.reason, error.params.seatIds);
      return;
    }
    // The buyer's own limits: seats per account, the wait before re-holding released seats, and
    // hold requests a minute. The server's reason says which and how much is left.
    if (error instanceof ApiError && hasReason(error.params, "seat_limit")) {
      toast.error(t("seatLimits.box.limitTitle"), { description: explainError(t, error).description });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.seatAllowance(eventId) });
      return;
    }
    if (error instanceof ApiError && hasReason(error.params, "rehold_cooldown")) {
      toast.error(t("seatLimits.box.reholdTitle"), { description: explainError(t, error).description });
      return;
    }
    if (error instanceof ApiError && error.code === "rate_limited") {
      const { title, description } = explainError(t, error);
      toast.error(title, { description });
      return;
    }
    toast.error(t("tickets.checkout.bookingFailedTitle"), {
      description: t("tickets.checkout.bookingFailed", { reason: explainError(t, error).description }),
    });
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
      payment.start(
        await holdSeats.mutateAsync({
          eventId,
          seatIds,
          ...(admissionToken ? { admissionToken } : {}),
          ...(accessible ? { accessible: true } : {}),
          ...(code ? { code: code.code } : {}),
        }),
      );
      setStep("payment");
    } catch (error) {
      failBooking(error);
    }
  }

  async function bookComplimentary(guest?: Guest) {
    try {
      const order = await complimentary.mutateAsync({
        eventId,
        seatIds,
        ...(guest ? { guestEmail: guest.email, ...(guest.name ? { guestName: guest.name } : {}) } : {}),
      });
      const count = order.seats.length || seatIds.length;
      toast.success(t("tickets.checkout.bookingSuccessTitle"), {
        description: guest
          ? t("tickets.complimentary.guestSuccess", { count, email: guest.email })
          : t("tickets.checkout.complimentarySuccess", { count }),
      });
      done({ kind: "complimentary", count, ...(guest ? { guest: guest.email } : {}) });
    } catch (error) {
      failBooking(error);
    }
  }

  /**
   * Called when the dialog closes: an open hold is given back, and the flow starts over. With
   * `announce` (the buyer pressed Release seats) a toast confirms it once the server has.
   */
  function release({ announce = false }: { announce?: boolean } = {}) {
    payment.release({
      onReleased: () => {
        if (announce) toast.success(t("tickets.resume.releasedTitle"), { description: t("tickets.resume.released") });
      },
    });
    setIsResumed(false);
    setBooked(null);
    setStep("review");
  }

  return {
    step,
    hold,
    booked,
    payment,
    processing: payment.processing,
    awaitingPayPal: payment.awaitingPayPal,
    resumed: isResumed,
    holding: holdSeats.isPending,
    bookingComplimentary: complimentary.isPending,
    continueToPayment,
    back: () => setStep("review"),
    expire: payment.expire,
    bookComplimentary,
    release,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
