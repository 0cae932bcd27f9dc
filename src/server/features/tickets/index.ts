/**
 * The ticket mails' family: layout (HTML and text), event times, inline QR codes; the mails an
 * order owes (confirmation, refund, cancellation: written as owed, rendered when delivered) and
 * transfer mails.
 */

/** Complimentary tickets for a named guest: who holds them (an account, or an address to claim them). */
export { guestHolder } from "./guest.service";
export { escapeHtml, type FamilyMail, familyMessage, type MailBlock, type MailTicket } from "./mail/layout";
export { type OwedMail, owedMailRenderer, oweMail, subscribeTicketMails } from "./mail/owed-mails";
export { eventWhen, mailLocale, ticketQr } from "./mail/parts";
export { type TransferMailInput, transferMails } from "./mail/transfer.mail";
/** The ticket's calendar entry, shared with the order-confirmation mail that attaches it. */
export { calendarFileName, seatLine, ticketCalendar } from "./ticket-calendar";
/** Ticket codes: signing a booking's code and verifying one (the door, wallet passes, ticket mails). */
export { type TicketKey, type TicketOfBooking, ticketCodeOf, verifyTicketCodeWith } from "./ticket-codes";
