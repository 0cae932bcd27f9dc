import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { OrderView, SeatMapChange } from "../../../domain/schemas/tickets";
import { HOLD_MINUTES } from "../../../domain/seating/availability";
import { seatId } from "../../../domain/seating/layouts";
import {
  type BuiltUser,
  buildEvent,
  buildUsers,
  fetchSeatMap,
  heldOrder,
  holdSeats,
  liveClaimCounts,
  paidOrder,
  paySimulated,
} from "../../testing/factories";
import { describeDialects } from "../../testing/postgres";
import type { TestApp } from "../../testing/test-app";
import { releaseLapsedHolds } from "./orders.service";

afterEach(() => {
  vi.useRealTimers();
});

describeDialects("orders API", (open) => {
  let t: TestApp;
  let admin: BuiltUser;
  let buyer: BuiltUser;
  let other: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
  });

  async function orderRow(orderId: string) {
    return t.ctx.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  }

  async function bookingStatuses(orderId: string) {
    const rows = await t.ctx.db
      .selectFrom("bookings")
      .select("payment_status")
      .where("order_id", "=", orderId)
      .execute();
    return rows.map((r) => r.payment_status);
  }

  async function getOrder(orderId: string, cookie: string) {
    const response = await t.request(`/api/orders/${orderId}`, { cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as { order: OrderView }).order;
  }

  /** Lets a hold lapse the way time would: its expiry moves into the past. */
  async function lapse(orderId: string) {
    await t.ctx.db
      .updateTable("orders")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", orderId)
      .execute();
  }

  function cancel(orderId: string, cookie: string | undefined) {
    return t.request(`/api/orders/${orderId}`, { method: "DELETE", cookie });
  }

  function collectChanges(eventId: string) {
    const changes: SeatMapChange[] = [];
    const unsubscribe = t.ctx.seatChanges.subscribe(eventId, (change) => changes.push(change));
    return { changes, unsubscribe };
  }

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
      cookie: buyer.cookie,
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
    expect(order.seats[0]).toEqual({ id: seats[0], section: "vip", row: 1, seat: 5, priceCents: 15_000 });

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ user_id: buyer.userId, status: "held", total_cents: 28_500 });
    const bookings = await t.ctx.db
      .selectFrom("bookings")
      .selectAll()
      .where("order_id", "=", order.id)
      .orderBy("seat_id")
      .execute();
    expect(bookings).toHaveLength(3);
    for (const booking of bookings) {
      expect(booking).toMatchObject({
        user_id: buyer.userId,
        event_id: event.id,
        payment_status: "held",
        user_email: buyer.email,
        user_name: buyer.name,
      });
    }
    expect(await getOrder(order.id, buyer.cookie)).toEqual(order);
  });

  it("answers a clash with 409 seats_taken naming the clashing seats, and holds none of the request", async () => {
    const event = await buildEvent(t.ctx.db);
    const taken = seatId(event.id, "vip", 2, 1);
    const free = seatId(event.id, "vip", 2, 2);
    await heldOrder(t, buyer.cookie, event.id, [taken]);
    const ordersBefore = await t.ctx.db.selectFrom("orders").select("id").where("event_id", "=", event.id).execute();

    const response = await holdSeats(t, other.cookie, event.id, [free, taken]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "conflict", params: { reason: "seats_taken", seatIds: [taken] } },
    });

    const claims = await liveClaimCounts(t.ctx.db, event.id);
    expect([...claims.keys()]).toEqual([taken]);
    const ordersAfter = await t.ctx.db.selectFrom("orders").select("id").where("event_id", "=", event.id).execute();
    expect(ordersAfter).toEqual(ordersBefore);
    // The free seat really is free: someone else can hold it.
    await heldOrder(t, admin.cookie, event.id, [free]);
  });

  it("refuses the same seats held again by their own holder", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "general", 9, 9);
    await heldOrder(t, buyer.cookie, event.id, [seat]);
    const response = await holdSeats(t, buyer.cookie, event.id, [seat]);
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
      const response = await holdSeats(t, buyer.cookie, event.id, [good, bad]);
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
    const response = await holdSeats(t, buyer.cookie, event.id, seats(event.id));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "validation_failed", fields: { seatIds: message } } });
    expect((await liveClaimCounts(t.ctx.db, event.id)).size).toBe(0);
  });

  it("holds ten seats, the most an order may have", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = Array.from({ length: 10 }, (_, i) => seatId(event.id, "general", 10, i + 1));
    const order = await heldOrder(t, buyer.cookie, event.id, seats);
    expect(order.seats).toHaveLength(10);
    expect(order.totalCents).toBe(25_000);
  });

  it("refuses seats of an event that has started with 409", async () => {
    const event = await buildEvent(t.ctx.db, { event_date: new Date(Date.now() - 60_000).toISOString() });
    const response = await holdSeats(t, buyer.cookie, event.id, [seatId(event.id, "vip", 1, 1)]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", params: { reason: "event_started" } } });
  });

  it("answers 404 for an event that is not approved or does not exist", async () => {
    const pending = await buildEvent(t.ctx.db, { approval_status: "pending" });
    for (const eventId of [pending.id, crypto.randomUUID()]) {
      const response = await holdSeats(t, buyer.cookie, eventId, [seatId(eventId, "vip", 1, 1)]);
      expect(response.status).toBe(404);
    }
  });

  it("requires a signed-in user for every order endpoint", async () => {
    const event = await buildEvent(t.ctx.db);
    const order = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 3, 3)]);
    const responses = [
      await holdSeats(t, undefined, event.id, [seatId(event.id, "vip", 1, 1)]),
      await t.request(`/api/orders/${order.id}`),
      await paySimulated(t, undefined, order.id),
      await cancel(order.id, undefined),
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
    expect((await orderRow(order.id)).status).toBe("held");
  });

  it("shows an order only to its owner", async () => {
    const event = await buildEvent(t.ctx.db);
    const order = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 3, 4)]);
    const response = await t.request(`/api/orders/${order.id}`, { cookie: other.cookie });
    expect(response.status).toBe(404);
  });

  // --- Expiry ------------------------------------------------------------------------------

  it("lets another buyer take a seat whose hold has lapsed; the old order expires", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "premium", 5, 5);
    const first = await heldOrder(t, buyer.cookie, event.id, [seat, seatId(event.id, "premium", 5, 6)]);
    expect((await holdSeats(t, other.cookie, event.id, [seat])).status).toBe(409);

    await lapse(first.id);
    // A lapsed hold no longer shows, even before anyone releases it.
    expect((await fetchSeatMap(t, event.id)).claims).toEqual({});

    const { changes, unsubscribe } = collectChanges(event.id);
    const second = await heldOrder(t, other.cookie, event.id, [seat]);
    unsubscribe();
    expect(second.status).toBe("held");
    expect(await getOrder(first.id, buyer.cookie)).toMatchObject({ status: "expired" });
    expect(await bookingStatuses(first.id)).toEqual(["released", "released"]);
    // The other seat of the lapsed order is announced free, the taken one as held.
    expect(changes).toEqual([
      {
        eventId: event.id,
        byUserId: other.userId,
        seats: { [seatId(event.id, "premium", 5, 6)]: "available", [seat]: "held" },
      },
    ]);
    expect(await liveClaimCounts(t.ctx.db, event.id)).toEqual(new Map([[seat, 1]]));
    expect((await fetchSeatMap(t, event.id, other.cookie)).claims).toEqual({ [seat]: "mine" });
  });

  it("releases lapsed holds in the sweeper and announces their seats free", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "general", 12, 1), seatId(event.id, "general", 12, 2)];
    const lapsed = await heldOrder(t, buyer.cookie, event.id, seats);
    const live = await heldOrder(t, other.cookie, event.id, [seatId(event.id, "general", 12, 3)]);
    await lapse(lapsed.id);

    const { changes, unsubscribe } = collectChanges(event.id);
    const released = await releaseLapsedHolds(t.ctx, new Date());
    unsubscribe();
    expect(released).toBeGreaterThanOrEqual(1);
    expect((await orderRow(lapsed.id)).status).toBe("expired");
    expect(await bookingStatuses(lapsed.id)).toEqual(["released", "released"]);
    expect((await orderRow(live.id)).status).toBe("held");
    expect(changes).toHaveLength(1);
    expect(changes[0]?.seats).toEqual({ [seats[0] as string]: "available", [seats[1] as string]: "available" });
    expect(await releaseLapsedHolds(t.ctx, new Date())).toBe(0);
  });

  // --- Payment -----------------------------------------------------------------------------

  it("pays a hold: the order is paid, its bookings completed, the seats occupied and announced", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "vip", 1, 10), seatId(event.id, "vip", 1, 11)];
    const held = await heldOrder(t, buyer.cookie, event.id, seats);

    const { changes, unsubscribe } = collectChanges(event.id);
    const response = await paySimulated(t, buyer.cookie, held.id, "sim_ok_4242");
    // Published before the response was sent, not some time later.
    const seenByResponse = [...changes];
    unsubscribe();
    expect(response.status).toBe(200);
    const { order } = (await response.json()) as { order: OrderView };
    expect(order).toMatchObject({ id: held.id, status: "paid", provider: "simulated", totalCents: 30_000 });
    expect(order.paidAt).not.toBeNull();
    expect(await bookingStatuses(held.id)).toEqual(["completed", "completed"]);
    expect((await orderRow(held.id)).provider_ref).toMatch(/^sim_/);
    expect(seenByResponse).toEqual([
      {
        eventId: event.id,
        byUserId: buyer.userId,
        seats: { [seats[0] as string]: "occupied", [seats[1] as string]: "occupied" },
      },
    ]);
    for (const cookie of [buyer.cookie, other.cookie]) {
      expect((await fetchSeatMap(t, event.id, cookie)).claims).toEqual({
        [seats[0] as string]: "occupied",
        [seats[1] as string]: "occupied",
      });
    }
    // Paying twice does not charge twice.
    const again = await paySimulated(t, buyer.cookie, held.id);
    expect(again.status).toBe(409);
  });

  it("answers a declined card with 402 and keeps the hold", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "vip", 2, 10);
    const held = await heldOrder(t, buyer.cookie, event.id, [seat]);
    const { changes, unsubscribe } = collectChanges(event.id);
    const response = await paySimulated(t, buyer.cookie, held.id, "sim_decline_0002");
    unsubscribe();
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: { code: "payment_declined" } });
    expect(await getOrder(held.id, buyer.cookie)).toMatchObject({ status: "held", paidAt: null });
    expect(await bookingStatuses(held.id)).toEqual(["held"]);
    expect(changes).toEqual([]);
    // The buyer can still pay with another card.
    expect((await paySimulated(t, buyer.cookie, held.id)).status).toBe(200);
  });

  it("refuses to charge for a hold that has lapsed", async () => {
    const event = await buildEvent(t.ctx.db);
    const held = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 2, 11)]);
    await lapse(held.id);
    const response = await paySimulated(t, buyer.cookie, held.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", params: { reason: "hold_expired" } } });
    expect((await orderRow(held.id)).paid_at).toBeNull();
    expect(await bookingStatuses(held.id)).toEqual(["held"]);
  });

  it("refuses to pay a hold that was taken over after lapsing", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "vip", 2, 12);
    const held = await heldOrder(t, buyer.cookie, event.id, [seat]);
    await lapse(held.id);
    await heldOrder(t, other.cookie, event.id, [seat]);
    const response = await paySimulated(t, buyer.cookie, held.id);
    expect(response.status).toBe(409);
    expect(await liveClaimCounts(t.ctx.db, event.id)).toEqual(new Map([[seat, 1]]));
  });

  it("answers 404 for someone else's order and leaves it held", async () => {
    const event = await buildEvent(t.ctx.db);
    const held = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 2, 13)]);
    for (const response of [await paySimulated(t, other.cookie, held.id), await cancel(held.id, other.cookie)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found" } });
    }
    expect((await paySimulated(t, other.cookie, crypto.randomUUID())).status).toBe(404);
    expect((await orderRow(held.id)).status).toBe("held");
  });

  it.each(["", "tok_visa", "sim_ok_42", "sim_maybe_4242", "sim_ok_4242 "])(
    "refuses the malformed token %j with 400",
    async (token) => {
      const event = await buildEvent(t.ctx.db);
      const held = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 3, 1)]);
      const response = await paySimulated(t, buyer.cookie, held.id, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "validation_failed", fields: { token: "tickets.invalidPaymentToken" } },
      });
      expect((await orderRow(held.id)).status).toBe("held");
    },
  );

  // --- Cancel ------------------------------------------------------------------------------

  it("cancels a hold: the seats are free for others and the order is cancelled", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "general", 15, 1), seatId(event.id, "general", 15, 2)];
    const held = await heldOrder(t, buyer.cookie, event.id, seats);
    const { changes, unsubscribe } = collectChanges(event.id);
    const response = await cancel(held.id, buyer.cookie);
    unsubscribe();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { order: OrderView }).order.status).toBe("cancelled");
    expect(await bookingStatuses(held.id)).toEqual(["released", "released"]);
    expect(changes.map((c) => c.seats)).toEqual([
      { [seats[0] as string]: "available", [seats[1] as string]: "available" },
    ]);
    expect((await fetchSeatMap(t, event.id)).claims).toEqual({});
    await heldOrder(t, other.cookie, event.id, seats);
    // A cancelled order cannot be paid.
    expect((await paySimulated(t, buyer.cookie, held.id)).status).toBe(409);
  });

  it("changes nothing when a paid order is cancelled", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "general", 16, 1);
    const paid = await paidOrder(t, buyer.cookie, event.id, [seat]);
    const response = await cancel(paid.id, buyer.cookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { order: OrderView }).order.status).toBe("paid");
    expect(await bookingStatuses(paid.id)).toEqual(["completed"]);
    expect((await holdSeats(t, other.cookie, event.id, [seat])).status).toBe(409);
  });

  // --- Complimentary -----------------------------------------------------------------------

  it("gives admins complimentary seats at once, at no charge", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "vip", 3, 19), seatId(event.id, "vip", 3, 20)];
    const { changes, unsubscribe } = collectChanges(event.id);
    const response = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie: admin.cookie,
      json: { eventId: event.id, seatIds: seats },
    });
    unsubscribe();
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: OrderView };
    expect(order).toMatchObject({ status: "complimentary", totalCents: 0, expiresAt: null, provider: "complimentary" });
    expect(order.seats.map((s) => s.priceCents)).toEqual([0, 0]);
    expect(await bookingStatuses(order.id)).toEqual(["complimentary", "complimentary"]);
    expect(changes.map((c) => c.seats)).toEqual([
      { [seats[0] as string]: "occupied", [seats[1] as string]: "occupied" },
    ]);
    expect((await fetchSeatMap(t, event.id, admin.cookie)).claims).toEqual({
      [seats[0] as string]: "occupied",
      [seats[1] as string]: "occupied",
    });
    expect((await holdSeats(t, buyer.cookie, event.id, [seats[0] as string])).status).toBe(409);
  });

  it("refuses complimentary seats to anyone but an admin", async () => {
    const event = await buildEvent(t.ctx.db);
    const [manager] = (await buildUsers(t.ctx, 1, ["event_manager"])) as [BuiltUser];
    for (const cookie of [buyer.cookie, manager.cookie]) {
      const response = await t.request("/api/orders/complimentary", {
        method: "POST",
        cookie,
        json: { eventId: event.id, seatIds: [seatId(event.id, "vip", 1, 1)] },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: "forbidden" } });
    }
    expect((await liveClaimCounts(t.ctx.db, event.id)).size).toBe(0);
  });

  // --- Concurrency -------------------------------------------------------------------------

  it("sells a seat wanted by 200 buyers at once exactly once", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const seat = seatId(event.id, "vip", 1, 1);
    const buyers = await buildUsers(t.ctx, 200);
    const responses = await Promise.all(buyers.map((b) => holdSeats(t, b.cookie, event.id, [seat])));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const response of responses) {
      if (response.status !== 409) continue;
      expect(await response.json()).toEqual({
        error: { code: "conflict", params: { reason: "seats_taken", seatIds: [seat] } },
      });
    }
    expect(await liveClaimCounts(t.ctx.db, event.id)).toEqual(new Map([[seat, 1]]));
    const orders = await t.ctx.db.selectFrom("orders").select("status").where("event_id", "=", event.id).execute();
    expect(orders).toEqual([{ status: "held" }]);
  }, 30_000);

  it("never puts a seat in two orders when 50 buyers want overlapping seats at once", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const pool = Array.from({ length: 10 }, (_, i) => seatId(event.id, "premium", 6, i + 1));
    const buyers = await buildUsers(t.ctx, 50);
    // Buyer i wants three neighbouring seats of the pool, wrapping round, in a varying order.
    const wanted = buyers.map((_, i) => {
      const picks = [0, 1, 2].map((k) => pool[(i + k) % pool.length] as string);
      return i % 2 === 0 ? picks : picks.reverse();
    });
    const responses = await Promise.all(buyers.map((b, i) => holdSeats(t, b.cookie, event.id, wanted[i] ?? [])));
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);

    const claims = await liveClaimCounts(t.ctx.db, event.id);
    expect([...claims.values()].every((n) => n === 1)).toBe(true);

    const bookings = await t.ctx.db
      .selectFrom("bookings")
      .select(["order_id", "seat_id"])
      .where("event_id", "=", event.id)
      .execute();
    const orders = await t.ctx.db
      .selectFrom("orders")
      .select(["id", "user_id", "status"])
      .where("event_id", "=", event.id)
      .execute();
    expect(orders).toHaveLength(statuses.filter((s) => s === 201).length);
    for (const order of orders) {
      const i = buyers.findIndex((b) => b.userId === order.user_id);
      expect(order.status).toBe("held");
      expect(
        bookings
          .filter((b) => b.order_id === order.id)
          .map((b) => b.seat_id)
          .sort(),
      ).toEqual([...(wanted[i] ?? [])].sort());
    }
    // Every booking belongs to a successful order: a refused buyer holds none of the three.
    expect(bookings).toHaveLength(orders.length * 3);
    expect(claims.size).toBe(orders.length * 3);
  }, 30_000);
});
