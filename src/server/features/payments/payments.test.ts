import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { OrderView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { orderTestKit } from "#server/features/orders/orders.test-kit";
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
} from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

afterEach(() => {
  vi.useRealTimers();
});

describeDialects("paying, cancelling and complimentary orders", (open) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof orderTestKit>>;

  beforeAll(async () => {
    t = await open();
    k = await orderTestKit(t);
  });

  // --- Payment -----------------------------------------------------------------------------

  it("pays a hold: the order is paid, its bookings completed, the seats occupied and announced", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "vip", 1, 10), seatId(event.id, "vip", 1, 11)];
    const held = await heldOrder(t, k.buyer.cookie, event.id, seats);

    const { changes, unsubscribe } = k.collectChanges(event.id);
    const response = await paySimulated(t, k.buyer.cookie, held.id, "sim_ok_4242");
    // Published before the response was sent, not some time later.
    const seenByResponse = [...changes];
    unsubscribe();
    expect(response.status).toBe(200);
    const { order } = (await response.json()) as { order: OrderView };
    expect(order).toMatchObject({ id: held.id, status: "paid", provider: "simulated", totalCents: 30_000 });
    expect(order.paidAt).not.toBeNull();
    expect(await k.bookingStatuses(held.id)).toEqual(["completed", "completed"]);
    expect((await k.orderRow(held.id)).provider_ref).toMatch(/^sim_/);
    expect(seenByResponse).toEqual([
      {
        eventId: event.id,
        byUserId: k.buyer.userId,
        seats: { [seats[0] as string]: "occupied", [seats[1] as string]: "occupied" },
      },
    ]);
    for (const cookie of [k.buyer.cookie, k.other.cookie]) {
      expect((await fetchSeatMap(t, event.id, cookie)).claims).toEqual({
        [seats[0] as string]: "occupied",
        [seats[1] as string]: "occupied",
      });
    }
    // Paying again (a lost answer, a second tab) answers the paid order and charges nothing.
    const ref = (await k.orderRow(held.id)).provider_ref;
    const again = await paySimulated(t, k.buyer.cookie, held.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { order: OrderView }).order).toMatchObject({ id: held.id, status: "paid" });
    expect((await k.orderRow(held.id)).provider_ref).toBe(ref);
    const charges = await t.ctx.db
      .selectFrom("payment_ledger")
      .select("kind")
      .where("order_id", "=", held.id)
      .execute();
    expect(charges).toEqual([{ kind: "charge" }]);
  });

  it("answers a declined card with 402 and keeps the hold", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "vip", 2, 10);
    const held = await heldOrder(t, k.buyer.cookie, event.id, [seat]);
    const { changes, unsubscribe } = k.collectChanges(event.id);
    const response = await paySimulated(t, k.buyer.cookie, held.id, "sim_decline_0002");
    unsubscribe();
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ error: { code: "payment_declined" } });
    expect(await k.getOrder(held.id, k.buyer.cookie)).toMatchObject({ status: "held", paidAt: null });
    expect(await k.bookingStatuses(held.id)).toEqual(["held"]);
    expect(changes).toEqual([]);
    // The buyer can still pay with another card.
    expect((await paySimulated(t, k.buyer.cookie, held.id)).status).toBe(200);
  });

  it("refuses to charge for a hold that has lapsed", async () => {
    const event = await buildEvent(t.ctx.db);
    const held = await heldOrder(t, k.buyer.cookie, event.id, [seatId(event.id, "vip", 2, 11)]);
    await k.lapse(held.id);
    const response = await paySimulated(t, k.buyer.cookie, held.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", params: { reason: "hold_expired" } } });
    expect((await k.orderRow(held.id)).paid_at).toBeNull();
    expect(await k.bookingStatuses(held.id)).toEqual(["held"]);
  });

  it("refuses to pay a hold that was taken over after lapsing", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "vip", 2, 12);
    const held = await heldOrder(t, k.buyer.cookie, event.id, [seat]);
    await k.lapse(held.id);
    await heldOrder(t, k.other.cookie, event.id, [seat]);
    const response = await paySimulated(t, k.buyer.cookie, held.id);
    expect(response.status).toBe(409);
    expect(await liveClaimCounts(t.ctx.db, event.id)).toEqual(new Map([[seat, 1]]));
  });

  it("answers 404 for someone else's order and leaves it held", async () => {
    const event = await buildEvent(t.ctx.db);
    const held = await heldOrder(t, k.buyer.cookie, event.id, [seatId(event.id, "vip", 2, 13)]);
    for (const response of [await paySimulated(t, k.other.cookie, held.id), await k.cancel(held.id, k.other.cookie)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found" } });
    }
    expect((await paySimulated(t, k.other.cookie, crypto.randomUUID())).status).toBe(404);
    expect((await k.orderRow(held.id)).status).toBe("held");
  });

  it.each(["", "tok_visa", "sim_ok_42", "sim_maybe_4242", "sim_ok_4242 "])(
    "refuses the malformed token %j with 400",
    async (token) => {
      const event = await buildEvent(t.ctx.db);
      const held = await heldOrder(t, k.buyer.cookie, event.id, [seatId(event.id, "vip", 3, 1)]);
      const response = await paySimulated(t, k.buyer.cookie, held.id, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "validation_failed", fields: { token: "tickets.invalidPaymentToken" } },
      });
      expect((await k.orderRow(held.id)).status).toBe("held");
    },
  );

  // --- Cancel ------------------------------------------------------------------------------

  it("cancels a hold: the seats are free for others and the order is cancelled", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "general", 15, 1), seatId(event.id, "general", 15, 2)];
    const held = await heldOrder(t, k.buyer.cookie, event.id, seats);
    const { changes, unsubscribe } = k.collectChanges(event.id);
    const response = await k.cancel(held.id, k.buyer.cookie);
    unsubscribe();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { order: OrderView }).order.status).toBe("cancelled");
    expect(await k.bookingStatuses(held.id)).toEqual(["released", "released"]);
    expect(changes.map((c) => c.seats)).toEqual([
      { [seats[0] as string]: "available", [seats[1] as string]: "available" },
    ]);
    expect((await fetchSeatMap(t, event.id)).claims).toEqual({});
    await heldOrder(t, k.other.cookie, event.id, seats);
    // A cancelled order cannot be paid.
    expect((await paySimulated(t, k.buyer.cookie, held.id)).status).toBe(409);
  });

  it("changes nothing when a paid order is cancelled", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "general", 16, 1);
    const paid = await paidOrder(t, k.buyer.cookie, event.id, [seat]);
    const response = await k.cancel(paid.id, k.buyer.cookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { order: OrderView }).order.status).toBe("paid");
    expect(await k.bookingStatuses(paid.id)).toEqual(["completed"]);
    expect((await holdSeats(t, k.other.cookie, event.id, [seat])).status).toBe(409);
  });

  // --- Complimentary -----------------------------------------------------------------------

  it("gives admins complimentary seats at once, at no charge", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "vip", 3, 19), seatId(event.id, "vip", 3, 20)];
    const { changes, unsubscribe } = k.collectChanges(event.id);
    const response = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie: k.admin.cookie,
      json: { eventId: event.id, seatIds: seats },
    });
    unsubscribe();
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: OrderView };
    expect(order).toMatchObject({ status: "complimentary", totalCents: 0, expiresAt: null, provider: "complimentary" });
    expect(order.seats.map((s) => s.priceCents)).toEqual([0, 0]);
    expect(await k.bookingStatuses(order.id)).toEqual(["complimentary", "complimentary"]);
    expect(changes.map((c) => c.seats)).toEqual([
      { [seats[0] as string]: "occupied", [seats[1] as string]: "occupied" },
    ]);
    expect((await fetchSeatMap(t, event.id, k.admin.cookie)).claims).toEqual({
      [seats[0] as string]: "occupied",
      [seats[1] as string]: "occupied",
    });
    expect((await holdSeats(t, k.buyer.cookie, event.id, [seats[0] as string])).status).toBe(409);
  });

  it("refuses complimentary seats to anyone but an admin", async () => {
    const event = await buildEvent(t.ctx.db);
    const [manager] = (await buildUsers(t.ctx, 1, ["event_manager"])) as [BuiltUser];
    for (const cookie of [k.buyer.cookie, manager.cookie]) {
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
