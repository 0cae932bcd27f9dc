import { beforeAll, expect, it } from "vitest";
import type { ManagedEvent } from "#domain/schemas/event-form";
import { EVENT_FORM_ERRORS } from "#domain/schemas/event-form";
import { seatCount, seatId } from "#domain/seating/layouts";
import {
  type BuiltUser,
  buildEvent,
  buildUsers,
  countSeats,
  fetchSeatMap,
  heldOrder,
  paidOrder,
} from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { eventForm, managementApi, upcoming } from "./event-management.test-kit";

describeDialects("event management API", (open) => {
  let t: TestApp;
  let api: ReturnType<typeof managementApi>;
  let admin: BuiltUser;
  let manager: BuiltUser;
  let otherManager: BuiltUser;
  let guest: BuiltUser;

  beforeAll(async () => {
    t = await open();
    api = managementApi(t);
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [manager, otherManager] = (await buildUsers(t.ctx, 2, ["event_manager"])) as [BuiltUser, BuiltUser];
    [guest] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  it("lets an admin create an event without payment: approved at once, with its seats", async () => {
    const form = eventForm({ title: "  Spring Gala  ", date: upcoming(6), hour: 20 });
    const response = await api.create(admin.cookie, form);
    expect(response.status).toBe(201);
    const { event } = (await response.json()) as { event: ManagedEvent };
    expect(event).toMatchObject({
      title: "Spring Gala",
      venue: form.venue,
      approvalStatus: "approved",
      createdBy: admin.userId,
      approvedBy: admin.userId,
      layout: "traditional",
      rentalHours: 2,
      canChange: true,
    });
    expect(event.approvedAt).not.toBeNull();
    // 20:00 at the venue.
    expect(
      new Date(event.eventDate).toLocaleString("en-US", {
        timeZone: "America/Chicago",
        hour: "numeric",
        hour12: false,
      }),
    ).toBe("20");
    expect(await countSeats(t.ctx.db, event.id)).toBe(seatCount("traditional"));
    const orders = await t.ctx.db.selectFrom("orders").select("id").where("event_id", "=", event.id).execute();
    expect(orders).toEqual([]);
  });

  it("keeps complimentary creation for admins", async () => {
    for (const [cookie, status] of [
      [manager.cookie, 403],
      [guest.cookie, 403],
      [undefined, 401],
    ] as const) {
      expect((await api.create(cookie, eventForm())).status).toBe(status);
    }
  });

  it.each([
    [{ title: " " }, "title", EVENT_FORM_ERRORS.title],
    [{ date: "" }, "date", EVENT_FORM_ERRORS.date],
    [{ date: "2020-01-06" }, "date", EVENT_FORM_ERRORS.dateInPast],
    [{ hour: 25 }, "hour", EVENT_FORM_ERRORS.time],
    [{ venue: "" }, "venue", EVENT_FORM_ERRORS.venue],
    [{ imageUrl: "javascript:alert(1)" }, "imageUrl", EVENT_FORM_ERRORS.image],
  ])("refuses %j with the message, on every write route", async (change, field, message) => {
    const before = await t.ctx.db.selectFrom("events").select("id").execute();
    const own = await buildEvent(t.ctx.db, { created_by: manager.userId, approval_status: "pending" });
    for (const response of [
      await api.create(admin.cookie, eventForm(change)),
      await api.startRental(manager.cookie, eventForm(change)),
      await api.update(manager.cookie, own.id, eventForm(change)),
    ]) {
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.fields[field]).toBe(message);
    }
    const after = await t.ctx.db.selectFrom("events").select("id").execute();
    expect(after).toHaveLength(before.length + 1);
    expect((await api.eventRow(own.id))?.title).toBe(own.title);
  });

  it("lists every event for admins and only their own (any status) for managers", async () => {
    const mine = await buildEvent(t.ctx.db, { created_by: manager.userId, approval_status: "pending" });
    const theirs = await buildEvent(t.ctx.db, { created_by: otherManager.userId, approval_status: "rejected" });
    const seeded = await buildEvent(t.ctx.db);

    const forManager = await api.listed(manager.cookie);
    expect(forManager.every((e) => e.createdBy === manager.userId)).toBe(true);
    expect(forManager.find((e) => e.id === mine.id)).toMatchObject({ approvalStatus: "pending", canChange: true });
    expect(forManager.some((e) => e.id === theirs.id || e.id === seeded.id)).toBe(false);

    const forAdmin = await api.listed(admin.cookie);
    for (const event of [mine, theirs, seeded]) {
      expect(forAdmin.find((e) => e.id === event.id)).toMatchObject({ canChange: true });
    }
    const dates = forAdmin.map((e) => e.eventDate);
    expect(dates).toEqual([...dates].sort());

    expect((await api.list(guest.cookie)).status).toBe(403);
    expect((await api.list()).status).toBe(401);
  });

  it("lets the creator or an admin edit an event, nobody else", async () => {
    const event = await buildEvent(t.ctx.db, { created_by: manager.userId, approval_status: "pending" });
    const edit = eventForm({ title: "Renamed by its creator", date: upcoming(2), hour: 18, description: "New text" });
    const response = await api.update(manager.cookie, event.id, edit);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { event: ManagedEvent }).event).toMatchObject({
      title: "Renamed by its creator",
      description: "New text",
      approvalStatus: "pending",
    });

    const refused = await api.update(otherManager.cookie, event.id, eventForm({ title: "Hijacked" }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "forbidden" } });
    expect((await api.update(guest.cookie, event.id, eventForm())).status).toBe(403);
    expect((await api.eventRow(event.id))?.title).toBe("Renamed by its creator");

    expect((await api.update(admin.cookie, event.id, eventForm({ title: "Renamed by an admin" }))).status).toBe(200);
    expect((await api.eventRow(event.id))?.title).toBe("Renamed by an admin");
    expect((await api.update(admin.cookie, crypto.randomUUID(), eventForm())).status).toBe(404);
  });

  it("approves a pending event (recording who and when) and rejects another; managers may not", async () => {
    const pending = await buildEvent(t.ctx.db, { created_by: manager.userId, approval_status: "pending" });
    const refused = await api.decide(manager.cookie, pending.id, "approve");
    expect(refused.status).toBe(403);
    expect((await api.eventRow(pending.id))?.approval_status).toBe("pending");

    const approved = await api.decide(admin.cookie, pending.id, "approve");
    expect(approved.status).toBe(200);
    const row = await api.eventRow(pending.id);
    expect(row).toMatchObject({ approval_status: "approved", approved_by: admin.userId });
    expect(Date.parse(row?.approved_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    // Approving twice, or rejecting what is approved, is a conflict.
    expect((await api.decide(admin.cookie, pending.id, "approve")).status).toBe(409);
    expect((await api.decide(admin.cookie, pending.id, "reject")).status).toBe(409);

    const other = await buildEvent(t.ctx.db, { created_by: manager.userId, approval_status: "pending" });
    expect((await api.decide(admin.cookie, other.id, "reject")).status).toBe(200);
    expect(await api.eventRow(other.id)).toMatchObject({ approval_status: "rejected", approved_by: null });
    // A rejected event can still be approved later.
    expect((await api.decide(admin.cookie, other.id, "approve")).status).toBe(200);
    expect((await api.decide(admin.cookie, crypto.randomUUID(), "approve")).status).toBe(404);
  });

  it("deletes an event that never had an order, with its seats, for its creator", async () => {
    const event = await buildEvent(t.ctx.db, { created_by: manager.userId });
    // Viewing its chart generates its seats.
    await fetchSeatMap(t, event.id);
    expect(await countSeats(t.ctx.db, event.id)).toBeGreaterThan(0);

    const refused = await api.remove(otherManager.cookie, event.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "forbidden" } });
    expect((await api.remove(guest.cookie, event.id)).status).toBe(403);
    expect((await api.remove(undefined, event.id)).status).toBe(401);
    expect(await api.eventRow(event.id)).toBeDefined();

    expect((await api.remove(manager.cookie, event.id)).status).toBe(204);
    expect(await api.eventRow(event.id)).toBeUndefined();
    expect(await countSeats(t.ctx.db, event.id)).toBe(0);
    expect((await api.remove(manager.cookie, event.id)).status).toBe(404);
  });

  it("never deletes an event that has orders, paid or only held once: it answers has_orders", async () => {
    const paidEvent = await buildEvent(t.ctx.db, { created_by: manager.userId });
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const order = await paidOrder(t, buyer.cookie, paidEvent.id, [
      seatId(paidEvent.id, "vip", 1, 1),
      seatId(paidEvent.id, "vip", 1, 2),
    ]);
    const heldEvent = await buildEvent(t.ctx.db, { created_by: manager.userId });
    const hold = await heldOrder(t, buyer.cookie, heldEvent.id, [seatId(heldEvent.id, "vip", 1, 1)]);
    expect((await t.request(`/api/orders/${hold.id}`, { method: "DELETE", cookie: buyer.cookie })).status).toBe(200);

    for (const event of [paidEvent, heldEvent]) {
      for (const cookie of [manager.cookie, admin.cookie]) {
        const refused = await api.remove(cookie, event.id);
        expect(refused.status).toBe(409);
        expect(await refused.json()).toEqual({ error: { code: "conflict", params: { reason: "has_orders" } } });
      }
      expect(await api.eventRow(event.id)).toBeDefined();
    }
    expect((await api.orderRow(order.id)).status).toBe("paid");
    const bookings = await t.ctx.db.selectFrom("bookings").select("id").where("order_id", "=", order.id).execute();
    expect(bookings).toHaveLength(2);
    const listed = (await api.listed(admin.cookie)).find((e) => e.id === paidEvent.id);
    expect(listed).toMatchObject({ hasOrders: true, canCancel: true, cancelledAt: null });
  });

  it("lets an admin delete anyone's event", async () => {
    const event = await buildEvent(t.ctx.db, { created_by: otherManager.userId });
    expect((await api.remove(admin.cookie, event.id)).status).toBe(204);
    expect(await api.eventRow(event.id)).toBeUndefined();
  });
});
