import { dateTimeFormat, numberFormat } from "#domain/formatters";
import { type KeyUnder, type Language, translate } from "#domain/i18n/translate";
import { venue, venueAddressLine } from "#domain/venue";
import { WAITLIST_OFFER_MINUTES } from "#domain/waitlist/offers";
import { eventWhen, familyMessage, mailLocale, seatLine } from "#server/features/tickets";
import type { MailMessage } from "#server/platform/mail";

/** What the offer mail says: who, which event, the seats held and until when. */
export interface OfferMailInput {
  to: { email: string; name: string };
  event: { id: string; title: string; eventDate: string; venue: string };
  seats: readonly { section: string; row: number; seat: number; priceCents: number }[];
  totalCents: number;
  expiresAt: string;
}

/**
 * The mail to the person whose turn came: seats are held in their name until the offer lapses,
 * and the button opens the box office on the event, where checkout resumes the hold. In the
 * language they joined the waitlist in, in the ticket mails' layout.
 */
export function offerMail(input: OfferMailInput, language: Language, publicUrl: string): MailMessage {
  const tr = (key: KeyUnder<"waitlist.mail">, params?: Record<string, unknown>) =>
    translate(language, `waitlist.mail.${key}`, params);
  const label = (key: KeyUnder<"ticketMail.labels">) => translate(language, `ticketMail.labels.${key}`);
  const locale = mailLocale(language);
  const money = numberFormat(locale, { style: "currency", currency: "USD" });
  const when = eventWhen(language, input.event.eventDate);
  const until = dateTimeFormat(locale, {
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: venue.timeZone,
    timeZoneName: "short",
  }).format(new Date(input.expiresAt));
  const about = { title: input.event.title, date: when.date, time: until };
  return familyMessage(
    {
      language,
      to: input.to.email,
      subject: tr("subject", about),
      preheader: tr("preheader", about),
      title: tr("title"),
      greeting: tr("greeting", { name: input.to.name }),
      blocks: [
        { kind: "text", text: tr("intro", about) },
        { kind: "notice", text: tr("notice", { time: until, minutes: WAITLIST_OFFER_MINUTES }) },
        {
          kind: "facts",
          rows: [
            { label: label("event"), value: input.event.title },
            { label: label("date"), value: when.date },
            { label: label("time"), value: when.time },
            { label: label("venue"), value: `${input.event.venue}, ${venueAddressLine}` },
          ],
        },
        {
          kind: "tickets",
          heading: tr("heading"),
          tickets: input.seats.map((seat) => ({
            seat: seatLine(language, seat),
            price: money.format(seat.priceCents / 100),
          })),
          total: { label: label("total"), value: money.format(input.totalCents / 100) },
        },
        {
          kind: "button",
          text: tr("buttonText"),
          label: tr("button"),
          url: `${publicUrl}/box-office?event=${encodeURIComponent(input.event.id)}`,
        },
        { kind: "text", text: tr("notWanted") },
      ],
      signature: translate(language, "ticketMail.signature"),
    },
    publicUrl,
  );
}
