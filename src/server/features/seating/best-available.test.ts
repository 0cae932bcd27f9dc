import { beforeAll, expect, it } from "vitest";
import type { BestAvailableResponse } from "#domain/schemas/best-available";
import { parseSeatId, seatId } from "#domain/seating/layouts";
import {
  type BuiltUser,
  buildEvent,
  buildUsers,
  fetchSeatMap,
  heldOrder,
  holdSeats,
  liveClaimCounts,
  paidOrder,
} from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

describeDialects("best available API", (open) => {
  let t: TestApp;
  let buyers: BuiltUser[];

  beforeAll(async () => {
    t = await open();
    buyers = await buildUsers(t.ctx, 8);
  });

  const buyer = (i: number) => buyers[i] as BuiltUser;

  function ask(eventId: string, body: unknown, cookie?: string) {
    return t.request(`/api/events/${encodeURIComponent(eventId)}/best-available`, {
      method: "POST",
      cookie,
      json: body,
    });
  }

  async function propose(eventId: string, body: unknown, cookie?: string): Promise<string[]> {
    const response = await ask(eventId, body, cookie);
    if (response.status !== 200) throw new Error(`best-available: ${response.status} ${await response.text()}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return ((await response.json()) as BestAvailableResponse).seatIds;
  }

  /** The seats of one row of the arena layout, by number. */
  const seats = (eventId: string, section: string, row: number, numbers: number[]) =>
    numbers.map((n) => seatId(eventId, section, row, n));

  /** Whether the ids are consecutive seats of one row. */
  function adjacent(ids: string[]): boolean {
    const parts = ids.map((id) => parseSeatId(id));
    return parts.every(
      (p, i) =>
        p !== null &&
        p.section === parts[0]?.section &&
        p.row === parts[0]?.row &&
        (i === 0 || p.seat === (parts[i - 1]?.seat ?? 0) + 1),
    );
  }

  it("proposes adjacent seats in the middle of the front row, to anyone, and moves along as they are taken", async () => {
    const event = await buildEvent(t.ctx.db, { layout: "arena" });
    // Not signed in: anyone may ask.
    const first = await propose(event.id, { count: 4 });
    // Floor row 1 has 25 seats: 11-14 sits in its middle.
    expect(first).toEqual(seats(event.id, "floor", 1, [11, 12, 13, 14]));

    await paidOrder(t, buyer(0).cookie, event.id, first);
    // Seats 1-10 and 15-25 are left; 15-18 is the block nearest the middle that strands no seat.
    const second = await propose(event.id, { count: 4 }, buyer(1).cookie);
    expect(second).toEqual(seats(event.id, "floor", 1, [15, 16, 17, 18]));

    await heldOrder(t, buyer(1).cookie, event.id, second);
    // Ten together fill row 1's seats 1-10 exactly; nine would strand one of them, so nine go a
    // row back.
    const ten = await propose(event.id, { count: 10 });
    expect(adjacent(ten)).toBe(true);
    expect(ten).toEqual(seats(event.id, "floor", 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    const eleven = await ask(event.id, { count: 11 });
    expect(eleven.status).toBe(400);
    const nine = await propose(event.id, { count: 9 });
    expect(nine).toEqual(seats(event.id, "floor", 2, [9, 10, 11, 12, 13, 14, 15, 16, 17]));
  });

  it("respects the price ceiling and the section", async () => {
    const event = await buildEvent(t.ctx.db, { layout: "arena" });
    const map = await fetchSeatMap(t, event.id);
    const priceOf = (id: string) => {
      const parts = parseSeatId(id);
      const section = map.sections.find((s) => s.key === parts?.section);
      return section?.rows.find((r) => r.row === parts?.row)?.priceCents;
    };

    // Floor is $200, Lower Bowl $85 (rows 9-20, 35 seats), Upper Bowl $40 (rows 21-35, 30 seats).
    const underFloor = await propose(event.id, { count: 4, maxPriceCents: 19_999 });
    expect(underFloor).toEqual(seats(event.id, "lower-bowl", 9, [16, 17, 18, 19]));
    const cheapest = await propose(event.id, { count: 4, maxPriceCents: 4_000 });
    expect(cheapest).toEqual(seats(event.id, "upper-bowl", 21, [14, 15, 16, 17]));
    for (const id of [...underFloor, ...cheapest]) expect(priceOf(id)).toBeLessThanOrEqual(19_999);
    expect(cheapest.map(priceOf)).toEqual([4_000, 4_000, 4_000, 4_000]);

    expect(await propose(event.id, { count: 4, section: "upper-bowl" })).toEqual(cheapest);
    expect(await propose(event.id, { count: 2, section: "floor", maxPriceCents: 10_000 })).toEqual([]);
    expect(await propose(event.id, { count: 4, maxPriceCents: 3_999 })).toEqual([]);
    expect(await propose(event.id, { count: 4, section: "balcony" })).toEqual([]);
  });

  it("answers an empty list when no row has the seats together", async () => {
    const event = await buildEvent(t.ctx.db, { layout: "arena" });
    await fetchSeatMap(t, event.id);
    // Floor row 1 sold every other seat: nothing for two together in that section's first row.
    const odd = Array.from({ length: 13 }, (_, i) => 2 * i + 1);
    for (let i = 0; i < odd.length; i += 7) {
      await paidOrder(t, buyer(2 + i / 7).cookie, event.id, seats(event.id, "floor", 1, odd.slice(i, i + 7)));
    }
    const single = await propose(event.id, { count: 1, section: "floor" });
    // A seat left alone between sold seats is the best single seat to fill.
    expect(single).toEqual(seats(event.id, "floor", 1, [12]));
    expect(await propose(event.id, { count: 2, section: "floor", maxPriceCents: 20_000 })).toEqual(
      seats(event.id, "floor", 2, [12, 13]),
    );
  });

  it.each([
    ["no count", {}],
    ["a count of 0", { count: 0 }],
    ["a count of 11", { count: 11 }],
    ["a count that is no whole number", { count: 2.5 }],
    ["a count as text", { count: "4" }],
    ["a negative price ceiling", { count: 2, maxPriceCents: -1 }],
    ["an empty section", { count: 2, section: "" }],
  ])("refuses %s with validation_failed", async (_label, body) => {
    const event = await buildEvent(t.ctx.db);
    const response = await ask(event.id, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
  });

  it("knows no event that does not exist or that the caller may not see", async () => {
    expect((await ask("no-such-event", { count: 2 })).status).toBe(404);
    const pending = await buildEvent(t.ctx.db, { approval_status: "pending" });
    expect((await ask(pending.id, { count: 2 }, buyer(0).cookie)).status).toBe(404);
  });

  it("never gives one seat to two buyers: clashing proposals end in one hold and 409s, then new proposals", async () => {
    const event = await buildEvent(t.ctx.db, { layout: "arena" });
    await fetchSeatMap(t, event.id);

    // Every buyer asks at once, before anyone holds: all are offered the same seats.
    const proposals = await Promise.all(buyers.map((b) => propose(event.id, { count: 4 }, b.cookie)));
    for (const proposal of proposals) expect(proposal).toEqual(proposals[0]);
    const holds = await Promise.all(buyers.map((b, i) => holdSeats(t, b.cookie, event.id, proposals[i] ?? [])));
    expect(holds.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of holds.filter((r) => r.status === 409)) {
      expect(((await refused.json()) as { error: { params: { reason: string } } }).error.params.reason).toBe(
        "seats_taken",
      );
    }

    // The others ask and hold again, all at once, until everyone has four seats.
    let waiting = buyers.filter((_, i) => holds[i]?.status !== 201);
    for (let round = 0; waiting.length > 0 && round < 20; round++) {
      const results = await Promise.all(
        waiting.map(async (b) => {
          const proposal = await propose(event.id, { count: 4 }, b.cookie);
          expect(proposal).toHaveLength(4);
          expect(adjacent(proposal)).toBe(true);
          const response = await holdSeats(t, b.cookie, event.id, proposal);
          expect([201, 409]).toContain(response.status);
          return response.status === 201;
        }),
      );
      waiting = waiting.filter((_, i) => !results[i]);
    }
    expect(waiting).toEqual([]);

    const claims = await liveClaimCounts(t.ctx.db, event.id);
    expect(claims.size).toBe(4 * buyers.length);
    for (const count of claims.values()) expect(count).toBe(1);
    // Everyone sits in the front rows, each group together.
    const rows = new Set([...claims.keys()].map((id) => parseSeatId(id)?.row));
    expect([...rows].every((row) => row !== undefined && row <= 2)).toBe(true);
  });

  it("proposes restricted seats only to a request for spaces, which then holds them with accessible: true", async () => {
    const event = await buildEvent(t.ctx.db, { layout: "arena" });
    const map = await fetchSeatMap(t, event.id);
    const restricted = new Set(
      map.sections.flatMap((s) =>
        s.rows.flatMap((r) =>
          (r.accessible ?? []).flatMap((g) => [g.space, ...g.companions].map((n) => seatId(event.id, s.key, r.row, n))),
        ),
      ),
    );
    // Floor's row 3 is full but for its space and companions: an ordinary request moves on.
    const row3 = Array.from({ length: 25 }, (_, i) => seatId(event.id, "floor", 3, i + 1)).filter(
      (id) => !restricted.has(id),
    );
    const rowsBefore = await Promise.all(
      [0, 1, 2].map((i) => heldOrder(t, buyer(i).cookie, event.id, row3.slice(i * 10, i * 10 + 10))),
    );
    expect(rowsBefore).toHaveLength(3);
    for (const count of [1, 4, 10]) {
      const proposal = await propose(event.id, { count, section: "floor" });
      expect(proposal.some((id) => restricted.has(id))).toBe(false);
    }

    // Floor's front space is row 3, seat 1, companions 2-4.
    const accessible = await propose(event.id, { count: 3, accessible: 1 }, buyer(3).cookie);
    expect(accessible).toEqual(seats(event.id, "floor", 3, [1, 2, 3]));
    const refused = await holdSeats(t, buyer(3).cookie, event.id, accessible);
    expect(refused.status).toBe(409);
    const held = await t.request("/api/orders", {
      method: "POST",
      cookie: buyer(3).cookie,
      json: { eventId: event.id, seatIds: accessible, accessible: true },
    });
    expect(held.status).toBe(201);
    // The next request for a space gets the next one; two spaces prefer one row.
    expect(await propose(event.id, { count: 1, accessible: 1 })).toEqual(seats(event.id, "floor", 7, [25]));
    const two = await propose(event.id, { count: 2, accessible: 2 });
    expect(two).toHaveLength(2);
    for (const id of two) expect(restricted.has(id)).toBe(true);
  });

  it("refuses an accessible count the seats cannot be shared over", async () => {
    const event = await buildEvent(t.ctx.db, { layout: "arena" });
    for (const body of [
      { count: 5, accessible: 1 },
      { count: 1, accessible: 2 },
      { count: 2, accessible: 5 },
    ]) {
      expect((await ask(event.id, body)).status).toBe(400);
    }
  });

  it("never gives one space to two buyers: concurrent accessible proposals end in one hold each", async () => {
    const event = await buildEvent(t.ctx.db, { layout: "arena" });
    await fetchSeatMap(t, event.id);
    const holdAccessible = (cookie: string, seatIds: string[]) =>
      t.request("/api/orders", { method: "POST", cookie, json: { eventId: event.id, seatIds, accessible: true } });

    let waiting = [...buyers];
    for (let round = 0; waiting.length > 0 && round < 20; round++) {
      const results = await Promise.all(
        waiting.map(async (b) => {
          const proposal = await propose(event.id, { count: 2, accessible: 1 }, b.cookie);
          expect(proposal).toHaveLength(2);
          const response = await holdAccessible(b.cookie, proposal);
          expect([201, 409]).toContain(response.status);
          return response.status === 201;
        }),
      );
      waiting = waiting.filter((_, i) => !results[i]);
    }
    expect(waiting).toEqual([]);
    const claims = await liveClaimCounts(t.ctx.db, event.id);
    expect(claims.size).toBe(2 * buyers.length);
    for (const count of claims.values()) expect(count).toBe(1);
    const marks = await t.ctx.db
      .selectFrom("seats")
      .select(["id", "access"])
      .where("id", "in", [...claims.keys()])
      .execute();
    expect(marks.filter((m) => m.access === "wheelchair")).toHaveLength(buyers.length);
    expect(marks.filter((m) => m.access === "companion")).toHaveLength(buyers.length);
  });
});
