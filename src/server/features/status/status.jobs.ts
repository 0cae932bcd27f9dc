import type { AppContext } from "#server/context";
import { defineJob } from "#server/platform/jobs";
import { STATUS_INTERVAL_S } from "./status.service";

/** The Status page's charts have a point every interval, whether or not an admin is looking. */
export const statusSampleJob = defineJob<AppContext>({
  name: "status samples",
  intervalMs: STATUS_INTERVAL_S * 1000,
  run: async (ctx) => {
    await ctx.status.sample();
  },
});

export const statusJobs = [statusSampleJob];
