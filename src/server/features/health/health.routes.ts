import { Hono } from "hono";
import { sql } from "kysely";
import type { HealthStatus } from "#domain/schemas/site";
import type { AppContext, AppEnv } from "#server/context";
import { migrationState } from "#server/db/migrate";
import { allow } from "#server/http/access";

export function healthRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().get("/health", allow("site.browse"), async (c) => {
    try {
      await sql`select 1`.execute(ctx.db);
      const migrations = await migrationState(ctx.db);
      const ok = migrations.pending === 0;
      return c.json<HealthStatus>(
        { status: ok ? "ok" : "degraded", database: { dialect: ctx.dialect, migrations } },
        ok ? 200 : 503,
      );
    } catch (error) {
      ctx.logger.error("health check failed", { error: String(error) });
      return c.json<HealthStatus>({ status: "error", database: { dialect: ctx.dialect } }, 503);
    }
  });
}
