import { useId } from "react";
import { cn } from "#web/lib/cn";
import type { ChartSection, SeatPosition } from "../lib/chart-model";
import { SeatRow } from "./seat-row";
import { levelSwatch } from "./seat-styles";
import type { SeatText } from "./use-seat-text";

interface SeatSectionProps {
  section: ChartSection;
  statuses: ReadonlyMap<string, string>;
  tabStop: SeatPosition | null;
  /** Each row's seats the accessible-seating rules lock for this buyer (see SeatRow's `locked`). */
  locked?: ReadonlyMap<string, string>;
  /** Seats of the section that are not held or sold. */
  free: number;
  text: SeatText;
}

/**
 * A section's heading (with its count of free seats) and rows. Its texts come from the chart's SeatText, so mounting many
 * sections builds no formatters of their own.
 */
export function SeatSection({ section, statuses, tabStop, locked, free, text }: SeatSectionProps) {
  const headingId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a section of seat rows, named by its heading; not form fields.
    <div
      role="group"
      aria-labelledby={headingId}
      className="grid gap-1 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
    >
      <h3 id={headingId} className="sticky left-0 mb-1 flex w-fit items-center gap-2 text-sm font-semibold">
        <span aria-hidden="true" className={cn("size-3 rounded-sm", levelSwatch(section.level))} />
        <span>
          {text.sectionHeading(section)}
          <span className="font-normal text-muted-foreground"> · {text.sectionSummary(section, free)}</span>
        </span>
      </h3>
      {section.rows.map((row) => (
        <SeatRow
          key={row.key}
          row={row}
          statuses={statuses.get(row.key) ?? ""}
          activeSeat={tabStop?.rowKey === row.key ? tabStop.seat : 0}
          locked={locked?.get(row.key) ?? ""}
          text={text}
        />
      ))}
    </div>
  );
}
