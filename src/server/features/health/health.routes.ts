import { Hono } from "hono";
import { sql } from "kysely";
import type { HealthStatus } from "#domain/schemas/site";
import type { AppContext, AppEnv } from "#server/context";
import { migrationState } from "#server/db/migrate";
import { storageRecentlyFull } from "#server/db/storage-state";
import { allow } from "#server/http/access";

export function healthRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().get("/health", allow("site.browse"), async (c) => {
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
