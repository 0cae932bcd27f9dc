import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import type { Logger } from "#server/platform/logger";
import type { Database } from "./database";
import { describeDatabaseError, isDatabaseUnavailable } from "./unavailable";

/** The first pause between attempts; each pause doubles, up to the longest. */
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 5_000;

/** Start-up gave up: the database did not answer within the time allowed. */
export class DatabaseUnreachableError extends Error {
  override name = "DatabaseUnreachableError";
}

/**
 * Waits until the database answers, so the server can start before (or while) its database
 * server restarts. Only an unreachable database is waited for: a refused password or a missing
 * database will not mend itself and fails at once.
 */
export async function waitForDatabase(
  database: Pick<Database, "db" | "location">,
  options: { waitMs: number; logger: Pick<Logger, "warn" | "info">; firstPauseMs?: number; longestPauseMs?: number },
): Promise<void> {
  const started = Date.now();
  let pause = options.firstPauseMs ?? FIRST_PAUSE_MS;
  const longest = options.longestPauseMs ?? LONGEST_PAUSE_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`select 1`.execute(database.db);
      if (attempt > 1) options.logger.info("database reachable", { location: database.location, attempt });
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const remaining = options.waitMs - (Date.now() - started);
      if (remaining <= 0) {
        throw new DatabaseUnreachableError(
          `The database at ${database.location} did not answer within ${Number((options.waitMs / 1000).toFixed(1))} s ` +
            `(${describeDatabaseError(error)}). Check that it is running and that DATABASE_URL points at it; ` +
            "DATABASE_WAIT_MS sets how long start-up waits.",
        );
      }
      const next = Math.min(pause, remaining);
      options.logger.warn("database not reachable yet, waiting", {
        location: database.location,
        attempt,
        retryInMs: next,
        error: describeDatabaseError(error),
      });
      await sleep(next);
      pause = Math.min(pause * 2, longest);
    }
  }
}
