import type { PriceLevelGroup } from "#domain/seating/price-levels";
import { cn } from "#web/lib/cn";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import type { ChartSection } from "../lib/chart-model";
import { ACCESS_SWATCH, levelSwatch, STATUS_SWATCH } from "./seat-styles";

const SWATCH = "inline-block size-5 shrink-0 rounded-t-md rounded-b-sm";

/**
 * The seat key: each price level of this event with its sections and all-in price, then the seat
 * states with the marks the chart draws (house seats where staff see them apart), and the
 * accessible-seating marks when the layout has wheelchair spaces.
 */
export function SeatLegend({
  levels,
  accessible = false,
  house,
}: {
  levels: readonly PriceLevelGroup<ChartSection>[];
  accessible?: boolean;
  /** The house seats' name in the key, where they are shown apart. */
  house?: string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const items = [
    ...levels.map((group) => ({
      key: `level-${group.priceCents}`,
      swatch: levelSwatch(group.level),
      label: t("tickets.chart.legend.level", {
        sections: format.list(group.sections.map((s) => sectionName(s.key))),
        price: format.money(group.priceCents),
      }),
    })),
    { key: "selected", swatch: STATUS_SWATCH.selected, label: t("tickets.chart.legend.selected") },
    { key: "occupied", swatch: STATUS_SWATCH.occupied, label: t("tickets.chart.legend.occupied") },
    { key: "held", swatch: STATUS_SWATCH.held, label: t("tickets.chart.legend.held") },
    ...(house ? [{ key: "house", swatch: STATUS_SWATCH.house, label: house }] : []),
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
