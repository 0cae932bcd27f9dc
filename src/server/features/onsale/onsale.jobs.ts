import type { AppContext } from "#server/context";
import { defineJob } from "#server/platform/jobs";

/**
 * Admissions advance while nobody polls: every instance runs, once a second, the admission step of
 * each queue with someone waiting (or its draw due). The step is the one polls run, under the
 * queue's lock and paced by the time since the last step, so instances running it at once admit
 * at one pace between them and the database decides who is let in.
 */
export const queueAdmissionsJob = defineJob<AppContext>({
  name: "queue admissions",
  intervalMs: 1_000,
  run: (ctx, { now }) => ctx.queue.admitWaiting(now),
});

/** The waiting room's background jobs. */
export const onsaleJobs = [queueAdmissionsJob];
