/** Listings: the public event list and one event (GET /api/events), and the cards that show them. */
export { calendarFileUrl, useDeleteEvent, useEvent, useUpcomingEvents } from "./api/events";
export { boxOfficePath, EventCard, eventPath } from "./components/event-card";
export { EventImage } from "./components/event-image";
export { FromPrice, PriceRangeText, SeatsNote } from "./components/seats-note";
export { TypeBadge } from "./components/type-badge";
