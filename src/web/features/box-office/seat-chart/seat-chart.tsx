import { Accessibility } from "lucide-react";
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button } from "#web/components/ui/button";
import { useTranslation } from "#web/lib/translation";
import { useMediaQuery } from "#web/lib/use-media-query";
import {
  accessRefusal,
  type ChartModel,
  type ChartRow,
  claimStatuses,
  countClaims,
  isSelectable,
  moveSeat,
  restrictionAt,
  type SeatPosition,
  type SeatRef,
  seatRefOf,
  statusAt,
  withHouse,
  withSelection,
} from "../lib/chart-model";
import { ChartTotals } from "./chart-totals";
import { HouseOverview } from "./house-overview";
import { freeSeatsBySection, lockedSeats } from "./seat-availability";
import { SeatDetails } from "./seat-details";
import { SeatLegend } from "./seat-legend";
import { SeatSection } from "./seat-section";
import { seatOf } from "./seat-target";
import { useCentredRows } from "./use-centred-rows";
import { nearestBox, usePinchZoom } from "./use-pinch-zoom";
import { type HouseSeatText, useSeatText } from "./use-seat-text";
import { useSeatTooltip } from "./use-seat-tooltip";
import { ZoomBar } from "./zoom-bar";

interface SeatChartProps {
  model: ChartModel;
  /** The server's seat codes, one string per row of the model (see seat-states). */
  rows: readonly string[];
  /** The viewer's own seats on hold: "mine" where the server shows them held. */
  mine: ReadonlySet<string>;
  /** Seats of the viewer's valid tickets on the event: a space among them opens its companion seats. */
  owned?: ReadonlySet<string>;
  selectedIds: readonly string[];
  /** False for visitors who are not signed in: a click asks them to sign in instead. */
  canSelect: boolean;
  /** The buyer declared they need wheelchair-accessible seating: wheelchair spaces open to them. */
  declared?: boolean;
  onDeclare?(declared: boolean): void;
  onToggle(seat: SeatRef): void;
  onRequireSignIn(): void;
  /**
   * House seats nobody holds or bought, shown apart from occupied seats (staff's occupancy view);
   * absent where buyers see them occupied.
   */
  house?: { seatIds: readonly string[]; text: HouseSeatText };
  /**
   * A section to show (say, the one Find Seats proposed seats in): on a phone the chart zooms into
   * it when this changes. `at` tells two requests for one section apart.
   */
  reveal?: { sectionKey: string; at: number } | null;
}

const NO_SEATS: ReadonlySet<string> = new Set();

/**
 * The seating chart. One delegated handler for clicks, keys and the tooltip; one tab stop
 * (roving tabindex) with arrow-key movement; rows that re-render only when their own seats change.
 * On narrow screens the chart opens on an overview of the whole house; a section zooms in to seats
 * of touch size (by a tap, a key or a two-finger pinch) whose rows scroll sideways under sticky row
 * numbers, and a tap on a seat shows its details with a Select button instead of selecting at once.
 */
