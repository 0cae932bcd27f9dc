import { beforeAll, expect, it } from "vitest";
import type { ApiErrorBody } from "#domain/errors";
import type { EventSeatLimit, SeatAllowance } from "#domain/schemas/seat-limits";
import { seatId } from "#domain/seating/layouts";
import { DEFAULT_MAX_SEATS_PER_ACCOUNT, REHOLD_COOLDOWN_SECONDS } from "#domain/seating/limits";
import {
  type BuiltUser,
  buildEvent,
  buildUsers,
  heldOrder,
  holdSeats,
  liveClaimCounts,
  paidOrder,
} from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import { HOLD_RATE_LIMIT } from "./orders.routes";
import { orderTestKit } from "./orders.test-kit";

/**
 * `count` ordinary seats of general admission from row `row` back, seats 5 to 24 of each row (clear
 * of the wheelchair spaces and companion seats at the rows' ends).
 */
function generalSeats(eventId: string, count: number, row = 10): string[] {
  return Array.from({ length: count }, (_, i) => seatId(eventId, "general", row + Math.floor(i / 20), (i % 20) + 5));
}

async function errorOf(response: Response): Promise<ApiErrorBody["error"]> {
  return ((await response.json()) as ApiErrorBody).error;
}

describeDialects("seats per account", (open) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof orderTestKit>>;

  beforeAll(async () => {
    t = await open();
    k = await orderTestKit(t);
  });

  function allowance(eventId: string, cookie?: string) {
    return t.request(`/api/events/${eventId}/seat-allowance`, { cookie });
  }

  function setLimit(eventId: string, body: unknown, cookie = k.admin.cookie) {
    return t.request(`/api/manage/events/${eventId}/seat-limit`, { method: "PUT", cookie, json: body });
  }

  it("refuses a hold that would take an account past ten seats of an event with 409 seat_limit", async () => {
    expect(DEFAULT_MAX_SEATS_PER_ACCOUNT).toBe(10);
    const event = await buildEvent(t.ctx.db);
    const seats = generalSeats(event.id, 12);
    await heldOrder(t, k.buyer.cookie, event.id, seats.slice(0, 6));

    const over = await holdSeats(t, k.buyer.cookie, event.id, seats.slice(6, 11));
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toEqual({
      code: "conflict",
      params: { reason: "seat_limit", limit: 10, remaining: 4 },
    });

    await heldOrder(t, k.buyer.cookie, event.id, seats.slice(6, 10));
    const full = await holdSeats(t, k.buyer.cookie, event.id, seats.slice(10, 11));
    expect(await errorOf(full)).toEqual({
      code: "conflict",
      params: { reason: "seat_limit", limit: 10, remaining: 0 },
    });
    // Another account is not held back, and the refused holds left nothing behind.
    await heldOrder(t, k.other.cookie, event.id, seats.slice(10, 12));
    const claims = await liveClaimCounts(t.ctx.db, event.id);
    expect(claims.size).toBe(12);
    // Other events have their own count.
    const elsewhere = await buildEvent(t.ctx.db);
    await heldOrder(t, k.buyer.cookie, elsewhere.id, generalSeats(elsewhere.id, 10));
  });

  it("counts paid seats and live holds, not lapsed or released ones", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = generalSeats(event.id, 20);
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    await paidOrder(t, buyer.cookie, event.id, seats.slice(0, 4));
    const lapsed = await heldOrder(t, buyer.cookie, event.id, seats.slice(4, 8));
    await k.lapse(lapsed.id);
    const cancelled = await heldOrder(t, buyer.cookie, event.id, seats.slice(8, 10));
    expect((await k.cancel(cancelled.id, buyer.cookie)).status).toBe(200);

    expect(await (await allowance(event.id, buyer.cookie)).json()).toEqual({
      eventId: event.id,
      limit: 10,
      taken: 4,
      remaining: 6,
    } satisfies SeatAllowance);
    // The lapsed hold's seats may be held again by their old holder: it counts for nothing.
    await heldOrder(t, buyer.cookie, event.id, [...seats.slice(4, 8), ...seats.slice(10, 12)]);
    expect(await errorOf(await holdSeats(t, buyer.cookie, event.id, seats.slice(12, 13)))).toEqual({
      code: "conflict",
      params: { reason: "seat_limit", limit: 10, remaining: 0 },
    });
  });

  it("does not limit an admin's complimentary bookings, which still count against the admin's own holds", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = generalSeats(event.id, 25);
    for (const batch of [seats.slice(0, 10), seats.slice(10, 20)]) {
      const response = await t.request("/api/orders/complimentary", {
        method: "POST",
        cookie: k.admin.cookie,
        json: { eventId: event.id, seatIds: batch },
      });
      expect(response.status).toBe(201);
    }
    const hold = await holdSeats(t, k.admin.cookie, event.id, seats.slice(20, 21));
    expect(await errorOf(hold)).toEqual({
      code: "conflict",
      params: { reason: "seat_limit", limit: 10, remaining: 0 },
    });
  });

  it("holds exactly ten seats when one account sends fifty holds at once", async () => {
    const event = await buildEvent(t.ctx.db);
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    // Generate the seats first, so every request races for the claims, not for the layout.
    await heldOrder(t, k.other.cookie, event.id, [seatId(event.id, "vip", 1, 1)]);
    const seats = generalSeats(event.id, 50);

    const answers = await Promise.all(seats.map((seat) => holdSeats(t, buyer.cookie, event.id, [seat])));

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(await errorOf(refused)).toEqual({
        code: "conflict",
        params: { reason: "seat_limit", limit: 10, remaining: 0 },
      });
    }
    const held = await t.ctx.db
      .selectFrom("bookings")
      .select("seat_id")
      .where("event_id", "=", event.id)
      .where("user_id", "=", buyer.userId)
      .where("payment_status", "=", "held")
      .execute();
    expect(held).toHaveLength(10);
    expect((await allowance(event.id, buyer.cookie).then((r) => r.json())) as SeatAllowance).toMatchObject({
      taken: 10,
      remaining: 0,
    });
  });

  it("lets an admin set an event's own limit, from 1 to 50, or the default again", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = generalSeats(event.id, 30);
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];

    const read = await t.request(`/api/manage/events/${event.id}/seat-limit`, { cookie: k.admin.cookie });
    expect(await read.json()).toEqual({
      eventId: event.id,
      limit: null,
      effectiveLimit: 10,
      accessibleLimit: null,
      effectiveAccessibleLimit: 2,
    } satisfies EventSeatLimit);

    const set = await setLimit(event.id, { limit: 2 });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ eventId: event.id, limit: 2, effectiveLimit: 2 });
    expect(await errorOf(await holdSeats(t, buyer.cookie, event.id, seats.slice(0, 3)))).toEqual({
      code: "conflict",
      params: { reason: "seat_limit", limit: 2, remaining: 2 },
    });
    expect(await (await allowance(event.id, buyer.cookie)).json()).toMatchObject({ limit: 2, remaining: 2 });
    await heldOrder(t, buyer.cookie, event.id, seats.slice(0, 2));

    expect((await setLimit(event.id, { limit: 50 })).status).toBe(200);
    await heldOrder(t, buyer.cookie, event.id, seats.slice(2, 12));
    await heldOrder(t, buyer.cookie, event.id, seats.slice(12, 22));

    expect(await (await setLimit(event.id, { limit: null })).json()).toMatchObject({
      eventId: event.id,
      limit: null,
      effectiveLimit: 10,
    });
    const row = await t.ctx.db
      .selectFrom("events")
      .select("max_seats_per_account")
      .where("id", "=", event.id)
      .executeTakeFirstOrThrow();
    expect(row.max_seats_per_account).toBeNull();
    // Seats already held stay held; the account may take no more.
    expect(await errorOf(await holdSeats(t, buyer.cookie, event.id, seats.slice(22, 23)))).toEqual({
      code: "conflict",
      params: { reason: "seat_limit", limit: 10, remaining: 0 },
    });
  });

  it.each([
    ["zero", { limit: 0 }, "validation.outOfRange"],
    ["51", { limit: 51 }, "validation.outOfRange"],
    ["a fraction", { limit: 2.5 }, "validation.invalid"],
    ["text", { limit: "5" }, "validation.invalid"],
    ["nothing", {}, "validation.invalid"],
  ])("refuses a limit of %s with validation_failed", async (_case, body, message) => {
    const event = await buildEvent(t.ctx.db);
    const response = await setLimit(event.id, body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: "validation_failed", fields: { limit: message } });
  });

  it("lets only admins read or set a limit; an unknown event is 404", async () => {
    const event = await buildEvent(t.ctx.db);
    const [manager] = (await buildUsers(t.ctx, 1, ["event_manager"])) as [BuiltUser];
    expect((await setLimit(event.id, { limit: 5 }, k.buyer.cookie)).status).toBe(403);
    expect((await setLimit(event.id, { limit: 5 }, manager.cookie)).status).toBe(403);
    expect((await setLimit(crypto.randomUUID(), { limit: 5 })).status).toBe(404);
    const unknown = await t.request(`/api/manage/events/${crypto.randomUUID()}/seat-limit`, { cookie: k.admin.cookie });
    expect(unknown.status).toBe(404);
  });

  it("answers the allowance only to a signed-in viewer, for an event on sale", async () => {
    const event = await buildEvent(t.ctx.db);
    expect((await allowance(event.id)).status).toBe(401);
    expect((await allowance(crypto.randomUUID(), k.buyer.cookie)).status).toBe(404);
    const pending = await buildEvent(t.ctx.db, { approval_status: "pending" });
    expect((await allowance(pending.id, k.buyer.cookie)).status).toBe(404);
  });
});

