/** Seats of an event as other features need them: generated on demand, and for a new event. */
export { ensureSeats, insertDefaultSeats } from "./seating.service";
