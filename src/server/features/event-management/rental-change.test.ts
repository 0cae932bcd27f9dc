import { beforeAll, expect, it } from "vitest";
import { rentalQuote } from "#domain/rental";
import { eventStart, type FailedRental, type ManagedEvent } from "#domain/schemas/event-form";
import type { OrderView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, buildUsers, paidOrder, paySimulated } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { eventForm, managementApi, upcoming } from "./event-management.test-kit";

describeDialects("a dearer edit is paid as the rental's difference", (open) => {
  let t: TestApp;
  let api: ReturnType<typeof managementApi>;
  let admin: BuiltUser;
  let manager: BuiltUser;
  let otherManager: BuiltUser;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await open();
    api = managementApi(t);
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [manager, otherManager] = (await buildUsers(t.ctx, 2, ["event_manager"])) as [BuiltUser, BuiltUser];
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  const startDifference = (cookie: string, id: string, body: unknown) =>
    t.request(`/api/manage/events/${id}/changes/rental`, { method: "POST", cookie, json: body });

  /** A manager's paid rental; approved by an admin with `approved`, with a ticket sold with `sold`. */
  async function rental(form: ReturnType<typeof eventForm>, options: { approved: boolean; sold: boolean }) {
    const order = await api.rentalOrder(manager.cookie, form);
    const paid = await paySimulated(t, manager.cookie, order.id);
    expect(paid.status).toBe(200);
    const eventId = ((await paid.json()) as { order: OrderView }).order.eventId ?? "";
    if (options.approved) expect((await api.decide(admin.cookie, eventId, "approve")).status).toBe(200);
    if (options.sold) await paidOrder(t, buyer.cookie, eventId, [seatId(eventId, "vip", 1, 1)]);
    return { rentalId: order.id, eventId };
  }

  function ledgerOf(orderId: string) {
    return t.ctx.db
      .selectFrom("payment_ledger")
      .select(["kind", "amount_cents", "state"])
      .where("order_id", "=", orderId)
      .execute();
  }

  const saturdayCents = (hours: number) => rentalQuote({ date: upcoming(6), hours }).totalCents;
  const startOf = (form: { date: string; hour: number }) => Date.parse(eventStart(form.date, form.hour).toISOString());
  const startOfRow = async (id: string) => Date.parse((await api.eventRow(id))?.event_date ?? "");

  it("holds the difference, and its payment submits the change for approval once", async () => {
    // A Tuesday for 3 hours (450) moved to a Saturday: refused, then paid for.
    const form = eventForm({ title: "Weekday Choir", date: upcoming(2), rentalHours: 3 });
    const { eventId, rentalId } = await rental(form, { approved: true, sold: true });
    const saturday = { ...form, date: upcoming(6) };
    const difference = saturdayCents(3) - 45_000;

    const refused = await api.update(manager.cookie, eventId, saturday);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: "conflict",
        params: { reason: "rental_price_increase", paidCents: 45_000, quoteCents: saturdayCents(3) },
      },
    });

    // Only the event's manager pays for its changes.
    expect((await startDifference(otherManager.cookie, eventId, saturday)).status).toBe(403);
    const started = await startDifference(manager.cookie, eventId, { ...saturday, totalCents: 1 });
    expect(started.status).toBe(201);
    const order = ((await started.json()) as { order: OrderView }).order;
    expect(order).toMatchObject({ kind: "venue_rental", status: "held", totalCents: difference, eventId: null });
    expect(JSON.parse((await api.orderRow(order.id)).details ?? "{}")).toMatchObject({
      changeOf: eventId,
      form: { date: upcoming(6) },
    });

    const paid = await paySimulated(t, manager.cookie, order.id);
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { order: OrderView }).order).toMatchObject({ status: "paid", eventId });
    // Paying again answers the paid order, charges nothing and submits nothing.
    expect((await paySimulated(t, manager.cookie, order.id)).status).toBe(200);
    expect(await ledgerOf(order.id)).toEqual([{ kind: "charge", amount_cents: difference, state: "applied" }]);

    const changes = await t.ctx.db.selectFrom("event_changes").selectAll().where("event_id", "=", eventId).execute();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ status: "pending", requested_by: manager.userId, price_delta_cents: 0 });
    // The approved version stays public until an admin approves the change.
    expect(await startOfRow(eventId)).toBe(startOf(form));
    const listed = (await api.listed(manager.cookie)).find((e: ManagedEvent) => e.id === eventId);
    expect(Date.parse(listed?.pendingChange?.proposed.eventDate ?? "")).toBe(startOf(saturday));

    const changeId = changes[0]?.id ?? "";
    const approve = `/api/manage/events/${eventId}/changes/${changeId}/approve`;
    expect((await t.request(approve, { method: "POST", cookie: admin.cookie, json: {} })).status).toBe(200);
    expect(await startOfRow(eventId)).toBe(startOf(saturday));
    // Both payments together pay for the Saturday: nothing is refunded.
    expect(await api.orderRow(rentalId)).toMatchObject({ refunded_cents: 0 });
    expect(await api.orderRow(order.id)).toMatchObject({ refunded_cents: 0, event_id: eventId });
  });

  it("applies the paid change at once when nothing was sold, and counts both payments afterwards", async () => {
    const form = eventForm({ title: "Quiet Tuesday", date: upcoming(2), rentalHours: 3 });
    const { eventId, rentalId } = await rental(form, { approved: false, sold: false });
    const saturday = { ...form, date: upcoming(6) };

    const started = await startDifference(manager.cookie, eventId, saturday);
    const order = ((await started.json()) as { order: OrderView }).order;
    expect((await paySimulated(t, manager.cookie, order.id)).status).toBe(200);
    expect(await startOfRow(eventId)).toBe(startOf(saturday));
    expect((await api.listed(manager.cookie)).find((e) => e.id === eventId)).toMatchObject({ pendingChange: null });

    // What was paid is the rental and the difference: the same edit is saved now, and none is owed.
    expect((await api.update(manager.cookie, eventId, { ...saturday, title: "Quiet Saturday" })).status).toBe(200);
    const none = await startDifference(manager.cookie, eventId, saturday);
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ error: { code: "conflict", params: { reason: "rental_no_difference" } } });

    // Moving back to the Tuesday refunds the difference, newest payment first.
    expect((await api.update(manager.cookie, eventId, form)).status).toBe(200);
    expect(await api.orderRow(order.id)).toMatchObject({ refunded_cents: order.totalCents });
    expect(await api.orderRow(rentalId)).toMatchObject({ refunded_cents: 0 });
  });

  it("keeps a paid difference whose change cannot be submitted for an admin, like a failed rental", async () => {
    const form = eventForm({ title: "Doomed Move", date: upcoming(2), rentalHours: 3 });
    const { eventId } = await rental(form, { approved: true, sold: false });
    const started = await startDifference(manager.cookie, eventId, { ...form, date: upcoming(6) });
    const order = ((await started.json()) as { order: OrderView }).order;
    await t.ctx.db
      .updateTable("events")
      .set({ cancelled_at: new Date().toISOString() })
      .where("id", "=", eventId)
      .execute();

    const response = await paySimulated(t, manager.cookie, order.id);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: "rental_event_failed", params: { orderId: order.id } } });
    expect(await api.orderRow(order.id)).toMatchObject({ status: "paid", event_id: null });
    const { rentals } = (await (await api.failed(admin.cookie)).json()) as { rentals: FailedRental[] };
    expect(rentals.find((r) => r.orderId === order.id)).toMatchObject({ title: "Doomed Move" });
    expect((await api.retry(admin.cookie, order.id)).status).toBe(500);
    expect(await startOfRow(eventId)).toBe(startOf(form));
  });
});
