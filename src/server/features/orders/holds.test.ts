import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { OrderView } from "#domain/schemas/tickets";
import { HOLD_MINUTES } from "#domain/seating/availability";
import { seatId } from "#domain/seating/layouts";
import {
  buildEvent,
  fetchSeatMap,
  heldOrder,
  holdSeats,
  liveClaimCounts,
  paySimulated,
} from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { releaseLapsedHolds } from "./holds.service";
import { orderTestKit } from "./orders.test-kit";

afterEach(() => {
  vi.useRealTimers();
});

describeDialects("holding seats", (open) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof orderTestKit>>;

  beforeAll(async () => {
    t = await open();
    k = await orderTestKit(t);
  });

  // --- Holds ---------------------------------------------------------------------------------

  it("holds all the seats in one order at the server's prices for ten minutes", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [
      seatId(event.id, "vip", 1, 5),
      seatId(event.id, "premium", 4, 1),
      seatId(event.id, "balcony", 31, 2),
    ];
    const before = Date.now();
    const response = await t.request("/api/orders", {
      method: "POST",
      cookie: k.buyer.cookie,
      // Prices a client might try to set are not part of the request and are ignored.
      json: { eventId: event.id, seatIds: seats, totalCents: 1, priceCents: 1, prices: { [seats[0] as string]: 1 } },
    });
    const after = Date.now();
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: OrderView };
    expect(order).toMatchObject({
      eventId: event.id,
      kind: "tickets",
      status: "held",
      totalCents: 15_000 + 10_000 + 3_500,
      currency: "USD",
      provider: null,
      paidAt: null,
    });
    const expiresAt = Date.parse(order.expiresAt ?? "");
    expect(expiresAt).toBeGreaterThanOrEqual(before + HOLD_MINUTES * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(after + HOLD_MINUTES * 60_000);
    expect(HOLD_MINUTES).toBe(10);
    expect(order.seats.map((s) => [s.id, s.priceCents])).toEqual([
      [seats[0], 15_000],
      [seats[1], 10_000],
      [seats[2], 3_500],
    ]);
    expect(order.seats[0]).toEqual({
      id: seats[0],
      section: "vip",
      row: 1,
      seat: 5,
      priceCents: 15_000,
      // Without a service fee or tax the price is the list price.
      listCents: 15_000,
      discountCents: 0,
      ticketCents: 15_000,
      feeCents: 0,
      taxCents: 0,
    });

    const row = await k.orderRow(order.id);
    expect(row).toMatchObject({ user_id: k.buyer.userId, status: "held", total_cents: 28_500 });
    const bookings = await t.ctx.db
      .selectFrom("bookings")
      .selectAll()
      .where("order_id", "=", order.id)
      .orderBy("seat_id")
      .execute();
    expect(bookings).toHaveLength(3);
    for (const booking of bookings) {
      expect(booking).toMatchObject({
        user_id: k.buyer.userId,
        event_id: event.id,
        payment_status: "held",
        user_email: k.buyer.email,
        user_name: k.buyer.name,
      });
    }
    expect(await k.getOrder(order.id, k.buyer.cookie)).toEqual(order);
  });

  it("answers a clash with 409 seats_taken naming the clashing seats, and holds none of the request", async () => {
    const event = await buildEvent(t.ctx.db);
    const taken = seatId(event.id, "vip", 1, 1);
    const free = seatId(event.id, "vip", 1, 2);
    await heldOrder(t, k.buyer.cookie, event.id, [taken]);
    const ordersBefore = await t.ctx.db.selectFrom("orders").select("id").where("event_id", "=", event.id).execute();

    const response = await holdSeats(t, k.other.cookie, event.id, [free, taken]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "conflict", params: { reason: "seats_taken", seatIds: [taken] } },
    });

    const claims = await liveClaimCounts(t.ctx.db, event.id);
    expect([...claims.keys()]).toEqual([taken]);
    const ordersAfter = await t.ctx.db.selectFrom("orders").select("id").where("event_id", "=", event.id).execute();
    expect(ordersAfter).toEqual(ordersBefore);
    // The free seat really is free: someone else can hold it.
    await heldOrder(t, k.admin.cookie, event.id, [free]);
  });

  it("refuses the same seats held again by their own holder", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "general", 9, 9);
    await heldOrder(t, k.buyer.cookie, event.id, [seat]);
    const response = await holdSeats(t, k.buyer.cookie, event.id, [seat]);
    expect(response.status).toBe(409);
  });

  it("refuses seats that do not exist or belong to another event with 400", async () => {
    const event = await buildEvent(t.ctx.db);
    const elsewhere = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, elsewhere.id);
    const good = seatId(event.id, "vip", 1, 1);
    for (const bad of [
      seatId(event.id, "vip", 1, 21),
      seatId(event.id, "floor", 1, 1),
      seatId(elsewhere.id, "vip", 1, 1),
      "x",
    ]) {
      const response = await holdSeats(t, k.buyer.cookie, event.id, [good, bad]);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "bad_request", params: { reason: "unknown_seats", seatIds: [bad] } },
      });
    }
    expect((await liveClaimCounts(t.ctx.db, event.id)).size).toBe(0);
  });

  it.each([
    [
      "more than ten seats",
      (eventId: string) => Array.from({ length: 11 }, (_, i) => seatId(eventId, "vip", 1, i + 1)),
      "tickets.tooManySeats",
    ],
    [
      "a seat twice",
      (eventId: string) => [seatId(eventId, "vip", 1, 1), seatId(eventId, "vip", 1, 1)],
      "tickets.duplicateSeats",
    ],
    ["no seat", () => [], "tickets.noSeats"],
  ])("refuses %s with validation_failed", async (_case, seats, message) => {
    const event = await buildEvent(t.ctx.db);
    const response = await holdSeats(t, k.buyer.cookie, event.id, seats(event.id));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "validation_failed", fields: { seatIds: message } } });
    expect((await liveClaimCounts(t.ctx.db, event.id)).size).toBe(0);
  });

  it("holds ten seats, the most an order may have", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = Array.from({ length: 10 }, (_, i) => seatId(event.id, "general", 10, i + 1));
    const order = await heldOrder(t, k.buyer.cookie, event.id, seats);
    expect(order.seats).toHaveLength(10);
    expect(order.totalCents).toBe(25_000);
  });

  it("refuses seats of an event that has started with 409", async () => {
    const event = await buildEvent(t.ctx.db, { event_date: new Date(Date.now() - 60_000).toISOString() });
    const response = await holdSeats(t, k.buyer.cookie, event.id, [seatId(event.id, "vip", 1, 1)]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", params: { reason: "event_started" } } });
  });

  it("answers 404 for an event that is not approved or does not exist", async () => {
    const pending = await buildEvent(t.ctx.db, { approval_status: "pending" });
    for (const eventId of [pending.id, crypto.randomUUID()]) {
      const response = await holdSeats(t, k.buyer.cookie, eventId, [seatId(eventId, "vip", 1, 1)]);
      expect(response.status).toBe(404);
    }
  });

  it("requires a signed-in user for every order endpoint", async () => {
    const event = await buildEvent(t.ctx.db);
    const order = await heldOrder(t, k.buyer.cookie, event.id, [seatId(event.id, "vip", 3, 3)]);
    const responses = [
      await holdSeats(t, undefined, event.id, [seatId(event.id, "vip", 1, 1)]),
      await t.request(`/api/orders/${order.id}`),
      await paySimulated(t, undefined, order.id),
      await k.cancel(order.id, undefined),
      await t.request("/api/orders/complimentary", {
        method: "POST",
        json: { eventId: event.id, seatIds: [seatId(event.id, "vip", 1, 2)] },
      }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthenticated" } });
    }
    expect([...(await liveClaimCounts(t.ctx.db, event.id)).keys()]).toEqual([seatId(event.id, "vip", 3, 3)]);
    expect((await k.orderRow(order.id)).status).toBe("held");
  });

  it("shows an order only to its owner", async () => {
    const event = await buildEvent(t.ctx.db);
    const order = await heldOrder(t, k.buyer.cookie, event.id, [seatId(event.id, "vip", 3, 4)]);
    const response = await t.request(`/api/orders/${order.id}`, { cookie: k.other.cookie });
    expect(response.status).toBe(404);
  });

  // --- Expiry ------------------------------------------------------------------------------

  it("lets another buyer take a seat whose hold has lapsed; the old order expires", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "premium", 5, 5);
    const first = await heldOrder(t, k.buyer.cookie, event.id, [seat, seatId(event.id, "premium", 5, 6)]);
    expect((await holdSeats(t, k.other.cookie, event.id, [seat])).status).toBe(409);

    await k.lapse(first.id);
    // A lapsed hold no longer shows, even before anyone releases it.
    expect((await fetchSeatMap(t, event.id)).claims).toEqual({});

    const { changes, unsubscribe } = k.collectChanges(event.id);
    const second = await heldOrder(t, k.other.cookie, event.id, [seat]);
    unsubscribe();
    expect(second.status).toBe("held");
    expect(await k.getOrder(first.id, k.buyer.cookie)).toMatchObject({ status: "expired" });
    expect(await k.bookingStatuses(first.id)).toEqual(["released", "released"]);
    // The lapsed order's seats come back first (nobody waits for this event), then the taken one
    // is announced held.
    expect(changes).toEqual([
      {
        eventId: event.id,
        byUserId: k.other.userId,
        seats: { [seatId(event.id, "premium", 5, 6)]: "available", [seat]: "available" },
      },
      { eventId: event.id, byUserId: k.other.userId, seats: { [seat]: "held" } },
    ]);
    expect(await liveClaimCounts(t.ctx.db, event.id)).toEqual(new Map([[seat, 1]]));
    expect((await fetchSeatMap(t, event.id, k.other.cookie)).claims).toEqual({ [seat]: "mine" });
  });

  it("releases lapsed holds in the sweeper and announces their seats free", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "general", 12, 1), seatId(event.id, "general", 12, 2)];
    const lapsed = await heldOrder(t, k.buyer.cookie, event.id, seats);
    const live = await heldOrder(t, k.other.cookie, event.id, [seatId(event.id, "general", 12, 3)]);
    await k.lapse(lapsed.id);

    const { changes, unsubscribe } = k.collectChanges(event.id);
    const released = await releaseLapsedHolds({ ...t.ctx, now: new Date() });
    unsubscribe();
    expect(released).toBeGreaterThanOrEqual(1);
    expect((await k.orderRow(lapsed.id)).status).toBe("expired");
    expect(await k.bookingStatuses(lapsed.id)).toEqual(["released", "released"]);
    expect((await k.orderRow(live.id)).status).toBe("held");
    expect(changes).toHaveLength(1);
    expect(changes[0]?.seats).toEqual({ [seats[0] as string]: "available", [seats[1] as string]: "available" });
    expect(await releaseLapsedHolds({ ...t.ctx, now: new Date() })).toBe(0);
  });
});
