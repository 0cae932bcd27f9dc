/** Event management, as other features reach it: cancelling an event (its buyers refunded). */
export { CancelEventDialog } from "./components/cancel-event-dialog";
