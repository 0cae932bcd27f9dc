import { Ticket } from "lucide-react";
import type { TicketAvailability } from "#domain/seating/prices";
import { cn } from "#web/lib/cn";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";

const TONE: Record<TicketAvailability, string> = {
  in_stock: "text-emerald-700 dark:text-emerald-400",
  few_left: "text-amber-800 dark:text-amber-300",
  sold_out: "text-destructive",
};

/** The tickets-available note: how many seats are still free, that only a few are, or sold out. */
export function SeatsNote({
  seatsLeft,
  availability,
  className,
}: {
  seatsLeft: number;
  availability: TicketAvailability;
  className?: string;
}) {
  const { t } = useTranslation();
  const { count } = useFormatters();
  const params = { count: seatsLeft, formatted: count(seatsLeft) };
  return (
    <p
      className={cn("flex items-center gap-1.5 text-sm font-medium", TONE[availability], className)}
      data-availability={availability}
    >
      <Ticket className="size-4 shrink-0" aria-hidden="true" />
      {availability === "sold_out"
        ? t("listings.card.soldOut")
        : availability === "few_left"
          ? t("listings.card.fewLeft", params)
          : t("listings.card.seatsLeft", params)}
    </p>
  );
}

/** "From $25": the cheapest seat of the event, where buyers compare events. */
export function FromPrice({ fromPriceCents, className }: { fromPriceCents: number | null; className?: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (fromPriceCents === null) return null;
  return (
    <p className={cn("text-base font-semibold", className)} data-testid="from-price">
      {t("listings.card.fromPrice", { price: format.money(fromPriceCents) })}
    </p>
  );
}

/** "$25 – $150", or one price when every seat costs the same. */
export function PriceRangeText({ fromPriceCents, toPriceCents }: { fromPriceCents: number; toPriceCents: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (fromPriceCents === toPriceCents) return <>{format.money(fromPriceCents)}</>;
  return <>{t("listings.card.priceRange", { from: format.money(fromPriceCents), to: format.money(toPriceCents) })}</>;
}
