import { beforeAll, expect, it } from "vitest";
import { seatId } from "#domain/seating/layouts";
import { silentLogger } from "#server/platform/logger";
import { createOrderEvents, type OrderEvents } from "#server/platform/order-events";
import { type BuiltUser, buildEvent, buildUsers, heldOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { releaseLapsedHolds } from "./holds.service";
import { AlreadySettled, settlePayment } from "./settlement";

/**
 * Settling a payment announces it: subscribers in the transaction run in the order they
 * subscribed, before the commit, and their failure leaves nothing behind; subscribers after
 * commit run only once the change is visible to everyone, each on its own.
 */
describeDialects("order events", (open) => {
  let t: TestApp;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  async function held() {
    const event = await buildEvent(t.ctx.db);
    return heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2)]);
  }

  const payment = (order: { id: string; totalCents: number }) => ({
    orderId: order.id,
    provider: "simulated",
    providerRef: `ref-${crypto.randomUUID()}`,
    amountCents: order.totalCents,
    currency: "USD",
  });

  const statusOf = async (orderId: string) =>
    (await t.ctx.db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;

  it("runs the in-transaction subscribers in order before the commit, and the after-commit ones once it is visible", async () => {
    const order = await held();
    const events = createOrderEvents(silentLogger);
    const seen: string[] = [];
    events.inTransaction("order.paid", async (trx, paid) => {
      seen.push(`first in transaction: ${paid.order.status}, ${paid.seats.length} seats`);
      const inside = await trx.selectFrom("orders").select("status").where("id", "=", paid.order.id).executeTakeFirst();
      seen.push(`inside: ${inside?.status}`);
    });
    events.inTransaction("order.paid", async () => {
      seen.push("second in transaction");
    });
    events.afterCommit("order.paid", async (paid) => {
      seen.push(`after commit: ${await statusOf(paid.order.id)}`);
    });

    const outcome = await settlePayment({ db: t.ctx.db, orderEvents: events, now: new Date() }, payment(order), {
      language: "es",
    });

    expect(outcome).toMatchObject({ kind: "applied", fulfilled: true });
    expect(seen).toEqual([
      "first in transaction: paid, 2 seats",
      "inside: paid",
      "second in transaction",
      "after commit: paid",
    ]);
    const details = await t.ctx.db.selectFrom("orders").select("details").where("id", "=", order.id).executeTakeFirst();
    expect(JSON.parse(details?.details ?? "{}")).toMatchObject({ language: "es" });
  });

  it("commits nothing and runs no after-commit subscriber when one in the transaction fails", async () => {
    const order = await held();
    const events = createOrderEvents(silentLogger);
    let after = 0;
    events.inTransaction("order.paid", async () => {
      throw new Error("outbox unavailable");
    });
    events.afterCommit("order.paid", async () => {
      after += 1;
    });
    await expect(settlePayment({ db: t.ctx.db, orderEvents: events, now: new Date() }, payment(order))).rejects.toThrow(
      "outbox unavailable",
    );
    expect(after).toBe(0);
    expect(await statusOf(order.id)).toBe("held");
  });

  it("answers a payment already recorded as a duplicate, changing nothing", async () => {
    const order = await held();
    const events = createOrderEvents(silentLogger);
    events.inTransaction("order.paid", async () => {
      throw new AlreadySettled();
    });
    const outcome = await settlePayment({ db: t.ctx.db, orderEvents: events, now: new Date() }, payment(order));
    expect(outcome).toEqual({ kind: "duplicate" });
    expect(await statusOf(order.id)).toBe("held");
  });

  it("isolates after-commit subscribers: one failing is reported, the others still run", async () => {
    const order = await held();
    const events = createOrderEvents(silentLogger);
    let ran = 0;
    events.afterCommit("order.paid", async () => {
      throw new Error("queue unreachable");
    });
    events.afterCommit("order.paid", async () => {
      ran += 1;
    });
    const outcome = await settlePayment({ db: t.ctx.db, orderEvents: events, now: new Date() }, payment(order));
    expect(outcome).toMatchObject({ kind: "applied", fulfilled: false });
    expect(ran).toBe(1);
    expect(await statusOf(order.id)).toBe("paid");
  });

  it("announces a payment that cannot be applied, and a hold that lapsed, after the commit", async () => {
    const order = await held();
    const events: OrderEvents = createOrderEvents(silentLogger);
    const unapplied: string[] = [];
    const lapsed: { orderId: string; seatIds: string[] }[] = [];
    events.afterCommit("payment.unapplied", async (event) => {
      unapplied.push(event.problem);
    });
    events.afterCommit("hold.lapsed", async (event) => {
      lapsed.push({ orderId: event.orderId, seatIds: event.seatIds });
    });
    const wrongAmount = { ...payment(order), amountCents: order.totalCents + 1 };
    const outcome = await settlePayment({ db: t.ctx.db, orderEvents: events, now: new Date() }, wrongAmount);
    expect(outcome).toMatchObject({ kind: "flagged", problem: "amount_mismatch" });
    expect(unapplied).toEqual(["amount_mismatch"]);

    const later = new Date(Date.now() + 11 * 60_000);
    await releaseLapsedHolds({ db: t.ctx.db, seatChanges: t.ctx.seatChanges, orderEvents: events, now: later });
    expect(lapsed).toContainEqual({ orderId: order.id, seatIds: order.seats.map((s) => s.id).sort() });
  });
});
