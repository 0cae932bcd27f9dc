import type { PriceTotals } from "#domain/pricing";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";

/**
 * The price's parts under a total: tickets, the code's discount, the service fee and the tax. Shown
 * whenever one of the last three is not zero; the total above already includes them all.
 */
export function PriceBreakdown({ totals, code }: { totals: PriceTotals; code?: string | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (totals.discountCents === 0 && totals.feeCents === 0 && totals.taxCents === 0) return null;
  const rows: [string, string][] = [
    [t("pricing.breakdown.tickets"), format.money(totals.ticketCents + totals.discountCents)],
    ...(totals.discountCents > 0
      ? [
          [
            code ? t("pricing.breakdown.discountCode", { code }) : t("pricing.breakdown.discount"),
            `−${format.money(totals.discountCents)}`,
          ] as [string, string],
        ]
      : []),
    ...(totals.feeCents > 0 ? [[t("pricing.breakdown.fee"), format.money(totals.feeCents)] as [string, string]] : []),
    ...(totals.taxCents > 0 ? [[t("pricing.breakdown.tax"), format.money(totals.taxCents)] as [string, string]] : []),
  ];
  return (
    <div className="grid gap-1 text-sm">
      <h3 className="sr-only">{t("pricing.breakdown.heading")}</h3>
      <dl className="grid gap-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 text-muted-foreground">
            <dt>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {(totals.feeCents > 0 || totals.taxCents > 0) && (
        <p className="text-xs text-muted-foreground">{t("pricing.breakdown.allIn")}</p>
      )}
    </div>
  );
}
