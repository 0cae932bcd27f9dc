import type { AppContext } from "#server/context";
import { defineJob } from "#server/platform/jobs";
import { retryOwedRefunds } from "./owed-refunds.service";
import { expireAbandonedCheckouts } from "./settlement.service";

/**
 * Every 30 s, and at start so a refund owed when the previous process stopped is made at once:
 * expires the provider checkouts that closed holds (lapsed or cancelled) leave open, so nobody
 * pays for seats that are no longer held (a hold closed since the last pass has its checkout
 * expired at the next one; a payment made meanwhile is refunded as a lapsed hold's), then retries
 * the refunds that could not be made at once.
 */
export const checkoutAndRefundSweepJob = defineJob<AppContext>({
  name: "checkout and refund sweep",
  intervalMs: 30_000,
  runAtStart: true,
  async run(ctx, { now }) {
    const deps = { ...ctx, providers: ctx.payments, now };
    await expireAbandonedCheckouts(deps);
    await retryOwedRefunds(deps);
  },
});

/** The payments' background jobs. */
export const paymentsJobs = [checkoutAndRefundSweepJob];
