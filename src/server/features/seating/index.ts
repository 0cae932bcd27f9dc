/** Seats of an event as other features need them: generated on demand, and for a new event. */

/** Accessible seating: a row's groups from its marks, and the sections released to everyone. */
export { groupsOfRow } from "./accessible-groups";
export { findAccessibleReleases } from "./seating.repository";
export { ensureSeats, insertDefaultSeats } from "./seating.service";
