import type { OrderEvents } from "#server/platform/order-events";
import { waitlistSweepJob } from "./waitlist.jobs";

/**
 * Seats that come back — a hold that lapsed, a refund — go to the waitlist's sweep at once rather
 * than at its next tick, after the change committed.
 */
export function subscribeWaitlist(events: OrderEvents): void {
  events.afterCommit("hold.lapsed", async () => waitlistSweepJob.nudge());
  events.afterCommit("order.refunded", async () => waitlistSweepJob.nudge());
}
