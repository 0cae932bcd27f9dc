import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEvent } from "#server/testing/factories";
import { createTestApp, type TestApp } from "#server/testing/test-app";

const BUSINESS = "tickets@bridgelandarena.com";

/** Stands in for PayPal's verification endpoint: VERIFIED only for bodies it "sent". */
let responder: Server;
const sent = new Set<string>();
let t: TestApp;

beforeAll(async () => {
  responder = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const original = body.replace(/^cmd=_notify-validate&/, "");
      res.end(sent.has(original) ? "VERIFIED" : "INVALID");
    });
  });
  await new Promise<void>((resolve) => responder.listen(0, "127.0.0.1", resolve));
  const port = (responder.address() as AddressInfo).port;
  t = await createTestApp({
    env: { PAYPAL_BUSINESS: BUSINESS, PAYPAL_IPN_VERIFY_URL: `http://127.0.0.1:${port}/cgi-bin/webscr` },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => responder.close(resolve));
});

async function heldOrder() {
  const buyer = await t.signedIn();
  const { id: eventId, title: eventTitle } = await buildEvent(t.ctx.db);
  await t.request(`/api/events/${eventId}/seat-states`);
  const seatIds = [`${eventId}:vip:1:1`, `${eventId}:vip:1:2`];
  const held = await t.request("/api/orders", { method: "POST", cookie: buyer.cookie, json: { eventId, seatIds } });
  expect(held.status).toBe(201);
  const { order } = (await held.json()) as { order: { id: string; totalCents: number } };
  return { buyer, order, eventTitle };
}

