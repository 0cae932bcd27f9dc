import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { seatCount, seatId } from "#domain/seating/layouts";
import {
  type BuiltUser,
  buildEvent,
  buildUsers,
  countSeats,
  fetchSeatMap,
  holdSeats,
  liveClaimCounts,
} from "#server/testing/factories";
import { createTestAppOn, hasPostgres } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

/**
 * A layout change and a hold on the same event, forced to overlap on PostgreSQL (where both run
 * at once; SQLite runs one writer at a time). A third connection holds a table lock that stops
 * the first of them half-way, the second is started and seen waiting for the event row's lock,
 * then the table lock goes. Whichever took the event row first wins; the other fails cleanly.
 */
describe.skipIf(!hasPostgres())("a layout change racing a hold [postgres]", () => {
  let t: TestApp;
  let admin: BuiltUser;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await createTestAppOn("postgres");
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    return () => t.close();
  });

  function putLayout(eventId: string, layout: string) {
    return t.request(`/api/events/${eventId}/layout`, { method: "PUT", cookie: admin.cookie, json: { layout } });
  }

  /** Resolves once `count` statements wait for a lock in this database. */
  async function waiting(count: number) {
    for (let i = 0; i < 500; i++) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.ctx.db);
      if (Number(rows[0]?.n) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`fewer than ${count} statements wait for a lock`);
  }

  it("lets the hold win when it has the event first: the layout change is refused", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const seat = seatId(event.id, "vip", 1, 1);

    let hold: Promise<Response> | undefined;
    let layout: Promise<Response> | undefined;
    await t.ctx.db.transaction().execute(async (trx) => {
      // Stops the hold at its bookings insert, after it has locked the event row.
      await sql`lock table bookings in share row exclusive mode`.execute(trx);
      hold = holdSeats(t, buyer.cookie, event.id, [seat]);
      await waiting(1);
      layout = putLayout(event.id, "arena");
      await waiting(2);
    });

    expect((await hold)?.status).toBe(201);
    const refused = await layout;
    expect(refused?.status).toBe(409);
    expect(await refused?.json()).toEqual({ error: { code: "conflict", params: { reason: "seats_sold", count: 1 } } });
    expect(await countSeats(t.ctx.db, event.id)).toBe(916);
    expect([...(await liveClaimCounts(t.ctx.db, event.id)).entries()]).toEqual([[seat, 1]]);
    expect((await fetchSeatMap(t, event.id, buyer.cookie)).claims).toEqual({ [seat]: "mine" });
  });

  it("lets the layout change win when it has the event first: the hold fails and holds nothing", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const seat = seatId(event.id, "vip", 1, 1);

    let hold: Promise<Response> | undefined;
    let layout: Promise<Response> | undefined;
    await t.ctx.db.transaction().execute(async (trx) => {
      // Stops the layout change at deleting the old seats, after it has locked the event row.
      await sql`lock table seats in share mode`.execute(trx);
      layout = putLayout(event.id, "arena");
      await waiting(1);
      hold = holdSeats(t, buyer.cookie, event.id, [seat]);
      await waiting(2);
    });

    const changed = await layout;
    expect(changed?.status).toBe(200);
    expect(await changed?.json()).toEqual({ layout: "arena", seats: seatCount("arena") });
    // The seat the buyer picked is gone with the old layout.
    const failed = await hold;
    expect(failed?.status).toBe(400);
    expect(await failed?.json()).toEqual({
      error: { code: "bad_request", params: { reason: "unknown_seats", seatIds: [seat] } },
    });
    expect(await countSeats(t.ctx.db, event.id)).toBe(seatCount("arena"));
    expect((await liveClaimCounts(t.ctx.db, event.id)).size).toBe(0);
    const orders = await t.ctx.db.selectFrom("orders").select("id").where("event_id", "=", event.id).execute();
    expect(orders).toEqual([]);
    expect((await fetchSeatMap(t, event.id)).layout).toBe("arena");
  });
});
