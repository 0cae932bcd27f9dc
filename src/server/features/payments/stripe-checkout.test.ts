import { afterAll, beforeAll, expect, it } from "vitest";
import type { OrderView, StripeCheckoutResponse } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { releaseLapsedHolds } from "#server/features/orders";
import { orderTestKit } from "#server/features/orders/orders.test-kit";
import { expireAbandonedCheckouts, retryOwedRefunds } from "#server/features/payments";
import { buildEvent, heldOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { type StripeStub, type StubWebhook, startStripeStub } from "#server/testing/stripe-stub";
import type { TestApp } from "#server/testing/test-app";

let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(() => stub.close());

describeDialects("card payments through Stripe Checkout", (open) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof orderTestKit>>;

  beforeAll(async () => {
    t = await open({
      CARD_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: stub.secretKey,
      STRIPE_WEBHOOK_SECRET: stub.webhookSecret,
      STRIPE_API_BASE: stub.url,
    });
    k = await orderTestKit(t);
  });

  const deliver = (webhook: StubWebhook, signature = webhook.signature) =>
    t.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: { "stripe-signature": signature, "content-type": "application/json" },
      body: webhook.body,
    });

  async function heldTickets(count = 2) {
    const event = await buildEvent(t.ctx.db);
    const seats = Array.from({ length: count }, (_, i) => seatId(event.id, "vip", 2, i + 5));
    const held = await heldOrder(t, k.buyer.cookie, event.id, seats);
    return { event, seats, held };
  }

  async function checkout(orderId: string, cookie = k.buyer.cookie) {
    const response = await t.request(`/api/orders/${orderId}/payments/stripe`, { method: "POST", cookie });
    return { response, body: (await response.json()) as StripeCheckoutResponse };
  }

  async function ledger(orderId: string) {
    return t.ctx.db
      .selectFrom("payment_ledger")
      .select(["kind", "state", "amount_cents", "reason"])
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute();
  }

  it("starts a Checkout Session for the order's own amount and sends the buyer there", async () => {
    const { held } = await heldTickets();
    const { response, body } = await checkout(held.id);
    expect(response.status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${stub.url}/pay/cs_test_`));
    const session = [...stub.sessions.values()].find((s) => s.client_reference_id === held.id);
    expect(session).toMatchObject({ amount_total: held.totalCents, currency: "usd", status: "open" });
    expect(session?.success_url).toBe(`http://localhost:3000/box-office?payment=success&order=${held.id}`);
    expect(session?.cancel_url).toBe(`http://localhost:3000/box-office?payment=cancelled&order=${held.id}`);
    // Asked again (pay pressed twice, back from Stripe's page), the same open session.
    expect((await checkout(held.id)).body.url).toBe(body.url);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await checkout(held.id)).body.url).toBe(body.url);
    // Nothing is paid until Stripe's signed word arrives.
    expect((await k.orderRow(held.id)).status).toBe("held");
  });

  it("opens a new session once the earlier one can no longer be paid", async () => {
    const { held } = await heldTickets();
    const first = (await checkout(held.id)).body.url?.split("/").pop() ?? "";
    const session = stub.sessions.get(first);
    if (session) session.status = "expired";
    const { response, body } = await checkout(held.id);
    expect(response.status).toBe(200);
    expect(body.url).not.toContain(first);
    expect((await k.orderRow(held.id)).checkout_ref).toBe(body.url?.split("/").pop());
  });

  it("opens Stripe's page in the buyer's language, naming the event in it (English when no Spanish title is written)", async () => {
    const bilingual = await buildEvent(t.ctx.db, { title: "Holiday Pops", title_es: "Pops navideños" });
    const english = await buildEvent(t.ctx.db, { title: "Jazz Night", title_es: " " });
    const named = async (eventId: string, lang: "en" | "es") => {
      const held = await heldOrder(t, k.buyer.cookie, eventId, [seatId(eventId, "vip", 3, lang === "es" ? 1 : 2)]);
      const { body } = await checkout(held.id, `${k.buyer.cookie}; lang=${lang}`);
      const session = body.url?.split("/").pop() ?? "";
      expect(stub.locales.get(session)).toBe(lang);
      return stub.lineItemNames.get(session);
    };
    expect(await named(bilingual.id, "es")).toBe("Bridgeland Arena: Pops navideños");
    expect(await named(bilingual.id, "en")).toBe("Bridgeland Arena: Holiday Pops");
    expect(await named(english.id, "es")).toBe("Bridgeland Arena: Jazz Night");
  });

  it("refuses another buyer's order and a lapsed hold", async () => {
    const { held } = await heldTickets();
    expect((await checkout(held.id, k.other.cookie)).response.status).toBe(404);
    await k.lapse(held.id);
    const { response } = await checkout(held.id);
    expect(response.status).toBe(409);
  });

  it("pays the order from the verified webhook, once however often it is delivered", async () => {
    const { held, seats } = await heldTickets();
    const { body } = await checkout(held.id);
    const sessionId = body.url?.split("/").pop() ?? "";
    const webhook = stub.pay(sessionId);

    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(webhook)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const order = await k.getOrder(held.id, k.buyer.cookie);
    expect(order).toMatchObject({ status: "paid", provider: "stripe" });
    expect(await k.bookingStatuses(held.id)).toEqual(["completed", "completed"]);
    expect(await ledger(held.id)).toEqual([
      { kind: "charge", state: "applied", amount_cents: held.totalCents, reason: null },
    ]);
    // The confirmation is owed once, however often the webhook came.
    const owed = await t.ctx.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("kind", "=", "order-confirmation")
      .where("payload", "like", `%${held.id}%`)
      .execute();
    expect(owed).toHaveLength(1);
    // A second checkout request for the paid order answers it, and opens nothing.
    const again = await checkout(held.id);
    expect(again.response.status).toBe(200);
    expect(again.body).toMatchObject({ url: null, order: { id: held.id, status: "paid" } });
    expect(seats).toHaveLength(2);
  });

  it("refuses a bad signature, a signature too old and a changed body, and changes nothing", async () => {
    const { held } = await heldTickets();
    const { body } = await checkout(held.id);
    const webhook = stub.pay(body.url?.split("/").pop() ?? "");
    const old = Math.floor(Date.now() / 1000) - 60 * 60;
    for (const signature of [
      stub.sign(webhook.body, { secret: "whsec_not_the_one" }),
      stub.sign(webhook.body, { timestamp: old }),
      "t=1,v1=deadbeef",
    ]) {
      expect((await deliver(webhook, signature)).status).toBe(400);
    }
    const tampered = {
      body: webhook.body.replace(`"amount_total":${held.totalCents}`, '"amount_total":1'),
      signature: webhook.signature,
    };
    expect((await deliver(tampered)).status).toBe(400);
    expect((await k.orderRow(held.id)).status).toBe("held");
    expect(await ledger(held.id)).toEqual([]);
  });

  it("refunds at once a payment that arrives after its hold lapsed, and lists it for admins", async () => {
    const { held } = await heldTickets();
    const { body } = await checkout(held.id);
    await k.lapse(held.id);
    const before = stub.totals();
    const response = await deliver(stub.pay(body.url?.split("/").pop() ?? ""));
    expect(response.status).toBe(200);
    expect((await k.orderRow(held.id)).status).not.toBe("paid");
    expect(await ledger(held.id)).toEqual([
      { kind: "charge", state: "flagged", amount_cents: held.totalCents, reason: "hold_lapsed" },
      { kind: "refund", state: "settled", amount_cents: held.totalCents, reason: "hold_lapsed" },
    ]);
    const after = stub.totals();
    expect(after.refundedCents - before.refundedCents).toBe(held.totalCents);
  });

  it("takes the tickets back when the payment is refunded in Stripe or disputed", async () => {
    const refunded = await heldTickets();
    const disputed = await heldTickets();
    for (const { held } of [refunded, disputed]) {
      const { body } = await checkout(held.id);
      expect((await deliver(stub.pay(body.url?.split("/").pop() ?? ""))).status).toBe(200);
    }
    const intentOf = async (orderId: string) => (await k.orderRow(orderId)).provider_ref ?? "";

    const refund = stub.refundOutside(await intentOf(refunded.held.id));
    expect((await deliver(refund)).status).toBe(200);
    expect((await deliver(refund)).status).toBe(200);
    const refundedOrder: OrderView = await k.getOrder(refunded.held.id, k.buyer.cookie);
    expect(refundedOrder.status).toBe("refunded");
    expect(await k.bookingStatuses(refunded.held.id)).toEqual(["void", "void"]);
    expect((await ledger(refunded.held.id)).map((r) => [r.kind, r.state, r.amount_cents])).toEqual([
      ["charge", "applied", refunded.held.totalCents],
      ["refund", "applied", refunded.held.totalCents],
    ]);

    const dispute = stub.dispute(await intentOf(disputed.held.id));
    expect((await deliver(dispute)).status).toBe(200);
    expect(await k.bookingStatuses(disputed.held.id)).toEqual(["void", "void"]);
    expect((await ledger(disputed.held.id)).map((r) => [r.kind, r.state])).toEqual([
      ["charge", "applied"],
      ["dispute", "flagged"],
    ]);
  });

  it("asks Stripe to send again an event that arrives before the payment it follows", async () => {
    const { held } = await heldTickets();
    const { body } = await checkout(held.id);
    const sessionId = body.url?.split("/").pop() ?? "";
    const completed = stub.pay(sessionId);
    const intent = stub.sessions.get(sessionId)?.payment_intent ?? "";
    const early = stub.refundOutside(intent);
    expect((await deliver(early)).status).toBe(409);
    expect((await deliver(completed)).status).toBe(200);
    expect((await deliver(early)).status).toBe(200);
    expect((await k.orderRow(held.id)).status).toBe("refunded");
  });

  it("keeps a refund owed when Stripe cannot be reached, and makes it once on retry", async () => {
    const { held } = await heldTickets();
    const { body } = await checkout(held.id);
    await k.lapse(held.id);
    const gateway = t.ctx.payments.stripe;
    if (!gateway) throw new Error("stripe is configured in this suite");
    t.ctx.payments.stripe = {
      ...gateway,
      refund: () => Promise.reject(new Error("connection reset")),
    };
    const before = stub.totals();
    expect((await deliver(stub.pay(body.url?.split("/").pop() ?? ""))).status).toBe(200);
    t.ctx.payments.stripe = gateway;
    expect((await ledger(held.id)).map((r) => [r.kind, r.state])).toEqual([
      ["charge", "flagged"],
      ["refund", "pending"],
    ]);
    const deps = { ...t.ctx, providers: t.ctx.payments, now: new Date() };
    expect(await retryOwedRefunds(deps)).toBe(1);
    expect(await retryOwedRefunds(deps)).toBe(0);
    expect((await ledger(held.id)).map((r) => [r.kind, r.state])).toEqual([
      ["charge", "flagged"],
      ["refund", "settled"],
    ]);
    expect(stub.totals().refundedCents - before.refundedCents).toBe(held.totalCents);
  });

  it("expires the Checkout Session of a hold that lapsed, so it can no longer be paid", async () => {
    const { held } = await heldTickets();
    const { body } = await checkout(held.id);
    const sessionId = body.url?.split("/").pop() ?? "";
    await k.lapse(held.id);
    const deps = { ...t.ctx, providers: t.ctx.payments, now: new Date() };
    await releaseLapsedHolds(deps);
    expect(await expireAbandonedCheckouts(deps)).toBeGreaterThanOrEqual(1);
    expect(stub.sessions.get(sessionId)?.status).toBe("expired");
    expect((await k.orderRow(held.id)).checkout_ref).toBeNull();
  });

  it("does not offer the simulated card when Stripe is the card provider", async () => {
    const { held } = await heldTickets();
    const response = await t.request(`/api/orders/${held.id}/payments/simulated`, {
      method: "POST",
      cookie: k.buyer.cookie,
      json: { token: "sim_ok_4242" },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { code: "not_found", params: { reason: "provider_unavailable" } },
    });
  });
});
