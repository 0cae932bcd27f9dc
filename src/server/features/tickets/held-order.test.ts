import { beforeAll, expect, it } from "vitest";
import type { Role } from "#domain/permissions";
import type { OrderView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, buildEvent, buildUsers, heldOrder, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

interface HeldAnswer {
  order: OrderView | null;
  now: string;
}

describeDialects("resuming a held order", (open) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await open();
  });

  async function held(cookie: string | undefined, eventId: string) {
    return t.request(`/api/my/orders/held?eventId=${encodeURIComponent(eventId)}`, { cookie });
  }

  async function heldAnswer(cookie: string, eventId: string): Promise<HeldAnswer> {
    const response = await held(cookie, eventId);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return (await response.json()) as HeldAnswer;
  }

  it("requires a signed-in user and an event", async () => {
    const event = await buildEvent(t.ctx.db);
    const anonymous = await held(undefined, event.id);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: "unauthenticated" } });
    const [user] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const missing = await t.request("/api/my/orders/held", { cookie: user.cookie });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: { code: "bad_request", params: { reason: "event_required" } } });
  });

  it.each<[string, Role[]]>([
    ["a buyer", []],
    ["an event manager", ["event_manager"]],
    ["an admin", ["admin"]],
  ])("gives %s their own open hold with the server's clock", async (_label, roles) => {
    const [user] = (await buildUsers(t.ctx, 1, roles)) as [BuiltUser];
    const event = await buildEvent(t.ctx.db);
    expect((await heldAnswer(user.cookie, event.id)).order).toBeNull();

    const seats = [seatId(event.id, "general", 9, 3), seatId(event.id, "general", 9, 4)];
    const order = await heldOrder(t, user.cookie, event.id, seats);
    const before = Date.now();
    const answer = await heldAnswer(user.cookie, event.id);
    expect(answer.order).toMatchObject({
      id: order.id,
      eventId: event.id,
      status: "held",
      expiresAt: order.expiresAt,
      totalCents: 5000,
    });
    expect(answer.order?.seats.map((s) => s.id)).toEqual(seats);
    expect(Math.abs(Date.parse(answer.now) - before)).toBeLessThan(5000);
  });

  it("never shows someone else's hold, nor one for another event", async () => {
    const [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
    const event = await buildEvent(t.ctx.db);
    const second = await buildEvent(t.ctx.db);
    await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 2, 5)]);
    expect((await heldAnswer(other.cookie, event.id)).order).toBeNull();
    expect((await heldAnswer(buyer.cookie, second.id)).order).toBeNull();
    expect((await heldAnswer(buyer.cookie, "no-such-event")).order).toBeNull();
  });

  it("leaves out holds that lapsed, were cancelled or were paid", async () => {
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const event = await buildEvent(t.ctx.db);
    const lapsed = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "balcony", 31, 1)]);
    await t.ctx.db
      .updateTable("orders")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", lapsed.id)
      .execute();
    expect((await heldAnswer(buyer.cookie, event.id)).order).toBeNull();

    const cancelled = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "balcony", 31, 2)]);
    expect((await t.request(`/api/orders/${cancelled.id}`, { method: "DELETE", cookie: buyer.cookie })).status).toBe(
      200,
    );
    expect((await heldAnswer(buyer.cookie, event.id)).order).toBeNull();

    await paidOrder(t, buyer.cookie, event.id, [seatId(event.id, "balcony", 31, 3)]);
    expect((await heldAnswer(buyer.cookie, event.id)).order).toBeNull();

    const open = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "balcony", 31, 4)]);
    expect((await heldAnswer(buyer.cookie, event.id)).order?.id).toBe(open.id);
  });
});
