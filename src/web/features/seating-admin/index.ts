/** Seating administration: an event's layout and sections, a tab of /event-manager. */
export { SeatingTab } from "./seating-tab";
