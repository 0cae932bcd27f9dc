import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FailedRental } from "#domain/schemas/event-form";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import { eventForm, managementApi } from "./event-management.test-kit";

const BUSINESS = "rentals@bridgelandarena.com";

/** Stands in for PayPal's verification endpoint: every notification is VERIFIED. */
let responder: Server;
let t: TestApp;
let api: ReturnType<typeof managementApi>;
let admin: BuiltUser;
let manager: BuiltUser;

beforeAll(async () => {
  responder = createServer((_req, res) => res.end("VERIFIED"));
  await new Promise<void>((resolve) => responder.listen(0, "127.0.0.1", resolve));
  const port = (responder.address() as AddressInfo).port;
  t = await createTestApp({
    env: { PAYPAL_BUSINESS: BUSINESS, PAYPAL_IPN_VERIFY_URL: `http://127.0.0.1:${port}/cgi-bin/webscr` },
  });
  api = managementApi(t);
  [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
  [manager] = (await buildUsers(t.ctx, 1, ["event_manager"])) as [BuiltUser];
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => responder.close(resolve));
});

function notify(order: { id: string; totalCents: number }, txn: string) {
  return t.request("/api/payments/paypal/ipn", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      invoice: order.id,
      txn_id: txn,
      receiver_email: BUSINESS,
      payment_status: "Completed",
      mc_gross: (order.totalCents / 100).toFixed(2),
      mc_currency: "USD",
    }).toString(),
  });
}

describe("venue rental through PayPal's hosted page", () => {
  it("hands off a rental (not tickets) and returns the buyer to event management", async () => {
    const order = await api.rentalOrder(manager.cookie, eventForm({ rentalHours: 3 }));
    const response = await t.request(`/api/orders/${order.id}/payments/paypal`, {
      method: "POST",
      cookie: manager.cookie,
    });
    expect(response.status).toBe(200);
    const { handOff } = (await response.json()) as { handOff: { fields: Record<string, string> } };
    expect(handOff.fields).toMatchObject({
      item_name: "Bridgeland Arena: Venue rental",
      amount: "450.00",
      invoice: order.id,
    });
    expect(handOff.fields.return).toContain("/event-manager?payment=success");
    expect(handOff.fields.cancel_return).toContain("/event-manager?payment=cancelled");
  });

  it("creates the pending event when PayPal's notification confirms the payment, once", async () => {
    const order = await api.rentalOrder(manager.cookie, eventForm({ title: "PayPal Rental" }));
    for (let i = 0; i < 3; i++) expect((await notify(order, "TXN-RENTAL-1")).status).toBe(200);
    const row = await api.orderRow(order.id);
    expect(row).toMatchObject({ status: "paid", provider: "paypal" });
    const events = await t.ctx.db.selectFrom("events").selectAll().where("title", "=", "PayPal Rental").execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: row.event_id, approval_status: "pending", created_by: manager.userId });
  });

  it("keeps the payment and lists the order for admins when the event cannot be created", async () => {
    const order = await api.rentalOrder(manager.cookie, eventForm({ title: "Doomed PayPal Rental" }));
    const { eventId } = JSON.parse((await api.orderRow(order.id)).details ?? "{}") as { eventId: string };
    await buildEvent(t.ctx.db, { id: eventId });
    expect((await notify(order, "TXN-RENTAL-2")).status).toBe(200);
    expect(await api.orderRow(order.id)).toMatchObject({
      status: "paid",
      provider_ref: "TXN-RENTAL-2",
      event_id: null,
    });
    const { rentals } = (await (await api.failed(admin.cookie)).json()) as { rentals: FailedRental[] };
    expect(rentals.map((r) => r.orderId)).toContain(order.id);
  });
});
