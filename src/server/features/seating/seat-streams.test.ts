import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SeatStatesDeltaEvent, SeatStatesHello } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { createApp } from "#server/app";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap, heldOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { createTestApp, TEST_ORIGIN, type TestApp } from "#server/testing/test-app";
import { STREAM_FLUSH_MS } from "./event-states";
import { createSeatStateStore } from "./seat-state-store";
import { createStreamAdmission, MAX_STREAMS_PER_ADDRESS } from "./seat-streams";

afterEach(() => {
  vi.useRealTimers();
});

/** The server-sent events in what a stream was sent: name and data. */
function eventsIn(chunks: Uint8Array[]) {
  return chunks
    .map((chunk) => new TextDecoder().decode(chunk))
    .join("")
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const [head = "", data = ""] = block.split("\n");
      return { event: head.replace(/^event: /, ""), data: JSON.parse(data.replace(/^data: /, "")) as unknown };
    });
}

describe("seat-state streams of one process", () => {
  let t: TestApp;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await createTestApp();
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    return () => t.close();
  });

  it("sends the changes of one interval to every chart of the event as one delta, serialised once", async () => {
    const [event, elsewhere] = [await buildEvent(t.ctx.db), await buildEvent(t.ctx.db)];
    const store = createSeatStateStore(t.ctx.db, t.ctx.seatChanges, t.ctx.seatClaims);
    const first: Uint8Array[] = [];
    const second: Uint8Array[] = [];
    const other: Uint8Array[] = [];
    const a = await store.listen(event.id, (bytes) => first.push(bytes));
    const b = await store.listen(event.id, (bytes) => second.push(bytes));
    const c = await store.listen(elsewhere.id, (bytes) => other.push(bytes));
    const hello = eventsIn([a?.hello ?? new Uint8Array()])[0];
    expect(hello?.event).toBe("hello");
    const start = hello?.data as SeatStatesHello;
    expect(start).toEqual({ eventId: event.id, epoch: store.epoch, v: start.v, layoutVersion: start.layoutVersion });

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const [s1, s2] = [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2)];
    const publish = (seats: Record<string, "held" | "occupied" | "available">) =>
      t.ctx.seatChanges.publish({ eventId: event.id, byUserId: buyer.userId, seats });
    publish({ [s1]: "held" });
    publish({ [s2]: "occupied" });
    publish({ [s1]: "available" });
    expect(first).toEqual([]);
    vi.advanceTimersByTime(STREAM_FLUSH_MS);

    expect(first).toHaveLength(1);
    expect(second[0]).toBe(first[0]);
    expect(other).toEqual([]);
    const [delta] = eventsIn(first);
    expect(delta?.event).toBe("delta");
    expect(delta?.data).toEqual({ v: start.v + 1, since: start.v, seats: { [s1]: ".", [s2]: "x" } });
    const text = new TextDecoder().decode(first[0]);
    expect(text).not.toContain(buyer.userId);
    expect(text).not.toContain("byUserId");

    // The next interval follows on from the last one.
    publish({ [s1]: "held" });
    vi.advanceTimersByTime(STREAM_FLUSH_MS);
    expect(eventsIn(first)[1]?.data).toEqual({ v: start.v + 2, since: start.v + 1, seats: { [s1]: "h" } });

    // A chart that stops gets nothing more; the others still do.
    a?.stop();
    publish({ [s2]: "available" });
    vi.advanceTimersByTime(STREAM_FLUSH_MS);
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(3);
    b?.stop();
    c?.stop();
  });

  it("starts a stream at the version a read of the states would give", async () => {
    const event = await buildEvent(t.ctx.db);
    const store = createSeatStateStore(t.ctx.db, t.ctx.seatChanges, t.ctx.seatClaims);
    await store.states(event.id);
    // Changes while no stream is open are in the states, not in any delta.
    t.ctx.seatChanges.publish({
      eventId: event.id,
      byUserId: buyer.userId,
      seats: { [seatId(event.id, "vip", 2, 1)]: "held" },
    });
    const sent: Uint8Array[] = [];
    const feed = await store.listen(event.id, (bytes) => sent.push(bytes));
    const hello = eventsIn([feed?.hello ?? new Uint8Array()])[0]?.data as SeatStatesHello;
    const states = JSON.parse(new TextDecoder().decode((await store.states(event.id))?.bytes("identity")));
    expect(states.version).toBe(hello.v);
    await new Promise((resolve) => setTimeout(resolve, STREAM_FLUSH_MS * 2));
    expect(sent).toEqual([]);
    feed?.stop();
  });

  it("gives each client address at most its share of streams, and takes them back once", () => {
    const streams = createStreamAdmission({ maxPerAddress: 2 });
    const first = streams.admit("203.0.113.1");
    const second = streams.admit("203.0.113.1");
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(streams.admit("203.0.113.1")).toBeNull();
    expect(streams.admit("203.0.113.2")).not.toBeNull();
    first?.();
    first?.();
    expect(streams.admit("203.0.113.1")).not.toBeNull();
    expect(streams.admit("203.0.113.1")).toBeNull();
  });
});

