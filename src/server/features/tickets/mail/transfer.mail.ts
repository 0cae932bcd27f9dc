import type { Language } from "#domain/i18n/translate";
import type { MailMessage } from "#server/platform/mail";

/** What the two mails of a transfer say: the ticket passed on, its event, who sent it, to whom. */
export interface TransferMailInput {
  ticket: {
    bookingId: string;
    section: string;
    row: number;
    seat: number;
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
  const seat = `${input.ticket.section} ${input.ticket.row}-${input.ticket.seat}`;
  const es = language === "es";
  return {
    recipient: {
      to: input.toEmail,
      subject: es ? `Le enviaron una entrada: ${input.event.title}` : `A ticket for you: ${input.event.title}`,
      text: `${input.from.name} → ${input.toEmail}: ${input.event.title}, ${seat}. ${publicUrl}/my-tickets`,
    },
    sender: {
      to: input.from.email,
      subject: es ? `Entrada transferida: ${input.event.title}` : `Ticket transferred: ${input.event.title}`,
      text: `${input.event.title}, ${seat} → ${input.toEmail}. ${publicUrl}/my-tickets`,
    },
  };
}
