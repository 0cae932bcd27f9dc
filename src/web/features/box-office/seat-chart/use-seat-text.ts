import { useMemo } from "react";
import type { SeatState } from "#domain/seating/availability";
import { useFormatters } from "#web/lib/format";
import { useSectionName } from "#web/lib/section-name";
import { useTranslation } from "#web/lib/translation";
import { accessAt, type ChartRow, type ChartSection } from "../lib/chart-model";

const SEAT = "\u0000";
const STATUS = "\u0001";

export interface SeatText {
  /** "Section VIP, row 2, seat 14, $150.00, available"; "…, wheelchair space, available" when marked. */
  label(row: ChartRow, seat: number, status: SeatState): string;
  /** "Row 5: 12 of 28 available" */
  rowLabel(row: ChartRow, free: number): string;
  /** "VIP · $150.00", or a price range when the section's rows differ. */
  sectionHeading(section: ChartSection): string;
  /** "120 of 140 available" */
  sectionSummary(section: ChartSection, free: number): string;
  tooltip(row: ChartRow, seat: number, status: SeatState): { title: string; price: string; hint: string };
}

/** What a house seat is called where staff see it apart (their page's own texts). */
export interface HouseSeatText {
  /** In a seat's label: "house seat, held back from sale". */
  status: string;
  /** In its tooltip. */
  hint: string;
  /** In the seat key. */
  legend: string;
  /** Beside the chart's totals. */
  total: string;
}

/**
 * The seat texts of the chart in the active language. A row's label is translated once, with
 * placeholders for the seat and status, then filled in per seat: thousands of seats cost
 * thousands of string replacements, not thousands of translations. House seats are named by the
 * page that shows them apart (buyers never see the state).
 */
export function useSeatText(house?: HouseSeatText): SeatText {
  const { t } = useTranslation();
  const format = useFormatters();
  const sectionName = useSectionName();
  return useMemo(() => {
    const status: Record<SeatState, string> = {
      available: t("tickets.chart.status.available"),
      selected: t("tickets.chart.status.selected"),
      occupied: t("tickets.chart.status.occupied"),
      held: t("tickets.chart.status.held"),
      mine: t("tickets.chart.status.mine"),
      house: house?.status ?? "",
    };
    const hint: Record<SeatState, string> = {
      available: t("tickets.chart.tooltip.available"),
      selected: t("tickets.chart.tooltip.selected"),
      occupied: t("tickets.chart.tooltip.occupied"),
      held: t("tickets.chart.tooltip.held"),
      mine: t("tickets.chart.tooltip.mine"),
      house: house?.hint ?? "",
    };
    const access = {
      wheelchair: t("tickets.chart.access.wheelchair"),
      companion: t("tickets.chart.access.companion"),
    };
    const accessTitle = {
      wheelchair: t("tickets.chart.legend.wheelchair"),
      companion: t("tickets.chart.legend.companion"),
    };
    const templates = new WeakMap<ChartRow, string>();
    const template = (row: ChartRow) => {
      let text = templates.get(row);
      if (text === undefined) {
        text = t("tickets.chart.seatLabel", {
          section: sectionName(row.sectionKey),
          row: row.row,
          seat: SEAT,
          price: format.money(row.priceCents),
          status: STATUS,
        });
        templates.set(row, text);
      }
      return text;
    };
    return {
      label: (row, seat, seatStatus) => {
        const mark = row.access === "" ? null : accessAt(row, seat);
        const state = mark ? `${access[mark]}, ${status[seatStatus]}` : status[seatStatus];
        return template(row).replace(SEAT, String(seat)).replace(STATUS, state);
      },
      rowLabel: (row, free) =>
        t("tickets.chart.rowSummary", { row: row.row, available: format.count(free), total: format.count(row.seats) }),
      sectionHeading: (section) =>
        section.minPriceCents === section.maxPriceCents
          ? t("tickets.chart.sectionHeading", {
              section: sectionName(section.key),
              price: format.money(section.minPriceCents),
            })
          : t("tickets.chart.sectionHeadingRange", {
              section: sectionName(section.key),
              min: format.money(section.minPriceCents),
              max: format.money(section.maxPriceCents),
            }),
      sectionSummary: (section, free) =>
        t("tickets.chart.sectionSummary", { available: format.count(free), total: format.count(section.seats) }),
      tooltip: (row, seat, seatStatus) => {
        const mark = accessAt(row, seat);
        const title = t("tickets.chart.tooltipSeat", { section: sectionName(row.sectionKey), row: row.row, seat });
        return {
          title: mark ? `${title} · ${accessTitle[mark]}` : title,
          price: format.money(row.priceCents),
          hint: hint[seatStatus],
        };
      },
    };
  }, [t, format, sectionName, house]);
}
