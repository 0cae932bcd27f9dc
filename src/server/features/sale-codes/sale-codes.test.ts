import { beforeAll, expect, it } from "vitest";
import type { CodeCheckResponse, HouseSeatsResponse, SaleCodesResponse } from "#domain/schemas/sale-codes";
import type { OrderView } from "#domain/schemas/tickets";
import { generateSeats, seatId } from "#domain/seating/layouts";
import {
  type BuiltUser,
  buildEvent,
  buildUsers,
  fetchSeatMap,
  heldOrder,
  paySimulated,
} from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describeDialects("presale and promo codes, house seats", (open, dialect) => {
  let t: TestApp;
  let admin: BuiltUser;
  let buyer: BuiltUser;
  let other: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
  });

  function createCode(eventId: string, body: Record<string, unknown>, cookie = admin.cookie) {
    return t.request(`/api/admin/events/${eventId}/codes`, { method: "POST", cookie, json: body });
  }

  function hold(cookie: string, eventId: string, seatIds: string[], extra: Record<string, unknown> = {}) {
    return t.request("/api/orders", { method: "POST", cookie, json: { eventId, seatIds, ...extra } });
  }

  async function reasonOf(response: Response) {
    return ((await response.json()) as { error: { code: string; params?: { reason?: string } } }).error;
  }

  it("admins create codes; bad input is refused with a translated reason and changes nothing", async () => {
    const event = await buildEvent(t.ctx.db);
    expect((await createCode(event.id, { code: "FANS", kind: "presale" }, buyer.cookie)).status).toBe(403);
    const bad = await createCode(event.id, { code: "x", kind: "promo" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      code: "saleCodes.codeInvalid",
      percentOff: "saleCodes.discountRequired",
    });
    const both = await createCode(event.id, { code: "BOTH", kind: "promo", percentOff: 10, amountOffCents: 100 });
    expect(((await both.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      amountOffCents: "saleCodes.oneDiscount",
    });
    const made = await createCode(event.id, { code: "save10", kind: "promo", percentOff: 10, maxUses: 3 });
    expect(made.status).toBe(201);
    const { codes } = (await made.json()) as SaleCodesResponse;
    expect(codes).toEqual([
      expect.objectContaining({ code: "SAVE10", kind: "promo", discount: { kind: "percent", ppm: 100_000 }, uses: 0 }),
    ]);
    const again = await createCode(event.id, { code: "Save10", kind: "promo", amountOffCents: 500 });
    expect(again.status).toBe(409);
    expect(await reasonOf(again)).toMatchObject({ params: { reason: "code_exists" } });
  });

  it("a presale code before the on-sale time opens only its sections, past the waiting room", async () => {
    // The waiting room is on: its pre-queue is open, the public sale 10 minutes away.
    const event = await buildEvent(t.ctx.db, { on_sale_at: inMinutes(10) });
    await fetchSeatMap(t, event.id);
    await createCode(event.id, { code: "FANCLUB", kind: "presale", sections: ["vip"] });
    const vip = seatId(event.id, "vip", 2, 6);
    const general = seatId(event.id, "general", 10, 8);

    // Without a code: the waiting room asks for its admission.
    const publicHold = await hold(buyer.cookie, event.id, [vip]);
    expect(publicHold.status).toBe(403);
    expect(await reasonOf(publicHold)).toMatchObject({ params: { reason: "admission_required" } });
    // A promo code opens nothing early.
    await createCode(event.id, { code: "PROMO", kind: "promo", percentOff: 5 });
    expect((await hold(buyer.cookie, event.id, [vip], { code: "promo" })).status).toBe(403);
    // The presale code, outside its sections: refused.
    const wrong = await hold(buyer.cookie, event.id, [general], { code: "fanclub" });
    expect(wrong.status).toBe(409);
    expect(await reasonOf(wrong)).toMatchObject({ params: { reason: "code_wrong_section", seatIds: [general] } });
    // In its sections: held, at the full price (a presale code takes nothing off).
    const order = (
      (await (await hold(buyer.cookie, event.id, [vip], { code: "FANCLUB" })).json()) as { order: OrderView }
    ).order;
    expect(order).toMatchObject({ status: "held", totalCents: 15_000 });
    expect((await paySimulated(t, buyer.cookie, order.id)).status).toBe(200);
  });

  it("without a waiting room, the sale still opens at its on-sale time, earlier only with a presale code", async () => {
    const event = await buildEvent(t.ctx.db, { on_sale_at: inMinutes(24 * 60) });
    await fetchSeatMap(t, event.id);
    await createCode(event.id, { code: "EARLY", kind: "presale" });
    const seat = seatId(event.id, "premium", 5, 7);
    const early = await hold(buyer.cookie, event.id, [seat]);
    expect(early.status).toBe(409);
    expect(await reasonOf(early)).toMatchObject({ params: { reason: "not_on_sale" } });
    expect((await hold(buyer.cookie, event.id, [seat], { code: "early" })).status).toBe(201);
    const unknown = await hold(other.cookie, event.id, [seatId(event.id, "premium", 5, 8)], { code: "NOPE" });
    expect(await reasonOf(unknown)).toMatchObject({ params: { reason: "code_unknown" } });
  });

  it("a promo code: the price shown by the check is the price held and paid; its per-account limit holds", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    await createCode(event.id, {
      code: "TWENTY",
      kind: "promo",
      percentOff: 20,
      maxPerAccount: 1,
      sections: ["vip", "premium"],
    });
    const seats = [seatId(event.id, "vip", 2, 6), seatId(event.id, "premium", 5, 7)];
    const check = await t.request(`/api/events/${event.id}/codes/check`, {
      method: "POST",
      cookie: buyer.cookie,
      json: { code: "twenty", seatIds: seats },
    });
    expect(check.status).toBe(200);
    expect((await check.json()) as CodeCheckResponse).toEqual({
      code: "TWENTY",
      kind: "promo",
      discount: { kind: "percent", ppm: 200_000 },
      sections: ["vip", "premium"],
    });
    const order = (
      (await (await hold(buyer.cookie, event.id, seats, { code: "TWENTY" })).json()) as { order: OrderView }
    ).order;
    expect(order.totalCents).toBe(12_000 + 8_000);
    expect(order.breakdown).toMatchObject({ discountCents: 5_000, ticketCents: 20_000, totalCents: 20_000 });
    const paid = await paySimulated(t, buyer.cookie, order.id);
    expect(((await paid.json()) as { order: OrderView }).order.totalCents).toBe(20_000);
    const charged = await t.ctx.db
      .selectFrom("payment_ledger")
      .select("amount_cents")
      .where("order_id", "=", order.id)
      .where("kind", "=", "charge")
      .executeTakeFirstOrThrow();
    expect(Number(charged.amount_cents)).toBe(20_000);

    // Once per account: the second use is refused, and the check says so first.
    const second = await hold(buyer.cookie, event.id, [seatId(event.id, "vip", 2, 7)], { code: "TWENTY" });
    expect(await reasonOf(second)).toMatchObject({ params: { reason: "code_used_up" } });
    // Someone else may; a lapsed or cancelled hold gives its use back.
    const theirs = await heldOrder(t, other.cookie, event.id, [seatId(event.id, "vip", 2, 8)]);
    expect(theirs.totalCents).toBe(15_000);
    const withCode = (
      (await (await hold(other.cookie, event.id, [seatId(event.id, "vip", 2, 9)], { code: "TWENTY" })).json()) as {
        order: OrderView;
      }
    ).order;
    await t.request(`/api/orders/${withCode.id}`, { method: "DELETE", cookie: other.cookie });
    // (Another seat: the one let go waits out the re-hold cooldown.)
    expect((await hold(other.cookie, event.id, [seatId(event.id, "vip", 2, 10)], { code: "TWENTY" })).status).toBe(201);
    // Not for General seats.
    const general = await hold(admin.cookie, event.id, [seatId(event.id, "general", 10, 8)], { code: "TWENTY" });
    expect(await reasonOf(general)).toMatchObject({ params: { reason: "code_wrong_section" } });
  });

  it(`50 buyers use a code limited to 7 uses at once: exactly 7 succeed, each use counted once (${dialect})`, async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    await createCode(event.id, { code: "RUSH", kind: "promo", amountOffCents: 1_000, maxUses: 7 });
    const buyers = await buildUsers(t.ctx, 50);
    const seats = generateSeats(event.id, "traditional")
      .filter((s) => s.section === "general" && s.access === null)
      .slice(0, 50)
      .map((s) => s.id);
    const responses = await Promise.all(
      buyers.map((b, i) => hold(b.cookie, event.id, [seats[i] as string], { code: "RUSH" })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    for (const response of responses.filter((r) => r.status !== 201)) {
      expect(await reasonOf(response)).toMatchObject({ code: "conflict", params: { reason: "code_used_up" } });
    }
    const uses = await t.ctx.db
      .selectFrom("sale_code_uses")
      .innerJoin("sale_codes", "sale_codes.id", "sale_code_uses.code_id")
      .select("sale_code_uses.order_id")
      .where("sale_codes.event_id", "=", event.id)
      .execute();
    expect(uses).toHaveLength(7);
    const list = (await (
      await t.request(`/api/admin/events/${event.id}/codes`, { cookie: admin.cookie })
    ).json()) as SaleCodesResponse;
    expect(list.codes[0]?.uses).toBe(7);
  }, 60_000);

  it("house seats: buyers cannot hold them and see them taken; staff can give them; one action releases them", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const camera = [seatId(event.id, "premium", 6, 7), seatId(event.id, "premium", 6, 8)];
    const sponsor = seatId(event.id, "vip", 3, 6);
    const mark = (seatIds: string[], reason: string, cookie = admin.cookie) =>
      t.request(`/api/admin/events/${event.id}/house-seats`, { method: "POST", cookie, json: { seatIds, reason } });

    expect((await mark(camera, "Camera", buyer.cookie)).status).toBe(403);
    const noReason = await mark(camera, " ");
    expect(noReason.status).toBe(400);
    expect((await mark(camera, "Camera position")).status).toBe(200);
    const marked = (await (await mark([sponsor], "Sponsor")).json()) as HouseSeatsResponse;
    expect(marked.seats.map((s) => [s.seatId, s.reason])).toEqual([
      [sponsor, "Sponsor"],
      [camera[0], "Camera position"],
      [camera[1], "Camera position"],
    ]);

    // Charts show them taken.
    const map = await fetchSeatMap(t, event.id, buyer.cookie);
    expect(map.claims[sponsor]).toBe("occupied");
    expect(map.claims[camera[0] as string]).toBe("occupied");
    // A buyer cannot hold one, even with other seats.
    const refused = await hold(buyer.cookie, event.id, [seatId(event.id, "premium", 6, 9), camera[1] as string]);
    expect(refused.status).toBe(409);
    expect(await reasonOf(refused)).toMatchObject({ params: { reason: "house_seats", seatIds: [camera[1]] } });
    // Best available never proposes them.
    const best = await t.request(`/api/events/${event.id}/best-available`, {
      method: "POST",
      cookie: buyer.cookie,
      json: { count: 1, section: "vip" },
    });
    expect(((await best.json()) as { seatIds: string[] }).seatIds).not.toContain(sponsor);

    // Staff give a house seat away (the complimentary booking).
    const comp = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie: admin.cookie,
      json: { eventId: event.id, seatIds: [sponsor], guestEmail: "sponsor@example.com", guestName: "Sponsor" },
    });
    expect(comp.status).toBe(201);

    // A seat held or sold cannot be made a house seat.
    const sold = await heldOrder(t, other.cookie, event.id, [seatId(event.id, "premium", 6, 10)]);
    const taken = await mark([sold.seats[0]?.id as string], "Late");
    expect(await reasonOf(taken)).toMatchObject({ params: { reason: "seats_taken" } });

    // Released in one action: on sale again.
    const released = await t.request(`/api/admin/events/${event.id}/house-seats/release`, {
      method: "POST",
      cookie: admin.cookie,
      json: {},
    });
    expect(((await released.json()) as HouseSeatsResponse).seats).toEqual([]);
    expect((await fetchSeatMap(t, event.id)).claims[camera[0] as string]).toBeUndefined();
    expect((await hold(buyer.cookie, event.id, camera)).status).toBe(201);
  });
});
