import { beforeAll, expect, it } from "vitest";
import type { EventDetailResponse, EventListingsResponse } from "#domain/schemas/listings";
import type { CancelEventResponse } from "#domain/schemas/money";
import type { BookableEventsResponse, OrderView, SeatMapChange, TicketsResponse } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { createSimulatedCardProvider } from "#server/platform/payments/simulated";
import { countingCardProvider } from "#server/testing/counting-card-provider";
import {
  type BuiltUser,
  buildEvent,
  buildUsers,
  heldOrder,
  holdSeats,
  paidOrder,
  paySimulated,
} from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { eventForm, managementApi, upcoming } from "./event-management.test-kit";

describeDialects("cancelling an event", (open) => {
  let t: TestApp;
  let api: ReturnType<typeof managementApi>;
  let card: ReturnType<typeof countingCardProvider>;
  let admin: BuiltUser;
  let manager: BuiltUser;
  let otherManager: BuiltUser;
  let guest: BuiltUser;

  beforeAll(async () => {
    t = await open();
    api = managementApi(t);
    card = countingCardProvider(createSimulatedCardProvider());
    t.ctx.payments.simulated = card.provider;
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [manager, otherManager] = (await buildUsers(t.ctx, 2, ["event_manager"])) as [BuiltUser, BuiltUser];
    [guest] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  function cancel(cookie: string | undefined, eventId: string, body: unknown = { reason: "The artist is ill." }) {
    return t.request(`/api/manage/events/${eventId}/cancel`, { method: "POST", cookie, json: body });
  }

  async function mailsTo(address: string) {
    await t.mailWorker.deliverDue();
    return t.ctx.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", address)
      .orderBy("id")
      .execute();
  }

  /** A manager's rental, paid by card: the event exists, pending, with the paid rental order. */
  async function rentedEvent(title: string) {
    const rental = await api.rentalOrder(manager.cookie, eventForm({ title, date: upcoming(2), rentalHours: 3 }));
    const paid = await paySimulated(t, manager.cookie, rental.id);
    expect(paid.status).toBe(200);
    const { order } = (await paid.json()) as { order: OrderView };
    return { rentalId: rental.id, eventId: order.eventId ?? "" };
  }

  it("refunds every paid order, voids complimentary ones, releases holds and refunds the rental, when an admin cancels", async () => {
    const { rentalId, eventId } = await rentedEvent("Spring Recital");
    expect((await api.decide(admin.cookie, eventId, "approve")).status).toBe(200);
    const [buyer, spanish, holder] = (await buildUsers(t.ctx, 3)) as [BuiltUser, BuiltUser, BuiltUser];
    const paid = await paidOrder(t, buyer.cookie, eventId, [
      seatId(eventId, "vip", 1, 1),
      seatId(eventId, "vip", 1, 2),
    ]);
    const held = await heldOrder(t, spanish.cookie, eventId, [seatId(eventId, "premium", 5, 1)]);
    expect((await paySimulated(t, `${spanish.cookie}; lang=es`, held.id)).status).toBe(200);
    const comp = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie: admin.cookie,
      json: { eventId, seatIds: [seatId(eventId, "general", 9, 1)] },
    });
    expect(comp.status).toBe(201);
    const compOrder = ((await comp.json()) as { order: OrderView }).order;
    const hold = await heldOrder(t, holder.cookie, eventId, [seatId(eventId, "general", 9, 2)]);

    const before = card.totals();
    const changes: SeatMapChange[] = [];
    const unsubscribe = t.ctx.seatChanges.subscribe(eventId, (change) => changes.push(change));
    const response = await cancel(admin.cookie, eventId, { reason: "  The artist is ill.  " });
    unsubscribe();
    expect(response.status).toBe(200);
    const { cancellation } = (await response.json()) as CancelEventResponse;
    const rental = await api.orderRow(rentalId);
    expect(cancellation).toMatchObject({
      eventId,
      reason: "The artist is ill.",
      ordersRefunded: 4,
      refundedCents: paid.totalCents + held.totalCents + rental.total_cents,
      refundsPending: 0,
      holdsReleased: 1,
    });

    // Kept, with who, when and why.
    expect(await api.eventRow(eventId)).toMatchObject({
      cancel_reason: "The artist is ill.",
      cancelled_by: admin.userId,
      cancelled_at: cancellation.cancelledAt,
    });
    // Every paid order is refunded through the card that paid it; the rental too: the venue cancelled.
    for (const id of [paid.id, held.id, rentalId]) {
      const row = await api.orderRow(id);
      expect(row).toMatchObject({ status: "refunded", refunded_cents: row.total_cents });
    }
    expect(await api.orderRow(compOrder.id)).toMatchObject({ status: "refunded", refunded_cents: 0 });
    expect(await api.orderRow(hold.id)).toMatchObject({ status: "cancelled" });
    const claims = await t.ctx.db
      .selectFrom("bookings")
      .select("payment_status")
      .where("event_id", "=", eventId)
      .where("payment_status", "in", ["held", "completed", "complimentary"])
      .execute();
    expect(claims).toEqual([]);
    const after = card.totals();
    expect(after.refundedCents - before.refundedCents).toBe(paid.totalCents + held.totalCents + rental.total_cents);
    expect(after.chargedCents - after.refundedCents).toBe(0);
    const owed = await t.ctx.db
      .selectFrom("payment_ledger")
      .select(["state", "reason"])
      .where("kind", "=", "refund")
      .where("order_id", "in", [paid.id, held.id, rentalId])
      .execute();
    expect(owed).toEqual(Array(3).fill({ state: "settled", reason: "event_cancelled" }));

    // Every freed seat was published as available.
    const freed = Object.assign({}, ...changes.map((c) => c.seats)) as Record<string, string>;
    for (const seat of [
      seatId(eventId, "vip", 1, 1),
      seatId(eventId, "vip", 1, 2),
      seatId(eventId, "premium", 5, 1),
      seatId(eventId, "general", 9, 1),
      seatId(eventId, "general", 9, 2),
    ]) {
      expect(freed[seat]).toBe("available");
    }

    // Each buyer is mailed in their language with the reason and the amount; the holder is not.
    const [english] = await mailsTo(buyer.email).then((rows) => rows.filter((r) => r.subject.startsWith("Cancelled")));
    expect(english?.subject).toBe("Cancelled: Spring Recital");
    expect(english?.text_body).toContain("Reason: The artist is ill.");
    expect(english?.text_body).toContain("Refund: $300.00");
    const [spanishMail] = await mailsTo(spanish.email).then((rows) =>
      rows.filter((r) => r.subject.startsWith("Cancelado")),
    );
    expect(spanishMail?.subject).toBe("Cancelado: Spring Recital");
    expect(spanishMail?.text_body).toContain("Motivo: The artist is ill.");
    expect(spanishMail?.text_body).toContain("Reembolso:");
    const adminMails = await mailsTo(admin.email);
    expect(
      adminMails.some((m) => m.subject === "Cancelled: Spring Recital" && m.text_body.includes("Nothing was charged")),
    ).toBe(true);
    const managerMails = await mailsTo(manager.email);
    expect(managerMails.some((m) => m.subject === "Cancelled: your venue rental for Spring Recital")).toBe(true);
    expect(await mailsTo(holder.email)).toEqual([]);

    // Cancelling twice changes nothing and says so.
    const again = await cancel(admin.cookie, eventId);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "conflict", params: { reason: "already_cancelled" } } });
    expect(card.totals().refunds).toBe(after.refunds);
  });

  it("takes a cancelled event off every list and off sale, while its page says why", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Off Sale Show" });
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const order = await paidOrder(t, buyer.cookie, event.id, [seatId(event.id, "general", 9, 1)]);
    const listed = async () => {
      const all = (await (await t.request("/api/events")).json()) as EventListingsResponse;
      const bookable = (await (await t.request("/api/events/bookable")).json()) as BookableEventsResponse;
      return [all.events.some((e) => e.id === event.id), bookable.events.some((e) => e.id === event.id)];
    };
    expect(await listed()).toEqual([true, true]);

    expect((await cancel(admin.cookie, event.id, { reason: "Storm damage to the roof." })).status).toBe(200);
    expect(await listed()).toEqual([false, false]);
    const page = await t.request(`/api/events/${event.id}`);
    expect(page.status).toBe(200);
    const { event: detail } = (await page.json()) as EventDetailResponse;
    expect(detail.cancelled).toEqual({ at: expect.any(String), reason: "Storm damage to the roof." });
    expect(detail.seatsLeft).toBe(0);
    expect((await t.request(`/api/events/${event.id}/calendar.ics`)).status).toBe(404);
    const sitemap = await (await t.request("/sitemap.xml")).text();
    expect(sitemap).not.toContain(event.id);

    // No new hold; the buyer's seat shows what became of it, without a door code.
    const hold = await holdSeats(t, buyer.cookie, event.id, [seatId(event.id, "general", 9, 2)]);
    expect(hold.status).toBe(409);
    expect(await hold.json()).toEqual({ error: { code: "conflict", params: { reason: "event_cancelled" } } });
    const { tickets } = (await (
      await t.request("/api/my/tickets", { cookie: buyer.cookie })
    ).json()) as TicketsResponse;
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      orderId: order.id,
      state: "event_cancelled",
      refundedCents: order.totalCents,
      ticketToken: null,
      event: { id: event.id, cancelReason: "Storm damage to the roof." },
    });
    const bookingId = tickets[0]?.bookingId ?? "";
    expect((await t.request(`/api/my/tickets/${bookingId}/calendar.ics`, { cookie: buyer.cookie })).status).toBe(404);

    // A cancelled event takes no edit or approval.
    const edit = await api.update(admin.cookie, event.id, eventForm());
    expect(edit.status).toBe(409);
    expect(await edit.json()).toEqual({ error: { code: "conflict", params: { reason: "event_cancelled" } } });
    expect((await api.decide(admin.cookie, event.id, "reject")).status).toBe(409);
    expect((await api.listed(admin.cookie)).find((e) => e.id === event.id)).toMatchObject({
      cancelReason: "Storm damage to the roof.",
      canCancel: false,
      canChange: false,
    });
  });

  it("lets a manager withdraw their own event before approval, keeping the rental they paid", async () => {
    const { rentalId, eventId } = await rentedEvent("Withdrawn Gala");
    for (const [cookie, status] of [
      [otherManager.cookie, 403],
      [guest.cookie, 403],
      [undefined, 401],
    ] as const) {
      expect((await cancel(cookie, eventId)).status).toBe(status);
    }
    expect((await api.listed(manager.cookie)).find((e) => e.id === eventId)).toMatchObject({ canCancel: true });
    const before = card.totals();
    const response = await cancel(manager.cookie, eventId, { reason: "We found a smaller room." });
    expect(response.status).toBe(200);
    expect(((await response.json()) as CancelEventResponse).cancellation).toMatchObject({
      ordersRefunded: 0,
      refundedCents: 0,
    });
    expect(await api.orderRow(rentalId)).toMatchObject({ status: "paid", refunded_cents: 0 });
    expect(card.totals().refunds).toBe(before.refunds);
    expect(await api.eventRow(eventId)).toMatchObject({ cancelled_by: manager.userId });
    // Approving it later is refused.
    expect((await api.decide(admin.cookie, eventId, "approve")).status).toBe(409);
  });

  it("leaves an approved event to admins, and wants a reason of at most 500 characters", async () => {
    const { eventId } = await rentedEvent("Approved Gala");
    expect((await api.decide(admin.cookie, eventId, "approve")).status).toBe(200);
    expect((await api.listed(manager.cookie)).find((e) => e.id === eventId)).toMatchObject({ canCancel: false });
    const refused = await cancel(manager.cookie, eventId);
    expect(refused.status).toBe(403);
    expect(await api.eventRow(eventId)).toMatchObject({ cancelled_at: null });

    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const invalid = await cancel(admin.cookie, eventId, body);
      expect(invalid.status).toBe(400);
      const error = ((await invalid.json()) as { error: { code: string; fields: Record<string, string> } }).error;
      expect(error.code).toBe("validation_failed");
      expect(Object.keys(error.fields)).toEqual(["reason"]);
    }
    expect((await cancel(admin.cookie, eventId, { reason: "x".repeat(500) })).status).toBe(200);
    expect((await cancel(admin.cookie, crypto.randomUUID())).status).toBe(404);
  });

  it("never applies a payment for a hold that slipped in as its event was cancelled: the charge is refunded", async () => {
    const event = await buildEvent(t.ctx.db);
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const held = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 3, 1)]);
    // As if the hold's claim passed its check just before the cancellation and committed after its sweep.
    await t.ctx.db
      .updateTable("events")
      .set({ cancelled_at: new Date().toISOString(), cancel_reason: "Late", cancelled_by: admin.userId })
      .where("id", "=", event.id)
      .execute();
    const before = card.totals();
    const pay = await paySimulated(t, buyer.cookie, held.id);
    expect(pay.status).toBe(409);
    expect(await pay.json()).toEqual({ error: { code: "conflict", params: { reason: "event_cancelled_refunded" } } });
    expect((await api.orderRow(held.id)).status).toBe("held");
    const after = card.totals();
    expect(after.chargedCents - before.chargedCents).toBe(held.totalCents);
    expect(after.refundedCents - before.refundedCents).toBe(held.totalCents);
    const charge = await t.ctx.db
      .selectFrom("payment_ledger")
      .select(["state", "reason"])
      .where("order_id", "=", held.id)
      .where("kind", "=", "charge")
      .executeTakeFirstOrThrow();
    expect(charge).toEqual({ state: "flagged", reason: "event_cancelled" });
    // Asking to cancel again settles what is left: the hold is released.
    expect((await cancel(admin.cookie, event.id)).status).toBe(409);
    expect((await api.orderRow(held.id)).status).toBe("cancelled");
  });

  it("cancel racing payment: every charge is refunded, and no order of the event stays paid", async () => {
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const before = card.totals();
    const orders: string[] = [];
    for (let i = 0; i < 12; i++) {
      const event = await buildEvent(t.ctx.db);
      const seats = [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2)];
      // Half the rounds have a paid order already, so the cancel also refunds while the other pays.
      if (i % 2 === 0) orders.push((await paidOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 2, 5)])).id);
      const held = await heldOrder(t, buyer.cookie, event.id, seats);
      orders.push(held.id);
      // The payment starts a little later in some rounds, so either may reach the order first.
      const [pay, cancelled] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, (i % 4) * 4)).then(() => paySimulated(t, buyer.cookie, held.id)),
        cancel(admin.cookie, event.id, { reason: `Round ${i}` }),
      ]);
      expect([200, 409]).toContain(pay.status);
      // A payment that lost says what happened: the event was cancelled (and, when the card was
      // charged before the cancellation reached the hold, that the charge is being refunded).
      if (pay.status === 409) {
        const { reason } = ((await pay.json()) as { error: { params: { reason: string } } }).error.params;
        expect(["event_cancelled", "event_cancelled_refunded"]).toContain(reason);
      }
      expect(cancelled.status).toBe(200);
      const status = (await api.orderRow(held.id)).status;
      expect(["refunded", "cancelled"]).toContain(status);
      const live = await t.ctx.db
        .selectFrom("orders")
        .select("id")
        .where("event_id", "=", event.id)
        .where("status", "in", ["paid", "held"])
        .execute();
      expect(live).toEqual([]);
    }
    const rows = await t.ctx.db
      .selectFrom("orders")
      .select(["status", "total_cents"])
      .where("id", "in", orders)
      .execute();
    const paidTotal = rows.filter((r) => r.status === "paid").reduce((sum, r) => sum + r.total_cents, 0);
    expect(paidTotal).toBe(0);
    const after = card.totals();
    expect(after.chargedCents - before.chargedCents - (after.refundedCents - before.refundedCents)).toBe(paidTotal);
  });
});
