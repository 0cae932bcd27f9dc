/** The events table as other features read and lock it. */
export { findEvent, lockEventForSeatChanges } from "./events.repository";
