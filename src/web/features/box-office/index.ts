/**
 * Box office: choosing seats on an event's chart and checking out. Others read the seats
 * (seating administration) and refresh through the ticketing query keys (My Tickets).
 */
export { ticketKeys } from "./api/query-keys";
export { useSeatOverview } from "./api/seat-states";
