import { beforeAll, expect, it } from "vitest";
import type { AccessibleSeatingResponse } from "#domain/schemas/accessible";
import { seatId } from "#domain/seating/layouts";
import { buildEvent, buildUsers, fetchSeatMap, heldOrder, liveClaimCounts } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { orderTestKit } from "./orders.test-kit";

/**
 * The traditional layout's VIP section has one group: the wheelchair space at row 2, seat 1, and
 * its companion seats 2, 3 and 4.
 */
describeDialects("accessible seating: holds and releases", (open) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof orderTestKit>>;

  beforeAll(async () => {
    t = await open();
    k = await orderTestKit(t);
  });

  const vip = (eventId: string, seat: number) => seatId(eventId, "vip", 2, seat);

  function hold(cookie: string, eventId: string, seatIds: string[], accessible?: boolean) {
    return t.request("/api/orders", {
      method: "POST",
      cookie,
      json: { eventId, seatIds, ...(accessible === undefined ? {} : { accessible }) },
    });
  }

  async function eventWithSeats() {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    return event;
  }

  async function unchanged(eventId: string) {
    const orders = await t.ctx.db.selectFrom("orders").select("id").where("event_id", "=", eventId).execute();
    return { orders: orders.length, claims: [...(await liveClaimCounts(t.ctx.db, eventId)).keys()].sort() };
  }

  it("refuses a wheelchair space to a buyer who did not ask for accessible seating, and changes nothing", async () => {
    const event = await eventWithSeats();
    const before = await unchanged(event.id);
    for (const accessible of [undefined, false]) {
      const response = await hold(k.buyer.cookie, event.id, [vip(event.id, 1), vip(event.id, 5)], accessible);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: "conflict", params: { reason: "accessible_only", seatIds: [vip(event.id, 1)] } },
      });
    }
    expect(await unchanged(event.id)).toEqual(before);

    const response = await hold(k.buyer.cookie, event.id, [vip(event.id, 1), vip(event.id, 2)], true);
    expect(response.status).toBe(201);
  });

  it("refuses a companion seat alone; allows it with its space, or once the buyer holds the space", async () => {
    const event = await eventWithSeats();
    const before = await unchanged(event.id);
    const alone = await hold(k.buyer.cookie, event.id, [vip(event.id, 2), vip(event.id, 3)], true);
    expect(alone.status).toBe(409);
    expect(await alone.json()).toEqual({
      error: { code: "conflict", params: { reason: "companion_alone", seatIds: [vip(event.id, 2), vip(event.id, 3)] } },
    });
    expect(await unchanged(event.id)).toEqual(before);

    // The space first, then its companions in a second hold.
    expect((await hold(k.buyer.cookie, event.id, [vip(event.id, 1)], true)).status).toBe(201);
    expect((await hold(k.buyer.cookie, event.id, [vip(event.id, 2), vip(event.id, 3)])).status).toBe(201);
    // Someone else's space does not let another buyer take its companions.
    const other = await hold(k.other.cookie, event.id, [vip(event.id, 4)], true);
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      error: { code: "conflict", params: { reason: "companion_alone", seatIds: [vip(event.id, 4)] } },
    });
  });

  it("holds a space with up to three companions in one request", async () => {
    const event = await eventWithSeats();
    const seats = [1, 2, 3, 4].map((n) => vip(event.id, n));
    const response = await hold(k.other.cookie, event.id, seats, true);
    expect(response.status).toBe(201);
  });

  it("lets an admin give restricted seats away, and only admins manage releases", async () => {
    const event = await eventWithSeats();
    const comp = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie: k.admin.cookie,
      json: { eventId: event.id, seatIds: [vip(event.id, 1), vip(event.id, 2)] },
    });
    expect(comp.status).toBe(201);
    for (const cookie of [undefined, k.buyer.cookie]) {
      const read = await t.request(`/api/events/${event.id}/accessible-seating`, { cookie });
      expect([401, 403]).toContain(read.status);
      const release = await t.request(`/api/events/${event.id}/sections/vip/accessible-release`, {
        method: "POST",
        cookie,
      });
      expect([401, 403]).toContain(release.status);
    }
    const unknownSection = await t.request(`/api/events/${event.id}/sections/nowhere/accessible-release`, {
      method: "POST",
      cookie: k.admin.cookie,
    });
    expect(unknownSection.status).toBe(404);
    const unknownEvent = await t.request("/api/events/no-such-event/accessible-seating", { cookie: k.admin.cookie });
    expect(unknownEvent.status).toBe(404);
  });

  it("after a release anyone holds the section's spaces and companions; the layout says so", async () => {
    const event = await eventWithSeats();
    const layoutBefore = (await fetchSeatMap(t, event.id)).layoutVersion;
    const read = await t.request(`/api/events/${event.id}/accessible-seating`, { cookie: k.admin.cookie });
    expect(read.status).toBe(200);
    const view = (await read.json()) as AccessibleSeatingResponse;
    expect(view.sections.map((s) => s.key)).toEqual(["vip", "premium", "general", "upper-deck", "balcony"]);
    expect(view.sections[0]).toEqual({
      key: "vip",
      name: "VIP",
      spaces: 1,
      unsoldSpaces: 1,
      companions: 3,
      unsoldCompanions: 3,
      otherSeatsAvailable: 56,
      released: false,
      releasedAt: null,
      suggested: false,
    });

    const release = () =>
      t.request(`/api/events/${event.id}/sections/vip/accessible-release`, { method: "POST", cookie: k.admin.cookie });
    const first = await release();
    expect(first.status).toBe(200);
    const released = ((await first.json()) as AccessibleSeatingResponse).sections[0];
    expect(released?.released).toBe(true);
    expect(released?.releasedAt).toEqual(expect.any(String));
    // Repeating it changes nothing.
    const again = ((await (await release()).json()) as AccessibleSeatingResponse).sections[0];
    expect(again).toEqual(released);

    const map = await fetchSeatMap(t, event.id);
    expect(map.layoutVersion).not.toBe(layoutBefore);
    expect(map.sections.find((s) => s.key === "vip")?.accessibleReleased).toBe(true);
    expect(map.sections.find((s) => s.key === "premium")?.accessibleReleased).toBe(false);

    expect((await hold(k.buyer.cookie, event.id, [vip(event.id, 1)])).status).toBe(201);
    expect((await hold(k.other.cookie, event.id, [vip(event.id, 4)])).status).toBe(201);
    // Other sections stay restricted.
    const premium = await hold(k.other.cookie, event.id, [seatId(event.id, "premium", 6, 1)]);
    expect(premium.status).toBe(409);
  });

  it("suggests a release once the section's ordinary seats are sold and spaces are not", async () => {
    const event = await eventWithSeats();
    const ordinary = await t.ctx.db
      .selectFrom("seats")
      .select("id")
      .where("event_id", "=", event.id)
      .where("section", "=", "vip")
      .where("access", "is", null)
      .execute();
    // Held by many buyers, ten seats each (the per-account limit).
    const buyers = await buildUsers(t.ctx, Math.ceil(ordinary.length / 10));
    for (const [i, buyer] of buyers.entries()) {
      await heldOrder(
        t,
        buyer.cookie,
        event.id,
        ordinary.slice(i * 10, i * 10 + 10).map((s) => s.id),
      );
    }
    const view = (await (
      await t.request(`/api/events/${event.id}/accessible-seating`, { cookie: k.admin.cookie })
    ).json()) as AccessibleSeatingResponse;
    expect(view.sections[0]).toMatchObject({ key: "vip", otherSeatsAvailable: 0, unsoldSpaces: 1, suggested: true });
    expect(view.sections[1]).toMatchObject({ key: "premium", suggested: false });
  });
});
