import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SeatMapChange } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { createSeatChanges } from "#server/platform/realtime";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap, heldOrder } from "#server/testing/factories";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import { createSeatStreams } from "./seat-streams";

afterEach(() => {
  vi.useRealTimers();
});

const change = (eventId: string, seat: string, state: "held" | "occupied" | "available"): SeatMapChange => ({
  eventId,
  byUserId: "user-1",
  seats: { [seat]: state },
});

describe("seat-map streams", () => {
  it("sends the changes of one interval to every chart of the event in one write, serialised once", () => {
    vi.useFakeTimers();
    const seatChanges = createSeatChanges();
    const streams = createSeatStreams(seatChanges);
    const first: Uint8Array[] = [];
    const second: Uint8Array[] = [];
    const elsewhere: Uint8Array[] = [];
    streams.open("e1", (bytes) => first.push(bytes));
    streams.open("e1", (bytes) => second.push(bytes));
    streams.open("e2", (bytes) => elsewhere.push(bytes));

    const changes = [change("e1", "s1", "held"), change("e1", "s2", "occupied"), change("e1", "s1", "available")];
    for (const c of changes) seatChanges.publish(c);
    expect(first).toEqual([]);
    vi.advanceTimersByTime(50);

    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(second[0]).toBe(first[0]);
    expect(elsewhere).toEqual([]);
    expect(new TextDecoder().decode(first[0])).toBe(
      changes.map((c) => `event: change\ndata: ${JSON.stringify(c)}\n\n`).join(""),
    );
  });

  it("lets go of the event's changes when its last chart closes", () => {
    vi.useFakeTimers();
    const seatChanges = createSeatChanges();
    const subscribe = vi.spyOn(seatChanges, "subscribe");
    const streams = createSeatStreams(seatChanges);
    const sent: Uint8Array[] = [];
    const closeA = streams.open("e1", (bytes) => sent.push(bytes));
    const closeB = streams.open("e1", (bytes) => sent.push(bytes));
    expect(subscribe).toHaveBeenCalledTimes(1);
    closeA();
    seatChanges.publish(change("e1", "s1", "held"));
    closeB();
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual([]);
    // A chart opened later subscribes afresh.
    streams.open("e1", (bytes) => sent.push(bytes));
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
    expect(JSON.parse(data ?? "")).toEqual({ eventId: event.id, byUserId: buyer.userId, seats: { [seat]: "held" } });
    await reader.cancel();
  });
});
