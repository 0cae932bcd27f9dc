import { Info, Users } from "lucide-react";
import { Link } from "react-router";
import { HOLD_MINUTES } from "#domain/seating/availability";
import { priceLevelOf } from "#domain/seating/price-levels";
import { venue } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { useTicketOptions } from "../api/ticket-options";
import { levelSwatch } from "../seat-chart/seat-styles";

const card = "rounded-lg border border-border bg-card p-4 sm:p-6";

/**
 * The event's ticket options: each section of its actual seats, closest to the stage first, with
 * the price level and colour the chart's legend gives it, its seats and its price (all from
 * `sectionOffers` over the event's seat layout), then the reduced prices asked for at the window.
 */
export function TicketOptions({ eventId }: { eventId: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const offers = useTicketOptions(eventId);
  const levels = priceLevelOf((offers.data ?? []).map((o) => ({ key: o.key, priceCents: o.fromCents })));
  const price = (from: number, to: number) =>
    from === to ? format.money(from) : t("tickets.options.from", { price: format.money(from) });
  return (
    <section aria-labelledby="ticket-options" className={card} data-testid="ticket-options">
      <h2 id="ticket-options" className="text-lg font-semibold">
        {t("tickets.options.title")}
      </h2>
      {eventId !== null && <p className="mt-1 text-sm text-muted-foreground">{t("tickets.options.lead")}</p>}
      {offers.isError && (
        <p role="alert" className="mt-3 text-sm text-muted-foreground">
          {t("tickets.options.error")}
        </p>
      )}
      {offers.isLoading && (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          {t("tickets.options.loading")}
        </p>
      )}
      <ul className="mt-3 grid gap-3">
        {offers.data?.map((offer) => (
          <Option
            key={offer.key}
            swatch={levelSwatch(levels.get(offer.key) ?? 0)}
            name={sectionName(offer.key)}
            price={price(offer.fromCents, offer.toCents)}
            description={t("tickets.options.section", {
              tier: t(`tickets.chart.legend.${offer.tier}`),
              seats: t("tickets.options.seats", { count: offer.seats, formatted: format.count(offer.seats) }),
            })}
          />
        ))}
        <Option
          swatch="bg-sky-500"
          name={t("tickets.options.student.name")}
          price={t("tickets.options.student.price")}
          description={t("tickets.options.student.description")}
        />
      </ul>
    </section>
  );
}

function Option({
  swatch,
  name,
  price,
  description,
}: {
  swatch: string;
  name: string;
  price: string;
  description: string;
}) {
  return (
    <li className="flex gap-3" data-testid="ticket-option">
      <span aria-hidden="true" className={cn("mt-1.5 size-3 shrink-0 rounded-sm", swatch)} />
      <div className="grid flex-1 gap-0.5 text-sm">
        <span className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-medium">{name}</span>
          <span className="font-medium tabular-nums">{price}</span>
        </span>
        <span className="text-muted-foreground">{description}</span>
      </div>
    </li>
  );
}

export function PurchaseInformation() {
  const { t } = useTranslation();
  const items = [
    t("tickets.info.hold", { minutes: HOLD_MINUTES }),
    t("tickets.info.finalSale", { min: venue.refundDays.min, max: venue.refundDays.max }),
    t("tickets.info.pickup"),
    t("tickets.info.transfer"),
    t("tickets.info.doors", { parking: venue.parkingOpensHoursBefore, doors: venue.doorsOpenHoursBefore }),
  ];
  return (
    <section aria-labelledby="purchase-info" className={card}>
      <h2 id="purchase-info" className="flex items-center gap-2 text-lg font-semibold">
        <Info className="size-5" aria-hidden="true" />
        {t("tickets.info.title")}
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function GroupSalesCard() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="group-sales" className={cn(card, "bg-muted")}>
      <h2 id="group-sales" className="flex items-center gap-2 text-lg font-semibold">
        <Users className="size-5" aria-hidden="true" />
        {t("tickets.groupSales.title")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {t("tickets.groupSales.body", { min: venue.groupSalesMinimum })}
      </p>
      <p className="mt-1 text-sm">
        <a href={`mailto:${venue.groupSalesEmail}`} className="text-primary underline-offset-4 hover:underline">
          {venue.groupSalesEmail}
        </a>
      </p>
      <Button asChild variant="outline" className="mt-4 w-full">
        <Link to="/contact">{t("tickets.groupSales.cta")}</Link>
      </Button>
    </section>
  );
}
