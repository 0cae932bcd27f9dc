import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seatId } from "#domain/seating/layouts";
import { createApp } from "#server/app";
import { createSeatChanges, type SeatChange } from "#server/platform/realtime";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap, heldOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { createTestApp, TEST_ORIGIN, type TestApp } from "#server/testing/test-app";
import { createSeatStreams, MAX_STREAMS_PER_ADDRESS } from "./seat-streams";

afterEach(() => {
  vi.useRealTimers();
});

const change = (
  eventId: string,
  seat: string,
  state: "held" | "occupied" | "available",
  byUserId = "user-1",
): SeatChange => ({ eventId, byUserId, seats: { [seat]: state } });

/** The `change` events' data in what a stream wrote. */
function changesIn(chunks: Uint8Array[]): unknown[] {
  return chunks
    .map((chunk) => new TextDecoder().decode(chunk))
    .join("")
    .split("\n\n")
    .filter((block) => block.startsWith("event: change"))
    .map((block) => JSON.parse(block.slice(block.indexOf("data: ") + 6)));
}

const unlimited = { maxPerAddress: Number.POSITIVE_INFINITY };

describe("seat-map streams", () => {
  it("sends the changes of one interval to every chart of the event in one write, serialised once", () => {
    vi.useFakeTimers();
    const seatChanges = createSeatChanges();
    const streams = createSeatStreams(seatChanges, unlimited);
    const first: Uint8Array[] = [];
    const second: Uint8Array[] = [];
    const elsewhere: Uint8Array[] = [];
    streams.open("e1", null, (bytes) => first.push(bytes));
    streams.open("e1", "user-2", (bytes) => second.push(bytes));
    streams.open("e2", null, (bytes) => elsewhere.push(bytes));

    const changes = [change("e1", "s1", "held"), change("e1", "s2", "occupied"), change("e1", "s1", "available")];
    for (const c of changes) seatChanges.publish(c);
    expect(first).toEqual([]);
    vi.advanceTimersByTime(50);

    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(second[0]).toBe(first[0]);
    expect(elsewhere).toEqual([]);
    expect(new TextDecoder().decode(first[0])).toBe(
      changes.map((c) => `event: change\ndata: ${JSON.stringify({ eventId: c.eventId, seats: c.seats })}\n\n`).join(""),
    );
  });

  it("never sends a user id; the holder's own charts read their new holds as mine", () => {
    vi.useFakeTimers();
    const seatChanges = createSeatChanges();
    const streams = createSeatStreams(seatChanges, unlimited);
    const anonymous: Uint8Array[] = [];
    const someoneElse: Uint8Array[] = [];
    const holderTab1: Uint8Array[] = [];
    const holderTab2: Uint8Array[] = [];
    streams.open("e1", null, (bytes) => anonymous.push(bytes));
    streams.open("e1", "user-2", (bytes) => someoneElse.push(bytes));
    streams.open("e1", "user-1", (bytes) => holderTab1.push(bytes));
    streams.open("e1", "user-1", (bytes) => holderTab2.push(bytes));

    seatChanges.publish({ eventId: "e1", byUserId: "user-1", seats: { s1: "held", s2: "available" } });
    seatChanges.publish(change("e1", "s3", "held", "user-2"));
    seatChanges.publish(change("e1", "s1", "occupied", "user-1"));
    vi.advanceTimersByTime(50);

    const asEveryone = [
      { eventId: "e1", seats: { s1: "held", s2: "available" } },
      { eventId: "e1", seats: { s3: "held" } },
      { eventId: "e1", seats: { s1: "occupied" } },
    ];
    expect(changesIn(anonymous)).toEqual(asEveryone);
    expect(changesIn(someoneElse)).toEqual([asEveryone[0], { eventId: "e1", seats: { s3: "mine" } }, asEveryone[2]]);
    expect(changesIn(holderTab1)).toEqual([
      { eventId: "e1", seats: { s1: "mine", s2: "available" } },
      asEveryone[1],
      asEveryone[2],
    ]);
    expect(holderTab2[0]).toBe(holderTab1[0]);
    for (const chunks of [anonymous, someoneElse, holderTab1]) {
      const text = new TextDecoder().decode(chunks[0]);
      expect(text).not.toContain("user-1");
      expect(text).not.toContain("user-2");
      expect(text).not.toContain("byUserId");
    }
    // Everyone but the holders shares one serialisation.
    expect(anonymous).toHaveLength(1);
  });

  it("gives each client address at most its share of streams, and takes them back once", () => {
    const streams = createSeatStreams(createSeatChanges(), { maxPerAddress: 2 });
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

  it("lets go of the event's changes when its last chart closes", () => {
    vi.useFakeTimers();
    const seatChanges = createSeatChanges();
    const subscribe = vi.spyOn(seatChanges, "subscribe");
    const streams = createSeatStreams(seatChanges, unlimited);
    const sent: Uint8Array[] = [];
    const closeA = streams.open("e1", null, (bytes) => sent.push(bytes));
    const closeB = streams.open("e1", null, (bytes) => sent.push(bytes));
    expect(subscribe).toHaveBeenCalledTimes(1);
    closeA();
    seatChanges.publish(change("e1", "s1", "held"));
    closeB();
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual([]);
    // A chart opened later subscribes afresh.
    streams.open("e1", null, (bytes) => sent.push(bytes));
    expect(subscribe).toHaveBeenCalledTimes(2);
  });
});

describe("GET /api/events/:id/seat-map/stream", () => {
  let t: TestApp;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await createTestApp();
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    return () => t.close();
  });

  it("tells an open chart about a hold within a second", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const response = await t.request(`/api/events/${event.id}/seat-map/stream`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += decoder.decode(value);
      }
    };
    await readUntil("event: ready");

    const seat = seatId(event.id, "vip", 2, 2);
    const started = Date.now();
    await heldOrder(t, buyer.cookie, event.id, [seat]);
    await readUntil("event: change");
    expect(Date.now() - started).toBeLessThan(1_000);
    const data = text
      .slice(text.indexOf("event: change"))
      .split("\n")[1]
      ?.replace(/^data: /, "");
    // The anonymous stream names no user.
    expect(JSON.parse(data ?? "")).toEqual({ eventId: event.id, seats: { [seat]: "held" } });
    expect(text).not.toContain(buyer.userId);
    await reader.cancel();
  });
});

