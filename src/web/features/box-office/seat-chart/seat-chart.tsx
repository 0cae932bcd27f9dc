import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useMediaQuery } from "#web/lib/use-media-query";
import {
  type ChartModel,
  type ChartRow,
  claimStatuses,
  countClaims,
  isSelectable,
  moveSeat,
  type SeatPosition,
  type SeatRef,
  STATUS_CODE,
  seatRefOf,
  statusAt,
  withSelection,
} from "../lib/chart-model";
import { ChartTotals } from "./chart-totals";
import { SeatLegend } from "./seat-legend";
import { SeatSection } from "./seat-section";
import { SectionChooser } from "./section-chooser";
import { useSeatText } from "./use-seat-text";
import { useSeatTooltip } from "./use-seat-tooltip";

interface SeatChartProps {
  model: ChartModel;
  /** The server's seat codes, one string per row of the model (see seat-states). */
  rows: readonly string[];
  /** The viewer's own seats on hold: "mine" where the server shows them held. */
  mine: ReadonlySet<string>;
  selectedIds: readonly string[];
  /** False for visitors who are not signed in: a click asks them to sign in instead. */
  canSelect: boolean;
  onToggle(seat: SeatRef): void;
  onRequireSignIn(): void;
}

/** The seat under an event target, read from the data attributes every seat carries. */
function seatOf(target: EventTarget | null): { el: HTMLButtonElement; position: SeatPosition } | null {
  if (!(target instanceof Element)) return null;
  const el = target.closest<HTMLButtonElement>("button[data-seat]");
  const rowKey = el?.parentElement?.dataset.row;
  if (!el || !rowKey) return null;
  return { el, position: { rowKey, seat: Number(el.dataset.seat) } };
}

/**
 * The seating chart. One delegated handler for clicks, keys and the tooltip; one tab stop
 * (roving tabindex) with arrow-key movement; rows that re-render only when their own seats change.
 * On narrow screens the chart shows one section at a time and its rows scroll sideways inside it.
 */
