import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import type { ChartSection, SeatPosition } from "../lib/chart-model";
import { useFormatters } from "../lib/format";
import { useSectionName } from "../lib/section-name";
import { SeatRow } from "./seat-row";
import { TIER_SWATCH } from "./seat-styles";
import type { SeatText } from "./use-seat-text";

interface SeatSectionProps {
  section: ChartSection;
  statuses: ReadonlyMap<string, string>;
  tabStop: SeatPosition | null;
  text: SeatText;
}

export function SeatSection({ section, statuses, tabStop, text }: SeatSectionProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  const headingId = useId();
  const name = sectionName(section.key);
  const heading =
    section.minPriceCents === section.maxPriceCents
      ? t("tickets.chart.sectionHeading", { section: name, price: format.money(section.minPriceCents) })
      : t("tickets.chart.sectionHeadingRange", {
          section: name,
          min: format.money(section.minPriceCents),
          max: format.money(section.maxPriceCents),
        });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a section of seat rows, named by its heading; not form fields.
    <div
      role="group"
      aria-labelledby={headingId}
      className="grid gap-1 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
    >
      <h3 id={headingId} className="sticky left-0 mb-1 flex w-fit items-center gap-2 text-sm font-semibold">
        <span aria-hidden="true" className={cn("size-3 rounded-sm", TIER_SWATCH[section.tier])} />
        {heading}
      </h3>
      {section.rows.map((row) => (
        <SeatRow
          key={row.key}
          row={row}
          statuses={statuses.get(row.key) ?? ""}
          activeSeat={tabStop?.rowKey === row.key ? tabStop.seat : 0}
          text={text}
        />
      ))}
    </div>
  );
}
