import { gunzipSync } from "node:zlib";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { SeatStatesDeltaEvent, SeatStatesHello, SeatStatesResponse } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap, heldOrder, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import type { EncodedBody } from "./encoded-body";
import { STREAM_FLUSH_MS } from "./event-states";
import { createSeatStateStore } from "./seat-state-store";

afterEach(() => {
  vi.useRealTimers();
});

const statesOf = (body: EncodedBody | null) =>
  JSON.parse(Buffer.from(body?.bytes("identity") ?? []).toString("utf8")) as SeatStatesResponse;

/** The server-sent events in what a stream was sent, by name. */
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

describeDialects("the in-memory seat states", (open) => {
  let t: TestApp;
  let buyer: BuiltUser;
  let other: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
  });

  it("follows holds, sales and cancellations of an event it has already read", async () => {
    const event = await buildEvent(t.ctx.db);
    const [a, b, c] = [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2), seatId(event.id, "vip", 1, 3)];
    const empty = await fetchSeatMap(t, event.id);
    expect(empty.claims).toEqual({});

    const held = await heldOrder(t, buyer.cookie, event.id, [a, b]);
    await paidOrder(t, other.cookie, event.id, [c]);
    expect((await fetchSeatMap(t, event.id, buyer.cookie)).claims).toEqual({
      [a]: "mine",
      [b]: "mine",
      [c]: "occupied",
    });
    const theirs = await fetchSeatMap(t, event.id, other.cookie);
    expect(theirs.claims).toEqual({ [a]: "held", [b]: "held", [c]: "occupied" });
    expect(theirs.totals).toEqual({ seats: 916, sold: 1, held: 2, available: 913 });
    expect(theirs.version).toBeGreaterThan(empty.version);
    expect(await fetchSeatMap(t, event.id)).toEqual(theirs);

    const cancelled = await t.request(`/api/orders/${held.id}`, { method: "DELETE", cookie: buyer.cookie });
    expect(cancelled.status).toBe(200);
    const after = await fetchSeatMap(t, event.id, buyer.cookie);
    expect(after.claims).toEqual({ [c]: "occupied" });
    expect(after.totals).toEqual({ seats: 916, sold: 1, held: 0, available: 915 });
    expect(after.version).toBeGreaterThan(theirs.version);
  });

  it("serialises each version once and compresses it once per encoding, for every viewer", async () => {
    const event = await buildEvent(t.ctx.db);
    const store = createSeatStateStore(t.ctx.db, t.ctx.seatChanges, t.ctx.seatClaims);
    const first = await store.states(event.id);
    expect(await store.states(event.id)).toBe(first);
    expect(first?.bytes("gzip")).toBe(first?.bytes("gzip"));
    expect(JSON.parse(gunzipSync(first?.bytes("gzip") ?? new Uint8Array()).toString("utf8"))).toEqual(statesOf(first));

    const seat = seatId(event.id, "general", 9, 1);
    t.ctx.seatChanges.publish({ eventId: event.id, byUserId: buyer.userId, seats: { [seat]: "held" } });
    const next = await store.states(event.id);
    expect(next).not.toBe(first);
    expect(statesOf(next).version).toBe(statesOf(first).version + 1);
    expect(next?.etag).not.toBe(first?.etag);
    // A change that changes nothing makes no version.
    t.ctx.seatChanges.publish({ eventId: event.id, byUserId: other.userId, seats: { [seat]: "held" } });
    expect(await store.states(event.id)).toBe(next);
    expect(new TextDecoder().decode(next?.bytes("identity"))).not.toContain(buyer.userId);
  });

  it("frees a seat when its hold lapses, and tells open streams without anyone reading", async () => {
    const event = await buildEvent(t.ctx.db);
    const store = createSeatStateStore(t.ctx.db, t.ctx.seatChanges, t.ctx.seatClaims);
    await store.states(event.id);
    const sent: Uint8Array[] = [];
    const feed = await store.listen(event.id, (bytes) => sent.push(bytes));
    vi.useFakeTimers({ now: Date.now(), toFake: ["Date", "setTimeout", "clearTimeout"] });
    const seat = seatId(event.id, "general", 9, 9);
    const expiresAt = new Date(Date.now() + 1_000).toISOString();
    t.ctx.seatChanges.publish(
      { eventId: event.id, byUserId: buyer.userId, seats: { [seat]: "held" } },
      { holdExpiresAt: expiresAt },
    );
    vi.advanceTimersByTime(STREAM_FLUSH_MS);
    vi.advanceTimersByTime(1_000);
    vi.advanceTimersByTime(STREAM_FLUSH_MS);
    const deltas = eventsIn(sent).map((e) => e.data as SeatStatesDeltaEvent);
    expect(deltas.map((d) => d.seats)).toEqual([{ [seat]: "h" }, { [seat]: "." }]);
    expect(deltas[1]?.since).toBe(deltas[0]?.v);
    feed?.stop();
  });

  it("applies a change published while it is still reading the database", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const store = createSeatStateStore(t.ctx.db, t.ctx.seatChanges, t.ctx.seatClaims);
    const seat = seatId(event.id, "premium", 4, 4);
    const reading = store.states(event.id);
    // Published after the read began: this store only hears of it, the database never has it.
    t.ctx.seatChanges.publish({ eventId: event.id, byUserId: other.userId, seats: { [seat]: "occupied" } });
    expect(statesOf(await reading).rows[3]?.[3]).toBe("x");
  });

  it("reads the database again after two seconds, for changes it never heard of", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "balcony", 31, 1);
    const order = await heldOrder(t, buyer.cookie, event.id, [seat]);
    const before = await fetchSeatMap(t, event.id);
    expect(before.claims).toEqual({ [seat]: "held" });
    // Released behind this server's back (a script): nothing is published.
    await t.ctx.db
      .updateTable("bookings")
      .set({ payment_status: "released" })
      .where("order_id", "=", order.id)
      .execute();
    await t.ctx.db.updateTable("orders").set({ status: "cancelled" }).where("id", "=", order.id).execute();
    expect((await fetchSeatMap(t, event.id)).claims).toEqual({ [seat]: "held" });
    vi.setSystemTime(Date.now() + 2_000);
    const after = await fetchSeatMap(t, event.id);
    expect(after.claims).toEqual({});
    // What the database said differently is a new version, not a new epoch.
    expect(after.epoch).toBe(before.epoch);
    expect(after.version).toBeGreaterThan(before.version);
  });

  it("serves the new layout after a change, tells open streams, and keeps counting versions", async () => {
    const [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    const event = await buildEvent(t.ctx.db);
    const before = await fetchSeatMap(t, event.id);
    expect(before.totals.seats).toBe(916);
    const response = await t.request(`/api/events/${event.id}/seat-states/stream`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const changed = await t.request(`/api/events/${event.id}/layout`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { layout: "arena" },
    });
    expect(changed.status).toBe(200);
    const map = await fetchSeatMap(t, event.id);
    expect(map.totals.seats).toBe(1_070);
    expect(map.sections.map((s) => s.key)).toEqual(["floor", "lower-bowl", "upper-bowl"]);
    expect(map.layoutVersion).not.toBe(before.layoutVersion);
    expect(map.version).toBeGreaterThan(before.version);

    const chunks: Uint8Array[] = [];
    await vi.waitFor(async () => {
      const { value } = await reader.read();
      if (value) chunks.push(value);
      const hellos = eventsIn(chunks).filter((e) => e.event === "hello");
      const second = hellos[1]?.data as SeatStatesHello | undefined;
      if (!second) throw new Error("no second hello yet");
      expect(second.layoutVersion).toBe(map.layoutVersion);
    });
    await reader.cancel();
  });
});
