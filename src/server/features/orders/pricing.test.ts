import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allInCents, type PricingRules, priceLine } from "#domain/pricing";
import { randomSource } from "#domain/random-source";
import type { OrderRefundResponse } from "#domain/schemas/money";
import type { OrderView, ReceiptResponse } from "#domain/schemas/tickets";
import { generateSeats, seatId } from "#domain/seating/layouts";
import { SECTION_PRICES_CENTS } from "#domain/seating/prices";
import { createApp } from "#server/app";
import { owedMailRenderer } from "#server/features/tickets";
import { silentLogger } from "#server/platform/logger";
import { createMailWorker, type OutgoingMail } from "#server/platform/mail-worker";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap, heldOrder, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { TEST_ORIGIN, type TestApp } from "#server/testing/test-app";

/** $3.50 a ticket and 8.875% tax on ticket and fee, as a venue in New York City would set them. */
const ENV = { SERVICE_FEE: "3.50", SALES_TAX: "8.875%" };
const RULES: PricingRules = { serviceFee: { kind: "amount", cents: 350 }, taxPpm: 88_750 };
const SECTIONS = [
  ["vip", SECTION_PRICES_CENTS.VIP],
  ["premium", SECTION_PRICES_CENTS.Premium],
  ["general", SECTION_PRICES_CENTS.General],
] as const;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describeDialects("all-in prices, fees and tax", (open) => {
  let t: TestApp;
  let admin: BuiltUser;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await open(ENV);
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  async function ledgerOf(orderId: string) {
    const rows = await t.ctx.db
      .selectFrom("payment_ledger")
      .select(["kind", "amount_cents"])
      .where("order_id", "=", orderId)
      .execute();
    const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + Number(r.amount_cents), 0);
    return { charged: sum("charge"), refunded: sum("refund") };
  }

  it("every price a buyer sees is all-in: the chart, the listing, the order and the charge", async () => {
    const event = await buildEvent(t.ctx.db);
    const map = await fetchSeatMap(t, event.id);
    const vipRow = map.sections.find((s) => s.key === "vip")?.rows[0];
    expect(vipRow).toMatchObject({ priceCents: allInCents(15_000, RULES), listPriceCents: 15_000 });
    // 15,000 + 350 = 15,350; tax 8.875% of it = 1,362.31 -> 1,362; all-in 16,712.
    expect(vipRow?.priceCents).toBe(16_712);

    const listing = (await (await t.request(`/api/events/${event.id}`)).json()) as {
      event: { fromPriceCents: number; toPriceCents: number };
    };
    expect(listing.event.fromPriceCents).toBe(allInCents(SECTION_PRICES_CENTS.General, RULES));
    expect(listing.event.toPriceCents).toBe(16_712);

    const ids = [seatId(event.id, "vip", 2, 6), seatId(event.id, "general", 10, 8)];
    const order = await paidOrder(t, buyer.cookie, event.id, ids);
    const lines = [priceLine(15_000, RULES), priceLine(2_500, RULES)];
    expect(order.seats.map((s) => s.priceCents).sort()).toEqual(lines.map((l) => l.totalCents).sort());
    expect(order.totalCents).toBe((lines[0]?.totalCents ?? 0) + (lines[1]?.totalCents ?? 0));
    expect(order.breakdown).toEqual({
      discountCents: 0,
      ticketCents: 17_500,
      feeCents: 700,
      taxCents: (lines[0]?.taxCents ?? 0) + (lines[1]?.taxCents ?? 0),
      totalCents: order.totalCents,
    });
    // What was charged is what was shown.
    expect((await ledgerOf(order.id)).charged).toBe(order.totalCents);
  });

  it("keeps each order's lines as charged when the settings change later", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const order = await paidOrder(t, buyer.cookie, event.id, [seatId(event.id, "premium", 5, 7)]);
    const before = (await (
      await t.request(`/api/orders/${order.id}/receipt`, { cookie: buyer.cookie })
    ).json()) as ReceiptResponse;
    const settings = t.ctx.config.pricing;
    t.ctx.config.pricing = { serviceFee: { kind: "rate", ppm: 100_000 }, taxPpm: 0 };
    try {
      const after = (await (
        await t.request(`/api/orders/${order.id}/receipt`, { cookie: buyer.cookie })
      ).json()) as ReceiptResponse;
      expect(after.order).toEqual(before.order);
      expect(after.order.seats[0]).toMatchObject({
        priceCents: priceLine(10_000, RULES).totalCents,
        listCents: 10_000,
        feeCents: 350,
        taxCents: priceLine(10_000, RULES).taxCents,
      });
      // A new hold takes the new settings: 10% fee, no tax.
      const next = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "premium", 5, 8)]);
      expect(next.totalCents).toBe(11_000);
    } finally {
      t.ctx.config.pricing = settings;
    }
  });

  it("random orders: totals equal the sum of lines, refunds give back fee and tax in proportion, never a cent lost", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const buyers = await buildUsers(t.ctx, 12);
    const taken = new Set<string>();
    // Ordinary seats of the three front sections (wheelchair spaces need the buyer's declaration).
    const ordinary = generateSeats(event.id, "traditional").filter(
      (s) => s.access === null && ["vip", "premium", "general"].includes(s.section) && s.row <= 12,
    );
    for (let seed = 1; seed <= 12; seed += 1) {
      const r = randomSource(seed);
      const count = r.int(1, 6);
      const ids: string[] = [];
      while (ids.length < count) {
        const seat = r.pick(ordinary);
        if (taken.has(seat.id) || ids.includes(seat.id)) continue;
        ids.push(seat.id);
        taken.add(seat.id);
      }
      const who = buyers[seed - 1] as BuiltUser;
      const order: OrderView = await paidOrder(t, who.cookie, event.id, ids);
      const priceOf = new Map(SECTIONS.map(([key, price]) => [key, price]));
      const expected = order.seats.map((s) => priceLine(priceOf.get(s.section as "vip") ?? 0, RULES));
      expect(order.totalCents, `seed ${seed}`).toBe(expected.reduce((sum, l) => sum + l.totalCents, 0));
      expect(order.breakdown.ticketCents + order.breakdown.feeCents + order.breakdown.taxCents).toBe(order.totalCents);
      for (const seat of order.seats) {
        expect((seat.ticketCents ?? 0) + (seat.feeCents ?? 0) + (seat.taxCents ?? 0), `seed ${seed}`).toBe(
          seat.priceCents,
        );
      }

      // Give the seats back in one to three random refunds; each refund is its seats' whole lines.
      const left = [...order.seats];
      let refunded = 0;
      while (left.length > 0) {
        const n = r.int(1, left.length);
        const part = left.splice(0, n);
        const response = await t.request(`/api/manage/orders/${order.id}/refund`, {
          method: "POST",
          cookie: admin.cookie,
          json: left.length === 0 && r.next() < 0.5 ? {} : { seatIds: part.map((s) => s.id) },
        });
        expect(response.status, `seed ${seed}`).toBe(200);
        const { refund } = (await response.json()) as OrderRefundResponse;
        const lines = part.reduce(
          (sum, s) => ({
            fee: sum.fee + (s.feeCents ?? 0),
            tax: sum.tax + (s.taxCents ?? 0),
            total: sum.total + s.priceCents,
          }),
          { fee: 0, tax: 0, total: 0 },
        );
        expect(refund.amountCents, `seed ${seed}`).toBe(lines.total);
        refunded += refund.amountCents;
      }
      const ledger = await ledgerOf(order.id);
      expect(ledger, `seed ${seed}`).toEqual({ charged: order.totalCents, refunded: order.totalCents });
      expect(refunded).toBe(order.totalCents);
      const receipt = (await (
        await t.request(`/api/orders/${order.id}/receipt`, { cookie: who.cookie })
      ).json()) as ReceiptResponse;
      expect(receipt.refundedCents).toBe(order.totalCents);
      expect(receipt.order.status).toBe("refunded");
    }
  }, 120_000);

  it("answers a receipt only to the order's buyer, and only for a bought order", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Receipt Night", title_es: "Noche del recibo" });
    await fetchSeatMap(t, event.id);
    const order = await paidOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 3, 6)]);
    const mine = await t.request(`/api/orders/${order.id}/receipt`, { cookie: buyer.cookie });
    expect(mine.status).toBe(200);
    const receipt = (await mine.json()) as ReceiptResponse;
    expect(receipt).toMatchObject({
      order: { id: order.id, totalCents: priceLine(15_000, RULES).totalCents, provider: "simulated" },
      // Both titles: the receipt page shows the one of its language.
      event: { id: event.id, title: "Receipt Night", titleEs: "Noche del recibo" },
      refundedCents: 0,
      refundedSeatIds: [],
    });
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect((await t.request(`/api/orders/${order.id}/receipt`, { cookie: admin.cookie })).status).toBe(404);
    expect((await t.request(`/api/orders/${order.id}/receipt`)).status).toBe(401);
    const held = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 3, 7)]);
    expect((await t.request(`/api/orders/${held.id}/receipt`, { cookie: buyer.cookie })).status).toBe(404);
  });

  it("the confirmation mail shows the all-in prices, the fee and tax, and links the receipt", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Mail Night" });
    await fetchSeatMap(t, event.id);
    const order = await paidOrder(t, buyer.cookie, event.id, [seatId(event.id, "general", 11, 8)]);
    const sent: OutgoingMail[] = [];
    await createMailWorker({
      db: t.ctx.db,
      transport: { sendMail: async (mail) => void sent.push(mail) },
      from: "a@b.c",
      logger: silentLogger,
      logBodies: false,
      render: owedMailRenderer(t.ctx.db, { ticketKey: t.ctx.config.ticketKey, publicUrl: "https://arena.test" }),
    }).deliverDue();
    const mail = sent.find((m) => m.text?.includes(`Order reference: ${order.id}`));
    const line = priceLine(2_500, RULES);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(mail?.text).toContain(`Service fee: ${dollars(350)}`);
    expect(mail?.text).toContain(`Tax: ${dollars(line.taxCents)}`);
    expect(mail?.text).toContain(dollars(line.totalCents));
    expect(mail?.text).toContain(`https://arena.test/receipts/${order.id}`);
  });

  describe("the event page", () => {
    let distDir: string;
    beforeAll(() => {
      distDir = mkdtempSync(path.join(tmpdir(), "arena-dist-"));
      writeFileSync(
        path.join(distDir, "index.html"),
        '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
      );
    });
    afterAll(() => rmSync(distDir, { recursive: true, force: true }));

    it("the JSON-LD offers of an event page give the all-in prices", async () => {
      const event = await buildEvent(t.ctx.db, { event_date: inDays(9) });
      await fetchSeatMap(t, event.id);
      const app = createApp(t.ctx, { distDir });
      const html = await (await app.request(`${TEST_ORIGIN}/events/${event.id}`)).text();
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}");
      expect(jsonLd.offers).toMatchObject({
        lowPrice: allInCents(SECTION_PRICES_CENTS.General, RULES) / 100,
        highPrice: allInCents(SECTION_PRICES_CENTS.VIP, RULES) / 100,
      });
    });
  });
});
