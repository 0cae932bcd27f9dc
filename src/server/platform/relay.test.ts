import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#server/db/schema";
import { freshPostgresDatabase, hasPostgres } from "#server/testing/postgres";
import { memoryRelay, notifyInstances, postgresRelay, type Relay } from "./relay";
import { frameParts, parseFrame, Reassembly, splitByBytes } from "./relay-frames";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe("relay framing", () => {
  it("cuts text into pieces of at most the given bytes, never inside a character", () => {
    const text = `${"a".repeat(10)}ñ€😀${"b".repeat(5)}😀`;
    for (const max of [4, 5, 6, 7, 11, 13]) {
      const pieces = splitByBytes(text, max);
      expect(pieces.join("")).toBe(text);
      for (const piece of pieces) {
        expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(max);
        // A lone surrogate would not survive UTF-8 encoding.
        expect(Buffer.from(piece, "utf8").toString("utf8")).toBe(piece);
      }
    }
    expect(splitByBytes("short", 100)).toEqual(["short"]);
  });

  it("frames a long body in parts that are put together again in any order", () => {
    const body = JSON.stringify([["c", { text: "é".repeat(20_000) }]]);
    const parts = frameParts("inst", 7, body);
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(8000);
    const reassembly = new Reassembly();
    const shuffled = [...parts].reverse();
    const results = shuffled.map((part) =>
      reassembly.add(parseFrame(part) as NonNullable<ReturnType<typeof parseFrame>>),
    );
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(results.at(-1)).toBe(body);
  });

  it("refuses frames it cannot read", () => {
    expect(parseFrame("nonsense")).toBeNull();
    expect(parseFrame("id x 1 1 {}")).toBeNull();
    expect(parseFrame("id 1 2 1 {}")).toBeNull();
    expect(parseFrame("id 1 1 1 [1]")).toEqual({ instanceId: "id", sequence: 1, part: 1, parts: 1, chunk: "[1]" });
  });
});

describe("memory relay", () => {
  it("delivers a message to this process's listeners at once, each once, until they stop", () => {
    const relay = memoryRelay();
    const heard: unknown[] = [];
    const stop = relay.subscribe("a", (payload, meta) => heard.push([payload, meta.local]));
    relay.subscribe("b", () => heard.push("wrong channel"));
    relay.publish("a", { n: 1 });
    expect(heard).toEqual([[{ n: 1 }, true]]);
    stop();
    relay.publish("a", { n: 2 });
    expect(heard).toHaveLength(1);
  });

  it("keeps delivering to the other listeners when one throws", () => {
    const relay = memoryRelay();
    const heard: number[] = [];
    relay.subscribe("a", () => {
      throw new Error("listener bug");
    });
    relay.subscribe("a", () => heard.push(1));
    relay.publish("a", null);
    expect(heard).toEqual([1]);
  });
});

/** Waits until `check` holds, up to `ms`. */
async function until(check: () => boolean, ms = 3_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.skipIf(!hasPostgres())("PostgreSQL relay between instances", () => {
  let url = "";
  let pool: Kysely<DB>;
  const relays: Relay[] = [];

  async function instance(): Promise<Relay> {
    const relay = postgresRelay({ connectionString: url, logger: quiet });
    await relay.start();
    relays.push(relay);
    return relay;
  }

  beforeAll(async () => {
    url = await freshPostgresDatabase();
    pool = new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) }) });
  });
  afterAll(async () => {
    await Promise.all(relays.map((relay) => relay.close()));
    await pool.destroy();
  });

  it("gives another instance's message to each listener once, and an instance its own only once", async () => {
    const [a, b] = [await instance(), await instance()];
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    a.subscribe("seats", (payload, meta) => onA.push([payload, meta.local]));
    b.subscribe("seats", (payload, meta) => onB.push([payload, meta.local]));
    a.publish("seats", { seat: 1 });
    expect(onA).toEqual([[{ seat: 1 }, true]]);
    await until(() => onB.length === 1);
    expect(onB).toEqual([[{ seat: 1 }, false]]);
    // Give a stray echo time to arrive: none does.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onA).toHaveLength(1);
    expect(onB).toHaveLength(1);
  });

  it("keeps an instance's order and carries payloads far over NOTIFY's 8000 bytes", async () => {
    const [a, b] = [await instance(), await instance()];
    const heard: number[] = [];
    let big: unknown = null;
    b.subscribe("order", (payload) => heard.push((payload as { n: number }).n));
    b.subscribe("big", (payload) => {
      big = payload;
    });
    const large = { text: "ñ😀".repeat(30_000) };
    for (let n = 0; n < 500; n++) {
      a.publish("order", { n });
      if (n === 250) a.publish("big", large);
    }
    await until(() => heard.length === 500 && big !== null, 10_000);
    expect(heard).toEqual(Array.from({ length: 500 }, (_, n) => n));
    expect(big).toEqual(large);
  });

  it("listens again after its connection is cut, and says so", async () => {
    const [a, b] = [await instance(), await instance()];
    const heard: unknown[] = [];
    let resyncs = 0;
    b.subscribe("after", (payload) => heard.push(payload));
    b.onResync(() => {
      resyncs += 1;
    });
    // Cut b's listening connection from the server side, as a database restart would.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where pid <> pg_backend_pid() and query ilike 'listen%' and datname = current_database()`.execute(pool);
    await until(() => resyncs >= 1, 10_000);
    a.publish("after", { back: true });
    await until(() => heard.length >= 1);
    expect(heard[0]).toEqual({ back: true });
  });

  it("keeps what is published while its connection is down, without holding up the process, and sends it once back", async () => {
    const warnings: string[] = [];
    const a = postgresRelay({
      connectionString: url,
      logger: { ...quiet, warn: (message: string) => warnings.push(message) },
    });
    await a.start();
    relays.push(a);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where pid <> pg_backend_pid() and query ilike 'listen%' and datname = current_database()`.execute(pool);
    await until(() => warnings.includes("relay connection lost"));
    a.publish("while-down", { kept: true });
    // The process goes on: a timer still fires while the message waits for a connection.
    let ticked = false;
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        ticked = true;
        resolve();
      }, 20),
    );
    expect(ticked).toBe(true);
    // An instance listening before a is back hears the message a kept.
    const b = await instance();
    const heard: unknown[] = [];
    b.subscribe("while-down", (payload) => heard.push(payload));
    await until(() => heard.length === 1, 10_000);
    expect(heard).toEqual([{ kept: true }]);
  });

  it("carries a message sent by a process that does not listen (a script)", async () => {
    const b = await instance();
    const heard: unknown[] = [];
    b.subscribe("sessions", (payload) => heard.push(payload));
    await notifyInstances(pool, "sessions", { userId: "u1" });
    await until(() => heard.length === 1);
    expect(heard).toEqual([{ userId: "u1" }]);
  });
});
