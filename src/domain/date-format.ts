/**
 * Calendar dates in the visitor's language with a date-fns pattern. Patterns live in the
 * catalogs, because word order differs ("Dec 5, 2026" / "5 dic 2026"), not only month names.
 */
import { format } from "date-fns";
import { enUS, es, type Locale } from "date-fns/locale";
import type { Language } from "./i18n/translate";
import { venueDateOf } from "./time";
import { parseLocalDate } from "./tours";

export const DATE_LOCALES: Record<Language, Locale> = { en: enUS, es };

/**
 * A yyyy-MM-dd date (and optionally an "HH:mm" wall-clock time) as a Date in this runtime's own
 * zone, for formatting only: its fields are the ones written, whatever the zone.
 */
export function wallClockDate(date: string, time = "00:00"): Date {
  const parts = parseLocalDate(date);
  if (!parts) throw new RangeError(`not a yyyy-MM-dd date: ${date}`);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(parts.year, parts.month - 1, parts.day, hours, minutes);
}

/** "2026-12-05" with "MMMM d, yyyy" -> "December 5, 2026" (en) / "diciembre 5, 2026" (es). */
export function formatLocalDate(date: string, pattern: string, language: Language, time?: string): string {
  return format(wallClockDate(date, time), pattern, { locale: DATE_LOCALES[language] });
}

/** An instant (ISO string) as the venue's calendar day, e.g. a feedback's date badge. */
export function formatVenueDay(iso: string, pattern: string, language: Language): string {
  return formatLocalDate(venueDateOf(new Date(iso)), pattern, language);
}
