import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StepHeading } from "#web/components/step-heading";
import { Button } from "#web/components/ui/button";
import { useFormatters } from "#web/lib/format";

interface RentalDifferenceProps {
  /** What is left of everything paid for the rental, as the server counted it. */
  paidCents: number;
  /** The rental's price with the edit, as the server priced it. */
  quoteCents: number;
  starting: boolean;
  onBack(): void;
  onPay(): void;
}

/**
 * A manager's edit costs more than the rental paid: what it adds, before paying it. The server
 * prices the difference order again; this is what the manager agrees to.
 */
export function RentalDifference({ paidCents, quoteCents, starting, onBack, onPay }: RentalDifferenceProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows: [string, string][] = [
    [t("manage.changes.difference.paid"), format.money(paidCents)],
    [t("manage.changes.difference.price"), format.money(quoteCents)],
  ];
  return (
    <div className="grid gap-4">
      <StepHeading>{t("manage.changes.difference.title")}</StepHeading>
      <dl className="grid gap-2 rounded-md border border-border p-4 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-right font-medium">{detail}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-border pt-3 text-base">
          <dt className="font-semibold">{t("manage.changes.difference.extra")}</dt>
          <dd className="font-bold" data-testid="rental-difference">
            {format.money(Math.max(0, quoteCents - paidCents))}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">{t("manage.changes.difference.note")}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={starting}>
          {t("manage.changes.difference.back")}
        </Button>
        <Button onClick={onPay} disabled={starting} aria-disabled={starting}>
          {starting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {starting ? t("manage.events.pricing.preparing") : t("manage.changes.difference.pay")}
        </Button>
      </div>
    </div>
  );
}