export function SeatChart({
  model,
  rows: seatCodes,
  mine,
  owned = NO_SEATS,
  selectedIds,
  canSelect,
  declared = false,
  onDeclare,
  onToggle,
  onRequireSignIn,
  house,
  reveal = null,
}: SeatChartProps) {
  const { t } = useTranslation();
  const text = useSeatText(house?.text);
  const tooltip = useSeatTooltip();
  const helpId = useId();
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const narrow = useMediaQuery("(max-width: 767px)");
  /** How the last seat was pressed: a touch shows the seat's details, a mouse or key selects it. */
  const pointer = useRef("");
  /** Where the focus goes once a zoom has rendered: a seat of the section, or the overview's section. */
  const pendingFocus = useRef<"seat" | "overview" | null>(null);

  const [sectionKey, setSectionKey] = useState(() => model.sections[0]?.key ?? "");
  const [zoomed, setZoomed] = useState(false);
  const [details, setDetails] = useState<SeatPosition | null>(null);
  /** The "Accessible seating" filter: only rows with wheelchair spaces and companion seats show. */
  const [accessOnly, setAccessOnly] = useState(false);
  const hasAccessible = useMemo(() => model.sections.some((s) => s.accessible), [model]);
  const overview = narrow && !zoomed && model.sections.length > 1;
  const sections = useMemo(() => {
    const chosen = model.sections.find((s) => s.key === sectionKey) ?? model.sections[0];
    const shown = !narrow || !chosen ? model.sections : overview ? [] : [chosen];
    if (!accessOnly) return shown;
    return shown.map((s) => ({ ...s, rows: s.rows.filter((r) => r.access !== "") })).filter((s) => s.rows.length > 0);
  }, [model, narrow, overview, sectionKey, accessOnly]);
  const rows = useMemo<ChartRow[]>(() => sections.flatMap((s) => s.rows), [sections]);

  const housed = useMemo(() => {
    const statuses = claimStatuses(model, seatCodes, mine);
    return house ? withHouse(model, statuses, house.seatIds) : { statuses, count: 0 };
  }, [model, seatCodes, mine, house]);
  const claimed = housed.statuses;
  const statuses = useMemo(() => withSelection(model, claimed, selectedIds), [model, claimed, selectedIds]);

  const availableBySection = useMemo(() => freeSeatsBySection(model, claimed), [model, claimed]);

  const [active, setActive] = useState<SeatPosition | null>(null);
  const activeRow = rows.find((r) => r.key === active?.rowKey);
  const tabStop: SeatPosition | null = active && activeRow ? active : rows[0] ? { rowKey: rows[0].key, seat: 1 } : null;

  // A new event or layout starts from its first section.
  useEffect(() => {
    setSectionKey(model.sections[0]?.key ?? "");
    setActive(null);
    setZoomed(false);
    setDetails(null);
  }, [model]);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === "seat") {
      root.current?.querySelector("[data-zoom-bar]")?.scrollIntoView({ block: "start" });
      grid.current?.querySelector<HTMLButtonElement>('button[data-seat][tabindex="0"]')?.focus({ preventScroll: true });
    } else if (target === "overview") {
      root.current
        ?.querySelector<HTMLButtonElement>(`button[data-section="${CSS.escape(sectionKey)}"]`)
        ?.focus({ preventScroll: false });
    }
  });

  // The proposed seats are shown where they are; the focus stays where the visitor asked for them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request zooms; a seat update must not undo the visitor's own zooming.
  useEffect(() => {
    if (!reveal || !model.sections.some((s) => s.key === reveal.sectionKey)) return;
    tooltip.hide();
    setDetails(null);
    setSectionKey(reveal.sectionKey);
    setZoomed(true);
  }, [reveal]);

  function zoomTo(key: string) {
    tooltip.hide();
    setDetails(null);
    setSectionKey(key);
    setZoomed(true);
    pendingFocus.current = "seat";
  }

  function zoomOut() {
    tooltip.hide();
    setDetails(null);
    setZoomed(false);
    pendingFocus.current = "overview";
  }

  // On a phone two fingers zoom as the buttons do: spread over a section of the whole house to zoom
  // into it (the nearest one when they sit between two), close them on a zoomed section to go back
  // to the whole house.
  const pinchable = narrow && model.sections.length > 1;
  usePinchZoom(grid, {
    enabled: pinchable,
    onSpread(at) {
      if (!overview) return;
      const buttons = [...(grid.current?.querySelectorAll<HTMLElement>("button[data-section]") ?? [])];
      const boxes = buttons.map((b) => b.getBoundingClientRect());
      const key = buttons[nearestBox(boxes, at.y)]?.dataset.section;
      if (key) zoomTo(key);
    },
    onClose() {
      if (!overview) zoomOut();
    },
  });

  useCentredRows(grid, narrow, sections);

  const statusOf = (position: SeatPosition) => statusAt(statuses.get(position.rowKey) ?? "", position.seat);

  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);

  const locked = useMemo(
    () => lockedSeats(model, { declared, selected: selectedSet, mine, owned }),
    [model, declared, selectedSet, mine, owned],
  );

  /** Why the accessible-seating rules keep the buyer from choosing this seat now, if they do. */
  function refusalOf(position: SeatPosition, status = statusOf(position)) {
    if (status !== "available") return null;
    const seat = seatRefOf(model, position);
    return seat ? accessRefusal(model, seat.id, { declared, selected: selectedSet, mine, owned }) : null;
  }

  function isRestrictedSpace(position: SeatPosition) {
    const row = model.rowByKey.get(position.rowKey);
    return row ? restrictionAt(row, position.seat) === "wheelchair" : false;
  }

  function tooltipFor(position: SeatPosition, status = statusOf(position)) {
    const row = model.rowByKey.get(position.rowKey);
    if (!row) return null;
    const content = text.tooltip(row, position.seat, status);
    const refusal = canSelect ? refusalOf(position, status) : null;
    return refusal ? { ...content, hint: t(`tickets.accessible.why.${refusal}`) } : content;
  }

  function choose(position: SeatPosition) {
    if (!canSelect) {
      onRequireSignIn();
      return;
    }
    const status = statusOf(position);
    const seat = seatRefOf(model, position);
    if (!seat || !isSelectable(status)) return;
    // A seat the accessible-seating rules keep from this buyer opens its details, which say why
    // (and offer the self-declaration for a wheelchair space).
    if (refusalOf(position, status)) {
      tooltip.hide();
      setDetails(position);
      return;
    }
    // The tooltip's hint would be stale after the toggle; it returns on the next hover or focus.
    tooltip.hide();
    onToggle(seat);
  }

  function onClick(event: MouseEvent) {
    const hit = seatOf(event.target);
    if (!hit) return;
    setActive(hit.position);
    // A tap (not a key, whose click has no detail) shows the seat first; its Select button chooses.
    if (pointer.current === "touch" && event.detail > 0) {
      tooltip.hide();
      setDetails(hit.position);
      return;
    }
    choose(hit.position);
  }

  function onKeyDown(event: KeyboardEvent) {
    pointer.current = "";
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
    // No hover on a touch screen: a tap shows the seat's details instead of a tooltip.
    const touch = "pointerType" in event ? event.pointerType === "touch" : pointer.current === "touch";
    if (touch) return;
    const hit = seatOf(event.target);
    if (!hit) return;
    const content = tooltipFor(hit.position);
    if (content) tooltip.show(hit.el, content);
  }

  const detailsContent = details && activeRow ? tooltipFor(details) : null;

  /** The cart follows the chart on a phone: the way to it from a seat's details. */
  function showCart() {
    const cart = root.current?.parentElement?.nextElementSibling;
    cart?.scrollIntoView({ block: "start" });
  }

  const { occupied, held } = useMemo(() => countClaims(seatCodes), [seatCodes]);
  // The server counts house seats occupied: shown apart, they are taken out of that count.
  const houseCount = house ? housed.count : 0;

  return (
    <section
      ref={root}
      aria-labelledby={titleId}
      className="min-w-0 rounded-lg border border-border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-semibold">
          {t("tickets.chart.title")}
        </h2>
        <ChartTotals
          seats={model.totalSeats}
          occupied={occupied - houseCount}
          held={held}
          house={house ? { count: houseCount, label: house.text.total } : null}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <SeatLegend levels={model.levels} accessible={hasAccessible} house={house?.text.legend} />
        {hasAccessible && (
          <Button
            variant={accessOnly ? "default" : "outline"}
            className="h-11 md:h-9"
            aria-pressed={accessOnly}
            onClick={() => {
              tooltip.hide();
              setDetails(null);
              setActive(null);
              setAccessOnly(!accessOnly);
            }}
          >
            <Accessibility aria-hidden="true" />
            {t("tickets.accessible.filter")}
          </Button>
        )}
      </div>
      <div
        aria-hidden="true"
        className="mx-auto mt-6 max-w-md rounded-b-[3rem] rounded-t-md bg-slate-800 py-3 text-center text-sm font-bold tracking-[0.4em] text-white dark:bg-slate-700"
      >
        {t("tickets.chart.stage")}
      </div>
      {narrow && !overview && model.sections.length > 1 && (
        <ZoomBar sections={model.sections} current={sections[0]?.key ?? ""} onZoomOut={zoomOut} onZoom={zoomTo} />
      )}
      <p id={helpId} className="mt-4 text-xs text-muted-foreground">
        {overview
          ? t("tickets.chart.overviewHint")
          : `${accessOnly ? `${t("tickets.accessible.filtered")} ` : ""}${narrow ? `${t("tickets.chart.scrollHint")} ${t("tickets.chart.tapHint")} ` : ""}${t("tickets.chart.help")}`}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; one delegated handler serves every seat button inside. */}
      <div
        ref={grid}
        role="group"
        aria-label={t("tickets.chart.label")}
        aria-describedby={helpId}
        className={`mt-4 grid gap-6 overflow-x-auto overscroll-x-contain pb-2${pinchable ? " touch-pan-x touch-pan-y" : ""}`}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onPointerOver={onHover}
        onFocus={onHover}
        onPointerLeave={tooltip.hide}
        onBlur={tooltip.hide}
      >
        {overview && <HouseOverview sections={model.sections} available={availableBySection} onZoom={zoomTo} />}
        {sections.map((section) => (
          <SeatSection
            key={section.key}
            section={section}
            statuses={statuses}
            tabStop={tabStop}
            locked={locked}
            free={availableBySection.get(section.key) ?? section.seats}
            text={text}
          />
        ))}
      </div>
      {details && detailsContent && (
        <SeatDetails
          content={detailsContent}
          status={statusOf(details)}
          cartCount={selectedIds.length}
          onToggle={() => choose(details)}
          refusal={canSelect ? refusalOf(details) : null}
          declarable={isRestrictedSpace(details)}
          declared={declared}
          onDeclare={onDeclare}
          onShowCart={showCart}
          onClose={() => setDetails(null)}
        />
      )}
      {tooltip.element}
    </section>
  );
}
