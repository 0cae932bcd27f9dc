import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueueStatus } from "#domain/schemas/onsale";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { freshPostgresDatabase, hasPostgres } from "#server/testing/postgres";
import { createTestApp, type TestApp } from "#server/testing/test-app";
import { queueKit } from "./onsale.test-kit";

/**
 * Two instances on one PostgreSQL database share one queue: one draw, one line, one pace. Every
 * request below may land on either, as behind a load balancer.
 */
describe.skipIf(!hasPostgres())("the waiting room on two instances of one PostgreSQL database", () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase();
    a = await createTestApp({ databaseUrl, env: { TRUST_PROXY: "true" } });
    b = await createTestApp({ databaseUrl, env: { TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("draws the pre-queue once, gives each place once and admits in order, whichever instance is asked", async () => {
    const qa = queueKit(a);
    const qb = queueKit(b);
    const both = [qa, qb] as const;
    const [admin] = (await buildUsers(a.ctx, 1, ["admin"])) as [BuiltUser];
    const fans = await buildUsers(a.ctx, 40);
    const early = fans.slice(0, 24);
    const late = fans.slice(24);
    const event = await buildEvent(a.ctx.db);
    await qa.settings(admin.cookie, event.id, {
      onSaleAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      admitPerMinute: 100_000,
      maxActive: 5,
    });
    const statuses = async (users: BuiltUser[]) =>
      Promise.all(users.map((u, i) => (both[i % 2] as typeof qa).status(event.id, u.cookie)));

    await Promise.all(early.map((u, i) => (both[i % 2] as typeof qa).join(u.cookie, event.id)));
    expect((await statuses(early)).every((s) => s.phase === "pre_queue")).toBe(true);

    // The sale starts (set on B); both instances are asked at once, and later fans join on both.
    await qb.settings(admin.cookie, event.id, { onSaleAt: new Date(Date.now() - 1000).toISOString() });
    a.ctx.queue.invalidate(event.id);
    const joins = await Promise.all([
      statuses(early),
      ...late.map((u, i) => (both[i % 2] as typeof qa).join(u.cookie, event.id)),
      statuses(early.slice().reverse()),
    ]);
    expect(joins.slice(1, 1 + late.length).map((r) => (r as Response).status)).toEqual(late.map(() => 201));

    const rows = await a.ctx.db
      .selectFrom("queue_entries")
      .select(["user_id", "pre_queue", "line", "admitted_at"])
      .where("event_id", "=", event.id)
      .execute();
    expect(rows).toHaveLength(40);
    const lines = rows.map((r) => r.line as number).sort((x, y) => x - y);
    expect(lines).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const drawnLines = rows.filter((r) => r.pre_queue === 1).map((r) => r.line as number);
    expect(Math.max(...drawnLines)).toBe(24);

    // Admitted strictly by place, never more than five at once, on either instance.
    for (const runtime of [a.ctx.queue, b.ctx.queue]) runtime.invalidate(event.id);
    await statuses(fans);
    const admitted = async () =>
      (
        await a.ctx.db
          .selectFrom("queue_entries")
          .select("line")
          .where("event_id", "=", event.id)
          .where("admitted_at", "is not", null)
          .execute()
      )
        .map((r) => r.line as number)
        .sort((x, y) => x - y);
    expect(await admitted()).toEqual([1, 2, 3, 4, 5]);

    // Two shoppers finish (their orders complete): the next two places go in, once.
    await a.ctx.db
      .updateTable("queue_entries")
      .set({ ended_at: new Date().toISOString() })
      .where("event_id", "=", event.id)
      .where("line", "in", [1, 2])
      .execute();
    for (const runtime of [a.ctx.queue, b.ctx.queue]) runtime.invalidate(event.id);
    const after = (await Promise.all([statuses(fans), statuses(fans.slice().reverse())])).flat();
    expect(await admitted()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const waiting = after.filter((s: QueueStatus) => s.phase === "waiting").map((s) => s.position as number);
    expect(Math.min(...waiting)).toBe(1);
    expect(Math.max(...waiting)).toBe(33);

    const { queue_drawn_at: drawnAt } = await b.ctx.db
      .selectFrom("events")
      .select("queue_drawn_at")
      .where("id", "=", event.id)
      .executeTakeFirstOrThrow();
    expect(drawnAt).not.toBeNull();
  });
  it("tells the other instance at once of a new on-sale and of admissions, through the relay", async () => {
    const qa = queueKit(a);
    const qb = queueKit(b);
    const [admin] = (await buildUsers(a.ctx, 1, ["admin"])) as [BuiltUser];
    const [fan] = (await buildUsers(a.ctx, 1)) as [BuiltUser];
    const event = await buildEvent(a.ctx.db);
    // B has read the event with no queue, and remembers that: a hold there needs no admission.
    expect((await qb.status(event.id, fan.cookie)).phase).toBe("off");
    expect((await qb.hold(fan.cookie, event.id, [`${event.id}:vip:1:2`])).status).toBe(201);

    // The admin starts the sale on A: B knows at once, well before its own caches would age out.
    await qa.settings(admin.cookie, event.id, {
      onSaleAt: new Date(Date.now() - 1000).toISOString(),
      admitPerMinute: 60,
      maxActive: 5,
      paused: true,
    });
    await expect
      .poll(async () => (await qb.status(event.id, fan.cookie)).active, { timeout: 300, interval: 20 })
      .toBe(true);
    const refused = await qb.hold(fan.cookie, event.id, [`${event.id}:vip:1:1`]);
    expect(refused.status).toBe(403);

    // The fan waits in line on B; the admin resumes on A, where the admission step runs: B's
    // answer says so within a second.
    expect((await qb.join(fan.cookie, event.id)).status).toBe(201);
    expect((await qb.status(event.id, fan.cookie)).phase).toBe("waiting");
    await qa.settings(admin.cookie, event.id, { paused: false });
    await qa.stats(admin.cookie, event.id);
    await expect
      .poll(async () => (await qb.status(event.id, fan.cookie)).phase, { timeout: 1_000, interval: 20 })
      .toBe("admitted");
  });
});
