import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RENTAL_HOURLY_RATE_CENTS, rentalQuote } from "#domain/rental";
import type { EventForm } from "#domain/schemas/event-form";
import { StepHeading } from "#web/components/step-heading";
import { Button } from "#web/components/ui/button";
import { useFormatters } from "#web/lib/format";
import { localeOf } from "#web/lib/i18n";

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
    <div className="grid gap-4">
      <StepHeading>{t("manage.events.pricing.title")}</StepHeading>
      <dl className="grid gap-2 rounded-md border border-border p-4 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-right font-medium">{detail}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-border pt-3 text-base">
          <dt className="font-semibold">{t("manage.events.pricing.total")}</dt>
          <dd className="font-bold" data-testid="rental-total">
            {format.money(quote.totalCents)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">{t("manage.events.pricing.note")}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={starting}>
          {t("manage.events.pricing.back")}
        </Button>
        <Button onClick={onContinue} disabled={starting} aria-disabled={starting}>
          {starting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {starting ? t("manage.events.pricing.preparing") : t("manage.events.pricing.continue")}
        </Button>
      </div>
    </div>
  );
}
