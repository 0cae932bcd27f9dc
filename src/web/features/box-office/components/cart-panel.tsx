import { ShoppingCart, X } from "lucide-react";
import type { Ref } from "react";
import type { CodeCheckResponse } from "#domain/schemas/sale-codes";
import type { SeatAllowance } from "#domain/schemas/seat-limits";
import { MAX_SEATS_PER_ORDER } from "#domain/schemas/tickets";
import { Button } from "#web/components/ui/button";
import { useSiteConfig } from "#web/features/auth";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { cartPrices } from "../lib/cart-pricing";
import type { SeatRef } from "../lib/chart-model";
import { seatsLeftToAdd } from "../lib/seat-allowance";
import { CodeField } from "./code-field";
import { PriceBreakdown } from "./price-breakdown";
import { SeatAccessLabel } from "./seat-access-label";

interface CartPanelProps {
  seats: readonly SeatRef[];
  /** The event, for checking a code. */
  eventId: string;
  /** The code applied to the cart, if any. */
  code: CodeCheckResponse | null;
  onCodeChange(code: CodeCheckResponse | null): void;
  onRemove(seatId: string): void;
  onCheckout(): void;
  checkoutRef?: Ref<HTMLButtonElement>;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The buyer's seats on the event against its per-account limit, when known. */
  allowance?: SeatAllowance | null;
  /** Seats the server refused to hold (accessible-seating rules): marked until the cart changes. */
  flagged?: readonly string[] | undefined;
  /** The button's text, when not the buyer's checkout (a staff sale). */
  proceedLabel?: string;
}

/** The cart: the selected seats with section, row, seat and price, a total, and checkout. */
export function CartPanel({
  seats,
  eventId,
  code,
  onCodeChange,
  onRemove,
  onCheckout,
  checkoutRef,
  headingRef,
  allowance,
  flagged,
  proceedLabel,
}: CartPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const { lines, totals } = cartPrices(seats, useSiteConfig()?.pricing, code);
  return (
    <section aria-labelledby="cart-title" className="rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2
        id="cart-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold outline-none"
      >
        <ShoppingCart className="size-5" aria-hidden="true" />
        {t("tickets.cart.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
        {seats.length === 0 ? t("tickets.cart.empty") : t("tickets.cart.count", { count: seats.length })}
      </p>
      {seats.length > 0 && (
        <ul className="mt-4 divide-y divide-border border-y border-border">
          {seats.map((seat) => {
            const parts = { section: sectionName(seat.sectionKey), row: seat.row, seat: seat.seat };
            return (
              <li key={seat.id} className="flex items-center gap-2 py-2 text-sm">
                <span className="flex flex-1 flex-col">
                  {t("tickets.cart.seat", parts)}
                  <SeatAccessLabel access={seat.access} />
                  {flagged?.includes(seat.id) && (
                    <span className="text-xs font-medium text-destructive">{t("tickets.accessible.refused")}</span>
                  )}
                </span>
                <span className="tabular-nums">{format.money(lines.get(seat.id)?.totalCents ?? seat.priceCents)}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  onClick={() => onRemove(seat.id)}
                  aria-label={t("tickets.cart.remove", parts)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4 flex items-baseline justify-between">
        <span className="font-medium">{t("tickets.cart.total")}</span>
        <span className="text-xl font-bold tabular-nums">{format.money(totals.totalCents)}</span>
      </div>
      {seats.length > 0 && <PriceBreakdown totals={totals} code={code?.code} />}
      <div className="mt-4">
        <CodeField eventId={eventId} seatIds={seats.map((s) => s.id)} code={code} onChange={onCodeChange} />
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{t("tickets.cart.limit", { max: MAX_SEATS_PER_ORDER })}</p>
      {allowance && <AllowanceNote allowance={allowance} inCart={seats.length} />}
      {/* Nothing to check out with an empty cart: the button waits for a seat (the cart says how). */}
      <Button ref={checkoutRef} className="mt-4 w-full" size="lg" onClick={onCheckout} disabled={seats.length === 0}>
        {proceedLabel ?? t("tickets.cart.proceed")}
      </Button>
    </section>
  );
}

/** How many more seats the account may add for this event, announced as the cart changes. */
function AllowanceNote({ allowance, inCart }: { allowance: SeatAllowance; inCart: number }) {
  const { t } = useTranslation();
  const left = seatsLeftToAdd(inCart, allowance);
  return (
    <p className="mt-1 text-xs text-muted-foreground" aria-live="polite">
      {left > 0 || inCart > 0
        ? t("seatLimits.box.allowance", { limit: allowance.limit, count: left })
        : t("seatLimits.box.reached", { limit: allowance.limit })}
    </p>
  );
}
