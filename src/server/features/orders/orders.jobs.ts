import type { AppContext } from "#server/context";
import { defineJob } from "#server/platform/jobs";
import { releaseLapsedHolds } from "./holds.service";

/**
 * Lapsed holds are also released lazily when their seats are claimed; this frees the rest, every
 * 30 s and once at start, so the seat charts and the waitlist see them come back.
 */
export const holdSweepJob = defineJob<AppContext>({
  name: "hold sweep",
  intervalMs: 30_000,
  runAtStart: true,
  run: (ctx, { now }) => releaseLapsedHolds({ ...ctx, now }),
});

/** The orders' background jobs. */
export const ordersJobs = [holdSweepJob];
