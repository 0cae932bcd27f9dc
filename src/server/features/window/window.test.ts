import { afterAll, beforeAll, expect, it } from "vitest";
import type { ShiftReport, WindowOrderView, WindowSaleResponse } from "#domain/schemas/window";
import { seatId } from "#domain/seating/layouts";
import { verifyTicketCodeWith as verifyWithKey } from "#server/features/tickets";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { type StripeStub, startStripeStub } from "#server/testing/stripe-stub";
import type { TestApp } from "#server/testing/test-app";

let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(() => stub.close());

describeDialects("the box-office window", (open) => {
  let t: TestApp;
  let admin: BuiltUser;
  let clerk: BuiltUser;
  let otherClerk: BuiltUser;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await open({
      CARD_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: stub.secretKey,
      STRIPE_WEBHOOK_SECRET: stub.webhookSecret,
      STRIPE_API_BASE: stub.url,
    });
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [clerk, otherClerk] = (await buildUsers(t.ctx, 2, ["box_office"])) as [BuiltUser, BuiltUser];
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  function sell(json: Record<string, unknown>, cookie = clerk.cookie) {
    return t.request("/api/window/sales", { method: "POST", cookie, json });
  }

  async function sold(json: Record<string, unknown>, cookie = clerk.cookie): Promise<WindowSaleResponse> {
    const response = await sell(json, cookie);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as WindowSaleResponse;
  }

  async function shift(cookie = clerk.cookie, query = ""): Promise<ShiftReport> {
    const response = await t.request(`/api/window/shift${query}`, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ShiftReport;
  }

  function orderRow(id: string) {
    return t.ctx.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }

  function ledger(orderId: string) {
    return t.ctx.db
      .selectFrom("payment_ledger")
      .select(["provider", "kind", "state", "amount_cents"])
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute();
  }

  async function claims(eventId: string) {
    const rows = await t.ctx.db
      .selectFrom("bookings")
      .select(["seat_id", "payment_status"])
      .where("event_id", "=", eventId)
      .where("payment_status", "in", ["held", "completed", "complimentary"])
      .execute();
    return rows.map((r) => r.seat_id).sort();
  }

  it("sells for cash: paid at once through settlement, the change shown, tickets signed, recorded as a window sale", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "premium", 5, 3), seatId(event.id, "premium", 5, 4)];
    const { order, checkoutUrl } = await sold({
      eventId: event.id,
      seatIds: seats,
      payment: { method: "cash", tenderedCents: 50_000 },
    });
    expect(checkoutUrl).toBeNull();
    expect(order).toMatchObject({ status: "paid", channel: "window", paymentMethod: "cash", buyer: null });
    expect(order.cash).toEqual({ tenderedCents: 50_000, changeCents: 50_000 - order.totalCents });
    expect(order.tickets.map((x) => [x.section, x.row, x.seat])).toEqual([
      ["premium", 5, 3],
      ["premium", 5, 4],
    ]);
    // Each printed code is the venue's signature over the seat, as the door checks it.
    for (const ticket of order.tickets) {
      const claims = verifyWithKey(t.ctx.config.ticketKey, ticket.code);
      expect(claims).toMatchObject({
        ticketId: ticket.bookingId,
        eventId: event.id,
        row: ticket.row,
        seat: ticket.seat,
      });
    }

    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      channel: "window",
      operator_id: clerk.userId,
      payment_method: "cash",
      provider: "cash",
      status: "paid",
      user_id: clerk.userId,
    });
    expect(await ledger(order.id)).toEqual([
      { provider: "cash", kind: "charge", state: "applied", amount_cents: order.totalCents },
    ]);
    expect(await claims(event.id)).toEqual([...seats].sort());
    // No address given: nothing is mailed (the tickets were printed).
    await t.mailWorker.deliverDue();
    const mails = await t.ctx.db.selectFrom("mail_outbox").select("id").where("to_address", "=", clerk.email).execute();
    expect(mails).toEqual([]);
  });

  it("refuses cash short of the total and sells nothing", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "general", 12, 1)];
    const response = await sell({ eventId: event.id, seatIds: seats, payment: { method: "cash", tenderedCents: 100 } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "validation_failed", fields: { "payment.tenderedCents": "window.errors.tenderedShort" } },
    });
    expect(await claims(event.id)).toEqual([]);
    const charges = await t.ctx.db.selectFrom("orders").select("status").where("event_id", "=", event.id).execute();
    expect(charges.map((c) => c.status)).toEqual(["cancelled"]);
  });

  it("sells by the venue's card terminal with its reference, and mails the tickets to a buyer who gives an address", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "vip", 3, 7)];
    const { order } = await sold({
      eventId: event.id,
      seatIds: seats,
      buyerName: "Rosa Díaz",
      buyerEmail: "rosa@example.com",
      payment: { method: "card_terminal", reference: "AUTH 829114" },
    });
    expect(order).toMatchObject({
      status: "paid",
      paymentMethod: "card_terminal",
      paymentReference: "AUTH 829114",
      buyer: { name: "Rosa Díaz", email: "rosa@example.com" },
      cash: null,
    });
    expect(await ledger(order.id)).toEqual([
      { provider: "card_terminal", kind: "charge", state: "applied", amount_cents: order.totalCents },
    ]);
    await t.mailWorker.deliverDue();
    const mails = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "status"])
      .where("to_address", "=", "rosa@example.com")
      .execute();
    expect(mails).toEqual([{ to_address: "rosa@example.com", status: "logged" }]);
  });

  it("sells wheelchair spaces only to a buyer who asks for accessible seating", async () => {
    const event = await buildEvent(t.ctx.db);
    const space = seatId(event.id, "vip", 2, 1);
    const refused = await sell({
      eventId: event.id,
      seatIds: [space],
      payment: { method: "cash", tenderedCents: 90_000 },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { params: { reason: "accessible_only" } } });
    const { order } = await sold({
      eventId: event.id,
      seatIds: [space],
      accessible: true,
      payment: { method: "cash", tenderedCents: 90_000 },
    });
    expect(order.status).toBe("paid");
  });

  it("takes a card on the buyer's phone through Stripe Checkout: held until Stripe's webhook pays it", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "general", 14, 2), seatId(event.id, "general", 14, 3)];
    const { order, checkoutUrl } = await sold({ eventId: event.id, seatIds: seats, payment: { method: "stripe" } });
    expect(order).toMatchObject({ status: "held", channel: "window", tickets: [] });
    expect(checkoutUrl).toMatch(new RegExp(`^${stub.url}/pay/cs_test_`));
    const webhook = stub.pay(checkoutUrl?.split("/").pop() ?? "");
    const delivered = await t.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "stripe-signature": webhook.signature, "content-type": "application/json" },
      body: webhook.body,
    });
    expect(delivered.status).toBe(200);
    const read = await t.request(`/api/window/orders/${order.id}`, { cookie: clerk.cookie });
    const paid = ((await read.json()) as { order: WindowOrderView }).order;
    expect(paid).toMatchObject({ status: "paid", channel: "window", paymentMethod: "card" });
    expect(paid.tickets).toHaveLength(2);
  });

  it("answers the event's Spanish title beside the English one in the sale and the shift, for the page to choose", async () => {
    const [cashier] = (await buildUsers(t.ctx, 1, ["box_office"])) as [BuiltUser];
    const from = new Date(Date.now() - 1000).toISOString();
    const event = await buildEvent(t.ctx.db, { title: "Holiday Pops", title_es: "Pops navideños" });
    const { order } = await sold(
      {
        eventId: event.id,
        seatIds: [seatId(event.id, "general", 16, 1)],
        payment: { method: "cash", tenderedCents: 10_000 },
      },
      cashier.cookie,
    );
    expect(order.event).toMatchObject({ title: "Holiday Pops", titleEs: "Pops navideños" });
    const read = await t.request(`/api/window/orders/${order.id}`, { cookie: cashier.cookie });
    expect(((await read.json()) as { order: WindowOrderView }).order.event.titleEs).toBe("Pops navideños");
    const report = await shift(cashier.cookie, `?from=${encodeURIComponent(from)}`);
    expect(report.sales.map((s) => [s.eventTitle, s.eventTitleEs])).toEqual([["Holiday Pops", "Pops navideños"]]);
  });

  it("shows a sale only to its operator and admins", async () => {
    const event = await buildEvent(t.ctx.db);
    const { order } = await sold({
      eventId: event.id,
      seatIds: [seatId(event.id, "general", 15, 1)],
      payment: { method: "cash", tenderedCents: 10_000 },
    });
    expect((await t.request(`/api/window/orders/${order.id}`, { cookie: otherClerk.cookie })).status).toBe(404);
    expect((await t.request(`/api/window/orders/${order.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request(`/api/window/orders/${order.id}`, { cookie: buyer.cookie })).status).toBe(403);
    expect(
      (await sell({ eventId: event.id, seatIds: [], payment: { method: "cash", tenderedCents: 1 } }, buyer.cookie))
        .status,
    ).toBe(403);
  });

  it("sums a shift: tickets, cash expected after a cash refund, card totals and refunds — from the ledger's rows", async () => {
    const [cashier] = (await buildUsers(t.ctx, 1, ["box_office"])) as [BuiltUser];
    const from = new Date(Date.now() - 1000).toISOString();
    const event = await buildEvent(t.ctx.db);
    const cashSale = (
      await sold(
        {
          eventId: event.id,
          seatIds: [seatId(event.id, "premium", 6, 8), seatId(event.id, "premium", 6, 9)],
          payment: { method: "cash", tenderedCents: 100_000 },
        },
        cashier.cookie,
      )
    ).order;
    const cardSale = (
      await sold(
        {
          eventId: event.id,
          seatIds: [seatId(event.id, "vip", 3, 9)],
          payment: { method: "card_terminal", reference: "T-1" },
        },
        cashier.cookie,
      )
    ).order;
    const before = await shift(cashier.cookie, `?from=${encodeURIComponent(from)}`);
    expect(before).toMatchObject({
      orders: 2,
      tickets: 3,
      ticketsRefunded: 0,
      cashExpectedCents: cashSale.totalCents,
      cardCents: cardSale.totalCents,
      refundedCents: 0,
    });

    // An admin refunds one seat of the cash sale: given back in cash at once, and recorded so.
    const refundedSeat = cashSale.tickets[0];
    const refund = await t.request(`/api/manage/orders/${cashSale.id}/refund`, {
      method: "POST",
      cookie: admin.cookie,
      json: { seatIds: [seatId(event.id, "premium", refundedSeat?.row ?? 0, refundedSeat?.seat ?? 0)] },
    });
    expect(refund.status, await refund.clone().text()).toBe(200);
    const seatPrice = refundedSeat?.priceCents ?? 0;
    const rows = await ledger(cashSale.id);
    expect(rows).toEqual([
      { provider: "cash", kind: "charge", state: "applied", amount_cents: cashSale.totalCents },
      { provider: "cash", kind: "refund", state: "settled", amount_cents: seatPrice },
    ]);

    const after = await shift(cashier.cookie, `?from=${encodeURIComponent(from)}`);
    expect(after).toMatchObject({
      orders: 2,
      tickets: 3,
      ticketsRefunded: 1,
      cashExpectedCents: cashSale.totalCents - seatPrice,
      cardCents: cardSale.totalCents,
      refundedCents: seatPrice,
    });
    expect(after.byMethod).toEqual([
      { method: "card_terminal", orders: 1, takenCents: cardSale.totalCents, refundedCents: 0 },
      { method: "cash", orders: 1, takenCents: cashSale.totalCents, refundedCents: seatPrice },
    ]);
    // Every figure is the sum of the ledger's rows for the operator's orders.
    const all = await t.ctx.db
      .selectFrom("payment_ledger")
      .innerJoin("orders", "orders.id", "payment_ledger.order_id")
      .select(["payment_ledger.kind", "payment_ledger.amount_cents"])
      .where("orders.operator_id", "=", cashier.userId)
      .execute();
    const taken = all.filter((r) => r.kind === "charge").reduce((s, r) => s + r.amount_cents, 0);
    const given = all.filter((r) => r.kind === "refund").reduce((s, r) => s + r.amount_cents, 0);
    expect(after.cashExpectedCents + after.cardCents).toBe(taken - given);

    // Their own shift only; admins anyone's.
    expect((await t.request(`/api/window/shift?operatorId=${cashier.userId}`, { cookie: clerk.cookie })).status).toBe(
      403,
    );
    const byAdmin = await shift(admin.cookie, `?operatorId=${cashier.userId}&from=${encodeURIComponent(from)}`);
    expect(byAdmin.cashExpectedCents).toBe(after.cashExpectedCents);
    expect((await t.request("/api/window/shift?from=nonsense", { cookie: clerk.cookie })).status).toBe(400);
  });
});
