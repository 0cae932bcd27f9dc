import { useMemo } from "react";
import { useTranslation } from "#web/lib/translation";
import { localeOf } from "./i18n";

export interface WeeklyHours {
  /** Date#getDay numbers, 0 for Sunday. */
  days: readonly number[];
  /** Venue-local "HH:mm". */
  opens: string;
  closes: string;
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "Monday – Friday", "Saturday": consecutive days as a range, in the locale's day names. */
export function formatDays(days: readonly number[], locale: string): string {
  // 2023-01-01 was a Sunday, so day n of that week has getDay() === n.
  const name = (day: number) =>
    capitalise(
      new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2023, 0, 1 + day)),
    );
  const sorted = [...days].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return "";
  const consecutive = sorted.every((day, i) => day === first + i);
  if (first === last) return name(first);
  return consecutive ? `${name(first)} – ${name(last)}` : sorted.map(name).join(", ");
}

/** "10:00" -> "10:00 AM" (en) or "10:00 a. m." (es), with no time-zone shift. */
export function formatClock(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    Date.UTC(2023, 0, 1, hours, minutes),
  );
}

export function formatWeeklyHours(hours: readonly WeeklyHours[], locale: string) {
  return hours.map((entry) => ({
    days: formatDays(entry.days, locale),
    time: `${formatClock(entry.opens, locale)} – ${formatClock(entry.closes, locale)}`,
  }));
}

/** Opening hours in the active language, one `{ days, time }` per line. */
export function useWeeklyHours(hours: readonly WeeklyHours[]) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => formatWeeklyHours(hours, locale), [hours, locale]);
}
