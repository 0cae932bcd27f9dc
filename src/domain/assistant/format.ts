import { type KeyUnder, type Language, translate } from "../i18n/translate";
import { PPM } from "../pricing";
import { venue } from "../venue";

/** Numbers, money, times and lists in the reply's language; event times on the venue's clock. */
export interface Formatter {
  language: Language;
  count(value: number): string;
  /** Money never rounded: whole dollars without cents, else to the cent: 15000 -> "$150", 250 -> "$2.50". */
  money(cents: number): string;
  /** A rate in parts per million as a percentage: 82500 -> "8.25%". */
  percent(ppm: number): string;
  /** A venue wall-clock time "14:00" -> "2:00 PM" / "2:00 p.m.". */
  clock(hhmm: string): string;
  /** "Monday to Friday", or one day's name. Days count from 0 for Sunday, as venue.ts does. */
  days(days: readonly number[]): string;
  /** An opening-hours table as one line. */
  hours(rows: readonly { days: readonly number[]; opens: string; closes: string }[]): string;
  /** An event's start: "Sat, Dec 5, 7:30 PM". */
  eventDate(iso: string): string;
  /** An instant's wall-clock time at the venue: "6:30 PM". */
  eventTime(iso: string): string;
  /** A month's name, 1 for January. */
  monthName(month: number): string;
  /** A venue date "2026-12-12" -> "Saturday, December 12". */
  longDate(date: string): string;
  list(items: readonly string[]): string;
  t(key: KeyUnder<"assistant">, params?: Record<string, unknown>): string;
}

const LOCALE: Record<Language, string> = { en: "en-US", es: "es-US" };
const cache = new Map<Language, Formatter>();

export function formatterFor(language: Language): Formatter {
  const cached = cache.get(language);
  if (cached) return cached;
  const locale = LOCALE[language];
  const integer = new Intl.NumberFormat(locale);
  const dollars = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 4 });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const date = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: venue.timeZone,
  });
  const venueTime = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: venue.timeZone });
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const longDate = new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  const conjunction = new Intl.ListFormat(locale, { type: "conjunction" });
  // A filled-in value may end a sentence with its own period ("6:00 p.m.").
  const t = (key: KeyUnder<"assistant">, params?: Record<string, unknown>) =>
    translate(language, `assistant.${key}`, params).replace(/(?<!\.)\.\.(?!\.)/g, ".");
  // 2023-01-01 was a Sunday, so day n of that week is weekday n.
  const dayName = (day: number) => weekday.format(new Date(Date.UTC(2023, 0, 1 + day)));
  const clock = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
    return time.format(new Date(Date.UTC(2023, 0, 1, hours, minutes)));
  };
  const days = (list: readonly number[]) => {
    const first = list[0] ?? 0;
    const last = list[list.length - 1] ?? first;
    const consecutive = list.every((day, i) => day === first + i);
    if (list.length > 2 && consecutive) return t("answers.dayRange", { from: dayName(first), to: dayName(last) });
    return conjunction.format(list.map(dayName));
  };
  const formatter: Formatter = {
    language,
    count: (value) => integer.format(value),
    money: (amount) => (amount % 100 === 0 ? dollars : cents).format(amount / 100),
    percent: (ppm) => percent.format(ppm / PPM),
    clock,
    days,
    hours: (rows) =>
      rows
        .map((row) =>
          t("answers.hoursRange", { days: days(row.days), opens: clock(row.opens), closes: clock(row.closes) }),
        )
        .join("; "),
    eventDate: (iso) => date.format(new Date(iso)),
    eventTime: (iso) => venueTime.format(new Date(iso)),
    monthName: (month) => monthName.format(new Date(Date.UTC(2023, month - 1, 1))),
    longDate: (day) => longDate.format(new Date(`${day}T12:00:00Z`)),
    list: (items) => conjunction.format(items),
    t,
  };
  cache.set(language, formatter);
  return formatter;
}