describeDialects("seat-map streams per client address", (open) => {
  /** A stream request from a client at `address`, behind the trusted proxy. */
  function openStream(app: ReturnType<typeof createApp>, eventId: string, address: string, signal: AbortSignal) {
    return app.request(`${TEST_ORIGIN}/api/events/${eventId}/seat-map/stream`, {
      headers: { "x-forwarded-for": address, host: new URL(TEST_ORIGIN).host },
      signal,
    });
  }

  it("answers a client's stream beyond the twentieth with 429, and takes one again once another closes", async () => {
    // The cap is off in the test environment, like rate limits: this app runs as in development.
    const t = await open({ NODE_ENV: "development", TRUST_PROXY: "true" });
    const app = createApp(t.ctx, { distDir: "/nonexistent" });
    const event = await buildEvent(t.ctx.db);
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

  it("answers the seat map without any user id; only the holder's own map says mine", async () => {
    const t = await open();
    const [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
    const event = await buildEvent(t.ctx.db);
    const [mine, theirs] = [seatId(event.id, "vip", 3, 1), seatId(event.id, "vip", 3, 2)];
    await heldOrder(t, buyer.cookie, event.id, [mine]);
    await heldOrder(t, other.cookie, event.id, [theirs]);
    for (const cookie of [undefined, other.cookie, buyer.cookie]) {
      const response = await t.request(`/api/events/${event.id}/seat-map`, cookie ? { cookie } : {});
      const text = await response.text();
      expect(text).not.toContain(buyer.userId);
      expect(text).not.toContain(other.userId);
    }
    expect((await fetchSeatMap(t, event.id)).claims).toEqual({ [mine]: "held", [theirs]: "held" });
    expect((await fetchSeatMap(t, event.id, buyer.cookie)).claims).toEqual({ [mine]: "mine", [theirs]: "held" });
  });
});
