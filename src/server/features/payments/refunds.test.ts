import { beforeAll, expect, it } from "vitest";
import type {
  OrderRefundResponse,
  PaymentException,
  PaymentExceptionsResponse,
  ResolveExceptionResponse,
} from "#domain/schemas/money";
import type { TicketsResponse } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { orderTestKit } from "#server/features/orders/orders.test-kit";
import { type CardProvider, createSimulatedCardProvider } from "#server/platform/payments/simulated";
import { countingCardProvider } from "#server/testing/counting-card-provider";
import { type BuiltUser, buildEvent, buildUsers, heldOrder, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

describeDialects("refunds and payment exceptions", (open) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof orderTestKit>>;
  let card: ReturnType<typeof countingCardProvider>;
  let manager: BuiltUser;
  /** While set, the card provider's refund call fails, as an unreachable provider's would. */
  let refundsFail = false;

  beforeAll(async () => {
    t = await open();
    k = await orderTestKit(t);
    card = countingCardProvider(createSimulatedCardProvider());
    const flaky: CardProvider = {
      name: card.provider.name,
      charge: (input) => card.provider.charge(input),
      async refund(input) {
        if (refundsFail) throw new Error("provider unreachable");
        return card.provider.refund(input);
      },
    };
    t.ctx.payments.simulated = flaky;
    [manager] = (await buildUsers(t.ctx, 1, ["event_manager"])) as [BuiltUser];
  });

  function refund(orderId: string, body: unknown = {}, cookie: string | undefined = k.admin.cookie) {
    return t.request(`/api/manage/orders/${orderId}/refund`, { method: "POST", cookie, json: body });
  }

  async function exceptions(): Promise<PaymentException[]> {
    const response = await t.request("/api/manage/payments/exceptions", { cookie: k.admin.cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as PaymentExceptionsResponse).exceptions;
  }

  function resolve(id: number, body: unknown, cookie: string | undefined = k.admin.cookie) {
    return t.request(`/api/manage/payments/exceptions/${id}/resolve`, { method: "POST", cookie, json: body });
  }

  async function paidFor(buyer: BuiltUser, seats: number) {
    const event = await buildEvent(t.ctx.db, { title: "Refundable Night", title_es: "Noche reembolsable" });
    const ids = Array.from({ length: seats }, (_, i) => seatId(event.id, "premium", 4, i + 1));
    return { event, ids, order: await paidOrder(t, buyer.cookie, event.id, ids) };
  }

  it("refunds chosen seats, then the rest; the seats return to sale and the buyer is mailed each time", async () => {
    const { event, ids, order } = await paidFor(k.buyer, 3);
    const before = card.totals();
    const seatPrice = order.totalCents / 3;

    const first = await refund(order.id, { seatIds: [ids[0]] });
    expect(first.status).toBe(200);
    expect(((await first.json()) as OrderRefundResponse).refund).toEqual({
      orderId: order.id,
      seatIds: [ids[0]],
      amountCents: seatPrice,
      orderStatus: "paid",
      refundMade: true,
    });
    // The seat is on sale again: someone else can hold it.
    expect((await heldOrder(t, k.other.cookie, event.id, [ids[0] as string])).status).toBe("held");

    const rest = await refund(order.id);
    expect(((await rest.json()) as OrderRefundResponse).refund).toMatchObject({
      seatIds: ids.slice(1),
      amountCents: seatPrice * 2,
      orderStatus: "refunded",
    });
    expect(await k.orderRow(order.id)).toMatchObject({ status: "refunded", refunded_cents: order.totalCents });
    expect(card.totals().refundedCents - before.refundedCents).toBe(order.totalCents);

    const again = await refund(order.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "conflict", params: { reason: "nothing_to_refund" } } });

    await t.mailWorker.deliverDue();
    const mails = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", k.buyer.email)
      .where("subject", "=", "Your refund for Refundable Night")
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toContain("Seats refunded:");

    // My Tickets shows the seats as refunded, with the amount and no door code.
    const { tickets } = (await (
      await t.request("/api/my/tickets", { cookie: k.buyer.cookie })
    ).json()) as TicketsResponse;
    const mine = tickets.filter((ticket) => ticket.orderId === order.id);
    expect(mine).toHaveLength(3);
    for (const ticket of mine) {
      expect(ticket).toMatchObject({ state: "refunded", refundedCents: seatPrice, ticketToken: null });
    }
  });

  it("refuses seats that are not the order's, orders with nothing to give back, and everyone but admins", async () => {
    const { order } = await paidFor(k.buyer, 1);
    const foreign = await refund(order.id, { seatIds: ["not-a-seat"] });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({
      error: { code: "bad_request", params: { reason: "unknown_seats", seatIds: ["not-a-seat"] } },
    });
    expect((await refund(order.id, { seatIds: [] })).status).toBe(400);
    expect((await refund(crypto.randomUUID())).status).toBe(404);
    const event = await buildEvent(t.ctx.db);
    const held = await heldOrder(t, k.buyer.cookie, event.id, [seatId(event.id, "vip", 3, 1)]);
    expect((await refund(held.id)).status).toBe(409);
    for (const [cookie, status] of [
      [manager.cookie, 403],
      [k.buyer.cookie, 403],
      [undefined, 401],
    ] as const) {
      const asCaller = await t.request(`/api/manage/orders/${order.id}/refund`, { method: "POST", cookie, json: {} });
      expect(asCaller.status).toBe(status);
      expect((await t.request("/api/manage/payments/exceptions", { cookie })).status).toBe(status);
    }
    expect((await k.orderRow(order.id)).status).toBe("paid");
  });

  it("lists a PayPal refund owed until an admin marks it made in PayPal", async () => {
    const { order } = await paidFor(k.buyer, 2);
    // Paid through PayPal, which has no refund call: the refund is owed, for an admin to make.
    await t.ctx.db.updateTable("orders").set({ provider: "paypal" }).where("id", "=", order.id).execute();
    const answer = await refund(order.id);
    expect(((await answer.json()) as OrderRefundResponse).refund).toMatchObject({
      refundMade: false,
      orderStatus: "refunded",
    });
    const owed = (await exceptions()).find((e) => e.orderId === order.id);
    expect(owed).toMatchObject({
      kind: "refund",
      state: "pending",
      provider: "paypal",
      amountCents: order.totalCents,
      buyerEmail: k.buyer.email,
      eventTitle: "Refundable Night",
      eventTitleEs: "Noche reembolsable",
      reason: "admin",
      resolution: "mark_refunded",
    });
    const id = owed?.id ?? 0;

    // The action must be the one the exception takes.
    const wrong = await resolve(id, { action: "mark_reviewed" });
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toEqual({ error: { code: "conflict", params: { reason: "exception_resolved" } } });
    expect((await resolve(id, { action: "mark_refunded" }, manager.cookie)).status).toBe(403);

    const done = await resolve(id, { action: "mark_refunded", reference: "PAYPAL-REFUND-7" });
    expect(done.status).toBe(200);
    expect((await done.json()) as ResolveExceptionResponse).toEqual({ id, resolution: "mark_refunded" });
    const row = await t.ctx.db.selectFrom("payment_ledger").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "settled", settled_by: k.admin.userId, provider_ref: "PAYPAL-REFUND-7" });
    expect((await exceptions()).some((e) => e.id === id)).toBe(false);
    expect((await resolve(id, { action: "mark_refunded" })).status).toBe(409);
    expect((await resolve(999_999_999, { action: "mark_refunded" })).status).toBe(404);
    expect((await resolve(id, { action: "refund everything" })).status).toBe(400);
  });

  it("retries a card refund the provider could not make, and marks flagged money reviewed", async () => {
    const { order } = await paidFor(k.buyer, 1);
    const before = card.totals();
    refundsFail = true;
    const answer = await refund(order.id);
    expect(((await answer.json()) as OrderRefundResponse).refund).toMatchObject({ refundMade: false });
    const owed = (await exceptions()).find((e) => e.orderId === order.id);
    expect(owed).toMatchObject({ kind: "refund", state: "pending", provider: "simulated", resolution: "retry_refund" });
    const id = owed?.id ?? 0;

    const stillDown = await resolve(id, { action: "retry_refund" });
    expect(stillDown.status).toBe(502);
    expect(await stillDown.json()).toEqual({
      error: { code: "upstream_failed", params: { reason: "refund_not_made" } },
    });
    refundsFail = false;
    expect((await resolve(id, { action: "retry_refund" })).status).toBe(200);
    expect(card.totals().refundedCents - before.refundedCents).toBe(order.totalCents);
    // Tried again, the same refund is not made twice.
    expect((await resolve(id, { action: "retry_refund" })).status).toBe(409);
    expect(card.totals().refunds - before.refunds).toBe(1);

    // Money that could not be applied (here: for no known order) waits until an admin reviewed it.
    const flagged = await t.ctx.db
      .insertInto("payment_ledger")
      .values({
        order_id: null,
        provider: "paypal",
        kind: "charge",
        provider_ref: `TX-${crypto.randomUUID()}`,
        amount_cents: 2_500,
        currency: "USD",
        state: "flagged",
        reason: "unknown_order",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await exceptions()).find((e) => e.id === flagged.id)).toMatchObject({
      kind: "charge",
      state: "flagged",
      orderId: null,
      buyerEmail: null,
      resolution: "mark_reviewed",
    });
    expect((await resolve(flagged.id, { action: "mark_reviewed" })).status).toBe(200);
    expect((await exceptions()).some((e) => e.id === flagged.id)).toBe(false);
  });
});
