import { ShoppingCart, X } from "lucide-react";
import { useId } from "react";
import type { SeatState } from "#domain/seating/availability";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";
import { isSelectable } from "../lib/chart-model";
import type { TooltipContent } from "./use-seat-tooltip";

interface SeatDetailsProps {
  content: TooltipContent;
  status: SeatState;
  /** Seats in the cart, for the way to it. */
  cartCount: number;
  onToggle(): void;
  onShowCart(): void;
  onClose(): void;
  /** Why the buyer may not choose this seat under the accessible-seating rules, if so. */
  refusal?: "accessible_only" | "companion_alone" | null;
  /** The seat is a wheelchair space whose section is not released: the details offer the declaration. */
  declarable?: boolean;
  declared?: boolean;
  onDeclare?(declared: boolean): void;
}

/**
 * What a tap on a seat shows on a touch screen, where there is no hover: the seat, its price and
 * state, and one clear action (Select, or Remove once chosen), held at the bottom of the screen
 * (above the assistant's button) with the way to the cart. A tap never selects by itself, so scrolling fingers choose nothing.
 */
export function SeatDetails({
  content,
  status,
  cartCount,
  onToggle,
  onShowCart,
  onClose,
  refusal = null,
  declarable = false,
  declared = false,
  onDeclare,
}: SeatDetailsProps) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = status === "selected";
  return (
    <section
      aria-label={t("tickets.chart.details.title")}
      className="sticky bottom-20 z-20 mt-4 grid gap-3 rounded-lg border border-border bg-card p-4 shadow-lg"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid gap-0.5 text-sm" aria-live="polite">
          <span className="font-semibold">{content.title}</span>
          <span className="tabular-nums">{content.price}</span>
          {/* A house seat is named by the staff page that shows it (its tooltip's hint). */}
          <span className="text-muted-foreground">
            {status === "house" ? content.hint : t(`tickets.chart.status.${status}`)}
          </span>
          {refusal && <span className="mt-1">{t(`tickets.accessible.why.${refusal}`)}</span>}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-11"
          onClick={onClose}
          aria-label={t("tickets.chart.details.close")}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {declarable && onDeclare && (refusal === "accessible_only" || declared) && (
        <div className="flex items-start gap-3">
          <input
            id={`${id}-declare`}
            type="checkbox"
            checked={declared}
            onChange={(event) => onDeclare(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          <label htmlFor={`${id}-declare`} className="text-sm font-medium">
            {t("tickets.accessible.declare")}
          </label>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {isSelectable(status) && !refusal && (
          <Button size="lg" variant={chosen ? "outline" : "default"} className="flex-1" onClick={onToggle}>
            {chosen ? t("tickets.chart.details.remove") : t("tickets.chart.details.select")}
          </Button>
        )}
        {cartCount > 0 && (
          <Button size="lg" variant={chosen ? "default" : "outline"} className="flex-1" onClick={onShowCart}>
            <ShoppingCart aria-hidden="true" />
            {t("tickets.chart.details.cart", { count: cartCount })}
          </Button>
        )}
      </div>
    </section>
  );
}
