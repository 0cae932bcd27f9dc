import { beforeAll, expect, it } from "vitest";
import type { ApiErrorBody } from "#domain/errors";
import type { PricingRules } from "#domain/pricing";
import type { MyWaitlistResponse, WaitlistAdminResponse } from "#domain/schemas/waitlist";
import { seatId } from "#domain/seating/layouts";
import { WAITLIST_OFFER_MINUTES } from "#domain/waitlist/offers";
import type { EventRow } from "#server/db/schema";
import { silentLogger } from "#server/platform/logger";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap, heldOrder, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { sweepWaitlists } from "./waitlist.service";

const MINUTE = 60_000;

describeDialects("the waitlist", (open) => {
  let t: TestApp;
  let admin: BuiltUser;
  let holder: BuiltUser;
  let first: BuiltUser;
  let second: BuiltUser;
  let third: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [holder, first, second, third] = (await buildUsers(t.ctx, 4)) as [BuiltUser, BuiltUser, BuiltUser, BuiltUser];
  });

  /** The matcher's pass, as an instance runs it, at `now` (with the venue's fee and tax, if any). */
  const sweep = (now = new Date(), pricing?: PricingRules) =>
    sweepWaitlists({
      db: t.ctx.db,
      seatChanges: t.ctx.seatChanges,
      mailer: t.ctx.mailer,
      publicUrl: t.ctx.config.publicUrl,
      logger: silentLogger,
      now,
      ...(pricing ? { pricing } : {}),
    });

  /**
   * Every seat of the event given to the admin as one complimentary order, except `keep`: those
   * are left for the test to sell through the API.
   */
  async function sellOutExcept(event: EventRow, keep: string[]): Promise<void> {
    await fetchSeatMap(t, event.id);
    const seats = (await t.ctx.db.selectFrom("seats").select(["id"]).where("event_id", "=", event.id).execute()).filter(
      (s) => !keep.includes(s.id),
    );
    const at = new Date().toISOString();
    const orderId = crypto.randomUUID();
    await t.ctx.db
      .insertInto("orders")
      .values({
        id: orderId,
        user_id: admin.userId,
        event_id: event.id,
        kind: "tickets",
        status: "complimentary",
        total_cents: 0,
        currency: "USD",
        provider: "complimentary",
        provider_ref: null,
        details: null,
        expires_at: null,
        paid_at: at,
        checkout_ref: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (let i = 0; i < seats.length; i += 200) {
      await t.ctx.db
        .insertInto("bookings")
        .values(
          seats.slice(i, i + 200).map((s) => ({
            id: crypto.randomUUID(),
            order_id: orderId,
            user_id: admin.userId,
            seat_id: s.id,
            event_id: event.id,
            total_amount_cents: 0,
            payment_status: "complimentary" as const,
            user_email: admin.email,
            user_name: admin.email,
            booking_date: at,
          })),
        )
        .execute();
    }
  }

  const join = (eventId: string, cookie: string, json: unknown = { count: 1 }, language = "en") =>
    t.request(`/api/events/${eventId}/waitlist`, {
      method: "POST",
      cookie: `${cookie}; lang=${language}`,
      json,
    });

  async function mine(eventId: string, cookie: string): Promise<MyWaitlistResponse> {
    const response = await t.request(`/api/events/${eventId}/waitlist/me`, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as MyWaitlistResponse;
  }

  async function adminList(eventId: string): Promise<WaitlistAdminResponse> {
    const response = await t.request(`/api/events/${eventId}/waitlist`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as WaitlistAdminResponse;
  }

  /** The mails to an address about one event (its title ends their subject). */
  const mailsTo = async (address: string, event: EventRow) =>
    (
      await t.mailWorker
        .deliverDue()
        .then(() =>
          t.ctx.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", address).orderBy("id").execute(),
        )
    ).filter((mail) => mail.subject.endsWith(event.title));

  const heldOrdersOf = (userId: string, eventId: string) =>
    t.ctx.db
      .selectFrom("orders")
      .selectAll()
      .where("user_id", "=", userId)
      .where("event_id", "=", eventId)
      .where("status", "=", "held")
      .execute();

  it("takes people only once the event has no free seat", async () => {
    const event = await buildEvent(t.ctx.db);
    const last = seatId(event.id, "balcony", 31, 1);
    await sellOutExcept(event, [last]);

    const early = await join(event.id, first.cookie);
    expect(early.status).toBe(409);
    expect(((await early.json()) as ApiErrorBody).error.params).toEqual({ reason: "seats_available", count: 1 });
    expect((await mine(event.id, first.cookie)).entry).toBeNull();

    // A seat on hold is not for sale: the event counts as sold out while it is held.
    await heldOrder(t, holder.cookie, event.id, [last]);
    const joined = await join(event.id, first.cookie, { count: 1, maxPriceCents: 5_000 });
    expect(joined.status).toBe(201);
    expect(((await joined.json()) as MyWaitlistResponse).entry).toMatchObject({
      status: "waiting",
      count: 1,
      maxPriceCents: 5_000,
      place: 1,
      ahead: 0,
      offer: null,
    });
    // Joining again answers the place one has.
    const again = await join(event.id, first.cookie, { count: 3 });
    expect(again.status).toBe(200);
    expect(((await again.json()) as MyWaitlistResponse).entry).toMatchObject({ count: 1, place: 1 });
  });

  it("refuses counts outside 1-10, other people's seat limits, and visitors who are not signed in", async () => {
    const event = await buildEvent(t.ctx.db, { max_seats_per_account: 2 });
    await sellOutExcept(event, []);
    for (const count of [0, 11, 2.5]) {
      expect((await join(event.id, first.cookie, { count })).status).toBe(400);
    }
    const overLimit = await join(event.id, first.cookie, { count: 3 });
    expect(overLimit.status).toBe(409);
    expect(((await overLimit.json()) as ApiErrorBody).error.params).toEqual({
      reason: "seat_limit",
      limit: 2,
      remaining: 2,
    });
    expect((await t.request(`/api/events/${event.id}/waitlist`, { method: "POST", json: { count: 1 } })).status).toBe(
      401,
    );
    expect((await t.request(`/api/events/${event.id}/waitlist/me`)).status).toBe(401);
  });

  it("gives a refunded seat to the first in line as a held order and mails them in their language", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "balcony", 31, 1), seatId(event.id, "balcony", 31, 2)];
    await sellOutExcept(event, seats);
    const paid = await paidOrder(t, holder.cookie, event.id, seats);

    expect((await join(event.id, first.cookie, { count: 1 }, "es")).status).toBe(201);
    expect((await join(event.id, second.cookie, { count: 1 })).status).toBe(201);
    expect((await mine(event.id, second.cookie)).entry).toMatchObject({ place: 2, ahead: 1 });
    await sweep();
    expect(await heldOrdersOf(first.userId, event.id)).toEqual([]);

    // The refund's own transaction offers the seat: it is never free on the chart.
    const before = Date.now();
    const refund = await t.request(`/api/manage/orders/${paid.id}/refund`, {
      method: "POST",
      cookie: admin.cookie,
      json: { seatIds: [seats[0]] },
    });
    expect(refund.status).toBe(200);
    const [offer, ...others] = await heldOrdersOf(first.userId, event.id);
    expect(others).toEqual([]);
    expect(offer).toMatchObject({ kind: "tickets", status: "held", total_cents: 3_500 });
    const expiresAt = Date.parse(offer?.expires_at ?? "");
    expect(expiresAt).toBeGreaterThanOrEqual(before + WAITLIST_OFFER_MINUTES * MINUTE);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + WAITLIST_OFFER_MINUTES * MINUTE);
    const bookings = await t.ctx.db
      .selectFrom("bookings")
      .select(["seat_id", "payment_status", "user_email"])
      .where("order_id", "=", offer?.id ?? "")
      .execute();
    expect(bookings).toEqual([{ seat_id: seats[0], payment_status: "held", user_email: first.email }]);

    const me = await mine(event.id, first.cookie);
    expect(me.entry).toMatchObject({ status: "offered", place: null, offer: { orderId: offer?.id } });
    expect((await mine(event.id, second.cookie)).entry).toMatchObject({ status: "waiting", place: 1, ahead: 0 });

    // The box office resumes it like any of the buyer's holds.
    const held = await t.request(`/api/my/orders/held?eventId=${event.id}`, { cookie: first.cookie });
    expect(((await held.json()) as { order: { id: string } | null }).order?.id).toBe(offer?.id);

    const [mail, ...more] = await mailsTo(first.email, event);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Asientos reservados para usted: ${event.title}`);
    expect(mail?.text_body).toContain(`${t.ctx.config.publicUrl}/box-office?event=${event.id}`);
    expect(mail?.text_body).toContain("fila 31, asiento 1");
    expect(mail?.html_body).toContain("Pagar mis asientos");
    expect(await mailsTo(second.email, event)).toEqual([]);

    // Paid: the entry is bought, and a second pass offers nothing more.
    const pay = await t.request(`/api/orders/${offer?.id}/payments/simulated`, {
      method: "POST",
      cookie: first.cookie,
      json: { token: "sim_ok_4242" },
    });
    expect(pay.status).toBe(200);
    await sweep();
    expect(await heldOrdersOf(second.userId, event.id)).toEqual([]);
    expect((await mine(event.id, first.cookie)).entry).toMatchObject({ status: "bought", offer: null });
  });

  it("passes an offer not paid in 30 minutes to the next in line, and lets the first join again", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "balcony", 31, 1);
    await sellOutExcept(event, [seat]);
    const hold = await heldOrder(t, holder.cookie, event.id, [seat]);
    expect((await join(event.id, first.cookie)).status).toBe(201);
    expect((await join(event.id, second.cookie)).status).toBe(201);

    // The holder's hold lapses (ten minutes on): the first in line gets the seat.
    const afterHold = new Date(Date.parse(hold.expiresAt ?? "") + 1_000);
    await sweep(afterHold);
    const [offer] = await heldOrdersOf(first.userId, event.id);
    expect(offer?.expires_at).toBe(new Date(afterHold.getTime() + WAITLIST_OFFER_MINUTES * MINUTE).toISOString());

    // Not paid in 30 minutes: it lapses, and the seat goes to the next in line.
    await sweep(new Date(afterHold.getTime() + 29 * MINUTE));
    expect((await mine(event.id, first.cookie)).entry).toMatchObject({ status: "offered" });
    expect(await heldOrdersOf(second.userId, event.id)).toEqual([]);
    const lapsed = new Date(afterHold.getTime() + WAITLIST_OFFER_MINUTES * MINUTE + 1_000);
    await sweep(lapsed);
    expect((await mine(event.id, first.cookie)).entry).toMatchObject({ status: "expired" });
    const firstOrder = await t.ctx.db
      .selectFrom("orders")
      .select("status")
      .where("id", "=", offer?.id ?? "")
      .executeTakeFirstOrThrow();
    expect(firstOrder.status).toBe("expired");
    const [next] = await heldOrdersOf(second.userId, event.id);
    const claim = await t.ctx.db
      .selectFrom("bookings")
      .select("seat_id")
      .where("order_id", "=", next?.id ?? "")
      .execute();
    expect(claim).toEqual([{ seat_id: seat }]);
    expect(await mailsTo(second.email, event)).toHaveLength(1);

    // The first may join again, at the back of the line (the seat is held, so it is sold out).
    const rejoin = await join(event.id, first.cookie);
    expect(rejoin.status).toBe(201);
    expect(((await rejoin.json()) as MyWaitlistResponse).entry).toMatchObject({ status: "waiting", place: 1 });
  });

  it("serves the first person the seats suit: too many wanted or too dear keeps one's place", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "vip", 1, 1);
    await sellOutExcept(event, [seat]);
    const hold = await heldOrder(t, holder.cookie, event.id, [seat]);
    expect((await join(event.id, first.cookie, { count: 2 })).status).toBe(201);
    expect((await join(event.id, second.cookie, { count: 1, maxPriceCents: 10_000 })).status).toBe(201);
    expect((await join(event.id, third.cookie, { count: 1, maxPriceCents: 15_000 })).status).toBe(201);

    await sweep(new Date(Date.parse(hold.expiresAt ?? "") + 1_000));
    expect(await heldOrdersOf(third.userId, event.id)).toHaveLength(1);
    expect((await mine(event.id, first.cookie)).entry).toMatchObject({ status: "waiting", place: 1 });
    expect((await mine(event.id, second.cookie)).entry).toMatchObject({ status: "waiting", place: 2 });
  });

  it("compares a person's price ceiling with what they would pay: fee and tax included", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "vip", 1, 2);
    await sellOutExcept(event, [seat]);
    const hold = await heldOrder(t, holder.cookie, event.id, [seat]);
    // The seat lists at $150.00; with a $10.00 fee and 10 % tax a buyer pays $176.00.
    const pricing: PricingRules = { serviceFee: { kind: "amount", cents: 1_000 }, taxPpm: 100_000 };
    expect((await join(event.id, second.cookie, { count: 1, maxPriceCents: 17_500 })).status).toBe(201);
    expect((await join(event.id, third.cookie, { count: 1, maxPriceCents: 17_600 })).status).toBe(201);

    await sweep(new Date(Date.parse(hold.expiresAt ?? "") + 1_000), pricing);
    expect(await heldOrdersOf(second.userId, event.id)).toHaveLength(0);
    const [offer] = await heldOrdersOf(third.userId, event.id);
    expect(offer).toMatchObject({ total_cents: 17_600 });
    expect((await mine(event.id, second.cookie)).entry).toMatchObject({ status: "waiting", place: 1 });
  });

  it("never offers twice when instances sweep at the same moment", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "balcony", 31, 1), seatId(event.id, "balcony", 31, 2)];
    await sellOutExcept(event, seats);
    const hold = await heldOrder(t, holder.cookie, event.id, seats);
    expect((await join(event.id, first.cookie, { count: 1 })).status).toBe(201);
    expect((await join(event.id, second.cookie, { count: 1 })).status).toBe(201);

    const at = new Date(Date.parse(hold.expiresAt ?? "") + 1_000);
    await Promise.all([sweep(at), sweep(at), sweep(at)]);
    await sweep(at);
    for (const person of [first, second]) {
      expect(await heldOrdersOf(person.userId, event.id)).toHaveLength(1);
      expect(await mailsTo(person.email, event)).toHaveLength(1);
      expect((await mine(event.id, person.cookie)).entry).toMatchObject({ status: "offered" });
    }
    const claims = await t.ctx.db
      .selectFrom("bookings")
      .select("seat_id")
      .where("event_id", "=", event.id)
      .where("payment_status", "=", "held")
      .orderBy("seat_id")
      .execute();
    expect(claims.map((c) => c.seat_id)).toEqual([...seats].sort());
  });

  it("lets a person leave; admins see the list in order; others may not", async () => {
    const event = await buildEvent(t.ctx.db);
    await sellOutExcept(event, []);
    expect((await join(event.id, first.cookie, { count: 2 })).status).toBe(201);
    expect((await join(event.id, second.cookie, { count: 1, maxPriceCents: 9_000 })).status).toBe(201);
    expect((await join(event.id, third.cookie)).status).toBe(201);

    const left = await t.request(`/api/events/${event.id}/waitlist/me`, { method: "DELETE", cookie: first.cookie });
    expect(left.status).toBe(200);
    expect(((await left.json()) as MyWaitlistResponse).entry).toMatchObject({ status: "left", place: null });
    expect((await mine(event.id, third.cookie)).entry).toMatchObject({ place: 2, ahead: 1 });

    const list = await adminList(event.id);
    expect(list.waiting).toBe(2);
    expect(list.entries.map((e) => [e.email, e.status, e.place, e.count, e.maxPriceCents])).toEqual([
      [first.email, "left", null, 2, null],
      [second.email, "waiting", 1, 1, 9_000],
      [third.email, "waiting", 2, 1, null],
    ]);

    const [manager] = await buildUsers(t.ctx, 1, ["event_manager"]);
    for (const cookie of [first.cookie, manager?.cookie, undefined]) {
      expect([401, 403]).toContain((await t.request(`/api/events/${event.id}/waitlist`, { cookie })).status);
    }
    expect((await t.request(`/api/events/${crypto.randomUUID()}/waitlist`, { cookie: admin.cookie })).status).toBe(404);
  });

  it("answers not found for an event that is not approved, and refuses a cancelled one", async () => {
    const pending = await buildEvent(t.ctx.db, { approval_status: "pending" });
    expect((await join(pending.id, first.cookie)).status).toBe(404);
    const cancelled = await buildEvent(t.ctx.db, { cancelled_at: new Date().toISOString() });
    const response = await join(cancelled.id, first.cookie);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiErrorBody).error.params).toEqual({ reason: "event_cancelled" });
  });
  it("offers no wheelchair space or companion seat, until the section is released", async () => {
    const event = await buildEvent(t.ctx.db);
    // Balcony's front group: the space at row 32, seat 1, companions 2-4.
    const group = [1, 2, 3, 4].map((n) => seatId(event.id, "balcony", 32, n));
    await sellOutExcept(event, group);

    // Only restricted seats are free: sold out for everyone who did not ask for them.
    expect((await join(event.id, first.cookie, { count: 2 })).status).toBe(201);
    expect(await sweep()).toBe(0);
    expect(await heldOrdersOf(first.userId, event.id)).toEqual([]);

    const release = await t.request(`/api/events/${event.id}/sections/balcony/accessible-release`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(release.status).toBe(200);
    expect(await sweep()).toBe(1);
    const offered = await t.ctx.db
      .selectFrom("bookings")
      .select("seat_id")
      .where("user_id", "=", first.userId)
      .where("event_id", "=", event.id)
      .where("payment_status", "=", "held")
      .execute();
    expect(offered).toHaveLength(2);
    for (const { seat_id } of offered) expect(group).toContain(seat_id);
  });
});
