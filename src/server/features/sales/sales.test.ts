import { beforeAll, expect, it } from "vitest";
import type { SalesDashboard } from "#domain/schemas/dashboard";
import type { OrderView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { venueDateOf } from "#domain/time";
import { type BuiltUser, buildEvent, buildUsers, paidOrder, paySimulated } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

describeDialects("the sales dashboard", (open) => {
  let t: TestApp;
  let admin: BuiltUser;
  let manager: BuiltUser;
  let otherManager: BuiltUser;
  let clerk: BuiltUser;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [manager, otherManager] = (await buildUsers(t.ctx, 2, ["event_manager"])) as [BuiltUser, BuiltUser];
    [clerk] = (await buildUsers(t.ctx, 1, ["box_office"])) as [BuiltUser];
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  async function dashboard(cookie: string, eventId?: string): Promise<SalesDashboard> {
    const response = await t.request(`/api/sales/dashboard${eventId ? `?eventId=${eventId}` : ""}`, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as SalesDashboard;
  }

  /** An event of the manager's with an online sale, a window cash sale, a comp and a refund. */
  async function soldEvent() {
    const event = await buildEvent(t.ctx.db, { created_by: manager.userId });
    const online = await paidOrder(t, buyer.cookie, event.id, [
      seatId(event.id, "vip", 3, 5),
      seatId(event.id, "vip", 3, 6),
    ]);
    const window = await t.request("/api/window/sales", {
      method: "POST",
      cookie: clerk.cookie,
      json: {
        eventId: event.id,
        seatIds: [seatId(event.id, "general", 12, 5), seatId(event.id, "general", 12, 6)],
        payment: { method: "cash", tenderedCents: 100_000 },
      },
    });
    expect(window.status).toBe(201);
    const comp = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie: admin.cookie,
      json: { eventId: event.id, seatIds: [seatId(event.id, "premium", 5, 9)] },
    });
    expect(comp.status).toBe(201);
    const refund = await t.request(`/api/manage/orders/${online.id}/refund`, {
      method: "POST",
      cookie: admin.cookie,
      json: { seatIds: [seatId(event.id, "vip", 3, 6)] },
    });
    expect(refund.status).toBe(200);
    const held = await t.request("/api/orders", {
      method: "POST",
      cookie: buyer.cookie,
      json: { eventId: event.id, seatIds: [seatId(event.id, "general", 13, 5)] },
    });
    expect(held.status).toBe(201);
    const valid = await t.ctx.db
      .selectFrom("bookings")
      .select("id")
      .where("event_id", "=", event.id)
      .where("payment_status", "in", ["completed", "complimentary"])
      .orderBy("id")
      .execute();
    await t.ctx.db
      .insertInto("ticket_checkins")
      .values(
        ["North", "North", "South"].map((gate, i) => ({
          booking_id: valid[i]?.id ?? "",
          event_id: event.id,
          gate,
          device: "d1",
          scanned_at: new Date(Date.UTC(2030, 0, 1, 19, i === 2 ? 1 : 0, 10)).toISOString(),
          recorded_at: new Date().toISOString(),
        })),
      )
      .execute();
    return event;
  }

  it("counts exactly what the orders hold: totals, days, sections, price levels and channels", async () => {
    const event = await soldEvent();
    const view = await dashboard(manager.cookie, event.id);

    // The same figures, read straight from the orders and bookings.
    const seats = await t.ctx.db
      .selectFrom("bookings")
      .innerJoin("orders", "orders.id", "bookings.order_id")
      .select(["bookings.payment_status", "bookings.total_amount_cents", "orders.channel", "orders.total_cents"])
      .where("orders.event_id", "=", event.id)
      .where("orders.status", "in", ["paid", "complimentary", "refunded"])
      .execute();
    const paid = seats.filter((s) => s.payment_status !== "complimentary");
    const gross = paid.reduce((sum, s) => sum + s.total_amount_cents, 0);
    const refunded = seats
      .filter((s) => s.payment_status === "refunded")
      .reduce((sum, s) => sum + s.total_amount_cents, 0);
    const orders = await t.ctx.db
      .selectFrom("orders")
      .select(["total_cents", "refunded_cents"])
      .where("event_id", "=", event.id)
      .where("status", "in", ["paid", "refunded"])
      .execute();
    expect(gross).toBe(orders.reduce((sum, o) => sum + o.total_cents, 0));
    expect(refunded).toBe(orders.reduce((sum, o) => sum + o.refunded_cents, 0));

    expect(view.totals).toEqual({
      sold: 3,
      comps: 1,
      refunds: 1,
      grossCents: gross,
      refundedCents: refunded,
      revenueCents: gross - refunded,
    });
    expect(view.byDay.reduce((sum, d) => sum + d.grossCents, 0)).toBe(gross);
    expect(view.byDay.reduce((sum, d) => sum + d.tickets, 0)).toBe(paid.length);
    expect(view.byMinute.reduce((sum, d) => sum + d.grossCents, 0)).toBe(gross);
    expect(view.bySection.reduce((sum, s) => sum + s.grossCents, 0)).toBe(gross);
    expect(view.byPriceLevel.map((p) => p.tier)).toEqual(["vip", "premium", "general"]);
    expect(view.byPriceLevel.reduce((sum, s) => sum + s.revenueCents, 0)).toBe(gross - refunded);
    expect(view.byChannel.map((c) => [c.channel, c.orders, c.sold, c.comps, c.refunds])).toEqual([
      ["online", 1, 1, 0, 1],
      ["window", 1, 2, 0, 0],
      ["complimentary", 1, 0, 1, 0],
    ]);
    const windowSeats = seats.filter((s) => s.channel === "window");
    expect(view.byChannel.find((c) => c.channel === "window")?.grossCents).toBe(
      windowSeats.reduce((sum, s) => sum + s.total_amount_cents, 0),
    );

    expect(view.occupancy).toMatchObject({ sold: 3, comps: 1, held: 1 });
    expect(view.occupancy).toMatchObject({ house: 0, houseSeatIds: [] });
    const occupancy = view.occupancy ?? { total: 0, sold: 0, comps: 0, held: 0, house: 0, free: 0 };
    expect(occupancy.sold + occupancy.comps + occupancy.held + occupancy.house + occupancy.free).toBe(occupancy.total);
    expect(view.admissions).toMatchObject({ admitted: 3, gates: ["North", "South"], ticketsValid: 4 });
    expect(view.admissions?.byMinute.map((m) => [m.gate, m.admitted])).toEqual([
      ["North", 2],
      ["South", 1],
    ]);
  });

  it("counts the codes used, the house seats and the refunds per day exactly as the orders and ledger hold them", async () => {
    const event = await buildEvent(t.ctx.db, { created_by: manager.userId });
    const code = (body: Record<string, unknown>) =>
      t.request(`/api/admin/events/${event.id}/codes`, { method: "POST", cookie: admin.cookie, json: body });
    expect((await code({ code: "SAVE10", kind: "promo", percentOff: 10 })).status).toBe(201);
    expect((await code({ code: "FANS", kind: "presale" })).status).toBe(201);
    expect((await code({ code: "UNUSED", kind: "promo", amountOffCents: 500 })).status).toBe(201);
    const hold = async (seats: string[], extra: Record<string, unknown>) => {
      const response = await t.request("/api/orders", {
        method: "POST",
        cookie: buyer.cookie,
        json: { eventId: event.id, seatIds: seats, ...extra },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { order: OrderView }).order;
    };
    const pay = async (order: OrderView) => expect((await paySimulated(t, buyer.cookie, order.id)).status).toBe(200);

    // Two tickets with SAVE10, one of them refunded later; one with FANS; a hold with SAVE10 not
    // paid (not a use yet); a sale without a code.
    const saved = await hold([seatId(event.id, "vip", 2, 8), seatId(event.id, "vip", 2, 9)], { code: "save10" });
    await pay(saved);
    await pay(await hold([seatId(event.id, "premium", 5, 10)], { code: "FANS" }));
    const plain = await paidOrder(t, buyer.cookie, event.id, [
      seatId(event.id, "general", 12, 8),
      seatId(event.id, "general", 12, 9),
    ]);
    await hold([seatId(event.id, "general", 14, 8)], { code: "SAVE10" });

    // Three refunds: one seat of the SAVE10 order, then the two seats of the plain order one by one.
    const refund = async (orderId: string, seat: string) => {
      const response = await t.request(`/api/manage/orders/${orderId}/refund`, {
        method: "POST",
        cookie: admin.cookie,
        json: { seatIds: [seat] },
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    await refund(saved.id, seatId(event.id, "vip", 2, 9));
    await refund(plain.id, seatId(event.id, "general", 12, 8));
    await refund(plain.id, seatId(event.id, "general", 12, 9));
    // The first refund was decided two days ago (venue days): a day with none lies between.
    const ledger = await t.ctx.db
      .selectFrom("payment_ledger")
      .innerJoin("orders", "orders.id", "payment_ledger.order_id")
      .select(["payment_ledger.id", "payment_ledger.amount_cents", "payment_ledger.created_at"])
      .where("orders.event_id", "=", event.id)
      .where("payment_ledger.kind", "=", "refund")
      .orderBy("payment_ledger.id")
      .execute();
    expect(ledger).toHaveLength(3);
    const earlier = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.ctx.db
      .updateTable("payment_ledger")
      .set({ created_at: earlier })
      .where("id", "=", ledger[0]?.id ?? 0)
      .execute();

    // Four house seats; one of them given away as a comp.
    const houseSeats = [8, 9, 10, 11].map((n) => seatId(event.id, "general", 20, n));
    const marked = await t.request(`/api/admin/events/${event.id}/house-seats`, {
      method: "POST",
      cookie: admin.cookie,
      json: { seatIds: houseSeats, reason: "Production desk" },
    });
    expect(marked.status, await marked.clone().text()).toBe(200);
    const comp = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie: admin.cookie,
      json: { eventId: event.id, seatIds: [houseSeats[0]] },
    });
    expect(comp.status, await comp.clone().text()).toBe(201);

    const view = await dashboard(manager.cookie, event.id);

    // Codes used: the bought orders' uses and the discount their seats were given, read straight from them.
    const uses = await t.ctx.db
      .selectFrom("sale_code_uses")
      .innerJoin("sale_codes", "sale_codes.id", "sale_code_uses.code_id")
      .innerJoin("orders", "orders.id", "sale_code_uses.order_id")
      .innerJoin("bookings", "bookings.order_id", "orders.id")
      .select(["sale_codes.code", "orders.id as order_id", "bookings.discount_cents"])
      .where("sale_codes.event_id", "=", event.id)
      .where("orders.status", "in", ["paid", "complimentary", "refunded"])
      .execute();
    const expected = ["FANS", "SAVE10"].map((name) => {
      const mine = uses.filter((u) => u.code === name);
      return {
        eventId: event.id,
        code: name,
        kind: name === "FANS" ? "presale" : "promo",
        orders: new Set(mine.map((u) => u.order_id)).size,
        tickets: mine.length,
        discountCents: mine.reduce((sum, u) => sum + Number(u.discount_cents), 0),
      };
    });
    expect(view.codesUsed).toEqual(expected);
    expect(view.codesUsed.map((c) => [c.code, c.orders, c.tickets])).toEqual([
      ["FANS", 1, 1],
      ["SAVE10", 1, 2],
    ]);
    expect(view.codesUsed.find((c) => c.code === "SAVE10")?.discountCents).toBeGreaterThan(0);

    // Refunds per day: the ledger's refund rows by venue day, and all of them what the orders gave back.
    const amounts = ledger.map((row) => Number(row.amount_cents));
    const days = view.refundsByDay;
    expect(days.map((d) => d.at)).toEqual([
      venueDateOf(new Date(earlier)),
      venueDateOf(new Date(Date.now() - 86_400_000)),
      venueDateOf(new Date()),
    ]);
    expect(days.map((d) => [d.refunds, d.refundedCents])).toEqual([
      [1, amounts[0]],
      [0, 0],
      [2, (amounts[1] ?? 0) + (amounts[2] ?? 0)],
    ]);
    const orders = await t.ctx.db
      .selectFrom("orders")
      .select((eb) => eb.fn.sum<number | string>("refunded_cents").as("refunded"))
      .where("event_id", "=", event.id)
      .executeTakeFirstOrThrow();
    const total = days.reduce((sum, d) => sum + d.refundedCents, 0);
    expect(total).toBe(Number(orders.refunded));
    expect(total).toBe(view.totals.refundedCents);
    expect(days.reduce((sum, d) => sum + d.refunds, 0)).toBe(3);

    // House seats: the three not given away, their own state beside sold, comps, carts and free.
    expect(view.occupancy).toMatchObject({ house: 3, comps: 1, held: 1, sold: 2 });
    expect(view.occupancy?.houseSeatIds).toEqual([...houseSeats.slice(1)].sort());
    const occupancy = view.occupancy ?? { total: 0, sold: 0, comps: 0, held: 0, house: 0, free: 0 };
    expect(occupancy.sold + occupancy.comps + occupancy.held + occupancy.house + occupancy.free).toBe(occupancy.total);

    // The season holds the event's codes and refunds too.
    const season = await dashboard(admin.cookie);
    expect(season.codesUsed.filter((c) => c.eventId === event.id)).toEqual(expected);
    expect(season.occupancy).toBeNull();
    const seasonRefunds = season.refundsByDay.reduce((sum, d) => sum + d.refundedCents, 0);
    expect(seasonRefunds).toBe(season.totals.refundedCents);
  });

  it("shows managers their own events, admins every event and the season, box office nothing", async () => {
    const event = await soldEvent();
    expect((await t.request(`/api/sales/dashboard?eventId=${event.id}`, { cookie: otherManager.cookie })).status).toBe(
      403,
    );
    expect((await t.request(`/api/sales/dashboard?eventId=${event.id}`, { cookie: clerk.cookie })).status).toBe(403);
    expect((await t.request("/api/sales/dashboard?eventId=nope", { cookie: admin.cookie })).status).toBe(404);

    const theirs = await dashboard(otherManager.cookie);
    expect(theirs.events.map((e) => e.id)).not.toContain(event.id);
    const season = await dashboard(admin.cookie);
    expect(season.event).toBeNull();
    const listed = season.events.find((e) => e.id === event.id);
    expect(listed?.totals).toEqual((await dashboard(admin.cookie, event.id)).totals);
    // The season is the sum of its events.
    const sum = season.events.reduce((s, e) => s + (e.totals?.grossCents ?? 0), 0);
    expect(season.totals.grossCents).toBe(sum);
    expect(season.byDay.reduce((s, d) => s + d.grossCents, 0)).toBe(sum);
  });

  it("answers each event's Spanish title beside the English one, null when none is written", async () => {
    const bilingual = await buildEvent(t.ctx.db, {
      created_by: manager.userId,
      title: "Holiday Pops",
      title_es: "Pops navideños",
    });
    const english = await buildEvent(t.ctx.db, { created_by: manager.userId, title: "Jazz Night" });
    const season = await dashboard(manager.cookie);
    expect(season.events.find((e) => e.id === bilingual.id)).toMatchObject({
      title: "Holiday Pops",
      titleEs: "Pops navideños",
    });
    expect(season.events.find((e) => e.id === english.id)).toMatchObject({ title: "Jazz Night", titleEs: null });
    expect((await dashboard(manager.cookie, bilingual.id)).event).toMatchObject({ titleEs: "Pops navideños" });
  });
});
