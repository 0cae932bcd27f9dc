import { isLayoutId } from "#domain/seating/layouts";
import { useFormatters } from "#web/lib/format";
import { useTranslation } from "#web/lib/translation";
import type { SeatingStats } from "../lib/section-stats";

/** The event's layout and its seats at a glance: how many, sold, on hold and still available. */
export function SeatingSummary({ layout, stats }: { layout: string; stats: SeatingStats }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const items = [
    {
      key: "layout",
      label: t("manage.seating.summary.layout"),
      value: isLayoutId(layout) ? t(`manage.seating.layouts.${layout}`) : layout,
    },
    { key: "seats", label: t("manage.seating.summary.seats"), value: format.count(stats.seats) },
    { key: "sold", label: t("manage.seating.summary.sold"), value: format.count(stats.sold) },
    { key: "held", label: t("manage.seating.summary.held"), value: format.count(stats.held) },
    {
      key: "available",
      label: t("manage.seating.summary.available"),
      value: format.count(stats.seats - stats.sold - stats.held),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <div
          key={item.key}
          className="flex flex-col-reverse rounded-lg border border-border bg-card p-3 first:col-span-2 sm:first:col-span-1"
        >
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
