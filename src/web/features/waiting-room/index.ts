/**
 * The waiting room of an on-sale: the waiting page (its own route), the box office's door and
 * turn timer, the admission token the hold request carries, and the admins' queue panel.
 */
export { useAdmissionToken } from "./api/queue";
export { QueueGate } from "./components/queue-gate";
export { WaitingRoomPanel } from "./components/queue-panel";
export { admissionRefusal, useReturnToQueue, waitingRoomPath } from "./use-return-to-queue";
