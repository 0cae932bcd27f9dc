import { Accessibility } from "lucide-react";
import { useId } from "react";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import type { SeatRef } from "../lib/chart-model";

/** Seats the server refused under the accessible-seating rules, and why. */
export interface AccessRefusal {
  reason: "accessible_only" | "companion_alone";
  seats: SeatRef[];
}

interface AccessibleSeatingPanelProps {
  declared: boolean;
  onDeclare(declared: boolean): void;
  /** The last hold the server refused under these rules, shown until the cart changes. */
  refusal: AccessRefusal | null;
}

/**
 * The self-declaration that opens wheelchair spaces to the buyer: a checkbox, no proof asked. It
 * says what the chart's marks mean, and shows a refused hold's reason with the seats it names.
 */
export function AccessibleSeatingPanel({ declared, onDeclare, refusal }: AccessibleSeatingPanelProps) {
  const { t } = useTranslation();
  const sectionName = useSectionName();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Accessibility className="size-5" aria-hidden="true" />
        {t("tickets.accessible.title")}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={`${id}-declare`}
          type="checkbox"
          checked={declared}
          onChange={(event) => onDeclare(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={`${id}-declare`} className="text-sm font-medium">
          {t("tickets.accessible.declare")}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-muted-foreground">
        {t("tickets.accessible.hint")}
      </p>
      {refusal && (
        <div role="alert" className="mt-3 rounded-md border border-destructive/60 bg-muted p-3 text-sm">
          <p>{t(`errors.reasons.${refusal.reason}`)}</p>
          {refusal.seats.length > 0 && (
            <ul className="mt-1 list-disc ps-5">
              {refusal.seats.map((seat) => (
                <li key={seat.id}>
                  {t("tickets.cart.seat", { section: sectionName(seat.sectionKey), row: seat.row, seat: seat.seat })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