describeDialects("re-holding released seats", (open) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof orderTestKit>>;

  beforeAll(async () => {
    t = await open();
    k = await orderTestKit(t);
  });

  /** Moves a cancelled order's release back in time, as if `seconds` had passed. */
  async function age(orderId: string, seconds: number) {
    const row = await k.orderRow(orderId);
    await t.ctx.db
      .updateTable("orders")
      .set({ updated_at: new Date(Date.parse(row.updated_at) - seconds * 1000).toISOString() })
      .where("id", "=", orderId)
      .execute();
  }

  it("keeps seats its owner released away from that owner for two minutes; others take them at once", async () => {
    const event = await buildEvent(t.ctx.db);
    const [first, second, third] = generalSeats(event.id, 3) as [string, string, string];
    const order = await heldOrder(t, k.buyer.cookie, event.id, [first, second]);
    expect((await k.cancel(order.id, k.buyer.cookie)).status).toBe(200);

    const again = await holdSeats(t, k.buyer.cookie, event.id, [first, third]);
    expect(again.status).toBe(409);
    const error = await errorOf(again);
    expect(error).toMatchObject({ code: "conflict", params: { reason: "rehold_cooldown" } });
    const wait = (error.params as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(REHOLD_COOLDOWN_SECONDS - 10);
    expect(wait).toBeLessThanOrEqual(REHOLD_COOLDOWN_SECONDS);
    expect(again.headers.get("retry-after")).toBe(String(wait));

    // Seats the buyer did not release are theirs to take; the released ones are anyone else's.
    await heldOrder(t, k.buyer.cookie, event.id, [third]);
    await heldOrder(t, k.other.cookie, event.id, [first]);

    // Once the wait is over, the buyer may take the other released seat again.
    await age(order.id, REHOLD_COOLDOWN_SECONDS - 30);
    const later = await errorOf(await holdSeats(t, k.buyer.cookie, event.id, [second]));
    expect(later.params).toMatchObject({ reason: "rehold_cooldown" });
    expect((later.params as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(30);
    await age(order.id, 31);
    await heldOrder(t, k.buyer.cookie, event.id, [second]);
  });

  it("does not hold back a buyer whose hold lapsed, or an admin's complimentary booking", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = generalSeats(event.id, 4);
    const lapsed = await heldOrder(t, k.buyer.cookie, event.id, seats.slice(0, 2));
    await k.lapse(lapsed.id);
    await heldOrder(t, k.buyer.cookie, event.id, seats.slice(0, 2));

    const adminHold = await heldOrder(t, k.admin.cookie, event.id, seats.slice(2, 4));
    expect((await k.cancel(adminHold.id, k.admin.cookie)).status).toBe(200);
    const comp = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie: k.admin.cookie,
      json: { eventId: event.id, seatIds: seats.slice(2, 4) },
    });
    expect(comp.status).toBe(201);
  });
});

