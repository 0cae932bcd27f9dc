import type { CodeCheckResponse } from "#domain/schemas/sale-codes";
import { useSiteConfig } from "#web/features/auth";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { PriceBreakdown } from "../components/price-breakdown";
import { SeatAccessLabel } from "../components/seat-access-label";
import { cartPrices } from "../lib/cart-pricing";
import type { SeatRef } from "../lib/chart-model";

/** The seats being bought and their total; admins see "Complimentary" instead of a price. */
export function OrderSummary({
  seats,
  complimentary = false,
  code = null,
}: {
  seats: readonly SeatRef[];
  complimentary?: boolean;
  /** The code the hold will use (its discount is in the prices shown). */
  code?: CodeCheckResponse | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const { lines, totals } = cartPrices(seats, useSiteConfig()?.pricing, complimentary ? null : code);
  const total = totals.totalCents;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium text-muted-foreground">{t("tickets.checkout.seatsHeading")}</h4>
      <ul className="max-h-48 divide-y divide-border overflow-y-auto rounded-md border border-border text-sm">
        {seats.map((seat) => (
          <li key={seat.id} className="flex justify-between gap-2 px-3 py-2">
            <span className="flex flex-col">
              {t("tickets.cart.seat", { section: sectionName(seat.sectionKey), row: seat.row, seat: seat.seat })}
              <SeatAccessLabel access={seat.access} />
            </span>
            <span className={complimentary ? "text-muted-foreground line-through" : "tabular-nums"}>
              {format.money(lines.get(seat.id)?.totalCents ?? seat.priceCents)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex items-baseline justify-between pt-1">
        <span className="font-medium">{t("tickets.checkout.total")}</span>
        <span className="text-xl font-bold tabular-nums">
          {complimentary ? t("tickets.complimentary.price") : format.money(total)}
        </span>
      </div>
      {!complimentary && <PriceBreakdown totals={totals} code={code?.code} />}
    </div>
  );
}
