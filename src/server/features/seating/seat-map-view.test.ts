import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { SeatMap } from "#domain/schemas/tickets";
import { HOLD_MINUTES } from "#domain/seating/availability";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap, heldOrder, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { createSeatMapView } from "./seat-map-view";

afterEach(() => {
  vi.useRealTimers();
});

describeDialects("the in-memory seat map", (open) => {
  let t: TestApp;
  let buyer: BuiltUser;
  let other: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
  });

  it("follows holds, sales, cancellations and lapsed holds of an event it has already read", async () => {
    const event = await buildEvent(t.ctx.db);
    const [a, b, c] = [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2), seatId(event.id, "vip", 1, 3)];
    expect((await fetchSeatMap(t, event.id)).claims).toEqual({});

    const held = await heldOrder(t, buyer.cookie, event.id, [a, b]);
    await paidOrder(t, other.cookie, event.id, [c]);
    expect((await fetchSeatMap(t, event.id, buyer.cookie)).claims).toEqual({
      [a]: "mine",
      [b]: "mine",
      [c]: "occupied",
    });
    const theirs = await fetchSeatMap(t, event.id, other.cookie);
    expect(theirs.claims).toEqual({ [a]: "held", [b]: "held", [c]: "occupied" });
    expect(theirs.totals).toEqual({ seats: 916, occupied: 3, available: 913 });
    expect(await fetchSeatMap(t, event.id)).toEqual(theirs);

    const cancelled = await t.request(`/api/orders/${held.id}`, { method: "DELETE", cookie: buyer.cookie });
    expect(cancelled.status).toBe(200);
    const after = await fetchSeatMap(t, event.id, buyer.cookie);
    expect(after.claims).toEqual({ [c]: "occupied" });
    expect(after.totals).toEqual({ seats: 916, occupied: 1, available: 915 });
  });

  it("frees a seat at its hold's expiry without reading the database again", async () => {
    const event = await buildEvent(t.ctx.db);
    const view = createSeatMapView(t.ctx.db, t.ctx.seatChanges);
    const read = async (at: Date, viewerId: string | null = null) =>
      JSON.parse(await view.seatMapJson(event, viewerId, at)) as SeatMap;
    const seat = seatId(event.id, "general", 9, 9);
    expect((await read(new Date())).claims).toEqual({});

    const order = await heldOrder(t, buyer.cookie, event.id, [seat]);
    const expiry = Date.parse(order.expiresAt ?? "");
    expect(expiry).toBeGreaterThan(Date.now() + (HOLD_MINUTES - 1) * 60_000);
    expect((await read(new Date(expiry - 1))).claims).toEqual({ [seat]: "held" });
    expect((await read(new Date(expiry - 1), buyer.userId)).claims).toEqual({ [seat]: "mine" });
    expect((await read(new Date(expiry))).claims).toEqual({});
    expect((await read(new Date(expiry), buyer.userId)).totals.occupied).toBe(0);
  });

  it("applies a change published while it is still reading the database", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const view = createSeatMapView(t.ctx.db, t.ctx.seatChanges);
    const seat = seatId(event.id, "premium", 4, 4);
    const reading = view.seatMapJson(event, null, new Date());
    // Published after the read began: this view only hears of it, the database never has it.
    t.ctx.seatChanges.publish({ eventId: event.id, byUserId: other.userId, seats: { [seat]: "occupied" } });
    expect((JSON.parse(await reading) as SeatMap).claims).toEqual({ [seat]: "occupied" });
  });

  it("reads the database again after two seconds, for changes it never heard of", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "balcony", 31, 1);
    const order = await heldOrder(t, buyer.cookie, event.id, [seat]);
    expect((await fetchSeatMap(t, event.id)).claims).toEqual({ [seat]: "held" });
    // Released behind this server's back (another instance, a script): nothing is published.
    await t.ctx.db
      .updateTable("bookings")
      .set({ payment_status: "released" })
      .where("order_id", "=", order.id)
      .execute();
    await t.ctx.db.updateTable("orders").set({ status: "cancelled" }).where("id", "=", order.id).execute();
    expect((await fetchSeatMap(t, event.id)).claims).toEqual({ [seat]: "held" });
    vi.setSystemTime(Date.now() + 2_000);
    expect((await fetchSeatMap(t, event.id)).claims).toEqual({});
  });

  it("forgets an event's seats when its layout changes", async () => {
    const [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    const event = await buildEvent(t.ctx.db);
    expect((await fetchSeatMap(t, event.id)).totals.seats).toBe(916);
    const changed = await t.request(`/api/events/${event.id}/layout`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { layout: "arena" },
    });
    expect(changed.status).toBe(200);
    const map = await fetchSeatMap(t, event.id);
    expect(map.totals.seats).toBe(1_070);
    expect(map.sections.map((s) => s.key)).toEqual(["floor", "lower-bowl", "upper-bowl"]);
  });
});
