import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeStub, startStripeStub } from "#server/testing/stripe-stub";
import { createStripeGateway, type StripeGateway, WEBHOOK_TOLERANCE_SECONDS } from "./stripe";

describe("the Stripe gateway against the local Stripe stand-in", () => {
  let stub: StripeStub;
  let gateway: StripeGateway;
  const now = new Date();

  beforeAll(async () => {
    stub = await startStripeStub();
    gateway = createStripeGateway({ secretKey: stub.secretKey, webhookSecret: stub.webhookSecret, apiBase: stub.url });
  });
  afterAll(() => stub.close());

  const checkout = (orderId: string) =>
    gateway.createCheckout({
      orderId,
      attempt: 0,
      amountCents: 12_500,
      currency: "USD",
      description: "2 tickets",
      locale: "en",
      holdExpiresAt: new Date(now.getTime() + 10 * 60_000),
      successUrl: "http://site.test/box-office?payment=success",
      cancelUrl: "http://site.test/box-office?payment=cancelled",
      now,
    });

  it("creates one session per order, however often it is asked", async () => {
    const first = await checkout("order-1");
    const again = await checkout("order-1");
    expect(again.id).toBe(first.id);
    const session = stub.sessions.get(first.id);
    expect(session?.amount_total).toBe(12_500);
    expect(session?.client_reference_id).toBe("order-1");
    // Stripe's minimum session life is 30 minutes, longer than the 10-minute hold.
    expect(session?.expires_at).toBeGreaterThanOrEqual(Math.floor(now.getTime() / 1000) + 30 * 60);
  });

  it("verifies a signed webhook and refuses a bad signature or an old one", async () => {
    const { id } = await checkout("order-2");
    const webhook = stub.pay(id);
    const event = gateway.verifyWebhook(webhook.body, webhook.signature);
    expect(event.type).toBe("checkout.session.completed");
    expect(() => gateway.verifyWebhook(webhook.body, stub.sign(webhook.body, { secret: "whsec_other" }))).toThrow();
    expect(() => gateway.verifyWebhook(`${webhook.body} `, webhook.signature)).toThrow();
    const old = Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 60;
    expect(() => gateway.verifyWebhook(webhook.body, stub.sign(webhook.body, { timestamp: old }))).toThrow();
    expect(() => gateway.verifyWebhook(webhook.body, undefined)).toThrow();
  });

  it("refunds once per idempotency key, and counts charges and refunds", async () => {
    const { id } = await checkout("order-3");
    stub.pay(id);
    const paymentIntent = stub.sessions.get(id)?.payment_intent ?? "";
    const before = stub.totals();
    const refund = await gateway.refund({ paymentIntent, amountCents: 5_000, idempotencyKey: "refund-order-3-a" });
    const repeated = await gateway.refund({ paymentIntent, amountCents: 5_000, idempotencyKey: "refund-order-3-a" });
    expect(repeated.id).toBe(refund.id);
    expect(stub.totals().refundedCents - before.refundedCents).toBe(5_000);
    await expect(
      gateway.refund({ paymentIntent, amountCents: 10_000, idempotencyKey: "refund-order-3-b" }),
    ).rejects.toThrow();
  });

  it("reads a session's state", async () => {
    const { id } = await checkout("order-5");
    expect(await gateway.findCheckout(id)).toMatchObject({ id, status: "open" });
    stub.pay(id);
    expect(await gateway.findCheckout(id)).toMatchObject({ id, status: "complete" });
  });

  it("expires an open session", async () => {
    const { id } = await checkout("order-4");
    await gateway.expireCheckout(id);
    expect(stub.sessions.get(id)?.status).toBe("expired");
    expect(() => stub.pay(id)).toThrow();
  });
});
