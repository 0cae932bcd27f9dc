/** The ticket mails' family: layout (HTML and text), event times, inline QR codes, transfer mails. */
export { escapeHtml, type FamilyMail, familyMessage, type MailBlock, type MailTicket } from "./mail/layout";
export { eventWhen, mailLocale, ticketQr } from "./mail/parts";
export { type TransferMailInput, transferMails } from "./mail/transfer.mail";
/** The ticket's calendar entry, shared with the order-confirmation mail that attaches it. */
export { calendarFileName, seatLine, ticketCalendar } from "./ticket-calendar";
/** Ticket codes: signing a booking's code and verifying one (the door, wallet passes, ticket mails). */
export { type TicketKey, type TicketOfBooking, ticketCodeOf, verifyTicketCodeWith } from "./ticket-codes";
