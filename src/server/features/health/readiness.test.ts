import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { migrateDownOne, migrateToLatest } from "#server/db/migrate";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

/** Kysely's PostgreSQL migration lock: whoever holds it is migrating; others wait for it. */
const MIGRATION_LOCK = "3853314791062309107";

describeDialects("readiness", (open, dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });

  const ready = async () => {
    const response = await t.request("/api/ready");
    return { status: response.status, body: await response.json() };
  };

  it("is not ready while a migration is missing, and ready again once it is applied", async () => {
    expect((await ready()).status).toBe(200);
    await migrateDownOne(t.ctx.db);
    try {
      expect(await ready()).toMatchObject({ status: 503, body: { ready: false, checks: { migrations: "pending" } } });
    } finally {
      await migrateToLatest(t.ctx.db);
    }
    expect(await ready()).toMatchObject({ status: 200, body: { ready: true, checks: { migrations: "current" } } });
  });

  it.runIf(dialect === "postgres")(
    "is not ready while this instance runs migrations (waiting for another's)",
    async () => {
      await t.ctx.db.connection().execute(async (other) => {
        // Another instance migrating holds the lock: this one's migration waits for it.
        await sql`select pg_advisory_lock(${sql.lit(BigInt(MIGRATION_LOCK))})`.execute(other);
        let migrating: Promise<unknown> | undefined;
        try {
          migrating = migrateToLatest(t.ctx.db);
          expect(await ready()).toMatchObject({
            status: 503,
            body: { ready: false, checks: { migrations: "running" } },
          });
        } finally {
          await sql`select pg_advisory_unlock(${sql.lit(BigInt(MIGRATION_LOCK))})`.execute(other);
          await migrating;
        }
      });
      expect((await ready()).status).toBe(200);
    },
  );

  it("is not ready with the database gone", async () => {
    const gone = await open();
    await gone.ctx.db.destroy();
    const response = await gone.request("/api/ready");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ready: false, checks: { database: "unreachable" } });
  });
});
