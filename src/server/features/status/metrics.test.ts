import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { seatId } from "#domain/seating/layouts";
import type { BuiltUser } from "#server/testing/factories";
import { buildEvent, buildUsers, heldOrder, paidOrder, paySimulated } from "#server/testing/factories";
import { sampleOf } from "#server/testing/metrics";
import { createTestAppOn, describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { queueKit } from "../onsale/onsale.test-kit";

const TOKEN = "metrics-token-for-tests-0123456789";
const MINUTE = 60_000;

describeDialects("metrics", (open) => {
  let t: TestApp;
  let buyer: BuiltUser;
  let admin: BuiltUser;

  beforeAll(async () => {
    t = await open({ METRICS_TOKEN: TOKEN, TRUST_PROXY: "true" });
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
  });

  async function scrape(): Promise<string> {
    // What a test just did is read at once, not a second later.
    t.ctx.metrics.forgetReadings();
    const response = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    return response.text();
  }

  it("refuses a scraper without the token, or with another", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-wrong-token-0000", `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.request("/metrics", authorization ? { headers: { authorization } } : {});
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain("http_request_duration_seconds");
    }
  });

  it("counts requests by route pattern and status, never by raw path, with latency buckets", async () => {
    for (const id of ["no-such-1", "no-such-2", "no-such-3"]) {
      expect((await t.request(`/api/events/${id}/seat-layout`)).status).toBe(404);
    }
    const text = await scrape();
    const labels = { method: "GET", route: "/api/events/:id/seat-layout", status: "404" };
    expect(sampleOf(text, "http_request_duration_seconds_count", labels)).toBe(3);
    expect(sampleOf(text, "http_request_duration_seconds_bucket", { ...labels, le: "+Inf" })).toBe(3);
    expect(text).not.toContain("no-such-1");
    // The process's own figures: event-loop lag, heap and resident memory.
    expect(sampleOf(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(sampleOf(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("counts holds, payments, refunds and mail by outcome, and the outbox's depth and age", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Metrics Night" });
    const ids = [1, 2, 3].map((n) => seatId(event.id, "premium", 4, n));
    await t.ctx.db.deleteFrom("mail_outbox").execute();
    const paid = await paidOrder(t, buyer.cookie, event.id, ids.slice(0, 2));
    // A clash: the seat is held already.
    const other = (await buildUsers(t.ctx, 1))[0] as BuiltUser;
    expect(
      (
        await t.request("/api/orders", {
          method: "POST",
          cookie: other.cookie,
          json: { eventId: event.id, seatIds: [ids[0]] },
        })
      ).status,
    ).toBe(409);
    const declined = await heldOrder(t, other.cookie, event.id, [ids[2] as string]);
    expect((await paySimulated(t, other.cookie, declined.id, "sim_decline_0002")).status).toBe(402);

    let text = await scrape();
    expect(sampleOf(text, "arena_holds_total", { outcome: "held" })).toBe(2);
    expect(sampleOf(text, "arena_holds_total", { outcome: "conflict" })).toBe(1);
    expect(sampleOf(text, "arena_payments_total", { provider: "simulated", outcome: "paid" })).toBe(1);
    expect(sampleOf(text, "arena_payments_total", { provider: "simulated", outcome: "declined" })).toBe(1);
    expect(sampleOf(text, "arena_mail_outbox_depth")).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, "arena_mail_outbox_oldest_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, "arena_mail_outbox_failed")).toBe(0);

    await t.mailWorker.deliverDue();
    text = await scrape();
    expect(sampleOf(text, "arena_mail_deliveries_total", { outcome: "logged" })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, "arena_mail_outbox_depth")).toBe(0);

    // A refund the provider cannot make now: owed, counted as issued and failed.
    const provider = t.ctx.payments.simulated;
    if (!provider) throw new Error("no simulated provider");
    t.ctx.payments.simulated = { ...provider, refund: () => Promise.reject(new Error("provider unreachable")) };
    try {
      const refund = await t.request(`/api/manage/orders/${paid.id}/refund`, {
        method: "POST",
        cookie: admin.cookie,
        json: {},
      });
      expect(refund.status).toBe(200);
    } finally {
      t.ctx.payments.simulated = provider;
    }
    text = await scrape();
    expect(sampleOf(text, "arena_refunds_total", { provider: "simulated", outcome: "issued" })).toBe(1);
    expect(sampleOf(text, "arena_refunds_total", { provider: "simulated", outcome: "failed" })).toBe(1);
    expect(sampleOf(text, "arena_refunds_owed")).toBe(1);
    expect(sampleOf(text, "arena_refunds_owed_cents")).toBeGreaterThan(0);
    expect(sampleOf(text, "arena_payment_exceptions_flagged")).toBe(0);
  });

  it("counts queue admissions and reports each waiting room's line and shoppers", async () => {
    const q = queueKit(t);
    const event = await buildEvent(t.ctx.db);
    await q.settings(admin.cookie, event.id, {
      onSaleAt: new Date(Date.now() - MINUTE).toISOString(),
      admitPerMinute: 100_000,
      maxActive: 1,
    });
    const fans = await buildUsers(t.ctx, 2);
    for (const fan of fans) {
      expect((await q.join(fan.cookie, event.id)).status).toBe(201);
      t.ctx.queue.invalidate(event.id);
    }
    await q.status(event.id, fans[0]?.cookie);
    const text = await scrape();
    expect(sampleOf(text, "arena_queue_admissions_total", { event: event.id })).toBe(1);
    expect(sampleOf(text, "arena_queue_active_shoppers", { event: event.id })).toBe(1);
    expect(sampleOf(text, "arena_queue_waiting", { event: event.id })).toBe(1);
    expect(sampleOf(text, "arena_queue_admitted_last_minute", { event: event.id })).toBe(1);
    expect(sampleOf(text, "arena_seat_streams_open")).toBe(0);
  });

  it("scrapes without growing: the same series, and the heap within a bound", async () => {
    // Hundreds of raw paths of one route stay one series.
    for (let i = 0; i < 300; i++) await t.request(`/api/events/made-up-${i}/seat-layout`);
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    gc();
    for (let i = 0; i < 20; i++) await scrape();
    const first = await scrape();
    gc();
    const before = process.memoryUsage().heapUsed;
    let last = "";
    for (let i = 0; i < 300; i++) last = await scrape();
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // Series by name and labels; garbage collections add one set per kind of collection (four at most).
    const seriesOf = (text: string) =>
      text.split("\n").filter((line) => line && !line.startsWith("#") && !line.startsWith("nodejs_gc_")).length;
    expect(seriesOf(last)).toBe(seriesOf(first));
    expect(grown).toBeLessThan(4 * 1024 * 1024);
  });
});

describe("metrics off by default", () => {
  it("answers 404 without a token configured", async () => {
    const t = await createTestAppOn("sqlite");
    try {
      expect((await t.request("/metrics")).status).toBe(404);
      expect((await t.request("/metrics", { headers: { authorization: "Bearer anything-at-all-0000" } })).status).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});