export function SeatChart({
  model,
  rows: seatCodes,
  mine,
  selectedIds,
  canSelect,
  onToggle,
  onRequireSignIn,
}: SeatChartProps) {
  const { t } = useTranslation();
  const text = useSeatText();
  const tooltip = useSeatTooltip();
  const helpId = useId();
  const titleId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const narrow = useMediaQuery("(max-width: 767px)");

  const [sectionKey, setSectionKey] = useState(() => model.sections[0]?.key ?? "");
  const sections = useMemo(() => {
    const chosen = model.sections.find((s) => s.key === sectionKey) ?? model.sections[0];
    return narrow && chosen ? [chosen] : model.sections;
  }, [model, narrow, sectionKey]);
  const rows = useMemo<ChartRow[]>(() => sections.flatMap((s) => s.rows), [sections]);

  const claimed = useMemo(() => claimStatuses(model, seatCodes, mine), [model, seatCodes, mine]);
  const statuses = useMemo(() => withSelection(model, claimed, selectedIds), [model, claimed, selectedIds]);

  const availableBySection = useMemo(() => {
    const taken = new Map<string, number>();
    for (const [key, codes] of claimed) {
      const row = model.rowByKey.get(key);
      if (!row) continue;
      let count = 0;
      for (const code of codes) if (code !== STATUS_CODE.available) count++;
      taken.set(row.sectionKey, (taken.get(row.sectionKey) ?? 0) + count);
    }
    return new Map(model.sections.map((s) => [s.key, s.seats - (taken.get(s.key) ?? 0)]));
  }, [model, claimed]);

  const [active, setActive] = useState<SeatPosition | null>(null);
  const activeRow = rows.find((r) => r.key === active?.rowKey);
  const tabStop: SeatPosition | null = active && activeRow ? active : rows[0] ? { rowKey: rows[0].key, seat: 1 } : null;

  // A new event or layout starts from its first section.
  useEffect(() => {
    setSectionKey(model.sections[0]?.key ?? "");
    setActive(null);
  }, [model]);

  // Rows wider than the chart scroll sideways: they start centred under the stage, not at their left
  // end. Sections off screen get their real width only once drawn (content-visibility), so the
  // chart re-centres as its width settles, until the visitor scrolls it themselves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: other sections on a phone are other content to centre.
  useLayoutEffect(() => {
    const el = grid.current;
    const content = el?.firstElementChild;
    if (!el || !content || typeof ResizeObserver === "undefined") return;
    let placed = -1;
    const center = () => {
      placed = Math.max(0, Math.round((el.scrollWidth - el.clientWidth) / 2));
      el.scrollLeft = placed;
    };
    const observer = new ResizeObserver(center);
    const onScroll = () => {
      if (Math.abs(el.scrollLeft - placed) > 1) observer.disconnect();
    };
    observer.observe(content);
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", onScroll);
    };
  }, [sections]);

  const statusOf = (position: SeatPosition) => statusAt(statuses.get(position.rowKey) ?? "", position.seat);

  function tooltipFor(position: SeatPosition, status = statusOf(position)) {
    const row = model.rowByKey.get(position.rowKey);
    return row ? text.tooltip(row, position.seat, status) : null;
  }

  function onClick(event: MouseEvent) {
    const hit = seatOf(event.target);
    if (!hit) return;
    setActive(hit.position);
    if (!canSelect) {
      onRequireSignIn();
      return;
    }
    const status = statusOf(hit.position);
    const seat = seatRefOf(model, hit.position);
    if (!seat || !isSelectable(status)) return;
    // The tooltip's hint would be stale after the toggle; it returns on the next hover or focus.
    tooltip.hide();
    onToggle(seat);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      tooltip.hide();
      return;
    }
    const hit = seatOf(event.target);
    if (!hit) return;
    const next = moveSeat(rows, hit.position, event.key, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    const selector = `[data-row="${CSS.escape(next.rowKey)}"] > [data-seat="${next.seat}"]`;
    grid.current?.querySelector<HTMLButtonElement>(selector)?.focus();
    setActive(next);
  }

  function onHover(event: PointerEvent | FocusEvent) {
    const hit = seatOf(event.target);
    if (!hit) return;
    const content = tooltipFor(hit.position);
    if (content) tooltip.show(hit.el, content);
  }

  const { occupied, held } = useMemo(() => countClaims(seatCodes), [seatCodes]);
  const tiers = useMemo(() => [...new Set(model.sections.map((s) => s.tier))], [model]);

  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-lg border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-semibold">
          {t("tickets.chart.title")}
        </h2>
        <ChartTotals seats={model.totalSeats} occupied={occupied} held={held} />
      </div>
      <div className="mt-4">
        <SeatLegend tiers={tiers} />
      </div>
      {narrow && model.sections.length > 1 && (
        <div className="mt-4">
          <SectionChooser
            sections={model.sections}
            value={sections[0]?.key ?? ""}
            onChange={(key) => {
              setSectionKey(key);
              tooltip.hide();
            }}
            available={availableBySection}
          />
        </div>
      )}
      <div
        aria-hidden="true"
        className="mx-auto mt-6 max-w-md rounded-b-[3rem] rounded-t-md bg-slate-800 py-3 text-center text-sm font-bold tracking-[0.4em] text-white dark:bg-slate-700"
      >
        {t("tickets.chart.stage")}
      </div>
      <p id={helpId} className="mt-4 text-xs text-muted-foreground">
        {narrow ? `${t("tickets.chart.scrollHint")} ` : ""}
        {t("tickets.chart.help")}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; one delegated handler serves every seat button inside. */}
      <div
        ref={grid}
        role="group"
        aria-label={t("tickets.chart.label")}
        aria-describedby={helpId}
        className="mt-4 grid gap-6 overflow-x-auto overscroll-x-contain pb-2"
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerOver={onHover}
        onFocus={onHover}
        onPointerLeave={tooltip.hide}
        onBlur={tooltip.hide}
      >
        {sections.map((section) => (
          <SeatSection
            key={section.key}
            section={section}
            statuses={statuses}
            tabStop={tabStop}
            free={availableBySection.get(section.key) ?? section.seats}
            text={text}
          />
        ))}
      </div>
      {tooltip.element}
    </section>
  );
}
