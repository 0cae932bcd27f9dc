import { type Kysely, sql } from "kysely";
import type { DB } from "#server/db/schema";

/**
 * Fixed-window counters for limits (requests a minute per account or address). With several
 * instances on one PostgreSQL database the counts live in the database, so a limit holds across
 * instances; a single SQLite instance keeps them in memory.
 */
export interface Counters {
  /** Counts one more hit of `key` in the current window; answers the count and the window's end. */
  hit(key: string, windowMs: number, now?: number): Promise<{ count: number; resetAt: number }>;
}

const MAX_MEMORY_KEYS = 50_000;

export function memoryCounters(): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs, now = Date.now()) {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size > MAX_MEMORY_KEYS) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetAt: window.resetAt };
    },
  };
}

/** Windows older than this are swept now and then; no limit spans more than an hour. */
const KEEP_MS = 60 * 60_000;

export function databaseCounters(db: Kysely<DB>): Counters {
  let lastSweep = 0;
  return {
    async hit(key, windowMs, now = Date.now()) {
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const row = await db
        .insertInto("rate_limit_hits")
        .values({ key, window_start: windowStart, hits: 1 })
        .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
        .returning("hits")
        .executeTakeFirstOrThrow();
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        await db
          .deleteFrom("rate_limit_hits")
          .where("window_start", "<", now - KEEP_MS)
          .execute();
      }
      return { count: Number(row.hits), resetAt: windowStart + windowMs };
    },
  };
}
