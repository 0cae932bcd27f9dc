import { Info, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HOLD_MINUTES } from "#domain/seating/availability";
import { SECTION_PRICES_CENTS } from "#domain/seating/prices";
import { venue } from "#domain/venue";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useFormatters } from "#web/lib/format";
import { TIER_SWATCH } from "../seat-chart/seat-styles";

const card = "rounded-lg border border-border bg-card p-4 sm:p-6";

/** The four ticket options. Prices are the section prices, never typed twice. */
export function TicketOptions() {
  const { t } = useTranslation();
  const format = useFormatters();
  const from = (cents: number) => t("tickets.options.from", { price: format.money(cents) });
  const options = [
    { key: "general", swatch: TIER_SWATCH.general, price: from(SECTION_PRICES_CENTS.General) },
    { key: "premium", swatch: TIER_SWATCH.premium, price: from(SECTION_PRICES_CENTS.Premium) },
    { key: "vip", swatch: TIER_SWATCH.vip, price: from(SECTION_PRICES_CENTS.VIP) },
    { key: "student", swatch: "bg-sky-500", price: t("tickets.options.student.price") },
  ] as const;
  return (
    <section aria-labelledby="ticket-options" className={card}>
      <h2 id="ticket-options" className="text-lg font-semibold">
        {t("tickets.options.title")}
      </h2>
      <ul className="mt-3 grid gap-3">
        {options.map((option) => (
          <li key={option.key} className="flex gap-3">
            <span aria-hidden="true" className={cn("mt-1.5 size-3 shrink-0 rounded-sm", option.swatch)} />
            <div className="grid gap-0.5 text-sm">
              <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-medium">{t(`tickets.options.${option.key}.name`)}</span>
                <span className="text-muted-foreground">{option.price}</span>
              </span>
              <span className="text-muted-foreground">{t(`tickets.options.${option.key}.description`)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
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
