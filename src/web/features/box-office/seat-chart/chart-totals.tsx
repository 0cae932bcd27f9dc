import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";

/**
 * Totals of seats, occupied and available (plus seats on hold, which are neither, and the house
 * seats when staff see them apart from occupied ones).
 */
export function ChartTotals({
  seats,
  occupied,
  held,
  house = null,
}: {
  seats: number;
  occupied: number;
  held: number;
  /** House seats shown apart from occupied ones: their count and name. */
  house?: { count: number; label: string } | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const items = [
    { key: "seats", label: t("tickets.chart.totals.seats"), value: seats },
    { key: "occupied", label: t("tickets.chart.totals.occupied"), value: occupied },
    { key: "held", label: t("tickets.chart.totals.held"), value: held },
    ...(house ? [{ key: "house", label: house.label, value: house.count }] : []),
    {
      key: "available",
      label: t("tickets.chart.totals.available"),
      value: Math.max(0, seats - occupied - held - (house?.count ?? 0)),
    },
  ];
  return (
    <dl className="grid auto-cols-fr grid-flow-col gap-3 text-center text-xs sm:text-sm">
      {items.map((item) => (
        // The figures line up at the top whatever their labels' length (a label may wrap on a phone).
        <div key={item.key} className="flex flex-col-reverse justify-end">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{format.count(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
