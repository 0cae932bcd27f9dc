import { type KeyUnder, type Language, translate } from "#domain/i18n/translate";
import type { AccessMark } from "#domain/seating/accessible";
import { venue, venueAddressLine } from "#domain/venue";
import type { MailMessage } from "#server/platform/mail";
import { seatLine } from "../ticket-calendar";
import { familyMessage } from "./layout";
import { eventWhen, ticketQr, venueDateTime } from "./parts";

/** What the two mails of a transfer say: the ticket passed on, its event, who sent it, to whom. */
export interface TransferMailInput {
  ticket: {
    bookingId: string;
    section: string;
    row: number;
    seat: number;
    access?: AccessMark | null;
    /** The new ticket code (the recipient's QR); the sender's code no longer admits anyone. */
    code: string;
  };
  event: { title: string; eventDate: string; venue: string };
  from: { name: string; email: string };
  toEmail: string;
  /** When the ticket was passed on. */
  at: string;
}

/**
 * The mails of a transfer: to the recipient (the ticket, its QR code, how to find it in My
 * Tickets) and to the sender (a receipt: the ticket is no longer theirs). Both in `language`,
 * the sender's.
 */
export function transferMails(
  input: TransferMailInput,
  language: Language,
  publicUrl: string,
): { recipient: MailMessage; sender: MailMessage } {
  const tr = (key: KeyUnder<"ticketMail">, params?: Record<string, unknown>) =>
    translate(language, `ticketMail.${key}`, params);
  const when = eventWhen(language, input.event.eventDate);
  const seat = seatLine(language, input.ticket);
  const myTickets = `${publicUrl}/my-tickets`;
  const about = { title: input.event.title, date: when.date, name: input.from.name, email: input.toEmail };
  const facts = {
    kind: "facts" as const,
    rows: [
      { label: tr("labels.event"), value: input.event.title },
      { label: tr("labels.date"), value: when.date },
      { label: tr("labels.time"), value: when.time },
      { label: tr("labels.venue"), value: `${input.event.venue}, ${venueAddressLine}` },
      { label: tr("labels.seat"), value: seat },
    ],
  };
  const { qr, attachment } = ticketQr(language, { bookingId: input.ticket.bookingId, seat, code: input.ticket.code });

  const recipient = familyMessage(
    {
      language,
      to: input.toEmail,
      subject: tr("transfer.recipient.subject", about),
      preheader: tr("transfer.recipient.preheader", about),
      title: tr("transfer.recipient.title"),
      greeting: tr("transfer.recipient.greeting"),
      blocks: [
        { kind: "text", text: tr("transfer.recipient.intro", { ...about, email: input.from.email }) },
        facts,
        { kind: "tickets", heading: tr("ticket.headingOne"), tickets: [{ seat, qr }] },
        {
          kind: "button",
          text: tr("transfer.recipient.myTickets", { email: input.toEmail }),
          label: tr("transfer.recipient.button"),
          url: myTickets,
        },
        {
          kind: "text",
          text: translate(language, "tickets.mail.doors", {
            parking: venue.parkingOpensHoursBefore,
            doors: venue.doorsOpenHoursBefore,
          }),
        },
      ],
      signature: tr("signature"),
      attachments: [attachment],
    },
    publicUrl,
  );

  const at = venueDateTime(language, input.at, "long");
  const sender = familyMessage(
    {
      language,
      to: input.from.email,
      subject: tr("transfer.sender.subject", about),
      preheader: tr("transfer.sender.preheader", about),
      title: tr("transfer.sender.title"),
      greeting: translate(language, "tickets.mail.greeting", { name: input.from.name }),
      blocks: [
        { kind: "text", text: tr("transfer.sender.intro", about) },
        {
          kind: "facts",
          rows: [
            { label: tr("labels.event"), value: input.event.title },
            { label: tr("labels.date"), value: `${when.date}, ${when.time}` },
            { label: tr("labels.seat"), value: seat },
            { label: tr("labels.sentTo"), value: input.toEmail },
            { label: tr("labels.sentAt"), value: at },
          ],
        },
        { kind: "notice", text: tr("transfer.sender.notice", about) },
        { kind: "text", text: tr("transfer.sender.notYou", { phone: venue.phone }) },
        { kind: "button", label: tr("transfer.sender.button"), url: myTickets },
      ],
      signature: tr("signatureShort"),
    },
    publicUrl,
  );

  return { recipient, sender };
}
