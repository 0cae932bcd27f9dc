/**
 * Box office: choosing seats on an event's chart and checking out. Others read the seats
 * (seating administration) and refresh through the ticketing query keys (My Tickets).
 */

/** The chart, best available and cart for one event, the event picker and the bookable events: the window sells with them. */
export { useBookableEvents } from "./api/bookable-events";
export { ticketKeys } from "./api/query-keys";
export { useSeatOverview } from "./api/seat-states";
/** An event's seats as they stand, read-only: the sales dashboard's occupancy view. */
export { EventBooking, SeatOccupancy, type StaffSale } from "./components/event-booking";
export { EventPicker } from "./components/event-picker";
export type { SeatRef } from "./lib/chart-model";
export { pickEvent } from "./lib/event-selection";
export type { HouseSeatText } from "./seat-chart/use-seat-text";