/**
 * The database's counters count in windows aligned to the minute: a test that counts to 31
 * starts early in one, so the window cannot roll over halfway.
 */
async function startOfAWindow() {
  const left = HOLD_RATE_LIMIT.windowMs - (Date.now() % HOLD_RATE_LIMIT.windowMs);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describeDialects("hold rate limits", (open, dialect) => {
  // Limits are off in the test environment; these apps run as in development, behind a proxy.
  const env = { NODE_ENV: "development", TRUST_PROXY: "true" };
  let t: TestApp;

  beforeAll(async () => {
    t = await open(env);
  });

  function holdFrom(app: TestApp, address: string, cookie: string, eventId: string, seatIds: string[]) {
    return app.request("/api/orders", {
      method: "POST",
      cookie,
      headers: { "x-forwarded-for": address },
      json: { eventId, seatIds },
    });
  }

  let addressCounter = 0;
  const freshAddress = () => {
    addressCounter += 1;
    return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  };

  async function expectRateLimited(response: Response) {
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toEqual({ code: "rate_limited", params: { limit: "holds" } });
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }

  it("answers an account's 31st hold request in a minute with 429, from any address", async () => {
    expect(HOLD_RATE_LIMIT).toMatchObject({ max: 30, windowMs: 60_000 });
    const event = await buildEvent(t.ctx.db, { max_seats_per_account: 50 });
    const [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
    const seats = generalSeats(event.id, 32);
    await startOfAWindow();
    for (const seat of seats.slice(0, 30)) {
      expect((await holdFrom(t, freshAddress(), buyer.cookie, event.id, [seat])).status).toBe(201);
    }
    await expectRateLimited(await holdFrom(t, freshAddress(), buyer.cookie, event.id, [seats[30] as string]));
    // Another account is not held back.
    expect((await holdFrom(t, freshAddress(), other.cookie, event.id, [seats[31] as string])).status).toBe(201);
  });

  it("answers a client address's 31st hold request in a minute with 429, whoever is signed in", async () => {
    // A limit above the requests, so that the network's seat window is not what stops them.
    const event = await buildEvent(t.ctx.db, { max_seats_per_account: 50 });
    const buyers = await buildUsers(t.ctx, 4);
    const seats = generalSeats(event.id, 32);
    const address = freshAddress();
    await startOfAWindow();
    for (const [i, seat] of seats.slice(0, 30).entries()) {
      const buyer = buyers[i % 4] as BuiltUser;
      expect((await holdFrom(t, address, buyer.cookie, event.id, [seat])).status).toBe(201);
    }
    await expectRateLimited(
      await holdFrom(t, address, (buyers[0] as BuiltUser).cookie, event.id, [seats[30] as string]),
    );
    // Another address is not held back.
    const last = (buyers[3] as BuiltUser).cookie;
    expect((await holdFrom(t, freshAddress(), last, event.id, [seats[31] as string])).status).toBe(201);
  });

  it.runIf(dialect === "postgres")("shares the count between two instances on one database", async () => {
    const second = await createTestApp({ databaseUrl: t.ctx.config.databaseUrl, env });
    try {
      const event = await buildEvent(t.ctx.db, { max_seats_per_account: 50 });
      const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
      const seats = generalSeats(event.id, 31);
      await startOfAWindow();
      for (const [i, seat] of seats.slice(0, 30).entries()) {
        const app = i % 2 === 0 ? t : second;
        expect((await holdFrom(app, freshAddress(), buyer.cookie, event.id, [seat])).status).toBe(201);
      }
      await expectRateLimited(await holdFrom(second, freshAddress(), buyer.cookie, event.id, [seats[30] as string]));
      await expectRateLimited(await holdFrom(t, freshAddress(), buyer.cookie, event.id, [seats[30] as string]));
    } finally {
      await second.close();
    }
  });
});
