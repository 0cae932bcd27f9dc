import { dateTimeFormat } from "#domain/formatters";
import { type Language, translate } from "#domain/i18n/translate";
import { SECTION_KEYS, sectionNameOf } from "#domain/seating/layouts";
import { offsetMinutes, wallClockIso } from "#domain/time";
import { venue } from "#domain/venue";
import type { WalletTicketRow } from "#server/features/orders";
import { type TicketKey, ticketCodeOf } from "#server/features/tickets";

/** A ticket as both wallets show it. */
export interface WalletTicket {
  /** The booking's id: the pass's serial number. */
  bookingId: string;
  eventId: string;
  /** English; the Spanish one is null until written (a pass shows the one of its holder's language). */
  title: string;
  titleEs: string | null;
  /** The start, an ISO-8601 UTC instant. */
  eventDate: string;
  venue: string;
  section: string;
  row: number;
  seat: number;
  holderName: string;
  /** The ticket version this pass shows. */
  version: number;
  /**
   * The door's ticket code while the pass admits its holder; null once it admits nobody: the
   * ticket was refunded or voided, its event cancelled, it was passed on, or this pass shows a
   * version that a transfer or re-issue superseded.
   */
  code: string | null;
  /** When anything the pass shows last changed (ISO-8601). */
  lastModified: string;
}

/**
 * The pass of a ticket at one version (its current one unless given). Only the current version
 * of a paid or complimentary ticket of an event that goes ahead, not waiting for a recipient,
 * carries a code; every other pass is void.
 */
export function walletTicketOf(row: WalletTicketRow, ticketKey: TicketKey, version = row.ticket_version): WalletTicket {
  const admits =
    (row.payment_status === "completed" || row.payment_status === "complimentary") &&
    !row.cancelled_at &&
    !row.transfer_to &&
    version === row.ticket_version;
  return {
    bookingId: row.booking_id,
    eventId: row.event_id,
    title: row.title,
    titleEs: row.title_es,
    eventDate: row.event_date,
    venue: row.venue,
    section: row.section,
    row: row.row_number,
    seat: row.seat_number,
    holderName: row.user_name,
    version,
    code: admits
      ? ticketCodeOf(ticketKey, {
          bookingId: row.booking_id,
          eventId: row.event_id,
          section: row.section,
          row: row.row_number,
          seat: row.seat_number,
          version,
        })
      : null,
    lastModified: lastModifiedOf(row),
  };
}

/** When anything a pass shows last changed: the latest of the times that change it. */
export function lastModifiedOf(row: WalletTicketRow): string {
  return latestOf(
    [
      row.booking_date,
      row.order_updated_at,
      row.event_updated_at,
      row.cancelled_at,
      row.transferred_at,
      row.claimed_at,
    ].filter((time): time is string => typeof time === "string" && time.length > 0),
  );
}

/** The latest of ISO-8601 UTC times (they sort as text); "" for none. */
export function latestOf(times: readonly string[]): string {
  return [...times].sort().at(-1) ?? "";
}

/** The section's name in the buyer's language; a section of no venue layout shows as stored. */
export function sectionLabel(language: Language, section: string): string {
  const name = sectionNameOf(section);
  return name ? translate(language, `tickets.sections.${SECTION_KEYS[name]}`) : section;
}

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

/** "Saturday, December 5, 2026, 7:00 PM CST": the start at the venue, in the buyer's language. */
export function venueDateTimeText(language: Language, iso: string): string {
  return dateTimeFormat(LOCALES[language], {
    timeZone: venue.timeZone,
    dateStyle: "full",
    timeStyle: "short",
  }).format(new Date(iso));
}

/** The start as the venue's wall clock with its UTC offset: "2026-12-05T19:00:00-06:00". */
export function venueLocalIso(iso: string): string {
  const instant = new Date(iso);
  const offset = offsetMinutes(instant);
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${wallClockIso(instant)}${offset < 0 ? "-" : "+"}${hours}:${minutes}`;
}
