import { AlertTriangle, Loader2 } from "lucide-react";
import { type ReactNode, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { CodeCheckResponse } from "#domain/schemas/sale-codes";
import type { BookableEvent } from "#domain/schemas/tickets";
import { SEAT_CODES } from "#domain/seating/seat-states";
import { Button } from "#web/components/ui/button";
import { useAuthDialog, useSession } from "#web/features/auth";
import type { Hold } from "#web/features/payments";
import { WaitlistPanel } from "#web/features/waitlist";
import { lazyWithParts } from "#web/lib/lazy-with-parts";
import { toast } from "#web/lib/toast";
import { useTranslation } from "#web/lib/translation";
import { useEventSeats } from "../api/event-seats";
import { useOwnedSeats } from "../api/owned-seats";
import { useSeatAllowance } from "../api/seat-allowance";
import { useResumeHold } from "../checkout/use-resume-hold";
import { FindSeatsPanel } from "../find-seats/find-seats-panel";
import { accessibleCart, accessRefusal, type SeatRef } from "../lib/chart-model";
import { cartRefusal } from "../lib/seat-allowance";
import { SeatChart } from "../seat-chart/seat-chart";
import type { HouseSeatText } from "../seat-chart/use-seat-text";
import { AccessibleSeatingPanel, type AccessRefusal } from "./accessible-seating-panel";
import { CartPanel } from "./cart-panel";

/** The checkout (review, payment, confirmation): fetched the first time a buyer opens it. */
const CheckoutDialog = lazyWithParts(
  () => import("../checkout/checkout-dialog").then((module) => module.CheckoutDialog),
  ["pricing", "seatLimits", "tickets"],
);

function ChartMessage({ children, tone = "muted" }: { children: ReactNode; tone?: "muted" | "error" }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-lg border border-border bg-card p-6 text-center"
    >
      {children}
    </div>
  );
}

/**
 * A staff sale instead of the buyer's checkout (the box-office window): the cart's button sells
 * the seats through `onSell`; no per-account limit, no held order to resume, no waitlist.
 */
export interface StaffSale {
  /** The cart button's text. */
  label: string;
  onSell(seats: SeatRef[], accessible: boolean): void;
}

/**
 * Seat selection and checkout for one event. The page mounts it per event (keyed by id), so
 * changing the event starts with an empty cart. With `resume`, a hold the buyer still
 * has on this event (from before a reload) reopens its checkout. With `sale`, staff sell the
 * cart at the window instead.
 */
