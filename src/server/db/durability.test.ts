import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { relaxedTransaction } from "./durability";

/** Whether PostgreSQL would wait for the disk at this connection's next commit. */
async function postgresCommitLevel(db: TestApp["ctx"]["db"]): Promise<"relaxed" | "durable"> {
  const row = (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0];
  return row?.synchronous_commit === "off" ? "relaxed" : "durable";
}

// SQLite's side (no sync after a relaxed commit, a sync after every other) is tested with the
// driver itself in sqlite-durability.test.ts.
describeDialects("commits that need not wait for the disk", (open, dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(() => t.close());

  it.runIf(dialect === "postgres")("relaxes only the commit inside", async () => {
    // One connection throughout; the test server of PostgreSQL relaxes every commit by default,
    // so this connection is made durable first, as a production server is.
    await t.ctx.db.connection().execute(async (db) => {
      await sql`set synchronous_commit to on`.execute(db);
      expect(await relaxedTransaction(db, (trx) => postgresCommitLevel(trx))).toBe("relaxed");
      expect(await postgresCommitLevel(db)).toBe("durable");
      await sql`reset synchronous_commit`.execute(db);
    });
  });

  it("is a transaction: what it wrote commits together, and a failure rolls all of it back", async () => {
    const kept = `durability-${crypto.randomUUID()}`;
    const lost = `durability-${crypto.randomUUID()}`;
    await relaxedTransaction(t.ctx.db, async (trx) => {
      await trx.insertInto("rate_limit_hits").values({ key: kept, window_start: 0, hits: 1 }).execute();
      await trx.insertInto("rate_limit_hits").values({ key: kept, window_start: 1, hits: 1 }).execute();
    });
    await expect(
      relaxedTransaction(t.ctx.db, async (trx) => {
        await trx.insertInto("rate_limit_hits").values({ key: lost, window_start: 0, hits: 1 }).execute();
        throw new Error("after the write");
      }),
    ).rejects.toThrow("after the write");
    const rows = await t.ctx.db.selectFrom("rate_limit_hits").select("key").where("key", "in", [kept, lost]).execute();
    expect(rows.map((r) => r.key)).toEqual([kept, kept]);
  });
});
