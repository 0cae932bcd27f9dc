import { Ticket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "#web/lib/cn";
import { useFormatters } from "#web/lib/format";

/** The tickets-available note: how many seats are still free, or sold out. */
export function SeatsNote({ seatsLeft, className }: { seatsLeft: number; className?: string }) {
  const { t } = useTranslation();
  const { count } = useFormatters();
  const soldOut = seatsLeft <= 0;
  return (
    <p
      className={cn(
        "flex items-center gap-1.5 text-sm font-medium",
        soldOut ? "text-destructive" : "text-emerald-700 dark:text-emerald-400",
        className,
      )}
    >
      <Ticket className="size-4" aria-hidden="true" />
      {soldOut
        ? t("listings.card.soldOut")
        : t("listings.card.seatsLeft", { count: seatsLeft, formatted: count(seatsLeft) })}
    </p>
  );
}
