import type { SectionTier } from "#domain/seating/layouts";
import { cn } from "#web/lib/cn";
import { useTranslation } from "#web/lib/translation";
import { ACCESS_SWATCH, STATUS_SWATCH, TIER_SWATCH } from "./seat-styles";

const SWATCH = "inline-block size-5 shrink-0 rounded-t-md rounded-b-sm";

/**
 * The seat key: the tiers present in this layout, then the seat states with the marks the chart
 * draws, and the accessible-seating marks when the layout has wheelchair spaces.
 */
export function SeatLegend({ tiers, accessible = false }: { tiers: readonly SectionTier[]; accessible?: boolean }) {
  const { t } = useTranslation();
  const items = [
    ...tiers.map((tier) => ({ key: tier, swatch: TIER_SWATCH[tier], label: t(`tickets.chart.legend.${tier}`) })),
    { key: "selected", swatch: STATUS_SWATCH.selected, label: t("tickets.chart.legend.selected") },
    { key: "occupied", swatch: STATUS_SWATCH.occupied, label: t("tickets.chart.legend.occupied") },
    { key: "held", swatch: STATUS_SWATCH.held, label: t("tickets.chart.legend.held") },
    ...(accessible
      ? [
          { key: "wheelchair", swatch: ACCESS_SWATCH.wheelchair, label: t("tickets.chart.legend.wheelchair") },
          { key: "companion", swatch: ACCESS_SWATCH.companion, label: t("tickets.chart.legend.companion") },
        ]
      : []),
  ];
  return (
    <div>
      <h3 className="sr-only">{t("tickets.chart.legendTitle")}</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn(SWATCH, item.swatch)} />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
