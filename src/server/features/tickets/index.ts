/** The ticket's calendar entry, shared with the order-confirmation mail that attaches it. */
export { calendarFileName, seatLine, ticketCalendar } from "./ticket-calendar";
/** Ticket codes: signing a booking's code and verifying one (the door, wallet passes, ticket mails). */
export { type TicketKey, type TicketOfBooking, ticketCodeOf, verifyTicketCodeWith } from "./ticket-codes";
