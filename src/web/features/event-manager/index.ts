/** Event management, as other features reach it: cancelling an event (its buyers refunded). */

/** Whether the viewer may change (edit, delete) an event: which buttons other pages show. */
export { useCanChangeEvent } from "./api/can-change-event";
export { CancelEventDialog } from "./components/cancel-event-dialog";
