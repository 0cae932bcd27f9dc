import { beforeAll, expect, it } from "vitest";
import type { EventRow } from "#server/db/schema";
import { releaseLapsedHolds } from "#server/features/orders";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap, holdSeats } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

/** Races per database: a hold lapsing or let go while a buyer keeps asking for its seat. */
const RUNS = 100;
/** Hold requests the buyer has in flight at once in each race. */
const HAMMER = 4;

describeDialects("returned seats go to the waitlist first", (open) => {
  let t: TestApp;
  let admin: BuiltUser;
  let holder: BuiltUser;
  let buyer: BuiltUser;
  let line: BuiltUser[];
  let event: EventRow;
  /** One seat per race, each held by `holder`'s own order until its race. */
  let races: { seatId: string; orderId: string }[];

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [holder, buyer] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
    line = await buildUsers(t.ctx, RUNS);
    event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const seats = await t.ctx.db
      .selectFrom("seats")
      .select("id")
      .where("event_id", "=", event.id)
      .where("access", "is", null)
      .orderBy("id")
      .execute();
    const at = new Date().toISOString();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    // The house sold out: every seat given away but the race seats, each in a hold of its own.
    const order = (id: string, status: "complimentary" | "held", userId: string) => ({
      id,
      user_id: userId,
      event_id: event.id,
      kind: "tickets" as const,
      status,
      total_cents: 0,
      currency: "USD",
      provider: status === "held" ? null : "complimentary",
      provider_ref: null,
      details: null,
      expires_at: status === "held" ? later : null,
      paid_at: status === "held" ? null : at,
      checkout_ref: null,
      created_at: at,
      updated_at: at,
    });
    const booking = (orderId: string, seatId: string, status: "complimentary" | "held", user: BuiltUser) => ({
      id: crypto.randomUUID(),
      order_id: orderId,
      user_id: user.userId,
      seat_id: seatId,
      event_id: event.id,
      total_amount_cents: status === "held" ? 3_500 : 0,
      payment_status: status,
      user_email: user.email,
      user_name: user.name,
      booking_date: at,
    });
    races = seats.slice(0, RUNS).map((s) => ({ seatId: s.id, orderId: crypto.randomUUID() }));
    await t.ctx.db
      .insertInto("orders")
      .values(races.map((r) => order(r.orderId, "held", holder.userId)))
      .execute();
    await t.ctx.db
      .insertInto("bookings")
      .values(races.map((r) => booking(r.orderId, r.seatId, "held", holder)))
      .execute();
    const gift = crypto.randomUUID();
    await t.ctx.db
      .insertInto("orders")
      .values(order(gift, "complimentary", admin.userId))
      .execute();
    const rest = (await t.ctx.db.selectFrom("seats").select("id").where("event_id", "=", event.id).execute()).filter(
      (s) => !races.some((r) => r.seatId === s.id),
    );
    for (let i = 0; i < rest.length; i += 200) {
      await t.ctx.db
        .insertInto("bookings")
        .values(rest.slice(i, i + 200).map((s) => booking(gift, s.id, "complimentary", admin)))
        .execute();
    }
    // The line: one seat each, in this order.
    for (const person of line) {
      const joined = await t.request(`/api/events/${event.id}/waitlist`, {
        method: "POST",
        cookie: person.cookie,
        json: { count: 1 },
      });
      expect(joined.status).toBe(201);
    }
  }, 120_000);

  /** Who has the seat now: the account of its live claim, if any. */
  const claimant = async (seatId: string) =>
    (
      await t.ctx.db
        .selectFrom("bookings")
        .select("user_id")
        .where("seat_id", "=", seatId)
        .where("payment_status", "in", ["held", "completed", "complimentary"])
        .execute()
    ).map((b) => b.user_id);

  it(`gives the seat to the first in line in every one of ${RUNS} races against a buyer on the chart`, async () => {
    let buyerWon = 0;
    let lineWon = 0;
    for (let run = 0; run < RUNS; run++) {
      const { seatId, orderId } = races[run] as (typeof races)[number];
      const first = line[run] as BuiltUser;
      // Half the seats come back by lapsing (found by the sweeper or by the buyer's own claim),
      // half because their holder lets them go.
      const lapses = run % 2 === 0;
      if (lapses) {
        await t.ctx.db
          .updateTable("orders")
          .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
          .where("id", "=", orderId)
          .execute();
      }
      const release = lapses
        ? releaseLapsedHolds({ ...t.ctx, now: new Date() })
        : t.request(`/api/orders/${orderId}`, { method: "DELETE", cookie: holder.cookie });
      const answers = await Promise.all([
        release,
        ...Array.from({ length: HAMMER }, () => holdSeats(t, buyer.cookie, event.id, [seatId])),
      ]);
      const holds = answers.slice(1) as Response[];
      for (const hold of holds) expect([201, 409]).toContain(hold.status);
      const owners = await claimant(seatId);
      if (owners.includes(buyer.userId)) buyerWon += 1;
      if (owners.length === 1 && owners[0] === first.userId) lineWon += 1;
    }
    expect({ buyerWon, lineWon }).toEqual({ buyerWon: 0, lineWon: RUNS });
    // Every offer is a held order of the person's own, and each person was offered once.
    const offered = await t.ctx.db
      .selectFrom("waitlist_entries")
      .select(["user_id", "status"])
      .where("event_id", "=", event.id)
      .where("status", "=", "offered")
      .execute();
    expect(offered).toHaveLength(RUNS);
  }, 300_000);
});
