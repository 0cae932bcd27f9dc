/**
 * The door: checking tickets in. It owns `ticket_scans` and `ticket_checkins`; other features read
 * a ticket's admission from `ticket_checkins` and change nothing of it.
 */
export type { CheckInDeps } from "./check-in.service";
