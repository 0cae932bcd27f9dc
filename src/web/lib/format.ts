import { venue } from "#domain/venue";
import { useTranslation } from "#web/lib/translation";
import { localeOf } from "./i18n";

/**
 * Prices and dates in the active language. Event times are the venue's wall clock (America/Chicago)
 * whatever the visitor's own time zone, and say so with the zone's short name.
 */
export function makeFormatters(locale: string, currency = "USD") {
  const money = new Intl.NumberFormat(locale, { style: "currency", currency });
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const integer = new Intl.NumberFormat(locale);
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 4 });
  const timeZone = venue.timeZone;
  const fullDate = new Intl.DateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone,
  });
  const shortDate = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone });
  // Calendar dates (yyyy-MM-dd) have no clock: format them at UTC midnight so no zone shifts the day.
  const calendarDate = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" });
  const zoneName = (date: Date) => zone.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "";
  return {
    /** Cents as a currency amount: 2500 -> "$25.00". */
    money: (cents: number) => money.format(cents / 100),
    /** Cents as a bare amount with 2 decimals, for texts that print the currency sign themselves. */
    amount: (cents: number) => amount.format(cents / 100),
    count: (value: number) => integer.format(value),
    /** The venue's time zone as the language abbreviates it on that date: "CST". */
    zoneName,
    /** Items joined as the language does: ["VIP", "Floor"] -> "VIP and Floor". */
    list: (items: readonly string[]) => list.format(items),
    /** A share as a percentage: 0.125 -> "12.5%". */
    percent: (share: number) => percent.format(share),
    /** "Friday, December 4, 2026 at 7:00 PM CST" */
    fullDate: (iso: string) => {
      const date = new Date(iso);
      return `${fullDate.format(date)} ${zoneName(date)}`.trim();
    },
    /** "Fri, Dec 4, 2026, 7:00 PM" */
    shortDate: (iso: string) => shortDate.format(new Date(iso)),
    /** "Dec 4, 2026, 7:00 PM" */
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** "Friday, December 4, 2026" */
    longDate: (iso: string) => longDate.format(new Date(iso)),
    /** "7:00 PM CST" */
    time: (iso: string) => time.format(new Date(iso)),
    /** "2026-12-04" -> "Dec 4, 2026" */
    calendarDate: (ymd: string) => {
      const [y = 0, m = 1, d = 1] = ymd.split("-").map(Number);
      return calendarDate.format(Date.UTC(y, m - 1, d));
    },
  };
}

export type Formatters = ReturnType<typeof makeFormatters>;

/**
 * One set of formatters per locale for the whole app: building Intl formatters costs far more
 * than using them, and a page renders dozens of components that format (a calendar card alone
 * has three), each render anew on the server.
 */
const shared = new Map<string, Formatters>();

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  let formatters = shared.get(locale);
  if (!formatters) {
    formatters = makeFormatters(locale);
    shared.set(locale, formatters);
  }
  return formatters;
}
