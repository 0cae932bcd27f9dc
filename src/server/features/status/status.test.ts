import { beforeAll, expect, it } from "vitest";
import type { StatusResponse } from "#domain/schemas/status";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, buildEvent, buildUsers, heldOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

describeDialects("the Status page's figures", (open) => {
  let t: TestApp;
  let admin: BuiltUser;
  let user: BuiltUser;
  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [user] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  it("are for admins only (a session, not the metrics token)", async () => {
    expect((await t.request("/api/admin/status")).status).toBe(401);
    expect((await t.request("/api/admin/status", { cookie: user.cookie })).status).toBe(403);
    expect((await t.request("/api/admin/status", { cookie: admin.cookie })).status).toBe(200);
  });

  it("sample checkout, the outbox, the waiting rooms, the event loop and readiness, and keep the recent samples", async () => {
    const event = await buildEvent(t.ctx.db);
    await t.ctx.db.deleteFrom("mail_outbox").execute();
    await heldOrder(t, user.cookie, event.id, [seatId(event.id, "premium", 4, 1)]);
    await t.ctx.mailer.send({ to: "someone@example.com", subject: "Queued", text: "..." });
    t.ctx.metrics.forgetReadings();
    await t.ctx.status.sample();
    const response = await t.request("/api/admin/status", { cookie: admin.cookie });
    const status = (await response.json()) as StatusResponse;
    expect(status.intervalSeconds).toBe(5);
    expect(status.instance).toEqual(expect.any(String));
    expect(status.readiness).toMatchObject({ ready: true });
    expect(status.latest).toMatchObject({ outboxDepth: 1, queueWaiting: 0, queueAdmittedPerMinute: 0, ready: true });
    expect(status.latest.checkoutRequests).toBeGreaterThanOrEqual(1);
    expect(status.latest.checkoutErrors).toBe(0);
    expect(status.latest.outboxOldestSeconds).toBeGreaterThanOrEqual(0);
    expect(status.latest.eventLoopLagMs).toBeGreaterThanOrEqual(0);
    expect(status.history.at(-1)).toEqual(status.latest);
    await t.ctx.status.sample();
    expect(
      ((await (await t.request("/api/admin/status", { cookie: admin.cookie })).json()) as StatusResponse).history
        .length,
    ).toBe(status.history.length + 1);
  });
});
