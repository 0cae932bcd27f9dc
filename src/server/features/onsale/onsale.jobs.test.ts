import { beforeAll, expect, it, vi } from "vitest";
import type { EventRow } from "#server/db/schema";
import { createJobRegistry } from "#server/platform/jobs";
import { silentLogger } from "#server/platform/logger";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { onsaleJobs } from "./onsale.jobs";
import { queueKit } from "./onsale.test-kit";

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

describeDialects("the waiting room's admissions job", (open) => {
  let t: TestApp;
  let q: ReturnType<typeof queueKit>;
  let admin: BuiltUser;
  let users: BuiltUser[];

  beforeAll(async () => {
    t = await open({ TRUST_PROXY: "true" });
    q = queueKit(t);
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    users = await buildUsers(t.ctx, 6);
  });

  async function queuedEvent(settings: Parameters<typeof q.settings>[2]): Promise<EventRow> {
    const event = await buildEvent(t.ctx.db);
    await q.settings(admin.cookie, event.id, settings);
    return event;
  }

  async function join(user: BuiltUser, eventId: string): Promise<void> {
    const response = await q.join(user.cookie, eventId);
    if (response.status !== 201) throw new Error(`join: ${response.status} ${await response.text()}`);
  }

  const entryOf = (eventId: string, user: BuiltUser) =>
    t.ctx.db
      .selectFrom("queue_entries")
      .select(["line", "admitted_at"])
      .where("event_id", "=", eventId)
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();

  /** The job running as the server runs it, until the check passes. */
  async function withJobs(check: () => Promise<void>): Promise<void> {
    const jobs = createJobRegistry({ deps: t.ctx, jobs: onsaleJobs, logger: silentLogger });
    jobs.start();
    try {
      await vi.waitFor(check, { timeout: 10_000, interval: 100 });
    } finally {
      await jobs.stop();
    }
  }

  it("admits in turn, and the next in line when a place frees, with nobody polling", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(-1), admitPerMinute: 100_000, maxActive: 1 });
    const [first, second] = users.splice(0, 2) as [BuiltUser, BuiltUser];
    await join(first, event.id);
    await join(second, event.id);

    // Nobody asks the queue anything from here on.
    await withJobs(async () => {
      expect((await entryOf(event.id, first)).admitted_at).not.toBeNull();
    });
    expect((await entryOf(event.id, second)).admitted_at).toBeNull();

    // The first shopper's turn ends: the place goes to the next in line.
    await t.ctx.db
      .updateTable("queue_entries")
      .set({ ended_at: new Date().toISOString() })
      .where("user_id", "=", first.userId)
      .where("event_id", "=", event.id)
      .execute();
    await withJobs(async () => {
      expect((await entryOf(event.id, second)).admitted_at).not.toBeNull();
    });
    // The visitor's next poll finds the admission made meanwhile.
    expect((await q.status(event.id, second.cookie)).phase).toBe("admitted");
  });

  it("draws the pre-queue once the on-sale time has come and admits the first drawn, with nobody polling", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(10), admitPerMinute: 100_000, maxActive: 1 });
    const early = users.splice(0, 3);
    for (const visitor of early) await join(visitor, event.id);
    // The on-sale time comes (moved here rather than waited for).
    await t.ctx.db
      .updateTable("events")
      .set({ on_sale_at: inMinutes(-1) })
      .where("id", "=", event.id)
      .execute();
    t.ctx.queue.invalidate(event.id);

    await withJobs(async () => {
      const rows = await Promise.all(early.map((visitor) => entryOf(event.id, visitor)));
      expect(rows.map((r) => r.line).sort()).toEqual([1, 2, 3]);
      expect(rows.filter((r) => r.admitted_at !== null).map((r) => r.line)).toEqual([1]);
    });
  });
});
