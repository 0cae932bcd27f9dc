import type { AppContext } from "#server/context";
import { defineJob } from "#server/platform/jobs";
import { sweepWaitlists } from "./waitlist.service";

/**
 * Returned seats go to a sold-out event's waitlist within a few seconds: each instance offers
 * them every 5 s; the database decides which offer stands (waitlist.service.ts).
 */
export const waitlistSweepJob = defineJob<AppContext>({
  name: "waitlist sweep",
  intervalMs: 5_000,
  run: (ctx, { now }) => sweepWaitlists({ ...ctx, publicUrl: ctx.config.publicUrl, now, pricing: ctx.config.pricing }),
});

/** The waitlist's background jobs. */
export const waitlistJobs = [waitlistSweepJob];
