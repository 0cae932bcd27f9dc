import { beforeAll, expect, it, vi } from "vitest";
import type { FailedRental, ManagedEvent } from "#domain/schemas/event-form";
import type { OrderView } from "#domain/schemas/tickets";
import { seatCount } from "#domain/seating/layouts";
import { type BuiltUser, buildEvent, buildUsers, countSeats, paySimulated } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { eventForm, managementApi, upcoming } from "./event-management.test-kit";

describeDialects("venue rental: pay first, then the event exists", (open) => {
  let t: TestApp;
  let api: ReturnType<typeof managementApi>;
  let admin: BuiltUser;
  let manager: BuiltUser;

  beforeAll(async () => {
    t = await open();
    api = managementApi(t);
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [manager] = (await buildUsers(t.ctx, 1, ["event_manager"])) as [BuiltUser];
  });

  async function eventsOf(userId: string) {
    return t.ctx.db.selectFrom("events").selectAll().where("created_by", "=", userId).execute();
  }

  it.each([
    ["a Monday, 3 hours at 150", 1, 3, 45_000],
    ["a Saturday half day", 6, 6, 130_000],
    ["a Saturday full day", 6, 7, 290_000],
    ["a Friday full day", 5, 12, 210_000],
  ])("prices %s on the server, whatever the browser sends", async (_label, weekday, hours, cents) => {
    const before = (await eventsOf(manager.userId)).length;
    const order = await api.rentalOrder(manager.cookie, {
      ...eventForm({ date: upcoming(weekday), rentalHours: hours }),
      totalCents: 1,
    });
    expect(order).toMatchObject({ kind: "venue_rental", status: "held", totalCents: cents, eventId: null, seats: [] });
    expect(Date.parse(order.expiresAt ?? "")).toBeGreaterThan(Date.now());
    expect((await eventsOf(manager.userId)).length).toBe(before);
  });

  it("creates the event (pending, with its seats) only once the card payment is confirmed", async () => {
    const form = eventForm({ title: "Rented Recital", date: upcoming(3), rentalHours: 4 });
    const order = await api.rentalOrder(manager.cookie, form);

    const declined = await paySimulated(t, manager.cookie, order.id, "sim_decline_0002");
    expect(declined.status).toBe(402);
    expect((await eventsOf(manager.userId)).some((e) => e.title === "Rented Recital")).toBe(false);

    const paid = await paySimulated(t, manager.cookie, order.id);
    expect(paid.status).toBe(200);
    const view = ((await paid.json()) as { order: OrderView }).order;
    expect(view).toMatchObject({ status: "paid", kind: "venue_rental", totalCents: 60_000, provider: "simulated" });
    expect(view.eventId).toEqual(expect.any(String));

    const event = await api.eventRow(view.eventId ?? "");
    expect(event).toMatchObject({
      title: "Rented Recital",
      approval_status: "pending",
      created_by: manager.userId,
      approved_by: null,
      rental_hours: 4,
    });
    expect(await countSeats(t.ctx.db, event?.id ?? "")).toBe(seatCount("traditional"));
    expect((await api.listed(manager.cookie)).find((e) => e.id === event?.id)).toMatchObject({
      approvalStatus: "pending",
      canChange: true,
    });
    // Paying again answers the paid order, and neither charges nor creates anything.
    expect((await paySimulated(t, manager.cookie, order.id)).status).toBe(200);
    expect((await eventsOf(manager.userId)).filter((e) => e.title === "Rented Recital")).toHaveLength(1);
  });

  it("refuses to take payment for a rental whose hold has lapsed", async () => {
    const order = await api.rentalOrder(manager.cookie, eventForm({ title: "Too Slow" }));
    await t.ctx.db
      .updateTable("orders")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", order.id)
      .execute();
    expect((await paySimulated(t, manager.cookie, order.id)).status).toBe(409);
    expect((await eventsOf(manager.userId)).some((e) => e.title === "Too Slow")).toBe(false);
  });

  it("keeps a paid rental whose event cannot be inserted, tells the payer, and lets an admin retry", async () => {
    const form = eventForm({ title: "Clashing Rental" });
    const order = await api.rentalOrder(manager.cookie, form);
    // A real failure: an event already holds the id this rental's event was given.
    const { eventId } = JSON.parse((await api.orderRow(order.id)).details ?? "{}") as { eventId: string };
    await buildEvent(t.ctx.db, { id: eventId, title: "Squatter" });
    const logged = vi.spyOn(t.ctx.logger, "error");

    const response = await paySimulated(t, manager.cookie, order.id);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: "rental_event_failed", params: { orderId: order.id } } });
    const row = await api.orderRow(order.id);
    expect(row).toMatchObject({ status: "paid", event_id: null, provider: "simulated" });
    expect(row.fulfilment_error).toMatch(/unique|duplicate|constraint/i);
    expect(logged).toHaveBeenCalledWith(
      "venue rental paid but its event was not created",
      expect.objectContaining({ orderId: order.id }),
    );
    logged.mockRestore();
    expect((await api.eventRow(eventId))?.title).toBe("Squatter");

    // Admins see it; managers may not list it.
    expect((await api.failed(manager.cookie)).status).toBe(403);
    const { rentals } = (await (await api.failed(admin.cookie)).json()) as { rentals: FailedRental[] };
    expect(rentals.find((r) => r.orderId === order.id)).toMatchObject({
      userEmail: manager.email,
      title: "Clashing Rental",
      totalCents: order.totalCents,
    });

    // While the cause remains, a retry fails the same way; once it is gone, the event is created.
    expect((await api.retry(admin.cookie, order.id)).status).toBe(500);
    await t.ctx.db.deleteFrom("events").where("id", "=", eventId).execute();
    const retried = await api.retry(admin.cookie, order.id);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ eventId });
    expect(await api.eventRow(eventId)).toMatchObject({
      title: "Clashing Rental",
      approval_status: "pending",
      created_by: manager.userId,
    });
    expect(await api.orderRow(order.id)).toMatchObject({ event_id: eventId, fulfilment_error: null });
    const after = (await (await api.failed(admin.cookie)).json()) as { rentals: FailedRental[] };
    expect(after.rentals.some((r) => r.orderId === order.id)).toBe(false);
    // A fulfilled rental is not fulfilled twice.
    expect((await api.retry(admin.cookie, order.id)).status).toBe(200);
    expect((await eventsOf(manager.userId)).filter((e) => e.title === "Clashing Rental")).toHaveLength(1);
  });

  it("will not let a manager's edit raise the rental price above what was paid", async () => {
    const order = await api.rentalOrder(manager.cookie, eventForm({ title: "Weekday Rental", rentalHours: 2 }));
    const paid = ((await (await paySimulated(t, manager.cookie, order.id)).json()) as { order: OrderView }).order;
    const id = paid.eventId ?? "";

    const longer = await api.update(manager.cookie, id, eventForm({ title: "Weekday Rental", rentalHours: 5 }));
    expect(longer.status).toBe(409);
    expect(((await longer.json()) as { error: { params: { reason: string } } }).error.params.reason).toBe(
      "rental_price_increase",
    );
    const saturday = await api.update(manager.cookie, id, eventForm({ date: upcoming(6), rentalHours: 2 }));
    expect(saturday.status).toBe(409);

    const renamed = await api.update(manager.cookie, id, eventForm({ title: "Weekday Rental II", rentalHours: 2 }));
    expect(((await renamed.json()) as { event: ManagedEvent }).event.title).toBe("Weekday Rental II");
    // Admins decide about money themselves.
    expect((await api.update(admin.cookie, id, eventForm({ rentalHours: 12 }))).status).toBe(200);
  });

  it("refuses the rental to plain users and anonymous visitors", async () => {
    const [guest] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    expect((await api.startRental(guest.cookie, eventForm())).status).toBe(403);
    expect((await api.startRental(undefined, eventForm())).status).toBe(401);
  });
});
