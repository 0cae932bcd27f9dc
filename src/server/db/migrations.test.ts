import type { Insertable } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { eventRow } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import type { DB } from "./schema";

type BookingStatus = DB["bookings"]["payment_status"];
const LIVE: BookingStatus[] = ["held", "completed", "complimentary"];

/** The error each dialect raises for a named constraint. */
const refusedBy = (constraint: string, sqliteText: string) =>
  new RegExp(`${constraint}|${sqliteText.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
const UNIQUE_LIVE_CLAIM = refusedBy(
  "bookings_one_live_claim_per_seat",
  "UNIQUE constraint failed: bookings.event_id, bookings.seat_id",
);
const iso = (minutes = 0) => new Date(Date.UTC(2030, 5, 1, 19, minutes)).toISOString();

const checkFailed = (constraint: string) =>
  new RegExp(`(CHECK constraint failed|violates check constraint).*${constraint}`);

function buildSeat(eventId: string, seatNumber = 1): Insertable<DB["seats"]> {
  return {
    id: `${eventId}:floor:1:${seatNumber}`,
    event_id: eventId,
    section: "floor",
    row_number: 1,
    seat_number: seatNumber,
    price_cents: 12_500,
  };
}

function buildOrder(
  userId: string,
  eventId: string,
  overrides: Partial<Insertable<DB["orders"]>> = {},
): Insertable<DB["orders"]> {
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    event_id: eventId,
    kind: "tickets",
    status: "held",
    total_cents: 12_500,
    currency: "USD",
    provider: "simulated",
    provider_ref: null,
    details: null,
    expires_at: iso(10),
    paid_at: null,
    created_at: iso(),
    updated_at: iso(),
    ...overrides,
  };
}

function buildBooking(
  claim: { order: { id: string }; seat: { id: string; event_id: string }; user: { userId: string; email: string } },
  paymentStatus: BookingStatus = "held",
): Insertable<DB["bookings"]> {
  return {
    id: crypto.randomUUID(),
    order_id: claim.order.id,
    user_id: claim.user.userId,
    seat_id: claim.seat.id,
    event_id: claim.seat.event_id,
    total_amount_cents: 12_500,
    payment_status: paymentStatus,
    user_email: claim.user.email,
    user_name: "Test User",
    booking_date: iso(),
  };
}

describeDialects("the schema's own guarantees", (open) => {
  let t: TestApp;
  let user: { userId: string; email: string };
  beforeAll(async () => {
    t = await open();
    user = await t.signedIn();
  });

  /** An event with three seats and one held order on it. */
  async function eventWithSeats() {
    const event = eventRow({ created_by: user.userId });
    await t.ctx.db.insertInto("events").values(event).execute();
    const seats = [buildSeat(event.id, 1), buildSeat(event.id, 2), buildSeat(event.id, 3)] as const;
    await t.ctx.db
      .insertInto("seats")
      .values([...seats])
      .execute();
    const order = buildOrder(user.userId, event.id);
    await t.ctx.db.insertInto("orders").values(order).execute();
    return { event, seat: seats[0], neighbour: seats[1], seats, order };
  }

  function insertBooking(booking: Insertable<DB["bookings"]>) {
    return t.ctx.db.insertInto("bookings").values(booking).execute();
  }

  async function liveClaims(seatId: string) {
    return t.ctx.db
      .selectFrom("bookings")
      .select(["id", "payment_status"])
      .where("seat_id", "=", seatId)
      .where("payment_status", "in", LIVE)
      .execute();
  }

  it.each(LIVE.flatMap((first) => LIVE.map((second) => [first, second] as const)))(
    "refuses a second live claim on a seat (%s, then %s)",
    async (first, second) => {
      const { seat, order } = await eventWithSeats();
      await insertBooking(buildBooking({ order, seat, user }, first));
      await expect(insertBooking(buildBooking({ order, seat, user }, second))).rejects.toThrow(UNIQUE_LIVE_CLAIM);
      expect(await liveClaims(seat.id)).toEqual([{ id: expect.any(String), payment_status: first }]);
    },
  );

  it("allows a new claim once the first is released, and claims on other seats meanwhile", async () => {
    const { seat, neighbour, order } = await eventWithSeats();
    const first = buildBooking({ order, seat, user }, "held");
    await insertBooking(first);
    await insertBooking(buildBooking({ order, seat: neighbour, user }, "held"));

    await t.ctx.db.updateTable("bookings").set({ payment_status: "released" }).where("id", "=", first.id).execute();
    const second = buildBooking({ order, seat, user }, "completed");
    await insertBooking(second);
    expect(await liveClaims(seat.id)).toEqual([{ id: second.id, payment_status: "completed" }]);

    // Released claims do not count, however many there are; reviving one conflicts again.
    await t.ctx.db.updateTable("bookings").set({ payment_status: "released" }).where("id", "=", second.id).execute();
    await insertBooking(buildBooking({ order, seat, user }, "complimentary"));
    await expect(
      t.ctx.db.updateTable("bookings").set({ payment_status: "held" }).where("id", "=", first.id).execute(),
    ).rejects.toThrow(UNIQUE_LIVE_CLAIM);
  });

  it("scopes the claim to its event", async () => {
    const a = await eventWithSeats();
    const b = await eventWithSeats();
    // Same seat position in two events: different seat rows, no conflict.
    expect(a.seat.id).not.toBe(b.seat.id);
    await insertBooking(buildBooking({ order: a.order, seat: a.seat, user }));
    await insertBooking(buildBooking({ order: b.order, seat: b.seat, user }));
    expect(await liveClaims(a.seat.id)).toHaveLength(1);
    expect(await liveClaims(b.seat.id)).toHaveLength(1);
  });

  it("refuses an unknown approval status", async () => {
    const event = eventRow({ approval_status: "published" as never });
    await expect(t.ctx.db.insertInto("events").values(event).execute()).rejects.toThrow(
      checkFailed("events_approval_status"),
    );
    expect(await t.ctx.db.selectFrom("events").select("id").where("id", "=", event.id).execute()).toEqual([]);

    const valid = eventRow();
    await t.ctx.db.insertInto("events").values(valid).execute();
    await expect(
      t.ctx.db
        .updateTable("events")
        .set({ approval_status: "live" as never })
        .where("id", "=", valid.id)
        .execute(),
    ).rejects.toThrow(checkFailed("events_approval_status"));
  });

  it("refuses an unknown order status, kind or a negative total", async () => {
    const { event } = await eventWithSeats();
    const insert = (overrides: Partial<Insertable<DB["orders"]>>) =>
      t.ctx.db
        .insertInto("orders")
        .values(buildOrder(user.userId, event.id, overrides))
        .execute();
    await expect(insert({ status: "reversed" as never })).rejects.toThrow(checkFailed("orders_status"));
    await expect(insert({ kind: "merch" as never })).rejects.toThrow(checkFailed("orders_kind"));
    await expect(insert({ total_cents: -1 })).rejects.toThrow(checkFailed("orders_total"));
    for (const status of ["held", "paid", "complimentary", "expired", "cancelled", "refunded"] as const) {
      await insert({ status });
    }
  });

  it("refuses an unknown booking payment status", async () => {
    const { seat, order } = await eventWithSeats();
    await expect(insertBooking(buildBooking({ order, seat, user }, "sold" as never))).rejects.toThrow(
      checkFailed("bookings_payment_status"),
    );
    // Refunded and void claims are history: they do not hold the seat.
    await insertBooking(buildBooking({ order, seat, user }, "refunded"));
    await insertBooking(buildBooking({ order, seat, user }, "void"));
    await insertBooking(buildBooking({ order, seat, user }, "completed"));
  });

  it("lets a provider's transaction confirm one order at most", async () => {
    const { event } = await eventWithSeats();
    const insert = (provider_ref: string | null) =>
      t.ctx.db
        .insertInto("orders")
        .values(buildOrder(user.userId, event.id, { provider: "paypal", provider_ref }))
        .execute();
    await insert("TXN-1");
    await expect(insert("TXN-1")).rejects.toThrow(
      refusedBy("orders_provider_ref", "UNIQUE constraint failed: orders.provider"),
    );
    await insert(null);
    await insert(null);
  });

  it("never erases an order: an event or order with records cannot be deleted", async () => {
    const kept = await eventWithSeats();
    for (const seat of kept.seats) await insertBooking(buildBooking({ order: kept.order, seat, user }, "completed"));

    await expect(t.ctx.db.deleteFrom("events").where("id", "=", kept.event.id).execute()).rejects.toThrow(
      /FOREIGN KEY constraint failed|violates foreign key constraint/,
    );
    await expect(t.ctx.db.deleteFrom("orders").where("id", "=", kept.order.id).execute()).rejects.toThrow(
      /FOREIGN KEY constraint failed|violates foreign key constraint/,
    );
    const remaining = async (eventId: string) => ({
      seats: (await t.ctx.db.selectFrom("seats").select("id").where("event_id", "=", eventId).execute()).length,
      bookings: (await t.ctx.db.selectFrom("bookings").select("id").where("event_id", "=", eventId).execute()).length,
      orders: (await t.ctx.db.selectFrom("orders").select("id").where("event_id", "=", eventId).execute()).length,
    });
    expect(await remaining(kept.event.id)).toEqual({ seats: 3, bookings: 3, orders: 1 });

    // An event that never had an order goes with its seats.
    const bare = eventRow({ created_by: user.userId });
    await t.ctx.db.insertInto("events").values(bare).execute();
    await t.ctx.db.insertInto("seats").values(buildSeat(bare.id, 1)).execute();
    await t.ctx.db.deleteFrom("events").where("id", "=", bare.id).execute();
    expect(await remaining(bare.id)).toEqual({ seats: 0, bookings: 0, orders: 0 });
  });

  it("keeps one ledger row per provider movement", async () => {
    const { order } = await eventWithSeats();
    const row = {
      order_id: order.id,
      provider: "stripe",
      kind: "charge" as const,
      provider_ref: `pi_${order.id}`,
      amount_cents: 12_500,
      currency: "USD",
      state: "applied" as const,
      reason: null,
      created_at: iso(),
    };
    await t.ctx.db.insertInto("payment_ledger").values(row).execute();
    await expect(t.ctx.db.insertInto("payment_ledger").values(row).execute()).rejects.toThrow(
      refusedBy("payment_ledger_provider_ref", "UNIQUE constraint failed: payment_ledger.provider"),
    );
    await t.ctx.db
      .insertInto("payment_ledger")
      .values({ ...row, kind: "refund" })
      .execute();
    await expect(
      t.ctx.db
        .insertInto("payment_ledger")
        .values({ ...row, provider_ref: "x", state: "gone" as never })
        .execute(),
    ).rejects.toThrow(checkFailed("payment_ledger_state"));
  });

  it("matches the tables better-auth expects", async () => {
    const auth = await t.ctx.auth.$context;
    expect(auth.explicitSchemaCheck).toBeTypeOf("function");
    await expect(auth.explicitSchemaCheck?.() ?? Promise.resolve()).resolves.toBeUndefined();
  });
});
