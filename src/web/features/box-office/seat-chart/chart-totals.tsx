import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";

/** Totals of seats, occupied and available (plus seats on hold, which are neither). */
export function ChartTotals({ seats, occupied, held }: { seats: number; occupied: number; held: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const items = [
    { key: "seats", label: t("tickets.chart.totals.seats"), value: seats },
    { key: "occupied", label: t("tickets.chart.totals.occupied"), value: occupied },
    { key: "held", label: t("tickets.chart.totals.held"), value: held },
    { key: "available", label: t("tickets.chart.totals.available"), value: Math.max(0, seats - occupied - held) },
  ];
  return (
    <dl className="grid grid-cols-4 gap-3 text-center text-xs sm:text-sm">
      {items.map((item) => (
        <div key={item.key} className="flex flex-col-reverse">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{format.count(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
