import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { relaxedTransaction } from "./durability";

/** The commit level a statement on this connection would use: relaxed or durable. */
async function commitLevel(db: TestApp["ctx"]["db"], dialect: string): Promise<"relaxed" | "durable"> {
  if (dialect === "sqlite") {
    const row = (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0];
    // 2 = FULL; 1 = NORMAL.
    return row?.synchronous === 2 ? "durable" : "relaxed";
  }
  const row = (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0];
  return row?.synchronous_commit === "off" ? "relaxed" : "durable";
}

describeDialects("commits that need not wait for the disk", (open, dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(() => t.close());

  it("relaxes the commit inside, and every other commit stays durable", async () => {
    // One connection throughout; the test server of PostgreSQL relaxes every commit by default,
    // so this connection is made durable first, as a production server is.
    await t.ctx.db.connection().execute(async (db) => {
      if (dialect === "postgres") await sql`set synchronous_commit to on`.execute(db);
      expect(await commitLevel(db, dialect)).toBe("durable");
      const inside = await relaxedTransaction(db, (trx) => commitLevel(trx, dialect));
      expect(inside).toBe("relaxed");
      expect(await commitLevel(db, dialect)).toBe("durable");
      if (dialect === "postgres") await sql`reset synchronous_commit`.execute(db);
    });
  });

  it("is a transaction: a failure rolls back everything it wrote, and the level is restored", async () => {
    const key = `durability-${crypto.randomUUID()}`;
    await expect(
      relaxedTransaction(t.ctx.db, async (trx) => {
        await trx.insertInto("rate_limit_hits").values({ key, window_start: 0, hits: 1 }).execute();
        throw new Error("after the write");
      }),
    ).rejects.toThrow("after the write");
    const left = await t.ctx.db.selectFrom("rate_limit_hits").select("key").where("key", "=", key).execute();
    expect(left).toEqual([]);
    if (dialect === "sqlite") expect(await commitLevel(t.ctx.db, dialect)).toBe("durable");
  });
});
