import { icsCalendar } from "#domain/calendar-file";
import { eventDurationMinutes } from "#domain/events";
import { type Language, translate } from "#domain/i18n/translate";
import { SECTION_KEYS, sectionNameOf } from "#domain/seating/layouts";
import { venue, venueAddressLine } from "#domain/venue";

export interface TicketOrderSummary {
  orderId: string;
  event: { title: string; eventDate: string; venue: string; rentalHours: number | null };
  seats: readonly { section: string; row: number; seat: number }[];
}

/** "Section VIP, row 1, seat 4" in the buyer's language. */
export function seatLine(language: Language, seat: { section: string; row: number; seat: number }): string {
  // A section of the venue's layouts has its name translated; any other shows as it is stored.
  const name = sectionNameOf(seat.section);
  return translate(language, "tickets.mail.seatLine", {
    section: name ? translate(language, `tickets.sections.${SECTION_KEYS[name]}`) : seat.section,
    row: seat.row,
    seat: seat.seat,
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
