import { beforeAll, expect, it } from "vitest";
import type { ApiErrorBody } from "#domain/errors";
import { seatId } from "#domain/seating/layouts";
import { DEFAULT_MAX_SEATS_PER_ACCOUNT, REHOLD_COOLDOWN_SECONDS } from "#domain/seating/limits";
import { ACCESSIBLE_SPACES_PER_ACCOUNT } from "#domain/venue";
import type { EventRow } from "#server/db/schema";
import { type BuiltUser, buildEvent, buildUsers, fetchSeatMap } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { queueKit } from "../onsale/onsale.test-kit";

/** Limits are off in the test environment; these apps run as in development, behind a proxy. */
const ENV = { NODE_ENV: "development", TRUST_PROXY: "true" };

async function reasonOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error.params;
}

describeDialects("fair play", (open) => {
  let t: TestApp;
  let users: BuiltUser[];
  let admin: BuiltUser;

  beforeAll(async () => {
    t = await open(ENV);
    users = await buildUsers(t.ctx, 11);
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
  });

  function hold(
    user: BuiltUser,
    address: string,
    eventId: string,
    seatIds: string[],
    accessible = false,
    admissionToken?: string,
  ) {
    return t.request("/api/orders", {
      method: "POST",
      cookie: user.cookie,
      headers: { "x-forwarded-for": address },
      json: { eventId, seatIds, accessible, ...(admissionToken ? { admissionToken } : {}) },
    });
  }

  async function eventWithSpaces(overrides: Partial<EventRow> = {}) {
    const event = await buildEvent(t.ctx.db, overrides);
    await fetchSeatMap(t, event.id);
    const spaces = await t.ctx.db
      .selectFrom("seats")
      .select("id")
      .where("event_id", "=", event.id)
      .where("access", "=", "wheelchair")
      .orderBy("id")
      .execute();
    return { event, spaces: spaces.map((s) => s.id) };
  }

  it(`holds at most ${ACCESSIBLE_SPACES_PER_ACCOUNT} wheelchair spaces per account and event, or the event's own number`, async () => {
    const { event, spaces } = await eventWithSpaces();
    expect(spaces.length).toBeGreaterThan(ACCESSIBLE_SPACES_PER_ACCOUNT + 1);
    const [buyer] = users as [BuiltUser];
    // All at once is refused whole.
    const all = await hold(buyer, "192.0.2.10", event.id, spaces, true);
    expect(all.status).toBe(409);
    expect(await reasonOf(all)).toEqual({ reason: "accessible_limit", limit: 2, remaining: 2 });
    expect((await hold(buyer, "192.0.2.10", event.id, spaces.slice(0, 2), true)).status).toBe(201);
    const third = await hold(buyer, "192.0.2.10", event.id, [spaces[2] as string], true);
    expect(third.status).toBe(409);
    expect(await reasonOf(third)).toEqual({ reason: "accessible_limit", limit: 2, remaining: 0 });

    // An admin may allow more for an event (the seat-limit endpoint carries the number).
    const roomier = await eventWithSpaces();
    const setTo = (accessibleLimit: unknown) =>
      t.request(`/api/manage/events/${roomier.event.id}/seat-limit`, {
        method: "PUT",
        cookie: admin.cookie,
        json: { limit: null, accessibleLimit },
      });
    expect((await setTo(0)).status).toBe(400);
    expect((await setTo(27)).status).toBe(400);
    const set = await setTo(3);
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ accessibleLimit: 3, effectiveAccessibleLimit: 3 });
    expect((await hold(buyer, "192.0.2.10", roomier.event.id, roomier.spaces.slice(0, 3), true)).status).toBe(201);
    const fourth = await hold(buyer, "192.0.2.10", roomier.event.id, [roomier.spaces[3] as string], true);
    expect(await reasonOf(fourth)).toMatchObject({ reason: "accessible_limit", limit: 3 });
  });

  it("keeps a released space from every account of the releasing network for the re-hold wait", async () => {
    const { event, spaces } = await eventWithSpaces();
    const [first, second, third] = users.slice(1) as [BuiltUser, BuiltUser, BuiltUser];
    const space = spaces[0] as string;
    const held = await hold(first, "198.51.100.5", event.id, [space], true);
    expect(held.status).toBe(201);
    const { order } = (await held.json()) as { order: { id: string } };
    const cancelled = await t.request(`/api/orders/${order.id}`, {
      method: "DELETE",
      cookie: first.cookie,
      headers: { "x-forwarded-for": "198.51.100.5" },
    });
    expect(cancelled.status).toBe(200);

    // Another account on the same /24: refused, with the wait (the same account anywhere waits too).
    expect(await reasonOf(await hold(first, "203.0.113.9", event.id, [space], true))).toMatchObject({
      reason: "rehold_cooldown",
    });
    {
      const again = await hold(second, "198.51.100.77", event.id, [space], true);
      expect(again.status).toBe(409);
      const params = (await reasonOf(again)) as { reason: string; retryAfterSeconds: number };
      expect(params.reason).toBe("space_cooldown");
      expect(params.retryAfterSeconds).toBeGreaterThan(0);
      expect(params.retryAfterSeconds).toBeLessThanOrEqual(REHOLD_COOLDOWN_SECONDS);
      expect(again.headers.get("retry-after")).toBe(String(params.retryAfterSeconds));
    }
    // Someone from another network takes it at once.
    expect((await hold(third, "203.0.114.20", event.id, [space], true)).status).toBe(201);
  });

  it("counts the seats held from one network in the window against the event's limit, across accounts", async () => {
    const event = await buildEvent(t.ctx.db);
    const seats = Array.from({ length: 15 }, (_, i) => seatId(event.id, "general", 10, i + 5));
    const [a, b, c] = users.slice(4) as [BuiltUser, BuiltUser, BuiltUser];
    expect((await hold(a, "192.0.2.1", event.id, seats.slice(0, 6))).status).toBe(201);
    const over = await hold(b, "192.0.2.200", event.id, seats.slice(6, 11));
    expect(over.status).toBe(409);
    expect(await reasonOf(over)).toEqual({
      reason: "network_seat_limit",
      limit: DEFAULT_MAX_SEATS_PER_ACCOUNT,
      minutes: 10,
    });
    expect((await hold(b, "192.0.2.200", event.id, seats.slice(6, 10))).status).toBe(201);
    // Another network is not counted with them.
    expect((await hold(c, "192.0.3.1", event.id, seats.slice(10, 15))).status).toBe(201);
  });

  it("holds an admitted waiting-room buyer to the same wheelchair cap, without the per-network window", async () => {
    const { event, spaces } = await eventWithSpaces();
    const [early, spacesBuyer, fan] = users.slice(8, 11) as [BuiltUser, BuiltUser, BuiltUser];
    const general = (row: number, count: number) =>
      Array.from({ length: count }, (_, n) => seatId(event.id, "general", row, n + 5));
    // Before the room opens, one network holds 6 seats: its window (10 seats) has 4 left.
    expect((await hold(early, "198.18.7.1", event.id, general(12, 6))).status).toBe(201);

    const q = queueKit(t);
    await q.settings(admin.cookie, event.id, {
      onSaleAt: new Date(Date.now() - 60_000).toISOString(),
      admitPerMinute: 100_000,
    });
    const admitted = async (user: BuiltUser, address: string) => {
      const joined = await q.join(user.cookie, event.id, { address });
      expect(joined.status, await joined.clone().text()).toBe(201);
      t.ctx.queue.invalidate(event.id);
      const token = (await q.status(event.id, user.cookie)).admission?.token;
      expect(token).toBeTruthy();
      return token as string;
    };

    const token = await admitted(spacesBuyer, "203.0.113.60");
    const over = await hold(spacesBuyer, "203.0.113.60", event.id, spaces.slice(0, 3), true, token);
    expect(over.status).toBe(409);
    expect(await reasonOf(over)).toMatchObject({ reason: "accessible_limit", limit: ACCESSIBLE_SPACES_PER_ACCOUNT });
    expect((await hold(spacesBuyer, "203.0.113.60", event.id, spaces.slice(0, 2), true, token)).status).toBe(201);

    // A fan the room admitted from that same network takes 6 more: the room paces holds (one
    // place per network), so the network's window does not count them again.
    const fanToken = await admitted(fan, "198.18.7.2");
    const held = await hold(fan, "198.18.7.2", event.id, general(13, 6), false, fanToken);
    expect(held.status, await held.clone().text()).toBe(201);
  });
});
