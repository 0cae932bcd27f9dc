import { Loader2 } from "lucide-react";
import { StepHeading } from "#web/components/step-heading";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";

interface PriceStepProps {
  title: string;
  /** What the price is made of, as term and detail. */
  rows: [string, string][];
  total: { label: string; amount: string; testId: string };
  note: string;
  back: string;
  next: string;
  starting: boolean;
  onBack(): void;
  onNext(): void;
}

/**
 * A price the manager agrees to before paying it — a new rental or the difference an edit adds.
 * The server prices the order again; this only shows what it will charge.
 */
export function PriceStep({ title, rows, total, note, back, next, starting, onBack, onNext }: PriceStepProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <StepHeading>{title}</StepHeading>
      <dl className="grid gap-2 rounded-md border border-border p-4 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-right font-medium">{detail}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-border pt-3 text-base">
          <dt className="font-semibold">{total.label}</dt>
          <dd className="font-bold" data-testid={total.testId}>
            {total.amount}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">{note}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={starting}>
          {back}
        </Button>
        <Button onClick={onNext} disabled={starting} aria-disabled={starting}>
          {starting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {starting ? t("manage.events.pricing.preparing") : next}
        </Button>
      </div>
    </div>
  );
}
