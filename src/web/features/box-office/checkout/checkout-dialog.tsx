import { Loader2 } from "lucide-react";
import type { CodeCheckResponse } from "#domain/schemas/sale-codes";
import type { BookableEvent } from "#domain/schemas/tickets";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { useAuthDialog, useSession, useSiteConfig } from "#web/features/auth";
import { type Hold, PaymentStep } from "#web/features/payments";
import { useMyWaitlist } from "#web/features/waitlist";
import { useEventText } from "#web/lib/event-text";
import { useTranslation } from "#web/lib/translation";
import { cartPrices } from "../lib/cart-pricing";
import type { SeatRef } from "../lib/chart-model";
import { AuthRequiredPanel, BookingSuccessPanel, ExpiredPanel, ResumeNotice } from "./checkout-panels";
import { ComplimentaryPanel, ReviewPanel } from "./review-panel";
import { useCheckout } from "./use-checkout";

interface CheckoutDialogProps {
  open: boolean;
  /**
   * Called once the dialog has closed (and any open hold was given back); `keepCart` when the
   * buyer goes back to the chart to replace seats someone else booked first.
   */
  onClosed(keepCart?: boolean): void;
  event: BookableEvent;
  seats: readonly SeatRef[];
  onSeatsTaken(seatIds: string[]): void;
  /** The buyer declared they need wheelchair-accessible seating: the hold says so. */
  accessible?: boolean;
  /** Seats the server refused under the accessible-seating rules (see `useCheckout`). */
  onSeatsRefused?(reason: "accessible_only" | "companion_alone", seatIds: string[]): void;
  /** Where the focus goes back to when the dialog closes. */
  returnFocus(): void;
  /** The buyer's hold from before a reload, to pay for now. */
  resumed?: Hold | null;
  /** The presale or promo code applied to the cart: the hold uses it. */
  code?: CodeCheckResponse | null;
}

/** Checkout dialog. Closing it is refused only while a payment is being processed. */
export function CheckoutDialog({
  open,
  onClosed,
  event,
  seats,
  onSeatsTaken,
  accessible = false,
  onSeatsRefused,
  returnFocus,
  resumed,
  code = null,
}: CheckoutDialogProps) {
  const { t } = useTranslation();
  const text = useEventText();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const checkout = useCheckout({
    eventId: event.id,
    seats,
    // A clash sends the buyer back to the chart, where the lost seats show as taken and the rest
    // of the cart waits, never to a checkout of the seats that are left (or of none at $0.00).
    onSeatsTaken(seatIds) {
      onSeatsTaken(seatIds);
      close(false, true);
    },
    accessible,
    // An accessible-seating refusal also goes back to the chart, the cart kept, its seats marked.
    onSeatsRefused(reason, seatIds) {
      onSeatsRefused?.(reason, seatIds);
      close(false, true);
    },
    resumed,
    code,
  });
  const shown = cartPrices(seats, useSiteConfig()?.pricing, code).totals.totalCents;
  // Once held, the order's own total (the server's, from the same rule) is what is paid.
  const totalCents = checkout.hold?.order.totalCents ?? shown;
  // A resumed hold may be the waitlist's offer: then the notice says seats came back, until when.
  const waitlist = useMyWaitlist(event.id, Boolean(resumed && session.user));
  const entry = waitlist.data?.entry;
  const offerUntil =
    resumed && entry?.status === "offered" && entry.offer?.orderId === resumed.order.id ? entry.offer.expiresAt : null;

  function close(announce = false, keepCart = false) {
    if (checkout.processing) return;
    checkout.release({ announce });
    onClosed(keepCart);
  }

  function body() {
    if (session.loading) {
      return (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t("tickets.checkout.loading")}
        </p>
      );
    }
    if (!session.user) {
      return (
        <AuthRequiredPanel
          onClose={close}
          onSignIn={() => {
            close();
            openAuthDialog("sign-in");
          }}
        />
      );
    }
    if (checkout.step === "success" && checkout.booked) {
      return <BookingSuccessPanel booked={checkout.booked} onClose={close} />;
    }
    if (session.can("bookings.complimentary")) return <ComplimentaryPanel seats={seats} checkout={checkout} />;
    switch (checkout.step) {
      case "payment":
        return <PaymentStep flow={checkout.payment} onBack={checkout.back} totalCents={totalCents} />;
      case "expired":
        return <ExpiredPanel onBack={checkout.back} />;
      default:
        return <ReviewPanel seats={seats} checkout={checkout} code={code} />;
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("tickets.checkout.title")}</DialogTitle>
          <DialogDescription>{text.title(event)}</DialogDescription>
        </DialogHeader>
        {checkout.resumed && session.user && (
          <ResumeNotice
            seats={seats}
            onRelease={() => close(true)}
            disabled={checkout.processing || checkout.awaitingPayPal}
            offerUntil={offerUntil}
          />
        )}
        {body()}
      </DialogContent>
    </Dialog>
  );
}