export function EventBooking({
  event,
  resume = true,
  sale,
}: {
  event: BookableEvent;
  resume?: boolean;
  sale?: StaffSale;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const seats = useEventSeats(event.id, { signedIn: session.user !== null });
  const [cart, setCart] = useState<SeatRef[]>([]);
  /** The section Find Seats last proposed seats in: a phone's chart zooms into it. */
  const [reveal, setReveal] = useState<{ sectionKey: string; at: number } | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // Once opened, the checkout stays mounted, so it closes with its animation.
  const [checkoutWanted, setCheckoutWanted] = useState(false);
  if (checkoutOpen && !checkoutWanted) setCheckoutWanted(true);
  /** The buyer needs wheelchair-accessible seating (self-declared): wheelchair spaces open to them. */
  const [declared, setDeclared] = useState(false);
  const [refusal, setRefusal] = useState<AccessRefusal | null>(null);
  const [resumed, setResumed] = useState<Hold | null>(null);
  /** The presale or promo code applied to the cart. */
  const [code, setCode] = useState<CodeCheckResponse | null>(null);
  // Admins book complimentary seats and never pay for a hold, so there is nothing to resume.
  const canResume = resume && !sale && session.user !== null && !session.can("bookings.complimentary");
  // The per-account limit binds buyers' holds; an admin's complimentary bookings and window sales have none.
  const allowance = useSeatAllowance(
    event.id,
    session.user !== null && !sale && !session.can("bookings.complimentary"),
  ).data;
  useResumeHold(event.id, canResume, (hold, seats) => {
    setCart(seats);
    setResumed(hold);
    setCheckoutOpen(true);
  });
  const checkoutButton = useRef<HTMLButtonElement>(null);

  const { model, rows, mine, live } = seats;
  // The buyer's own tickets on the event: a wheelchair space they bought opens its companion seats.
  const owned = useOwnedSeats(
    event.id,
    session.user !== null && (model?.sections.some((section) => section.accessible && !section.released) ?? false),
  );
  const selectedIds = useMemo(() => cart.map((seat) => seat.id), [cart]);

  // A seat in the cart that someone else books meanwhile leaves the cart (not during checkout,
  // where the cart's seats are this buyer's own hold).
  useEffect(() => {
    if (!rows || !live || checkoutOpen) return;
    const lost = cart.filter((seat) => {
      const code = live.codeOf(seat.id);
      return code === SEAT_CODES.sold || (code === SEAT_CODES.held && !mine.has(seat.id));
    });
    if (lost.length === 0) return;
    setCart((current) => current.filter((seat) => !lost.some((l) => l.id === seat.id)));
    toast.warning(t("tickets.boxOffice.seatLostTitle"), {
      description: t("tickets.boxOffice.seatLost", { count: lost.length }),
    });
  }, [rows, live, mine, cart, checkoutOpen, t]);

  /** The cart without these seats; a wheelchair space that leaves takes its companion seats along. */
  function removeSeats(ids: readonly string[], declaredNow = declared) {
    const left = cart.filter((s) => !ids.includes(s.id));
    setCart(model ? accessibleCart(model, left, { declared: declaredNow, mine, owned }) : left);
    setRefusal(null);
  }

  function declare(on: boolean) {
    setDeclared(on);
    // Without the declaration the cart keeps no wheelchair space (nor the companion seats with it).
    if (!on) removeSeats([], false);
    else setRefusal(null);
  }

  function toggle(seat: SeatRef) {
    if (cart.some((s) => s.id === seat.id)) {
      removeSeats([seat.id]);
      return;
    }
    // The chart explains a refused seat in its details; nothing reaches the cart.
    if (model && accessRefusal(model, seat.id, { declared, selected: new Set(selectedIds), mine, owned })) return;
    const refusal = cartRefusal(cart.length, allowance);
    if (refusal === "order_full") {
      toast.error(t("tickets.errorTitle"), { description: t("tickets.tooManySeats") });
    } else if (refusal === "account_full" && allowance) {
      toast.error(t("seatLimits.box.limitTitle"), {
        description: t("errors.reasons.seat_limit", { limit: allowance.limit, remaining: allowance.remaining }),
      });
    } else {
      setCart([...cart, seat]);
      setRefusal(null);
    }
  }

  function onSeatsTaken(seatIds: string[]) {
    setCart((current) => current.filter((seat) => !seatIds.includes(seat.id)));
    live?.markTaken(seatIds);
    seats.refetch();
  }

  /** The server refused the hold under the accessible-seating rules: the seats stay, marked, with why. */
  function onSeatsRefused(reason: AccessRefusal["reason"], seatIds: string[]) {
    setRefusal({ reason, seats: cart.filter((seat) => seatIds.includes(seat.id)) });
  }

  function openCheckout() {
    if (!session.user) {
      openAuthDialog("sign-in");
      return;
    }
    if (cart.length === 0) {
      toast.error(t("tickets.errorTitle"), { description: t("tickets.noSeats") });
      return;
    }
    if (sale) {
      sale.onSell(cart, declared);
      return;
    }
    setCheckoutOpen(true);
  }

  // The chart (hundreds of seats) is first drawn at a lower priority, in small steps between which
  // the page answers, rather than in one long task the moment the seats arrive; the panels above
  // it appear with it, so nothing in view moves twice.
  const chartModel = useDeferredValue(model);
  const chartRows = useDeferredValue(rows);
  const drawing = (model !== null && chartModel === null) || (rows !== null && chartRows === null);

  let chart: ReactNode;
  if (seats.isPending || drawing) {
    chart = (
      <ChartMessage>
        <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t("tickets.chart.loading")}</p>
      </ChartMessage>
    );
  } else if (seats.isError) {
    chart = (
      <ChartMessage tone="error">
        <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
        <p className="font-semibold">{t("tickets.chart.errorTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("tickets.chart.errorBody")}</p>
        <Button variant="outline" onClick={() => seats.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </ChartMessage>
    );
  } else if (!chartModel || !chartRows || chartModel.totalSeats === 0) {
    chart = (
      <ChartMessage>
        <p className="max-w-md text-muted-foreground">{t("tickets.chart.preparing")}</p>
      </ChartMessage>
    );
  } else {
    chart = (
      <SeatChart
        model={chartModel}
        rows={chartRows}
        mine={mine}
        owned={owned}
        selectedIds={selectedIds}
        canSelect={session.user !== null}
        declared={declared}
        onDeclare={declare}
        onToggle={toggle}
        onRequireSignIn={() => openAuthDialog("sign-in")}
        reveal={reveal}
      />
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {chartModel?.sections.some((section) => section.accessible) && (
          <AccessibleSeatingPanel declared={declared} onDeclare={declare} refusal={refusal} />
        )}
        {chartModel && chartRows && chartModel.totalSeats > 0 && (
          <FindSeatsPanel
            eventId={event.id}
            model={chartModel}
            allowance={allowance}
            declared={declared}
            selectedIds={selectedIds}
            onSelect={(seats) => {
              setCart(seats);
              if (seats[0]) setReveal({ sectionKey: seats[0].sectionKey, at: Date.now() });
            }}
            onHold={openCheckout}
          />
        )}
        {chart}
      </div>
      <div className="grid gap-6 lg:sticky lg:top-20 lg:self-start">
        {!sale && <WaitlistPanel eventId={event.id} rows={rows} />}
        <CartPanel
          {...(sale ? { proceedLabel: sale.label } : {})}
          seats={cart}
          eventId={event.id}
          code={code}
          onCodeChange={setCode}
          onRemove={(id) => removeSeats([id])}
          flagged={refusal?.seats.map((seat) => seat.id)}
          onCheckout={openCheckout}
          checkoutRef={checkoutButton}
          // While checking out, the cart's seats are held and already counted in the allowance.
          allowance={checkoutOpen ? null : (allowance ?? null)}
        />
      </div>
      {checkoutWanted && (
        <Suspense fallback={null}>
          <CheckoutDialog
            open={checkoutOpen}
            event={event}
            seats={cart}
            accessible={declared}
            code={code}
            onSeatsTaken={onSeatsTaken}
            onSeatsRefused={onSeatsRefused}
            resumed={resumed}
            onClosed={(keepCart) => {
              setCheckoutOpen(false);
              setResumed(null);
              // The cart is cleared after the checkout dialog closes, unless the buyer goes back to
              // the chart to replace seats someone else booked first.
              if (!keepCart) setCart([]);
            }}
            returnFocus={() => checkoutButton.current?.focus()}
          />
        </Suspense>
      )}
    </div>
  );
}

const NO_SEATS: ReadonlySet<string> = new Set();
const noop = () => undefined;

/**
 * (Beside the booking, so the staff pages that show it and the window share one chunk with the
 * box office instead of splitting the chart off into another.)
 *
 * An event's seats as they stand, on its own seating chart: sold, held, house seats (the ones
 * given, nobody holds or bought) and free, kept live by the seat stream. Nothing can be chosen
 * (staff read it on the sales dashboard).
 */
export function SeatOccupancy({
  eventId,
  house,
}: {
  eventId: string;
  /** The house seats nobody holds or bought, and their texts on the staff page. */
  house: { seatIds: readonly string[]; text: HouseSeatText };
}) {
  const { t } = useTranslation();
  const seats = useEventSeats(eventId, { signedIn: true });
  if (seats.isPending || !seats.model || !seats.rows) {
    if (seats.isError) {
      return (
        <p role="alert" className="text-muted-foreground">
          {t("tickets.chart.errorTitle")}
        </p>
      );
    }
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {t("tickets.chart.loading")}
      </p>
    );
  }
  return (
    <SeatChart
      model={seats.model}
      rows={seats.rows}
      mine={NO_SEATS}
      selectedIds={[]}
      canSelect={false}
      onToggle={noop}
      onRequireSignIn={noop}
      house={house}
    />
  );
}
