import { icsCalendar } from "#domain/calendar-file";
import { formatLocalDate } from "#domain/date-format";
import { type Language, translate } from "#domain/i18n/translate";
import { TOUR_DURATION_MINUTES, TOUR_TIME, tourStart } from "#domain/tours";
import { venueAddressLine } from "#domain/venue";
import type { MailMessage } from "#server/platform/mail";

export interface TourConfirmation {
  id: string;
  date: string;
  name: string;
  email: string;
}

/** The tour's calendar entry. Its UID is the booking's, so importing it twice updates one entry. */
export function tourCalendar(booking: Pick<TourConfirmation, "id" | "date">, language: Language, publicUrl: string) {
  return icsCalendar([
    {
      uid: `tour-${booking.id}@bridgelandarena.com`,
      title: translate(language, "tours.mail.calendarTitle"),
      start: tourStart(booking.date),
      durationMinutes: TOUR_DURATION_MINUTES,
      location: venueAddressLine,
      description: translate(language, "tours.mail.calendarDescription", { minutes: TOUR_DURATION_MINUTES }),
      url: `${publicUrl}/my-tickets`,
    },
  ]);
}

/** The booking confirmation in the visitor's language, with the tour as an .ics attachment. */
export function tourConfirmationMail(booking: TourConfirmation, language: Language, publicUrl: string): MailMessage {
  const date = formatLocalDate(booking.date, translate(language, "tours.formats.date"), language);
  const time = formatLocalDate(booking.date, translate(language, "tours.formats.time"), language, TOUR_TIME);
  return {
    to: booking.email,
    subject: translate(language, "tours.mail.subject", { date }),
    text: translate(language, "tours.mail.body", {
      name: booking.name,
      date,
      time,
      minutes: TOUR_DURATION_MINUTES,
      address: venueAddressLine,
      url: `${publicUrl}/my-tickets`,
    }),
    attachments: [
      {
        filename: "bridgeland-arena-tour.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: tourCalendar(booking, language, publicUrl),
      },
    ],
  };
}
