import { useMemo } from "react";
import { DATE_LOCALES, formatLocalDate } from "#domain/date-format";
import { DEFAULT_LANGUAGE, isLanguage } from "#domain/i18n/translate";
import { TOUR_TIME } from "#domain/tours";
import { useTranslation } from "#web/lib/translation";
import type { WeekStart } from "./calendar-model";

/** Venue dates and the tour time in the active language, with the catalog's date-fns patterns. */
export function useTourFormat() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(() => {
    const as = (pattern: string) => (date: string) => formatLocalDate(date, pattern, language);
    return {
      language,
      weekStartsOn: (DATE_LOCALES[language].options?.weekStartsOn ?? 0) as WeekStart,
      /** "December 5, 2026" */
      date: as(t("tours.formats.date")),
      /** "Saturday, December 5, 2026" */
      weekdayDate: as(t("tours.formats.weekdayDate")),
      /** "December 2026", from any date of the month */
      month: as(t("tours.formats.month")),
      /** "Sat" and "Saturday", for column headers */
      weekdayShort: as("EEE"),
      weekdayLong: as("EEEE"),
      dayOfMonth: as("d"),
      /** "9:00 AM" */
      time: formatLocalDate("2000-01-01", t("tours.formats.time"), language, TOUR_TIME),
    };
  }, [language, t]);
}

export type TourFormat = ReturnType<typeof useTourFormat>;
