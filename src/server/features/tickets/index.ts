/** The ticket's calendar entry, shared with the order-confirmation mail that attaches it. */
export { calendarFileName, seatLine, ticketCalendar } from "./ticket-calendar";
