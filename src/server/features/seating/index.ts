/** Seats of an event as other features need them: generated on demand, and for a new event. */

import type { SeatClaims } from "./seat-claims";
import type { SeatStateStore } from "./seat-state-store";

/** Accessible seating: a row's groups from its marks, and the sections released to everyone. */
export { groupsOfRow } from "./accessible-groups";
/** House seats: which of some seats are, and all of an event's (the sales dashboard's occupancy). */
export { findHouseSeatIds, findHouseSeatsAmong } from "./house-seats.repository";
/** What seating reads of the claims on seats, given by orders at boot. */
export type { SeatClaims } from "./seat-claims";
/** The seat states kept in memory: built once at boot, read by the seating routes. */
export { createSeatStateStore, type SeatStateStore } from "./seat-state-store";
export { findAccessibleReleases } from "./seating.repository";
export { ensureSeats, insertDefaultSeats } from "./seating.service";

declare module "#server/context" {
  interface AppContext {
    /** The seat states of recently viewed events, in memory and current from the seat changes. */
    seatStates: SeatStateStore;
    /** The claims on seats as seating reads them: orders' read models, given at boot. */
    seatClaims: SeatClaims;
  }
}