describe("GET /api/events/:id/seat-states/stream", () => {
  let t: TestApp;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await createTestApp();
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    return () => t.close();
  });

  it("says where it starts, then tells an open chart about a hold within a second, with its version", async () => {
    const event = await buildEvent(t.ctx.db);
    const map = await fetchSeatMap(t, event.id);
    const response = await t.request(`/api/events/${event.id}/seat-states/stream`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    const readUntil = async (name: string, count: number) => {
      while (eventsIn(chunks).filter((e) => e.event === name).length < count) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${name}`);
        chunks.push(value);
      }
    };
    await readUntil("hello", 1);
    const hello = eventsIn(chunks)[0]?.data as SeatStatesHello;
    expect(hello).toEqual({ eventId: event.id, epoch: map.epoch, v: map.version, layoutVersion: map.layoutVersion });

    const seat = seatId(event.id, "vip", 1, 2);
    const started = Date.now();
    await heldOrder(t, buyer.cookie, event.id, [seat]);
    await readUntil("delta", 1);
    expect(Date.now() - started).toBeLessThan(1_000);
    const delta = eventsIn(chunks).find((e) => e.event === "delta")?.data as SeatStatesDeltaEvent;
    // The same for every chart: the holder knows their seats from their own list.
    expect(delta).toEqual({ v: hello.v + 1, since: hello.v, seats: { [seat]: "h" } });
    expect(new TextDecoder().decode(Buffer.concat(chunks))).not.toContain(buyer.userId);
    // A read of the states now gives the delta's version.
    expect((await fetchSeatMap(t, event.id)).version).toBe(delta.v);
    await reader.cancel();
  });
});

describeDialects("seat-state streams per client address", (open) => {
  /** A stream request from a client at `address`, behind the trusted proxy. */
  function openStream(app: ReturnType<typeof createApp>, eventId: string, address: string, signal: AbortSignal) {
    return app.request(`${TEST_ORIGIN}/api/events/${eventId}/seat-states/stream`, {
      headers: { "x-forwarded-for": address, host: new URL(TEST_ORIGIN).host },
      signal,
    });
  }

  it("answers a client's stream beyond the twentieth with 429, and takes one again once another closes", async () => {
    // The cap is off in the test environment, like rate limits: this app runs as in development.
    const t = await open({ NODE_ENV: "development", TRUST_PROXY: "true" });
    const app = createApp(t.ctx, { distDir: "/nonexistent" });
    const event = await buildEvent(t.ctx.db);
    // Seats generated and states loaded first, so no stream is still loading when the app closes.
    expect((await app.request(`${TEST_ORIGIN}/api/events/${event.id}/seat-states`)).status).toBe(200);
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const aborts: AbortController[] = [];
    try {
      const opened: Response[] = [];
      for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i++) {
        const abort = new AbortController();
        aborts.push(abort);
        opened.push(await openStream(app, event.id, address, abort.signal));
      }
      expect(opened.map((r) => r.status)).toEqual(opened.map(() => 200));

      const refused = await openStream(app, event.id, address, new AbortController().signal);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: { code: "rate_limited", params: { limit: "seat_streams" } } });
      // Another client is not held back.
      const other = new AbortController();
      aborts.push(other);
      expect((await openStream(app, event.id, "198.51.100.7", other.signal)).status).toBe(200);

      // A closed stream gives its place back.
      const first = aborts.shift();
      await opened[0]?.body?.cancel();
      first?.abort();
      await vi.waitFor(async () => {
        const abort = new AbortController();
        const again = await openStream(app, event.id, address, abort.signal);
        if (again.status !== 200) throw new Error(`still ${again.status}`);
        aborts.push(abort);
        await again.body?.cancel();
      });
    } finally {
      for (const abort of aborts) abort.abort();
    }
  });
});
