import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "#web/lib/cn";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import type { ChartSection } from "../lib/chart-model";
import { TIER_SWATCH } from "./seat-styles";

interface SectionChooserProps {
  sections: readonly ChartSection[];
  value: string;
  onChange(key: string): void;
  /** Seats still free in each section. */
  available: ReadonlyMap<string, number>;
}

/** On a phone the chart shows one section at a time: this picks it. */
export function SectionChooser({ sections, value, onChange, available }: SectionChooserProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("tickets.chart.chooseSection")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {sections.map((section) => (
          <label
            key={section.key}
            className={cn(
              "flex cursor-pointer items-start gap-2 rounded-md border border-border p-2 text-sm has-checked:border-primary has-checked:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-ring",
            )}
          >
            <input
              type="radio"
              name={name}
              value={section.key}
              checked={section.key === value}
              onChange={() => onChange(section.key)}
              className="sr-only"
            />
            <span aria-hidden="true" className={cn("mt-0.5 size-3 shrink-0 rounded-sm", TIER_SWATCH[section.tier])} />
            <span className="grid">
              <span className="font-medium">{sectionName(section.key)}</span>
              <span className="text-muted-foreground">{format.money(section.minPriceCents)}</span>
              <span className="text-xs text-muted-foreground">
                {t("tickets.chart.sectionSummary", {
                  available: format.count(available.get(section.key) ?? section.seats),
                  total: format.count(section.seats),
                })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
