import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import type { SeatLayoutResponse, SeatStatesResponse } from "#domain/schemas/tickets";
import { seatCount, seatId } from "#domain/seating/layouts";
import {
  type BuiltUser,
  buildEvent,
  buildUsers,
  countSeats,
  fetchSeatMap,
  heldOrder,
  paidOrder,
  type ViewedSeatMap,
} from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

describeDialects("seating API", (open) => {
  let t: TestApp;
  let admin: BuiltUser;
  let manager: BuiltUser;
  let otherManager: BuiltUser;
  let buyer: BuiltUser;
  let other: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [manager, otherManager] = (await buildUsers(t.ctx, 2, ["event_manager"])) as [BuiltUser, BuiltUser];
    [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
  });

  function putLayout(eventId: string, layout: unknown, cookie?: string) {
    return t.request(`/api/events/${eventId}/layout`, { method: "PUT", cookie, json: { layout } });
  }

  function deleteSection(eventId: string, section: string, cookie?: string) {
    return t.request(`/api/events/${eventId}/sections/${section}`, { method: "DELETE", cookie });
  }

  it("generates the traditional layout on the first request, once", async () => {
    const event = await buildEvent(t.ctx.db);
    expect(await countSeats(t.ctx.db, event.id)).toBe(0);

    const map = await fetchSeatMap(t, event.id);
    expect(map.eventId).toBe(event.id);
    expect(map.layout).toBe("traditional");
    expect(map.sections.map((s) => s.key)).toEqual(["vip", "premium", "general", "upper-deck", "balcony"]);
    expect(map.sections.map((s) => s.name)).toEqual(["VIP", "Premium", "General", "Upper Deck", "Balcony"]);
    expect(map.sections[0]).toEqual({
      key: "vip",
      name: "VIP",
      tier: "vip",
      rows: [
        // All-in and list prices are the same with no service fee or sales tax (the tests' settings).
        { row: 1, seats: 20, priceCents: 15_000, listPriceCents: 15_000 },
        {
          row: 2,
          seats: 20,
          priceCents: 15_000,
          listPriceCents: 15_000,
          accessible: [{ space: 1, companions: [2, 3, 4] }],
        },
        { row: 3, seats: 20, priceCents: 15_000, listPriceCents: 15_000 },
      ],
      accessibleReleased: false,
    });
    const seatsInMap = map.sections.flatMap((s) => s.rows).reduce((sum, r) => sum + r.seats, 0);
    expect(seatsInMap).toBe(916);
    expect(map.totals).toEqual({ seats: 916, sold: 0, held: 0, available: 916 });
    expect(map.claims).toEqual({});
    expect(await countSeats(t.ctx.db, event.id)).toBe(916);

    const vipPrices = await t.ctx.db
      .selectFrom("seats")
      .select("price_cents")
      .distinct()
      .where("event_id", "=", event.id)
      .where("section", "=", "vip")
      .execute();
    expect(vipPrices).toEqual([{ price_cents: 15_000 }]);

    const again = await fetchSeatMap(t, event.id);
    expect(again.totals.seats).toBe(916);
    expect(await countSeats(t.ctx.db, event.id)).toBe(916);
  });

  it("generates the seats once when two first requests race", async () => {
    const event = await buildEvent(t.ctx.db);
    const maps = await Promise.all([fetchSeatMap(t, event.id), fetchSeatMap(t, event.id, buyer.cookie)]);
    for (const map of maps) expect(map.totals.seats).toBe(916);
    expect(await countSeats(t.ctx.db, event.id)).toBe(916);
  });

  it("never answers with half a layout while the first request is still generating it", async () => {
    const event = await buildEvent(t.ctx.db);
    const first = fetchSeatMap(t, event.id);
    // Requests that arrive while the seats are being written, batch by batch.
    const later: Promise<ViewedSeatMap>[] = [];
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      later.push(fetchSeatMap(t, event.id, other.cookie));
    }
    // The last seat generated: a hold on it must not be refused as an unknown seat.
    const hold = heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "balcony", 35, 20)]);
    for (const map of await Promise.all([first, ...later])) expect(map.totals.seats).toBe(916);
    expect((await hold).status).toBe("held");
    expect(await countSeats(t.ctx.db, event.id)).toBe(916);
  });

  it("generates the event's own layout when it has one", async () => {
    const event = await buildEvent(t.ctx.db, { layout: "arena" });
    const map = await fetchSeatMap(t, event.id);
    expect(map.layout).toBe("arena");
    expect(map.totals.seats).toBe(1_070);
    expect(await countSeats(t.ctx.db, event.id)).toBe(1_070);
  });

  it("answers 404 for an event that does not exist", async () => {
    for (const path of ["seat-layout", "seat-states", "seat-states/stream"]) {
      const response = await t.request(`/api/events/${crypto.randomUUID()}/${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found" } });
    }
  });

  it.each(["pending", "rejected"] as const)(
    "hides a %s event from anonymous callers, plain users and other managers, not from its creator and admins",
    async (approval_status) => {
      const event = await buildEvent(t.ctx.db, { approval_status, created_by: manager.userId });
      for (const cookie of [undefined, buyer.cookie, otherManager.cookie]) {
        for (const path of ["seat-layout", "seat-states", "seat-states/stream"]) {
          const response = await t.request(`/api/events/${event.id}/${path}`, { cookie });
          expect(response.status).toBe(404);
          expect(await response.json()).toEqual({ error: { code: "not_found" } });
        }
      }
      for (const cookie of [manager.cookie, admin.cookie]) {
        expect((await fetchSeatMap(t, event.id, cookie)).totals.seats).toBe(916);
      }
      // Seen by its manager, it is still hidden from the others, and kept out of shared caches.
      for (const cookie of [undefined, buyer.cookie]) {
        expect((await t.request(`/api/events/${event.id}/seat-states`, { cookie })).status).toBe(404);
      }
      const states = await t.request(`/api/events/${event.id}/seat-states`, { cookie: manager.cookie });
      expect(states.headers.get("cache-control")).toBe("private, no-cache");
    },
  );

  it("shows a hold as mine to its holder and held to everyone else, and a paid seat as occupied", async () => {
    const event = await buildEvent(t.ctx.db);
    const held = [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2)];
    const sold = seatId(event.id, "premium", 4, 7);
    await heldOrder(t, buyer.cookie, event.id, held);
    await paidOrder(t, other.cookie, event.id, [sold]);

    const expectedTotals = { seats: 916, sold: 1, held: 2, available: 913 };
    const mine = await fetchSeatMap(t, event.id, buyer.cookie);
    expect(mine.claims).toEqual({ [held[0] as string]: "mine", [held[1] as string]: "mine", [sold]: "occupied" });
    expect(mine.totals).toEqual(expectedTotals);

    const theirs = await fetchSeatMap(t, event.id, other.cookie);
    expect(theirs.claims).toEqual({ [held[0] as string]: "held", [held[1] as string]: "held", [sold]: "occupied" });
    expect(theirs.totals).toEqual(expectedTotals);

    const anonymous = await fetchSeatMap(t, event.id);
    expect(anonymous.claims).toEqual(theirs.claims);
    expect(anonymous.totals).toEqual(expectedTotals);
  });

  it("answers the same states to everyone, revalidated by ETag: 304 until the next version", async () => {
    const event = await buildEvent(t.ctx.db);
    const path = `/api/events/${event.id}/seat-states`;
    const first = await t.request(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    expect(first.headers.get("vary")).toContain("Accept-Encoding");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const body = (await first.json()) as SeatStatesResponse;
    expect(body.rows).toHaveLength(35);
    expect(body.rows[0]).toBe(".".repeat(20));

    const again = await t.request(path, { cookie: buyer.cookie, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");

    await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "vip", 1, 3)]);
    const changed = await t.request(path, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const next = (await changed.json()) as SeatStatesResponse;
    expect(next.version).toBeGreaterThan(body.version);
    expect(next.rows[0]).toBe("..h.................");
    expect(next.totals).toEqual({ seats: 916, sold: 0, held: 1, available: 915 });
  });

  it("sends the states compressed once per version, in the encoding the client prefers", async () => {
    const event = await buildEvent(t.ctx.db);
    const path = `/api/events/${event.id}/seat-states`;
    const plain = await (await t.request(path)).text();
    const br = await t.request(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8")).toBe(plain);
    const gzip = await t.request(path, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8")).toBe(plain);
    const refused = await t.request(path, { headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.text()).toBe(plain);
  });

  it("names no user in the shared states, whoever asks; a buyer's own holds come in their own list", async () => {
    const event = await buildEvent(t.ctx.db);
    const [mine, theirs] = [seatId(event.id, "vip", 3, 1), seatId(event.id, "vip", 3, 2)];
    const order = await heldOrder(t, buyer.cookie, event.id, [mine]);
    await heldOrder(t, other.cookie, event.id, [theirs]);
    const path = `/api/events/${event.id}/seat-states`;
    const texts = new Set<string>();
    for (const cookie of [undefined, other.cookie, buyer.cookie]) {
      const text = await (await t.request(path, { cookie })).text();
      expect(text).not.toContain(buyer.userId);
      expect(text).not.toContain(other.userId);
      expect(text).not.toContain(order.id);
      texts.add(text);
    }
    expect(texts.size).toBe(1);

    const own = await t.request(`/api/events/${event.id}/seat-states/mine`, { cookie: buyer.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("no-store");
    const list = (await own.json()) as { eventId: string; seats: { id: string; expiresAt: string }[] };
    expect(list.eventId).toBe(event.id);
    expect(list.seats).toEqual([{ id: mine, expiresAt: order.expiresAt }]);
    expect((await t.request(`/api/events/${event.id}/seat-states/mine`)).status).toBe(401);
  });

  it("makes the layout cacheable for good when asked for by its version", async () => {
    const event = await buildEvent(t.ctx.db);
    const plain = await t.request(`/api/events/${event.id}/seat-layout`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("cache-control")).toBe("public, no-cache");
    const layout = (await plain.json()) as SeatLayoutResponse;
    expect(layout).toMatchObject({ eventId: event.id, layout: "traditional", seats: 916 });
    expect(layout.layoutVersion).toMatch(/^[\w-]{16}$/);
    expect(plain.headers.get("etag")).toBe(`W/"${layout.layoutVersion}"`);

    const versioned = await t.request(`/api/events/${event.id}/seat-layout?v=${layout.layoutVersion}`);
    expect(versioned.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await versioned.json()).toEqual(layout);
    const stale = await t.request(`/api/events/${event.id}/seat-layout?v=older`);
    expect(stale.headers.get("cache-control")).toBe("public, no-cache");
    const revalidated = await t.request(`/api/events/${event.id}/seat-layout`, {
      headers: { "if-none-match": plain.headers.get("etag") ?? "" },
    });
    expect(revalidated.status).toBe(304);

    // The same layout on another event has the same version; the states name it.
    const twin = await buildEvent(t.ctx.db);
    const states = (await (await t.request(`/api/events/${twin.id}/seat-states`)).json()) as SeatStatesResponse;
    expect(states.layoutVersion).toBe(layout.layoutVersion);
  });

  it("changes the layout to arena: the old seats go, 1,070 new ones come", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const response = await putLayout(event.id, "arena", admin.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ layout: "arena", seats: seatCount("arena") });
    expect(seatCount("arena")).toBe(1_070);
    expect(await countSeats(t.ctx.db, event.id)).toBe(1_070);
    expect(await countSeats(t.ctx.db, event.id, "vip")).toBe(0);

    const map = await fetchSeatMap(t, event.id);
    expect(map.layout).toBe("arena");
    expect(map.sections.map((s) => s.key)).toEqual(["floor", "lower-bowl", "upper-bowl"]);
    expect(map.totals).toEqual({ seats: 1_070, sold: 0, held: 0, available: 1_070 });
  });

  it("refuses an unknown layout with 400 and keeps the seats", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    for (const layout of ["stadium", "", 42]) {
      const response = await putLayout(event.id, layout, admin.cookie);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
    }
    expect(await countSeats(t.ctx.db, event.id)).toBe(916);
    const row = await t.ctx.db.selectFrom("events").select("layout").where("id", "=", event.id).executeTakeFirst();
    expect(row?.layout).toBe("traditional");
  });

  it.each([
    ["held", heldOrder],
    ["sold", paidOrder],
  ] as const)("refuses a layout change with 409 while a seat is %s", async (_state, claim) => {
    const event = await buildEvent(t.ctx.db);
    await claim(t, buyer.cookie, event.id, [seatId(event.id, "general", 9, 1)]);
    const response = await putLayout(event.id, "arena", admin.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", params: { reason: "seats_sold", count: 1 } } });
    expect(await countSeats(t.ctx.db, event.id)).toBe(916);
    expect((await fetchSeatMap(t, event.id)).layout).toBe("traditional");
  });

  it("refuses a layout change that would erase a refunded ticket's record", async () => {
    const event = await buildEvent(t.ctx.db);
    const seat = seatId(event.id, "general", 9, 2);
    const order = await paidOrder(t, buyer.cookie, event.id, [seat]);
    const refund = await t.request(`/api/manage/orders/${order.id}/refund`, {
      method: "POST",
      cookie: admin.cookie,
      json: {},
    });
    expect(refund.status).toBe(200);
    const response = await putLayout(event.id, "arena", admin.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", params: { reason: "seats_sold", count: 1 } } });
    const kept = await t.ctx.db
      .selectFrom("bookings")
      .select("payment_status")
      .where("order_id", "=", order.id)
      .execute();
    expect(kept).toEqual([{ payment_status: "refunded" }]);
  });

  it("lets only admins change a layout or delete a section", async () => {
    const event = await buildEvent(t.ctx.db, { created_by: manager.userId });
    await fetchSeatMap(t, event.id);
    for (const [cookie, status] of [
      [undefined, 401],
      [buyer.cookie, 403],
      [manager.cookie, 403],
    ] as const) {
      expect((await putLayout(event.id, "arena", cookie)).status).toBe(status);
      expect((await deleteSection(event.id, "balcony", cookie)).status).toBe(status);
    }
    expect(await countSeats(t.ctx.db, event.id)).toBe(916);
  });

  it("deletes a section's seats and nothing else", async () => {
    const event = await buildEvent(t.ctx.db);
    await fetchSeatMap(t, event.id);
    const balcony = await countSeats(t.ctx.db, event.id, "balcony");
    expect(balcony).toBe(100);
    const response = await deleteSection(event.id, "balcony", admin.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: 100 });
    expect(await countSeats(t.ctx.db, event.id, "balcony")).toBe(0);
    expect(await countSeats(t.ctx.db, event.id)).toBe(816);

    const map = await fetchSeatMap(t, event.id);
    expect(map.sections.map((s) => s.key)).toEqual(["vip", "premium", "general", "upper-deck"]);
    expect(map.totals.seats).toBe(816);

    // Nothing left to delete.
    expect((await deleteSection(event.id, "balcony", admin.cookie)).status).toBe(404);
  });

  it("refuses to delete a section one of whose seats is sold, but deletes another section", async () => {
    const event = await buildEvent(t.ctx.db);
    await paidOrder(t, buyer.cookie, event.id, [seatId(event.id, "balcony", 35, 20)]);
    const response = await deleteSection(event.id, "balcony", admin.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", params: { reason: "seats_sold", count: 1 } } });
    expect(await countSeats(t.ctx.db, event.id, "balcony")).toBe(100);

    const upper = await deleteSection(event.id, "upper-deck", admin.cookie);
    expect(upper.status).toBe(200);
    expect(await upper.json()).toEqual({ deleted: 300 });
    expect(await countSeats(t.ctx.db, event.id)).toBe(616);
  });
});
