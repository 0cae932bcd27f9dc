import { ZoomIn } from "lucide-react";
import { cn } from "#web/lib/cn";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import type { ChartSection } from "../lib/chart-model";
import { levelSwatch } from "./seat-styles";

interface HouseOverviewProps {
  sections: readonly ChartSection[];
  /** Seats still free in each section. */
  available: ReadonlyMap<string, number>;
  onZoom(key: string): void;
}

/**
 * The whole house at a glance on a phone: every section in stage order, drawn as its rows (each as
 * wide as its seats, to scale with the widest row of the house), with its price and free seats.
 * Each section is one button that zooms into it.
 */
export function HouseOverview({ sections, available, onZoom }: HouseOverviewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const widest = Math.max(1, ...sections.flatMap((s) => s.rows.map((r) => r.seats)));
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{t("tickets.chart.chooseSection")}</h3>
      <ul className="grid gap-2">
        {sections.map((section) => {
          const free = format.count(available.get(section.key) ?? section.seats);
          const total = format.count(section.seats);
          const price =
            section.minPriceCents === section.maxPriceCents
              ? format.money(section.minPriceCents)
              : t("tickets.chart.priceRange", {
                  min: format.money(section.minPriceCents),
                  max: format.money(section.maxPriceCents),
                });
          return (
            <li key={section.key}>
              <button
                type="button"
                data-section={section.key}
                onClick={() => onZoom(section.key)}
                aria-label={t("tickets.chart.zoomIn", {
                  section: sectionName(section.key),
                  price,
                  available: free,
                  total,
                })}
                className="grid min-h-11 w-full gap-2 rounded-md border border-border p-3 text-left text-sm hover:bg-muted"
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="grid">
                    <span className="font-medium">{sectionName(section.key)}</span>
                    <span className="text-muted-foreground">
                      {price} · {t("tickets.chart.sectionSummary", { available: free, total })}
                    </span>
                  </span>
                  <ZoomIn aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                </span>
                <span aria-hidden="true" className="grid justify-items-center gap-px">
                  {section.rows.map((row) => (
                    <span
                      key={row.key}
                      className={cn("block h-0.5 rounded-full", levelSwatch(section.level))}
                      style={{ width: `${(row.seats / widest) * 100}%` }}
                    />
                  ))}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
