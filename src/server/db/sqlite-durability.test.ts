import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Generated, Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { coalescedFlush, durableSqliteDialect, relaxedSqliteTransaction, walFileSync } from "./sqlite-durability";

/** A sync the test finishes by hand. */
function manualSync() {
  const pending: (() => void)[] = [];
  return {
    calls: 0,
    sync(this: { calls: number }) {
      this.calls += 1;
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    finishAll() {
      for (const resolve of pending.splice(0)) resolve();
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("coalesced syncs", () => {
  it("runs one sync at a time, and everyone who arrived during it shares the next one", async () => {
    const disk = manualSync();
    const flush = coalescedFlush(() => disk.sync());
    const done: string[] = [];
    const first = flush().then(() => done.push("first"));
    const second = flush().then(() => done.push("second"));
    const third = flush().then(() => done.push("third"));
    expect(disk.calls).toBe(1);

    disk.finishAll();
    await first;
    await tick();
    // The first sync may have begun before the others' commits: they wait for a sync of their own.
    expect(done).toEqual(["first"]);
    expect(disk.calls).toBe(2);

    disk.finishAll();
    await Promise.all([second, third]);
    expect(done).toEqual(["first", "second", "third"]);
    expect(disk.calls).toBe(2);
  });

  it("passes a failed sync to its waiters, and the next caller starts a new one", async () => {
    let fail = true;
    const flush = coalescedFlush(() => (fail ? Promise.reject(new Error("disk failed")) : Promise.resolve()));
    await expect(flush()).rejects.toThrow("disk failed");
    fail = false;
    await expect(flush()).resolves.toBeUndefined();
  });
});

describe("durable commits on SQLite", () => {
  let dir: string;
  let sqlite: SQLite.Database;
  let db: Kysely<{ notes: { id: Generated<number>; text: string } }>;
  let flushes: number;
  let finish: (() => void)[];

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "arena-durable-"));
    sqlite = new SQLite(path.join(dir, "test.sqlite"));
    sqlite.pragma("journal_mode = WAL");
    flushes = 0;
    finish = [];
    const { dialect, register } = durableSqliteDialect({ database: sqlite }, sqlite, () => {
      flushes += 1;
      return new Promise<void>((resolve) => finish.push(resolve));
    });
    db = new Kysely({ dialect });
    register(db);
    const created = sql`create table notes (id integer primary key, text text not null)`.execute(db);
    await tick();
    for (const resolve of finish.splice(0)) resolve();
    await created;
    flushes = 0;
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a write outside a transaction only after the log is synced", async () => {
    let answered = false;
    const insert = db
      .insertInto("notes")
      .values({ text: "paid" })
      .execute()
      .then(() => {
        answered = true;
      });
    await tick();
    expect(flushes).toBe(1);
    expect(answered).toBe(false);
    for (const resolve of finish.splice(0)) resolve();
    await insert;
    expect(answered).toBe(true);
  });

  it("answers a transaction after its commit is synced, and lets others use the database meanwhile", async () => {
    let committed = false;
    const payment = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("notes").values({ text: "one" }).execute();
        await trx.insertInto("notes").values({ text: "two" }).execute();
      })
      .then(() => {
        committed = true;
      });
    await tick();
    expect(flushes).toBe(1);
    expect(committed).toBe(false);
    // The connection is free while the sync runs: a read goes through.
    const rows = await db.selectFrom("notes").select("text").execute();
    expect(rows.map((r) => r.text)).toEqual(["one", "two"]);
    expect(flushes).toBe(1);
    for (const resolve of finish.splice(0)) resolve();
    await payment;
    expect(committed).toBe(true);
  });

  it("waits for no sync after reads or a relaxed transaction", async () => {
    await db.selectFrom("notes").selectAll().execute();
    const relaxed = relaxedSqliteTransaction(db, (conn) =>
      conn.transaction().execute((trx) => trx.insertInto("notes").values({ text: "a hold" }).execute()),
    );
    expect(relaxed).not.toBeNull();
    await relaxed;
    expect(flushes).toBe(0);
    // The next durable write syncs again (and with it the relaxed commit before it).
    const insert = db.insertInto("notes").values({ text: "paid" }).execute();
    await tick();
    expect(flushes).toBe(1);
    for (const resolve of finish.splice(0)) resolve();
    await insert;
  });

  it("syncs the real log file, and treats a missing log as nothing to sync", async () => {
    const wal = walFileSync(path.join(dir, "test.sqlite"));
    await expect(wal.sync()).resolves.toBeUndefined();
    wal.close();
    const none = walFileSync(path.join(dir, "missing.sqlite"));
    await expect(none.sync()).resolves.toBeUndefined();
    none.close();
  });
});
