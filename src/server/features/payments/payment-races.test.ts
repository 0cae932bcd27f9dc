import { beforeAll, expect, it } from "vitest";
import { seatId } from "#domain/seating/layouts";
import { releaseLapsedHolds } from "#server/features/orders";
import { orderTestKit } from "#server/features/orders/orders.test-kit";
import { createSimulatedCardProvider } from "#server/platform/payments/simulated";
import { countingCardProvider } from "#server/testing/counting-card-provider";
import { buildEvent, heldOrder, paySimulated } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

/**
 * Payment racing cancellation, expiry and itself. Whatever wins, no card stays charged without a
 * paid order: what the provider charged minus what it refunded equals what the paid orders total.
 */
describeDialects("payments under races", (open) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof orderTestKit>>;
  let card: ReturnType<typeof countingCardProvider>;
  let row = 0;

  beforeAll(async () => {
    t = await open();
    k = await orderTestKit(t);
    card = countingCardProvider(createSimulatedCardProvider());
    t.ctx.payments.simulated = card.provider;
  });

  async function freshHold() {
    const event = await buildEvent(t.ctx.db);
    row += 1;
    return heldOrder(t, k.buyer.cookie, event.id, [seatId(event.id, "vip", 1, (row % 10) + 1)]);
  }

  async function paidTotal(orderIds: string[]) {
    const rows = await t.ctx.db
      .selectFrom("orders")
      .select(["total_cents", "status"])
      .where("id", "in", orderIds)
      .execute();
    return rows.filter((r) => r.status === "paid").reduce((sum, r) => sum + r.total_cents, 0);
  }

  function assertNothingChargedUnpaid(before: ReturnType<typeof card.totals>, paid: number) {
    const after = card.totals();
    expect(after.chargedCents - before.chargedCents - (after.refundedCents - before.refundedCents)).toBe(paid);
  }

  it("two, or ten, payments of one order charge it once", async () => {
    const before = card.totals();
    const orders = [];
    for (let i = 0; i < 5; i++) {
      const held = await freshHold();
      orders.push(held.id);
      const answers = await Promise.all(Array.from({ length: 10 }, () => paySimulated(t, k.buyer.cookie, held.id)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect((await k.orderRow(held.id)).status).toBe("paid");
    }
    expect(card.totals().charges - before.charges).toBe(5);
    assertNothingChargedUnpaid(before, await paidTotal(orders));
  });

  it("cancel racing payment: paid, or cancelled with the charge refunded, never both or neither", async () => {
    const before = card.totals();
    const orders: string[] = [];
    for (let i = 0; i < 15; i++) {
      const held = await freshHold();
      orders.push(held.id);
      const [pay, cancel] = await Promise.all([
        paySimulated(t, k.buyer.cookie, held.id),
        k.cancel(held.id, k.buyer.cookie),
      ]);
      expect([200, 409]).toContain(pay.status);
      expect(cancel.status).toBe(200);
      const status = (await k.orderRow(held.id)).status;
      expect(status === "paid" ? 200 : 409).toBe(pay.status);
      expect(["paid", "cancelled"]).toContain(status);
    }
    assertNothingChargedUnpaid(before, await paidTotal(orders));
  });

  it("expiry racing payment: paid, or expired with the charge refunded", async () => {
    const before = card.totals();
    const orders: string[] = [];
    for (let i = 0; i < 15; i++) {
      const held = await freshHold();
      orders.push(held.id);
      // The hold lapses a few milliseconds from now, while the payment is under way.
      const lapseAt = new Date(Date.now() + (i % 5) * 3);
      await t.ctx.db
        .updateTable("orders")
        .set({ expires_at: lapseAt.toISOString() })
        .where("id", "=", held.id)
        .execute();
      const [pay] = await Promise.all([
        paySimulated(t, k.buyer.cookie, held.id),
        new Promise((resolve) => setTimeout(resolve, (i % 5) * 3)).then(() =>
          releaseLapsedHolds({ db: t.ctx.db, seatChanges: t.ctx.seatChanges, now: new Date(lapseAt.getTime() + 1) }),
        ),
      ]);
      expect([200, 409]).toContain(pay.status);
      const status = (await k.orderRow(held.id)).status;
      expect(["paid", "expired", "held"]).toContain(status);
      expect(status === "paid" ? 200 : 409).toBe(pay.status);
    }
    assertNothingChargedUnpaid(before, await paidTotal(orders));
  });
});
