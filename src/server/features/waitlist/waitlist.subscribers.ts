import type { PricingRules } from "#domain/pricing";
import type { Mailer } from "#server/platform/mail";
import type { OrderEvents } from "#server/platform/order-events";
import { waitlistSweepJob } from "./waitlist.jobs";
import { offerReturnedSeats } from "./waitlist.service";

/**
 * Seats that come back go to the line first, in the transaction that returns them
 * (`seats.returned`: a lapsed or released hold, a refund). After the commit the sweep is nudged
 * (offers that ended move on) and so is the mail worker (the offers' mails).
 */
export function subscribeWaitlist(
  events: OrderEvents,
  deps: { mailer: Mailer; publicUrl: string; pricing?: PricingRules },
): void {
  events.inTransaction("seats.returned", async (trx, returned) => {
    await offerReturnedSeats(deps, trx, returned);
  });
  const after = async () => {
    waitlistSweepJob.nudge();
    deps.mailer.nudge();
  };
  events.afterCommit("hold.lapsed", after);
  events.afterCommit("order.refunded", after);
}
