import { ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { useTranslation } from "#web/lib/translation";
import {
  addMonths,
  type CalendarData,
  type DayState,
  dayState,
  firstOfMonth,
  lastOfMonth,
  monthGrid,
  monthOf,
  moveFocus,
} from "../lib/calendar-model";
import type { TourFormat } from "../lib/use-tour-format";

interface TourCalendarProps {
  month: string;
  onMonthChange(month: string): void;
  selected: string | null;
  /** Choosing the chosen date again clears it. */
  onToggle(date: string): void;
  data: CalendarData;
  format: TourFormat;
  status: "loading" | "error" | "ready";
  onRetry(): void;
}

/**
 * A bookable day is a framed, tinted tile; a day that cannot be booked is bare, muted text. The
 * frame (in the primary colour, 3:1 against the page in both themes) tells them apart without colour
 * or weight alone.
 */
const DAY_STYLES: Record<DayState, string> = {
  available: "border border-primary bg-primary/10 font-semibold text-foreground hover:bg-primary/20",
  full: "text-muted-foreground line-through decoration-2",
  unavailable: "text-muted-foreground",
  mine: "font-semibold text-primary ring-2 ring-inset ring-primary",
  unknown: "text-muted-foreground",
};

/**
 * A single-date month grid after the WAI-ARIA date picker pattern: one tab stop, arrow keys by day
 * and week, Home/End within the week, PageUp/PageDown by month. Unavailable dates stay focusable
 * (aria-disabled) so keyboard users can move across them and hear why they cannot be chosen.
 */
export function TourCalendar({
  month,
  onMonthChange,
  selected,
  onToggle,
  data,
  format,
  status,
  onRetry,
}: TourCalendarProps) {
  const { t } = useTranslation();
  const id = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState<string>(selected ?? data.today);
  const moveFocusPending = useRef(false);
  const firstMonth = monthOf(data.today);
  const lastMonth = monthOf(data.lastDate);
  const weeks = monthGrid(month, format.weekStartsOn);
  // The second week of any month has seven dates: it names the columns.
  const weekdays = (weeks[1] ?? []) as string[];

  // The one tab stop: the focused date when it is in view, else the chosen date or the month's first.
  const inView = (date: string | null) => date !== null && monthOf(date) === month;
  const tabStop = inView(focused)
    ? focused
    : inView(selected)
      ? (selected as string)
      : firstOfMonth(month) < data.today && month === firstMonth
        ? data.today
        : firstOfMonth(month);

  useEffect(() => {
    if (!moveFocusPending.current) return;
    moveFocusPending.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${tabStop}"]`)?.focus();
  });

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const date = (event.target as HTMLElement).dataset.date;
    if (!date) return;
    const next = moveFocus(date, event.key, format.weekStartsOn, {
      min: firstOfMonth(firstMonth),
      max: lastOfMonth(lastMonth),
    });
    if (!next) return;
    event.preventDefault();
    moveFocusPending.current = true;
    setFocused(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  }

  function label(date: string, state: DayState): string {
    const day = format.weekdayDate(date);
    const spots = data.byDate.get(date)?.spotsLeft ?? 0;
    if (state === "available")
      return t("tours.calendar.dayAvailable", { date: day, count: spots, capacity: data.capacity });
    if (state === "full") return t("tours.calendar.dayFull", { date: day });
    if (state === "mine") return t("tours.calendar.dayMine", { date: day });
    if (state === "unavailable") return t("tours.calendar.dayUnavailable", { date: day });
    return day;
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("tours.calendar.previousMonth")}
          disabled={month <= firstMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 id={`${id}-month`} className="text-base font-semibold first-letter:uppercase" aria-live="polite">
          {format.month(firstOfMonth(month))}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("tours.calendar.nextMonth")}
          disabled={month >= lastMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>

      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker is a table with role grid, so screen readers hand the arrow keys to it.
        role="grid"
        aria-labelledby={`${id}-month`}
        aria-describedby={`${id}-hint`}
        aria-busy={status === "loading"}
        className="w-full table-fixed border-separate border-spacing-1"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((date) => (
              <th
                key={date}
                scope="col"
                abbr={format.weekdayLong(date)}
                className="pb-1 text-xs font-medium text-muted-foreground first-letter:uppercase"
              >
                {format.weekdayShort(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, column) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have nothing else to tell them apart.
                if (!date) return <td key={column} />;
                const state = dayState(date, data);
                const isSelected = date === selected;
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td of a grid table is a gridcell, which has aria-selected.
                  <td key={date} aria-selected={isSelected} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={label(date, state)}
                      aria-disabled={state !== "available" || undefined}
                      aria-current={date === data.today ? "date" : undefined}
                      onFocus={() => setFocused(date)}
                      onClick={() => state === "available" && onToggle(date)}
                      className={cn(
                        "flex h-11 w-full items-center justify-center rounded-md text-sm tabular-nums outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                        state === "available" ? "cursor-pointer" : "cursor-not-allowed",
                        DAY_STYLES[state],
                        date === data.today && "underline underline-offset-4",
                        isSelected && "bg-primary text-primary-foreground hover:bg-primary/90",
                      )}
                    >
                      {format.dayOfMonth(date)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-hint`} className="sr-only">
        {t("tours.calendar.hint")}
      </p>

      <div role="status" className="min-h-6 text-sm text-muted-foreground">
        {status === "loading" && (
          <span className="inline-flex items-center gap-2">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {t("tours.calendar.loading")}
          </span>
        )}
        {status === "error" && (
          <span className="inline-flex flex-wrap items-center gap-2 text-destructive">
            {t("tours.calendar.error")}
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t("tours.calendar.retry")}
            </Button>
          </span>
        )}
      </div>

      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-primary bg-primary/10" />
          {t("tours.calendar.legendAvailable")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-primary" />
          {t("tours.calendar.legendSelected")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm ring-2 ring-inset ring-primary" />
          {t("tours.calendar.legendMine")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="text-muted-foreground line-through decoration-2">12</span>
          {t("tours.calendar.legendFull")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="text-muted-foreground">12</span>
          {t("tours.calendar.legendUnavailable")}
        </li>
      </ul>
    </div>
  );
}
