import { RENTAL_HOURLY_RATE_CENTS, rentalQuote } from "#domain/rental";
import type { EventForm } from "#domain/schemas/event-form";
import { useFormatters } from "#web/lib/format";
import { localeOf } from "#web/lib/i18n";
import { useTranslation } from "#web/lib/translation";
import { PriceStep } from "./price-step";

interface RentalPricingProps {
  form: EventForm;
  starting: boolean;
  onBack(): void;
  onContinue(): void;
}

/**
 * Step 1: what the venue rental costs, from the same rules the server charges by.
 * The server prices the order again; this is what the manager agrees to.
 */
export function RentalPricing({ form, starting, onBack, onContinue }: RentalPricingProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const quote = rentalQuote({ date: form.date, hours: form.rentalHours });
  const longDate = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${form.date}T12:00:00Z`),
  );
  const rate =
    quote.kind === "hourly"
      ? t("manage.events.pricing.hourly", { rate: format.money(RENTAL_HOURLY_RATE_CENTS) })
      : t(quote.kind === "half-day" ? "manage.events.pricing.halfDay" : "manage.events.pricing.fullDay");
  const rows: [string, string][] = [
    [t("manage.events.pricing.event"), form.title],
    [t("manage.events.pricing.date"), longDate],
    [t("manage.events.pricing.hours"), String(quote.hours)],
    [t("manage.events.pricing.rate"), rate],
  ];
  return (
    <PriceStep
      title={t("manage.events.pricing.title")}
      rows={rows}
      total={{
        label: t("manage.events.pricing.total"),
        amount: format.money(quote.totalCents),
        testId: "rental-total",
      }}
      note={t("manage.events.pricing.note")}
      back={t("manage.events.pricing.back")}
      next={t("manage.events.pricing.continue")}
      starting={starting}
      onBack={onBack}
      onNext={onContinue}
    />
  );
}
