import { beforeAll, expect, it } from "vitest";
import { seatId } from "#domain/seating/layouts";
import type { EventRow } from "#server/db/schema";
import { silentLogger } from "#server/platform/logger";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { sweepWaitlists } from "./waitlist.service";

describeDialects("the waitlist and accessible seating", (open) => {
  let t: TestApp;
  let admin: BuiltUser;
  let waiting: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [waiting] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  const sweep = () =>
    sweepWaitlists({
      db: t.ctx.db,
      seatChanges: t.ctx.seatChanges,
      mailer: t.ctx.mailer,
      publicUrl: t.ctx.config.publicUrl,
      logger: silentLogger,
      now: new Date(),
    });

  /** Every seat of the event given to the admin, except `keep`. */
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

  const heldSeatsOf = async (userId: string, eventId: string) =>
    (
      await t.ctx.db
        .selectFrom("bookings")
        .select("seat_id")
        .where("user_id", "=", userId)
        .where("event_id", "=", eventId)
        .where("payment_status", "=", "held")
        .execute()
    ).map((b) => b.seat_id);

  it("offers no wheelchair space or companion seat, until the section is released", async () => {
    const event = await buildEvent(t.ctx.db);
    // Balcony's front group: the space at row 32, seat 1, companions 2-4.
    const group = [1, 2, 3, 4].map((n) => seatId(event.id, "balcony", 32, n));
    await sellOutExcept(event, group);

    // Only restricted seats are free: sold out for everyone who did not ask for them.
    const joined = await t.request(`/api/events/${event.id}/waitlist`, {
      method: "POST",
      cookie: waiting.cookie,
      json: { count: 2 },
    });
    expect(joined.status).toBe(201);
    expect(await sweep()).toBe(0);
    expect(await heldSeatsOf(waiting.userId, event.id)).toEqual([]);

    const release = await t.request(`/api/events/${event.id}/sections/balcony/accessible-release`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(release.status).toBe(200);
    expect(await sweep()).toBe(1);
    const offered = await heldSeatsOf(waiting.userId, event.id);
    expect(offered).toHaveLength(2);
    for (const id of offered) expect(group).toContain(id);
  });
});
