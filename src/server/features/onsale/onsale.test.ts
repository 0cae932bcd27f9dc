import { beforeAll, expect, it } from "vitest";
import type { ApiErrorBody } from "#domain/errors";
import { PRE_QUEUE_MINUTES } from "#domain/onsale/queue";
import type { QueueStatus } from "#domain/schemas/onsale";
import type { OrderView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import type { EventRow } from "#server/db/schema";
import { ensureSeats } from "#server/features/seating";
import { type BuiltUser, buildEvent, buildUsers, paySimulated } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { deriveQueueKeys, issueChallenge, signAdmission } from "./onsale.keys";
import { nextAddress, queueKit, solveProof } from "./onsale.test-kit";

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
const reasonOf = async (response: Response) =>
  ((await response.json()) as ApiErrorBody).error.params as { reason?: string } | undefined;

describeDialects("the on-sale waiting room", (open) => {
  let t: TestApp;
  let q: ReturnType<typeof queueKit>;
  let admin: BuiltUser;
  let users: BuiltUser[];
  let next = 0;
  /** A signed-in visitor not used by any other test. */
  const fan = () => {
    const user = users[next];
    next += 1;
    if (!user) throw new Error("out of test users");
    return user;
  };
  const fans = (n: number) => Array.from({ length: n }, fan);

  beforeAll(async () => {
    t = await open({ TRUST_PROXY: "true" });
    q = queueKit(t);
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    users = await buildUsers(t.ctx, 80);
  });

  /** An event whose queue is set as given (by an admin, through the API). */
  async function queuedEvent(settings: Parameters<typeof q.settings>[2]): Promise<EventRow> {
    const event = await buildEvent(t.ctx.db);
    await q.settings(admin.cookie, event.id, settings);
    return event;
  }

  async function joined(user: BuiltUser, eventId: string, address?: string): Promise<QueueStatus> {
    const response = await q.join(user.cookie, eventId, address ? { address } : {});
    if (response.status !== 201) throw new Error(`join: ${response.status} ${await response.text()}`);
    // The next poll comes after the queue's next admission step (views live half a second).
    t.ctx.queue.invalidate(eventId);
    return (await response.json()) as QueueStatus;
  }

  const entries = (eventId: string) =>
    t.ctx.db.selectFrom("queue_entries").selectAll().where("event_id", "=", eventId).orderBy("seq").execute();

  // --- Opening ---------------------------------------------------------------------------------

  it("says 'off' for an event without an on-sale time, and refuses to queue for it", async () => {
    const event = await buildEvent(t.ctx.db);
    const status = await q.status(event.id);
    expect(status).toMatchObject({ phase: "off", active: false, onSaleAt: null, opensAt: null, admission: null });
    const response = await q.join(fan().cookie, event.id);
    expect(response.status).toBe(409);
    expect(await reasonOf(response)).toMatchObject({ reason: "queue_not_open" });
  });

  it("opens the pre-queue 30 minutes before the on-sale time, not earlier", async () => {
    const onSaleAt = inMinutes(PRE_QUEUE_MINUTES + 5);
    const event = await queuedEvent({ onSaleAt });
    const visitor = fan();
    expect(await q.status(event.id, visitor.cookie)).toMatchObject({
      phase: "not_open",
      active: false,
      onSaleAt,
      opensAt: new Date(Date.parse(onSaleAt) - PRE_QUEUE_MINUTES * MINUTE).toISOString(),
    });
    const early = await q.join(visitor.cookie, event.id);
    expect(early.status).toBe(409);
    expect(await reasonOf(early)).toMatchObject({ reason: "queue_not_open" });

    await q.settings(admin.cookie, event.id, { onSaleAt: inMinutes(PRE_QUEUE_MINUTES - 5) });
    expect((await q.status(event.id)).phase).toBe("open");
    const status = await joined(visitor, event.id);
    expect(status).toMatchObject({ phase: "pre_queue", active: true, position: null, admission: null });
    expect(status.pollAfterMs).toBeGreaterThan(0);
  });

  it("keeps the place of a visitor who joins again (200) or reloads", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(10) });
    const visitor = fan();
    const address = nextAddress();
    await joined(visitor, event.id, address);
    const again = await q.join(visitor.cookie, event.id, { address: nextAddress() });
    expect(again.status).toBe(200);
    expect(((await again.json()) as QueueStatus).phase).toBe("pre_queue");
    expect(await entries(event.id)).toHaveLength(1);
    expect((await q.status(event.id, visitor.cookie)).phase).toBe("pre_queue");
    // A visitor who is not signed in sees the queue, not a place.
    expect((await q.status(event.id)).phase).toBe("open");
  });

  // --- The draw and the line ---------------------------------------------------------------------

  it("draws the pre-queue once at the on-sale time, only over the pre-queue; later arrivals follow in order", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(10), paused: true });
    const early = fans(8);
    for (const visitor of early) await joined(visitor, event.id);
    expect((await entries(event.id)).every((e) => e.pre_queue === 1 && e.line === null)).toBe(true);

    // The sale starts; many pages ask at once (on PostgreSQL, in parallel connections).
    await q.settings(admin.cookie, event.id, { onSaleAt: new Date(Date.now() - 1000).toISOString() });
    const late = fans(4);
    await Promise.all([...early.map((visitor) => q.status(event.id, visitor.cookie)), q.stats(admin.cookie, event.id)]);
    for (const visitor of late) {
      const status = await joined(visitor, event.id);
      expect(status.phase).toBe("waiting");
    }

    const rows = await entries(event.id);
    const drawn = rows.filter((r) => r.pre_queue === 1);
    expect(drawn.map((r) => r.line).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const after = rows.filter((r) => r.pre_queue === 0);
    expect(after.map((r) => r.user_id)).toEqual(late.map((u) => u.userId));
    expect(after.map((r) => r.line)).toEqual([9, 10, 11, 12]);
    const { queue_drawn_at: drawnAt } = await t.ctx.db
      .selectFrom("events")
      .select("queue_drawn_at")
      .where("id", "=", event.id)
      .executeTakeFirstOrThrow();
    expect(drawnAt).not.toBeNull();

    // Asking again does not draw again.
    t.ctx.queue.invalidate(event.id);
    await Promise.all(early.map((visitor) => q.status(event.id, visitor.cookie)));
    const again = await entries(event.id);
    expect(again.map((r) => r.line)).toEqual(rows.map((r) => r.line));
    const still = await t.ctx.db
      .selectFrom("events")
      .select("queue_drawn_at")
      .where("id", "=", event.id)
      .executeTakeFirstOrThrow();
    expect(still.queue_drawn_at).toBe(drawnAt);

    // Each visitor's position is their place (nobody is admitted while paused).
    for (const row of again) {
      const visitor = [...early, ...late].find((u) => u.userId === row.user_id) as BuiltUser;
      const status = await q.status(event.id, visitor.cookie);
      expect(status).toMatchObject({ phase: "waiting", position: row.line, ahead: (row.line ?? 0) - 1 });
      expect(status.estimatedWaitSeconds).toBeNull();
    }
  });

  it("admits strictly in place order, up to the cap on active shoppers", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(-1), admitPerMinute: 100_000, maxActive: 2 });
    const line = fans(5);
    for (const visitor of line) await joined(visitor, event.id);
    t.ctx.queue.invalidate(event.id);
    const statuses = await Promise.all(line.map((visitor) => q.status(event.id, visitor.cookie)));
    expect(statuses.map((s) => s.phase)).toEqual(["admitted", "admitted", "waiting", "waiting", "waiting"]);
    expect(statuses.map((s) => s.position)).toEqual([null, null, 1, 2, 3]);
    expect(statuses[2]?.estimatedWaitSeconds).toBeGreaterThan(0);
    const admission = statuses[0]?.admission;
    expect(admission?.token).toMatch(/^\d+\.\d+\.[\w-]{43}$/);
    expect(Date.parse(admission?.expiresAt ?? "")).toBeGreaterThan(Date.now() + 14 * MINUTE);
    // Polling again answers the same admission.
    expect((await q.status(event.id, line[0]?.cookie)).admission).toEqual(admission);

    const stats = await q.stats(admin.cookie, event.id);
    expect(stats).toMatchObject({ waiting: 3, preQueue: 0, admitted: 2, activeShoppers: 2, admittedLastMinute: 2 });
  });

  it("admits nobody while paused, and goes on in order when resumed", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(-1), admitPerMinute: 100_000, maxActive: 1 });
    const [first, second, third] = fans(3) as [BuiltUser, BuiltUser, BuiltUser];
    for (const visitor of [first, second, third]) await joined(visitor, event.id);
    expect((await q.status(event.id, first.cookie)).phase).toBe("admitted");
    await q.settings(admin.cookie, event.id, { paused: true });

    // The first shopper's turn ends; the place is free, but the queue is paused.
    await t.ctx.db
      .updateTable("queue_entries")
      .set({ ended_at: new Date().toISOString() })
      .where("user_id", "=", first.userId)
      .where("event_id", "=", event.id)
      .execute();
    t.ctx.queue.invalidate(event.id);
    const paused = await q.status(event.id, second.cookie);
    expect(paused).toMatchObject({ phase: "waiting", paused: true, position: 1, estimatedWaitSeconds: null });
    expect((await q.stats(admin.cookie, event.id)).activeShoppers).toBe(0);

    await q.settings(admin.cookie, event.id, { paused: false });
    expect((await q.status(event.id, second.cookie)).phase).toBe("admitted");
    expect((await q.status(event.id, third.cookie)).phase).toBe("waiting");
  });

  // --- Bots and one place each -----------------------------------------------------------------

  it("gives one place per network (IPv4 /24, IPv6 /64): a second account from the same network is refused", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(10) });
    const [one, two, three] = fans(3) as [BuiltUser, BuiltUser, BuiltUser];
    await joined(one, event.id, "203.0.113.50");
    const same = await q.join(two.cookie, event.id, { address: "203.0.113.50" });
    expect(same.status).toBe(409);
    expect(await reasonOf(same)).toMatchObject({ reason: "queue_address_taken" });
    // IPv4: the addresses of one /24 are one network.
    const sameIpv4Network = await q.join(two.cookie, event.id, { address: "203.0.113.201" });
    expect(sameIpv4Network.status).toBe(409);
    expect(await reasonOf(sameIpv4Network)).toMatchObject({ reason: "queue_address_taken" });
    // IPv6: one subscriber's /64 is one network.
    await joined(two, event.id, "2001:db8:aa:bb::1");
    const sameNetwork = await q.join(three.cookie, event.id, { address: "2001:db8:aa:bb:ffff::2" });
    expect(sameNetwork.status).toBe(409);
    await joined(three, event.id, "2001:db8:aa:cc::1");
    expect(await entries(event.id)).toHaveLength(3);
  });

  it("refuses a join without a proof, with a wrong, forged, expired or reused one", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(10) });
    const [one, two] = fans(2) as [BuiltUser, BuiltUser];
    const url = `/api/events/${event.id}/queue`;

    const missing = await q.request(url, { cookie: one.cookie, json: {} });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ApiErrorBody).error.fields).toEqual({ proof: "queue.proofMissing" });

    const refused = async (proof: string) => {
      const response = await q.join(one.cookie, event.id, { proof });
      expect(response.status).toBe(403);
      expect(await reasonOf(response)).toMatchObject({ reason: "queue_proof_invalid" });
    };
    await refused("not a proof");
    await refused(Buffer.from(JSON.stringify({ algorithm: "SHA-256" })).toString("base64"));

    // The right challenge with a wrong number.
    const challenge = await q.challenge();
    const solved = JSON.parse(Buffer.from(await solveProof(challenge), "base64").toString()) as { number: number };
    const wrong = { ...challenge, number: solved.number + 1 };
    delete (wrong as { maxnumber?: number }).maxnumber;
    await refused(Buffer.from(JSON.stringify(wrong)).toString("base64"));

    // A challenge signed with another key, and one of ours that has expired.
    const foreign = await issueChallenge("another key", { maxNumber: 1_000, expiresAt: new Date(Date.now() + MINUTE) });
    await refused(await solveProof(foreign));
    const keys = deriveQueueKeys(t.ctx.config.authSecret);
    const expired = await issueChallenge(keys.challenge, { maxNumber: 1_000, expiresAt: new Date(Date.now() - 1000) });
    await refused(await solveProof(expired));
    expect(await entries(event.id)).toHaveLength(0);

    // A proof is good once, even for another account.
    const proof = await q.proof();
    expect((await q.join(one.cookie, event.id, { proof })).status).toBe(201);
    const reused = await q.join(two.cookie, event.id, { proof });
    expect(reused.status).toBe(403);
    expect(await reasonOf(reused)).toMatchObject({ reason: "queue_proof_invalid" });
    expect(await entries(event.id)).toHaveLength(1);
  });

  it("takes a proof once when two requests race with it", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(10) });
    const [one, two] = fans(2) as [BuiltUser, BuiltUser];
    const proof = await q.proof();
    const answers = await Promise.all([
      q.join(one.cookie, event.id, { proof }),
      q.join(two.cookie, event.id, { proof }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(await entries(event.id)).toHaveLength(1);
  });

  // --- The hold API ------------------------------------------------------------------------------

  it("refuses holds without an admission while the queue is active, even before the sale starts", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(10) });
    const visitor = fan();
    await joined(visitor, event.id);
    const response = await q.hold(visitor.cookie, event.id, [seatId(event.id, "vip", 1, 1)]);
    expect(response.status).toBe(403);
    expect(await reasonOf(response)).toMatchObject({ reason: "admission_required" });
    // An event without a queue sells as before.
    const plain = await buildEvent(t.ctx.db);
    expect((await q.hold(visitor.cookie, plain.id, [seatId(plain.id, "vip", 1, 1)])).status).toBe(201);
  });

  it("accepts a hold only with the visitor's own, current admission for that event", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(-1), admitPerMinute: 100_000 });
    const other = await queuedEvent({ onSaleAt: inMinutes(-1), admitPerMinute: 100_000 });
    const [buyer, neighbour] = fans(2) as [BuiltUser, BuiltUser];
    await joined(buyer, event.id);
    await joined(neighbour, event.id);
    await joined(buyer, other.id);
    const own = (await q.status(event.id, buyer.cookie)).admission?.token as string;
    const theirs = (await q.status(event.id, neighbour.cookie)).admission?.token as string;
    const elsewhere = (await q.status(other.id, buyer.cookie)).admission?.token as string;
    expect([own, theirs, elsewhere].every(Boolean)).toBe(true);
    const seats = [seatId(event.id, "vip", 2, 5)];

    const invalid = async (token: string) => {
      const response = await q.hold(buyer.cookie, event.id, seats, token);
      expect(response.status).toBe(403);
      expect(await reasonOf(response)).toMatchObject({ reason: "admission_invalid" });
    };
    expect(await reasonOf(await q.hold(buyer.cookie, event.id, seats))).toMatchObject({
      reason: "admission_required",
    });
    await invalid("forged");
    const [seq, expiry, mac] = own.split(".") as [string, string, string];
    await invalid(`${seq}.${Number(expiry) + 60_000}.${mac}`);
    await invalid(`${seq}.${expiry}.${mac.slice(0, -2)}AA`);
    await invalid(theirs);
    await invalid(elsewhere);
    // Signed with the right key, but expired.
    const keys = deriveQueueKeys(t.ctx.config.authSecret);
    const past = Date.now() - 1000;
    await invalid(
      signAdmission(keys.admission, { eventId: event.id, userId: buyer.userId, seq: Number(seq), expiresAt: past }),
    );
    // The entry's admission expired in the database: the token is no longer current.
    await t.ctx.db
      .updateTable("queue_entries")
      .set({ admission_expires_at: new Date(past).toISOString() })
      .where("seq", "=", Number(seq))
      .execute();
    await invalid(own);
    await t.ctx.db
      .updateTable("queue_entries")
      .set({ admission_expires_at: new Date(Number(expiry)).toISOString() })
      .where("seq", "=", Number(seq))
      .execute();

    const held = await q.hold(buyer.cookie, event.id, seats, own);
    expect(held.status).toBe(201);
  });

  it("ends the admission when the visitor's order completes, and admits the next in line", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(-1), admitPerMinute: 100_000, maxActive: 1 });
    const [buyer, next] = fans(2) as [BuiltUser, BuiltUser];
    await joined(buyer, event.id);
    await joined(next, event.id);
    const token = (await q.status(event.id, buyer.cookie)).admission?.token as string;
    expect((await q.status(event.id, next.cookie)).phase).toBe("waiting");

    const held = await q.hold(buyer.cookie, event.id, [seatId(event.id, "vip", 1, 3)], token);
    expect(held.status).toBe(201);
    const { order } = (await held.json()) as { order: OrderView };
    expect((await paySimulated(t, buyer.cookie, order.id)).status).toBe(200);

    const done = await q.status(event.id, buyer.cookie);
    expect(done).toMatchObject({ phase: "done", admission: null });
    t.ctx.queue.invalidate(event.id);
    const again = await q.hold(buyer.cookie, event.id, [seatId(event.id, "vip", 1, 4)], token);
    expect(again.status).toBe(403);
    expect(await reasonOf(again)).toMatchObject({ reason: "admission_invalid" });
    expect((await q.status(event.id, next.cookie)).phase).toBe("admitted");

    // A visitor who is done may join again, at the back of the line.
    const rejoined = await q.join(buyer.cookie, event.id);
    expect(rejoined.status).toBe(201);
    expect(((await rejoined.json()) as QueueStatus).phase).toBe("waiting");
  });

  it("says sold out at once, and lets the next in line in when held seats come back", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(-1), admitPerMinute: 100_000, maxActive: 5 });
    // A tiny house: two seats.
    await ensureSeats(t.ctx.db, event);
    const keep = [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2)];
    await t.ctx.db.deleteFrom("seats").where("event_id", "=", event.id).where("id", "not in", keep).execute();
    const [first, second, third] = fans(3) as [BuiltUser, BuiltUser, BuiltUser];
    await joined(first, event.id);
    const token = (await q.status(event.id, first.cookie)).admission?.token as string;
    const held = await q.hold(first.cookie, event.id, keep, token);
    expect(held.status).toBe(201);
    const { order } = (await held.json()) as { order: OrderView };

    // Every seat is held: nobody else is let in, but it is not sold out.
    await joined(second, event.id);
    t.ctx.queue.invalidate(event.id);
    expect(await q.status(event.id, second.cookie)).toMatchObject({ phase: "waiting", position: 1 });

    // The hold lapses: its seats come back and the next in line is admitted.
    await t.ctx.db
      .updateTable("orders")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", order.id)
      .execute();
    t.ctx.queue.invalidate(event.id);
    const admitted = await q.status(event.id, second.cookie);
    expect(admitted.phase).toBe("admitted");

    // The second visitor buys both: sold out, for everyone waiting, at once.
    await joined(third, event.id);
    const bought = await q.hold(second.cookie, event.id, keep, admitted.admission?.token);
    expect(bought.status).toBe(201);
    const paid = (await bought.json()) as { order: OrderView };
    expect((await paySimulated(t, second.cookie, paid.order.id)).status).toBe(200);
    // Within the half second a view of the queue lives.
    t.ctx.queue.invalidate(event.id);
    expect((await q.status(event.id, third.cookie)).phase).toBe("sold_out");
    expect((await q.status(event.id)).phase).toBe("sold_out");
    expect((await q.status(event.id, second.cookie)).phase).toBe("done");
    expect((await q.stats(admin.cookie, event.id)).soldOut).toBe(true);
  });

  // --- Admins --------------------------------------------------------------------------------------

  it("lets admins read and change a queue's settings; nobody else", async () => {
    const event = await buildEvent(t.ctx.db);
    const url = `/api/admin/events/${event.id}/queue`;
    const stats = await q.stats(admin.cookie, event.id);
    expect(stats).toEqual({
      eventId: event.id,
      settings: { onSaleAt: null, admitPerMinute: 600, maxActive: 500, paused: false },
      active: false,
      waiting: 0,
      preQueue: 0,
      admitted: 0,
      activeShoppers: 0,
      admittedLastMinute: 0,
      soldOut: false,
    });

    const onSaleAt = "2030-01-01T10:00:00-05:00";
    const event2030 = await buildEvent(t.ctx.db, { event_date: "2030-02-01T00:00:00.000Z" });
    const changed = await q.settings(admin.cookie, event2030.id, {
      onSaleAt,
      admitPerMinute: 1_200,
      maxActive: 300,
      paused: true,
    });
    expect(changed.settings).toEqual({
      onSaleAt: "2030-01-01T15:00:00.000Z",
      admitPerMinute: 1_200,
      maxActive: 300,
      paused: true,
    });
    // Only what is sent changes.
    const resumed = await q.settings(admin.cookie, event2030.id, { paused: false });
    expect(resumed.settings).toMatchObject({
      onSaleAt: "2030-01-01T15:00:00.000Z",
      admitPerMinute: 1_200,
      paused: false,
    });
    expect((await q.settings(admin.cookie, event2030.id, { onSaleAt: null })).settings.onSaleAt).toBeNull();

    const bad = async (json: unknown, field: string) => {
      const response = await q.request(url, { cookie: admin.cookie, method: "PUT", json });
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as ApiErrorBody).error.fields ?? {})).toEqual([field]);
    };
    await bad({ admitPerMinute: 0 }, "admitPerMinute");
    await bad({ maxActive: 1.5 }, "maxActive");
    await bad({ onSaleAt: "soon" }, "onSaleAt");
    // The sale must start before the event does.
    await bad({ onSaleAt: new Date(Date.parse(event.event_date) + MINUTE).toISOString() }, "onSaleAt");

    const visitor = fan();
    for (const method of ["GET", "PUT"]) {
      const asUser = await q.request(url, {
        cookie: visitor.cookie,
        method,
        ...(method === "PUT" ? { json: {} } : {}),
      });
      expect(asUser.status).toBe(403);
      const anonymous = await q.request(url, { method, ...(method === "PUT" ? { json: {} } : {}) });
      expect(anonymous.status).toBe(401);
    }
    const missing = await q.request(`/api/admin/events/${crypto.randomUUID()}/queue`, { cookie: admin.cookie });
    expect(missing.status).toBe(404);
  });

  it("counts the pre-queue and the line for admins", async () => {
    const event = await queuedEvent({ onSaleAt: inMinutes(10) });
    for (const visitor of fans(3)) await joined(visitor, event.id);
    expect(await q.stats(admin.cookie, event.id)).toMatchObject({
      active: true,
      waiting: 3,
      preQueue: 3,
      admitted: 0,
      activeShoppers: 0,
    });
  });

  it("answers the challenge in ALTCHA's format, never cached", async () => {
    const response = await q.request("/api/queue/challenge");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = await response.json();
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: 1_000 });
    expect(challenge).toHaveProperty("salt");
    expect(challenge).toHaveProperty("signature");
  });
});
