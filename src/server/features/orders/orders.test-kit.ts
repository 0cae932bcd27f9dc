import { expect } from "vitest";
import type { OrderView, SeatMapChange } from "#domain/schemas/tickets";
import { type BuiltUser, buildUsers } from "#server/testing/factories";
import type { TestApp } from "#server/testing/test-app";

/** What the order tests read and do beyond the factories: rows, lapsing holds, published changes. */
export async function orderTestKit(t: TestApp) {
  const [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
  const [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];

  return {
    admin,
    buyer,
    other,

    orderRow(orderId: string) {
      return t.ctx.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
    },

    async bookingStatuses(orderId: string) {
      const rows = await t.ctx.db
        .selectFrom("bookings")
        .select("payment_status")
        .where("order_id", "=", orderId)
        .execute();
      return rows.map((r) => r.payment_status);
    },

    async getOrder(orderId: string, cookie: string) {
      const response = await t.request(`/api/orders/${orderId}`, { cookie });
      expect(response.status).toBe(200);
      return ((await response.json()) as { order: OrderView }).order;
    },

    /** Lets a hold lapse the way time would: its expiry moves into the past. */
    async lapse(orderId: string) {
      await t.ctx.db
        .updateTable("orders")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", orderId)
        .execute();
    },

    cancel(orderId: string, cookie: string | undefined) {
      return t.request(`/api/orders/${orderId}`, { method: "DELETE", cookie });
    },

    collectChanges(eventId: string) {
      const changes: SeatMapChange[] = [];
      const unsubscribe = t.ctx.seatChanges.subscribe(eventId, (change) => changes.push(change));
      return { changes, unsubscribe };
    },
  };
}