function notification(fields: Record<string, string>, options: { fromPayPal?: boolean } = {}) {
  const body = new URLSearchParams(fields).toString();
  if (options.fromPayPal !== false) sent.add(body);
  return t.request("/api/payments/paypal/ipn", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

function paidFields(order: { id: string; totalCents: number }, txn: string) {
  return {
    invoice: order.id,
    txn_id: txn,
    receiver_email: BUSINESS,
    payment_status: "Completed",
    mc_gross: (order.totalCents / 100).toFixed(2),
    mc_currency: "USD",
  };
}

async function statusOf(orderId: string) {
  const row = await t.ctx.db
    .selectFrom("orders")
    .select(["status", "provider_ref"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  return row;
}

describe("PayPal hosted payment", () => {
  it("hands off PayPal's payment fields for a held order", async () => {
    const { buyer, order, eventTitle } = await heldOrder();
    const response = await t.request(`/api/orders/${order.id}/payments/paypal`, {
      method: "POST",
      cookie: buyer.cookie,
    });
    expect(response.status).toBe(200);
    const { handOff } = (await response.json()) as { handOff: { action: string; fields: Record<string, string> } };
    expect(handOff.action).toBe("https://www.sandbox.paypal.com/cgi-bin/webscr");
    expect(handOff.fields).toMatchObject({
      cmd: "_xclick",
      business: BUSINESS,
      item_name: `Bridgeland Arena: ${eventTitle}`,
      amount: "300.00",
      currency_code: "USD",
      invoice: order.id,
      notify_url: "http://localhost:3000/api/payments/paypal/ipn",
    });
    expect(handOff.fields.return).toContain("/box-office?payment=success");
    expect(handOff.fields.cancel_return).toContain("/box-office?payment=cancelled");
  });

  it("a verified notification pays the order once, however often it is replayed", async () => {
    const { order } = await heldOrder();
    const fields = paidFields(order, "TXN-VALID-1");
    const answers = await Promise.all(Array.from({ length: 10 }, () => notification(fields)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await statusOf(order.id)).toEqual({ status: "paid", provider_ref: "TXN-VALID-1" });
    const bookings = await t.ctx.db
      .selectFrom("bookings")
      .select("payment_status")
      .where("order_id", "=", order.id)
      .execute();
    expect(bookings.map((b) => b.payment_status)).toEqual(["completed", "completed"]);
  });

  it.each([
    ["forged (PayPal never sent it)", (f: Record<string, string>) => f, false],
    ["for the wrong amount", (f: Record<string, string>) => ({ ...f, mc_gross: "1.00" }), true],
    ["to another receiver", (f: Record<string, string>) => ({ ...f, receiver_email: "thief@example.com" }), true],
    ["in another currency", (f: Record<string, string>) => ({ ...f, mc_currency: "EUR" }), true],
    ["not completed", (f: Record<string, string>) => ({ ...f, payment_status: "Pending" }), true],
  ])("a notification %s changes nothing", async (_label, change, fromPayPal) => {
    const { order } = await heldOrder();
    const response = await notification(change(paidFields(order, `TXN-${crypto.randomUUID()}`)), { fromPayPal });
    expect(response.status).toBe(200);
    expect((await statusOf(order.id))?.status).toBe("held");
  });

  async function ledgerOf(orderId: string) {
    return t.ctx.db
      .selectFrom("payment_ledger")
      .select(["kind", "state", "amount_cents", "reason", "provider_ref"])
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute();
  }

  async function bookingsOf(orderId: string) {
    const rows = await t.ctx.db
      .selectFrom("bookings")
      .select("payment_status")
      .where("order_id", "=", orderId)
      .execute();
    return rows.map((r) => r.payment_status);
  }

  it("money for a lapsed hold is kept as a flagged charge with its refund owed, for an admin", async () => {
    const { order } = await heldOrder();
    await t.ctx.db
      .updateTable("orders")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", order.id)
      .execute();
    const txn = `TXN-${crypto.randomUUID()}`;
    expect((await notification(paidFields(order, txn))).status).toBe(200);
    expect((await statusOf(order.id))?.status).not.toBe("paid");
    const rows = await ledgerOf(order.id);
    expect(rows.map((r) => [r.kind, r.state, r.amount_cents, r.reason])).toEqual([
      ["charge", "flagged", order.totalCents, "hold_lapsed"],
      ["refund", "pending", order.totalCents, "hold_lapsed"],
    ]);
  });

  it("a reversal takes the tickets back, once", async () => {
    const { order } = await heldOrder();
    const txn = `TXN-${crypto.randomUUID()}`;
    await notification(paidFields(order, txn));
    const reversal = {
      ...paidFields(order, `REV-${crypto.randomUUID()}`),
      payment_status: "Reversed",
      parent_txn_id: txn,
      mc_gross: `-${(order.totalCents / 100).toFixed(2)}`,
    };
    expect((await notification(reversal)).status).toBe(200);
    expect((await notification(reversal)).status).toBe(200);
    expect(await bookingsOf(order.id)).toEqual(["void", "void"]);
    expect((await statusOf(order.id))?.status).toBe("refunded");
    expect((await ledgerOf(order.id)).map((r) => r.kind)).toEqual(["charge", "reversal"]);
  });

  it("a refund an admin made in PayPal is counted once when PayPal reports it", async () => {
    const { order } = await heldOrder();
    const txn = `TXN-${crypto.randomUUID()}`;
    await notification(paidFields(order, txn));
    const admin = await t.signedIn(["admin"]);
    const refund = await t.request(`/api/manage/orders/${order.id}/refund`, {
      method: "POST",
      cookie: admin.cookie,
      json: {},
    });
    expect(refund.status).toBe(200);
    expect((await ledgerOf(order.id)).map((r) => [r.kind, r.state])).toEqual([
      ["charge", "applied"],
      ["refund", "pending"],
    ]);
    const reported = {
      ...paidFields(order, `REF-${crypto.randomUUID()}`),
      payment_status: "Refunded",
      parent_txn_id: txn,
      mc_gross: `-${(order.totalCents / 100).toFixed(2)}`,
    };
    expect((await notification(reported)).status).toBe(200);
    const rows = await ledgerOf(order.id);
    expect(rows.map((r) => [r.kind, r.state, r.provider_ref])).toEqual([
      ["charge", "applied", txn],
      ["refund", "settled", reported.txn_id],
    ]);
    const row = await t.ctx.db
      .selectFrom("orders")
      .select("refunded_cents")
      .where("id", "=", order.id)
      .executeTakeFirst();
    expect(row?.refunded_cents).toBe(order.totalCents);
  });
});
