import { Hono } from "hono";
import { sql } from "kysely";
import type { HealthStatus, ReadyStatus } from "#domain/schemas/site";
import type { AppContext, AppEnv } from "#server/context";
import { migrationState } from "#server/db/migrate";
import { storageRecentlyFull } from "#server/db/storage-state";
import { allow } from "#server/http/access";
import { readiness } from "./readiness";

/**
 * Liveness and readiness. `/health` says the process answers and how its database stands (a load
 * balancer's check); `/ready` says whether this instance should be sent visitors now: its
 * database answers, its migrations are all applied (not while another instance migrates), its
 * disk takes writes, and — when instances share PostgreSQL — it hears the others through the relay.
 */
export function healthRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get("/ready", allow("site.browse"), async (c) => {
      const status = await readiness(ctx);
      c.header("Cache-Control", "no-store");
      return c.json<ReadyStatus>(status, status.ready ? 200 : 503);
    })
    .get("/health", allow("site.browse"), async (c) => {
      try {
        await sql`select 1`.execute(ctx.db);
        const migrations = await migrationState(ctx.db);
        // A full disk refuses every write: this instance should not be sent buyers until room is made.
        const full = storageRecentlyFull();
        const ok = migrations.pending === 0 && !full;
        return c.json<HealthStatus>(
          {
            status: ok ? "ok" : "degraded",
            database: { dialect: ctx.dialect, migrations },
            ...(full ? { storage: "full" as const } : {}),
          },
          ok ? 200 : 503,
        );
      } catch (error) {
        ctx.logger.error("health check failed", { error: String(error) });
        return c.json<HealthStatus>({ status: "error", database: { dialect: ctx.dialect } }, 503);
      }
    });
}
