import type { AppContext } from "#server/context";
import { defineJob } from "#server/platform/jobs";
import { purgeExpiredRecords } from "./retention.service";

/**
 * People's records are kept only as long as the settings say (README, "Configuration"): every
 * hour, and once at start, what has outlived its period is deleted. The periods are days long, so
 * an hour late is nothing; the work is a few indexed deletes.
 */
export const retentionJob = defineJob<AppContext>({
  name: "retention",
  intervalMs: 60 * 60_000,
  runAtStart: true,
  run: (ctx, { now }) => purgeExpiredRecords(ctx, now),
});

/** The privacy feature's background jobs. */
export const privacyJobs = [retentionJob];
