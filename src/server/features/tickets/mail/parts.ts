import { dateTimeFormat } from "#domain/formatters";
import { type Language, translate } from "#domain/i18n/translate";
import { venue } from "#domain/venue";
import type { MailAttachment } from "#server/platform/mail";
import type { MailTicket } from "./layout";
import { qrImage } from "./qr-image";

/** The locale a mail formats dates and money in: the buyer's language as spoken in the US. */
export function mailLocale(language: Language): string {
  return language === "es" ? "es-US" : "en-US";
}

/**
 * When an event is, in the venue's time zone (a buyer travelling elsewhere still reads the time
 * printed on the door): the date, the start with its zone, when doors open, and both in one line.
 */
export function eventWhen(language: Language, eventDate: string) {
  const locale = mailLocale(language);
  const start = new Date(eventDate);
  const doorsAt = new Date(start.getTime() - venue.doorsOpenHoursBefore * 60 * 60_000);
  const time = dateTimeFormat(locale, { timeStyle: "short", timeZone: venue.timeZone });
  const zone = venueZone(locale, start);
  return {
    date: dateTimeFormat(locale, { dateStyle: "full", timeZone: venue.timeZone }).format(start),
    /** "7:00 PM CST (doors open at 6:00 PM)". */
    time: translate(language, "ticketMail.timeValue", {
      time: time.format(start),
      zone,
      doors: time.format(doorsAt),
    }).replace(/\s+\(/, " ("),
    /** "Friday, December 4, 2026 at 7:00 PM CST". */
    dateTime: venueDateTime(language, eventDate, "full"),
  };
}

/** A moment in the venue's time zone, the zone named: "November 20, 2026 at 12:30 PM CST". */
export function venueDateTime(language: Language, iso: string, dateStyle: "full" | "long"): string {
  const locale = mailLocale(language);
  const at = new Date(iso);
  const text = dateTimeFormat(locale, { dateStyle, timeStyle: "short", timeZone: venue.timeZone }).format(at);
  const zone = venueZone(locale, at);
  return zone ? `${text} ${zone}` : text;
}

/** The venue's zone's short name at that moment (CST or CDT), as the locale writes it. */
function venueZone(locale: string, at: Date): string {
  return (
    dateTimeFormat(locale, { timeZone: venue.timeZone, timeZoneName: "short" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

/**
 * A ticket's QR code for a mail: the image attached inline under a content id of its own, and
 * what the ticket block shows of it. The code is the ticket's signed code, as My Tickets shows it.
 */
export function ticketQr(
  language: Language,
  ticket: { bookingId: string; seat: string; code: string },
): { qr: NonNullable<MailTicket["qr"]>; attachment: MailAttachment } {
  const image = qrImage(ticket.code);
  const cid = `ticket-${ticket.bookingId}@bridgelandarena.com`;
  return {
    qr: {
      cid,
      alt: translate(language, "ticketMail.ticket.qrAlt", { seat: ticket.seat }),
      size: image.displaySize,
      hint: translate(language, "ticketMail.ticket.qrHint"),
    },
    attachment: {
      filename: `ticket-${ticket.bookingId}.png`,
      contentType: "image/png",
      content: image.png,
      cid,
    },
  };
}
