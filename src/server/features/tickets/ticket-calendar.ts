import { icsCalendar } from "#domain/calendar-file";
import { eventDurationMinutes } from "#domain/events";
import { type Language, translate } from "#domain/i18n/translate";
import type { AccessMark } from "#domain/seating/accessible";
import { SECTION_KEYS, sectionNameOf } from "#domain/seating/layouts";
import { venue, venueAddressLine } from "#domain/venue";

export interface TicketOrderSummary {
  orderId: string;
  event: { title: string; eventDate: string; venue: string; rentalHours: number | null };
  seats: readonly MailSeat[];
}

/** A seat as a mail names it; `access` marks a wheelchair space or its companion seat. */
export interface MailSeat {
  section: string;
  row: number;
  seat: number;
  access?: AccessMark | null;
}

/**
 * "Section VIP, row 1, seat 4" in the buyer's language; a wheelchair space or a companion seat says
 * so ("…, seat 1 (wheelchair space)"), so the buyer and the door know which seat is which.
 */
export function seatLine(language: Language, seat: MailSeat): string {
  // A section of the venue's layouts has its name translated; any other shows as it is stored.
  const name = sectionNameOf(seat.section);
  const line = translate(language, "tickets.mail.seatLine", {
    section: name ? translate(language, `tickets.sections.${SECTION_KEYS[name]}`) : seat.section,
    row: seat.row,
    seat: seat.seat,
  });
  if (!seat.access) return line;
  return translate(language, "tickets.mail.seatAccess", {
    seat: line,
    access: translate(language, `tickets.mail.access.${seat.access}`),
  });
}

/**
 * One calendar entry per order, not per seat: a family's four tickets are one evening. The UID
 * is the order's, so adding it again from another ticket of the order updates the same entry.
 */
export function ticketCalendar(summary: TicketOrderSummary, language: Language, publicUrl: string): string {
  return icsCalendar([
    {
      uid: `order-${summary.orderId}@bridgelandarena.com`,
      title: summary.event.title,
      start: new Date(summary.event.eventDate),
      // As long as the event's own calendar file.
      durationMinutes: eventDurationMinutes(summary.event),
      location: `${summary.event.venue}, ${venueAddressLine}`,
      description: translate(language, "tickets.mail.calendarDescription", {
        seats: summary.seats.map((seat) => seatLine(language, seat)).join("; "),
        order: summary.orderId,
        doors: venue.doorsOpenHoursBefore,
        url: `${publicUrl}/my-tickets`,
      }),
      url: `${publicUrl}/my-tickets`,
    },
  ]);
}

// The order-confirmation mail and the ticket download name their file alike.
export { calendarFileName } from "#domain/calendar-file";
