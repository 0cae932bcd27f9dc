import type { ReadyStatus } from "#domain/schemas/site";
import type { AppContext } from "#server/context";
import { migrationState, migrationsRunning } from "#server/db/migrate";
import { storageRecentlyFull } from "#server/db/storage-state";

/**
 * Whether this instance should be sent visitors now: its database answers, its migrations are all
 * applied (not while this or another instance applies them), its disk takes writes, and — when
 * instances share PostgreSQL — it hears the others through the relay.
 */
export async function readiness(ctx: Pick<AppContext, "db" | "dialect" | "relay">): Promise<ReadyStatus> {
  const checks: ReadyStatus["checks"] = {
    database: "ok",
    migrations: "unknown",
    storage: storageRecentlyFull() ? "full" : "ok",
    relay: ctx.dialect === "postgres" ? (ctx.relay.connected() ? "connected" : "disconnected") : "none",
  };
  try {
    const migrations = await migrationState(ctx.db);
    checks.migrations = migrationsRunning() ? "running" : migrations.pending === 0 ? "current" : "pending";
  } catch {
    checks.database = "unreachable";
  }
  const ready =
    checks.database === "ok" &&
    checks.migrations === "current" &&
    checks.storage === "ok" &&
    checks.relay !== "disconnected";
  return { ready, checks };
}
