import { beforeAll, expect, it } from "vitest";
import type {
  CheckInCountsResponse,
  CheckInEventsResponse,
  CheckInTicketsResponse,
  TicketKeyResponse,
} from "#domain/schemas/check-in";
import { MAX_SCANS_PER_BATCH } from "#domain/schemas/check-in";
import type { TicketView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { newTicketKeyPair, signTicketCode } from "#domain/tickets/ticket-code";
import type { EventRow } from "#server/db/schema";
import { ticketCodeOf } from "#server/features/tickets";
import { type BuiltUser, buildEvent, buildUsers, heldOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { SCAN_RATE_LIMIT } from "./check-in.routes";
import { type CheckInKit, checkInKit, premiumSeats, scanOf } from "./check-in.test-kit";

const HOUR_MS = 60 * 60 * 1000;

describeDialects("check-in API", (open) => {
  let t: TestApp;
  let door: BuiltUser;
  let admin: BuiltUser;
  let manager: BuiltUser;
  let otherManager: BuiltUser;
  let buyer: BuiltUser;
  let plain: BuiltUser;
  let checkIn: CheckInKit;

  beforeAll(async () => {
    t = await open();
    [door] = (await buildUsers(t.ctx, 1, ["door_staff"])) as [BuiltUser];
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
    [manager, otherManager] = (await buildUsers(t.ctx, 2, ["event_manager"])) as [BuiltUser, BuiltUser];
    [buyer, plain] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
    checkIn = checkInKit(t, door);
  });

  /** An event with `seats` paid seats in row 5 of the premium section, and each seat's ticket code. */
  async function soldEvent(seats: number, overrides: Partial<EventRow> = {}, who: BuiltUser = buyer) {
    const event = await buildEvent(t.ctx.db, { title: "Door Night", ...overrides });
    return { event, ...(await checkIn.sell(who, event.id, premiumSeats(event.id, 5, 1, seats))) };
  }

  async function get<T>(pathname: string, cookie: string | undefined = door.cookie): Promise<T> {
    const response = await t.request(pathname, cookie ? { cookie } : {});
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return (await response.json()) as T;
  }

  it("serves the venue's public key to anyone", async () => {
    const response = await t.request("/api/check-in/key");
    expect(response.status).toBe(200);
    expect((await response.json()) as TicketKeyResponse).toEqual({ publicKey: t.ctx.config.ticketKey.publicKey });
  });

  it("admits a valid ticket once, naming seat and (with ID checks) holder; the next scan anywhere is already admitted", async () => {
    const { event, tickets, tokens } = await soldEvent(1, { id_checks: 1 });
    const ticket = tickets[0] as TicketView;
    const admitted = await checkIn.scanOne(event.id, tokens[0] as string, { gate: "North" });
    expect(admitted).toEqual({
      nonce: expect.any(String),
      outcome: "admitted",
      ticket: { ticketId: ticket.bookingId, section: "premium", row: 5, seat: 1, holderName: buyer.name },
    });

    const again = await checkIn.scanOne(event.id, tokens[0] as string, { gate: "South", device: "device-south-1" });
    expect(again).toMatchObject({
      outcome: "already_admitted",
      admittedGate: "North",
      ticket: { ticketId: ticket.bookingId },
    });
    expect(again.outcome === "already_admitted" && again.admittedAt).toBeTruthy();

    const checkins = await t.ctx.db
      .selectFrom("ticket_checkins")
      .selectAll()
      .where("event_id", "=", event.id)
      .execute();
    expect(checkins).toEqual([
      expect.objectContaining({ booking_id: ticket.bookingId, gate: "North", device: "device-north-1" }),
    ]);
    // Every scan is recorded with its answer and the staff member who uploaded it.
    const scans = await t.ctx.db.selectFrom("ticket_scans").selectAll().where("event_id", "=", event.id).execute();
    expect(scans.map((s) => [s.outcome, s.gate, s.recorded_by, s.booking_id])).toEqual([
      ["admitted", "North", door.userId, ticket.bookingId],
      ["already_admitted", "South", door.userId, ticket.bookingId],
    ]);
    // The holder's My Tickets shows the admission.
    const mine = (await checkIn.myTickets(buyer.cookie)).find(
      (mineTicket) => mineTicket.bookingId === ticket.bookingId,
    );
    expect(mine?.checkedIn).toMatchObject({ gate: "North" });
  });

  it("refuses forged, tampered, foreign and garbage codes as bad signatures", async () => {
    const { event, tokens } = await soldEvent(1);
    const token = tokens[0] as string;
    const other = newTicketKeyPair();
    const claims = {
      ticketId: crypto.randomUUID(),
      eventId: event.id,
      section: "premium",
      row: 5,
      seat: 1,
      version: 1,
    };
    const [payload, signature] = token.split(".") as [string, string];
    const forged = [
      "not a ticket",
      "",
      `${payload}.${otherFirst(signature)}`,
      `${otherFirst(payload)}.${signature}`,
      // The same bytes written another way (bits past the last byte set) are no code either.
      `${payload}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      signTicketCode(claims, other.secretKey),
    ];
    const answered = await checkIn.results(
      await checkIn.upload(
        event.id,
        forged.map((code) => scanOf(code)),
      ),
    );
    for (const result of answered) {
      expect(result).toMatchObject({ outcome: "invalid", reason: "bad_signature", ticket: null });
    }
    // Nothing was admitted: the real code still admits.
    expect((await checkIn.scanOne(event.id, token)).outcome).toBe("admitted");
  });

  it("refuses a ticket of another event, a ticket nobody bought and a hold that was never paid", async () => {
    const { tokens } = await soldEvent(1);
    const elsewhere = await buildEvent(t.ctx.db);
    expect(await checkIn.scanOne(elsewhere.id, tokens[0] as string)).toMatchObject({
      outcome: "invalid",
      reason: "wrong_event",
      ticket: null,
    });

    const key = t.ctx.config.ticketKey;
    const nobody = ticketCodeOf(key, {
      bookingId: crypto.randomUUID(),
      eventId: elsewhere.id,
      section: "premium",
      row: 1,
      seat: 1,
      version: 1,
    });
    expect(await checkIn.scanOne(elsewhere.id, nobody)).toMatchObject({
      outcome: "invalid",
      reason: "unknown",
      ticket: null,
    });

    const hold = await heldOrder(t, buyer.cookie, elsewhere.id, [seatId(elsewhere.id, "vip", 1, 1)]);
    const booking = await t.ctx.db
      .selectFrom("bookings")
      .select(["id", "ticket_version"])
      .where("order_id", "=", hold.id)
      .executeTakeFirstOrThrow();
    const unpaid = ticketCodeOf(key, {
      bookingId: booking.id,
      eventId: elsewhere.id,
      section: "vip",
      row: 1,
      seat: 1,
      version: booking.ticket_version,
    });
    expect(await checkIn.scanOne(elsewhere.id, unpaid)).toMatchObject({
      outcome: "invalid",
      reason: "unknown",
      ticket: null,
    });
    expect(
      await t.ctx.db.selectFrom("ticket_checkins").select("booking_id").where("event_id", "=", elsewhere.id).execute(),
    ).toEqual([]);
  });

  it("refuses a refunded ticket, a void one and the earlier code of a transferred one", async () => {
    const { event, order, tickets, tokens } = await soldEvent(3);
    const [refundedTicket, voidTicket, movedTicket] = tickets as [TicketView, TicketView, TicketView];

    const refund = await t.request(`/api/manage/orders/${order.id}/refund`, {
      method: "POST",
      cookie: admin.cookie,
      json: { seatIds: [refundedTicket.seatId] },
    });
    expect(refund.status).toBe(200);
    // The provider took the money of one seat back.
    await t.ctx.db
      .updateTable("bookings")
      .set({ payment_status: "void" })
      .where("id", "=", voidTicket.bookingId)
      .execute();
    // Passed on: the ticket's version grew, so the code the first holder has is superseded.
    await t.ctx.db
      .updateTable("bookings")
      .set((eb) => ({ ticket_version: eb("ticket_version", "+", 1) }))
      .where("id", "=", movedTicket.bookingId)
      .execute();

    const answered = await checkIn.results(
      await checkIn.upload(
        event.id,
        tokens.map((token) => scanOf(token)),
      ),
    );
    expect(answered.map((r) => (r.outcome === "invalid" ? r.reason : r.outcome))).toEqual([
      "refunded",
      "void",
      "transferred",
    ]);
    expect(answered.map((r) => r.ticket?.ticketId)).toEqual(tickets.map((ticket) => ticket.bookingId));

    // The new holder's code (the current version) admits.
    const current = ticketCodeOf(t.ctx.config.ticketKey, {
      bookingId: movedTicket.bookingId,
      eventId: event.id,
      section: movedTicket.section,
      row: movedTicket.row,
      seat: movedTicket.seat,
      version: 2,
    });
    expect((await checkIn.scanOne(event.id, current)).outcome).toBe("admitted");
    // A version never issued admits nobody.
    const ahead = ticketCodeOf(t.ctx.config.ticketKey, {
      bookingId: movedTicket.bookingId,
      eventId: event.id,
      section: movedTicket.section,
      row: movedTicket.row,
      seat: movedTicket.seat,
      version: 3,
    });
    expect(await checkIn.scanOne(event.id, ahead)).toMatchObject({ outcome: "invalid", reason: "unknown" });
  });

  it("refuses every ticket of a cancelled event", async () => {
    const { event, tokens } = await soldEvent(2);
    const cancel = await t.request(`/api/manage/events/${event.id}/cancel`, {
      method: "POST",
      cookie: admin.cookie,
      json: { reason: "The artist is ill." },
    });
    expect(cancel.status).toBe(200);
    const answered = await checkIn.results(
      await checkIn.upload(
        event.id,
        tokens.map((token) => scanOf(token)),
      ),
    );
    expect(answered.map((r) => (r.outcome === "invalid" ? r.reason : r.outcome))).toEqual(["cancelled", "cancelled"]);
  });

  it("admits one of two devices scanning one ticket at once; the other names the winner's gate", async () => {
    for (let round = 0; round < 3; round++) {
      const { event, tokens } = await soldEvent(1);
      const token = tokens[0] as string;
      const [north, south] = await Promise.all([
        checkIn.scanOne(event.id, token, { gate: "North", device: "device-north-1" }),
        checkIn.scanOne(event.id, token, { gate: "South", device: "device-south-1" }),
      ]);
      const outcomes = [north.outcome, south.outcome].sort();
      expect(outcomes).toEqual(["admitted", "already_admitted"]);
      const winnerGate = north.outcome === "admitted" ? "North" : "South";
      const loser = north.outcome === "admitted" ? south : north;
      expect(loser).toMatchObject({ outcome: "already_admitted", admittedGate: winnerGate });
      const checkins = await t.ctx.db
        .selectFrom("ticket_checkins")
        .select("gate")
        .where("event_id", "=", event.id)
        .execute();
      expect(checkins).toEqual([{ gate: winnerGate }]);
    }
  });

  it("answers an offline batch uploaded twice (one after the other, and at once) the same, admitting once", async () => {
    const { event, tokens } = await soldEvent(4);
    const earlier = Date.now() - 5 * 60_000;
    // Scanned offline: each ticket once, the first one twice.
    const batch = [...tokens, tokens[0] as string].map((token, i) =>
      scanOf(token, new Date(earlier + i * 1000).toISOString()),
    );
    const first = await checkIn.results(
      await checkIn.upload(event.id, batch, { gate: "East", device: "device-east-1" }),
    );
    expect(first.map((r) => r.outcome)).toEqual(["admitted", "admitted", "admitted", "admitted", "already_admitted"]);
    expect(first.map((r) => r.nonce)).toEqual(batch.map((scan) => scan.nonce));
    // The admission's time is the device's, when it scanned.
    expect(first[4]).toMatchObject({ admittedAt: batch[0]?.at, admittedGate: "East" });

    const second = await checkIn.results(
      await checkIn.upload(event.id, batch, { gate: "East", device: "device-east-1" }),
    );
    expect(second).toEqual(first);

    const racing = await soldEvent(3);
    const raceBatch = racing.tokens.map((token) => scanOf(token));
    const [a, b] = await Promise.all([
      checkIn.results(await checkIn.upload(racing.event.id, raceBatch, { device: "device-west-1", gate: "West" })),
      checkIn.results(await checkIn.upload(racing.event.id, raceBatch, { device: "device-west-1", gate: "West" })),
    ]);
    expect(a).toEqual(b);
    expect(a.map((r) => r.outcome)).toEqual(["admitted", "admitted", "admitted"]);

    for (const [eventId, scans, admissions] of [
      [event.id, batch.length, 4],
      [racing.event.id, raceBatch.length, 3],
    ] as const) {
      const recorded = await t.ctx.db
        .selectFrom("ticket_scans")
        .select("nonce")
        .where("event_id", "=", eventId)
        .execute();
      expect(recorded).toHaveLength(scans);
      const admitted = await t.ctx.db
        .selectFrom("ticket_checkins")
        .select("booking_id")
        .where("event_id", "=", eventId)
        .execute();
      expect(admitted).toHaveLength(admissions);
    }
  });

  it("gives a scanner the event's valid tickets, what is revoked and what is admitted", async () => {
    const { event, order, tickets, tokens } = await soldEvent(4);
    const [admittedTicket, refundedTicket, movedTicket, plainTicket] = tickets as [
      TicketView,
      TicketView,
      TicketView,
      TicketView,
    ];
    await checkIn.scanOne(event.id, tokens[0] as string, { gate: "North" });
    await t.request(`/api/manage/orders/${order.id}/refund`, {
      method: "POST",
      cookie: admin.cookie,
      json: { seatIds: [refundedTicket.seatId] },
    });
    await t.ctx.db
      .updateTable("bookings")
      .set({ ticket_version: 3, user_name: "" })
      .where("id", "=", movedTicket.bookingId)
      .execute();

    const data = await get<CheckInTicketsResponse>(`/api/check-in/events/${event.id}/tickets`);
    expect(data.event).toEqual({
      id: event.id,
      title: "Door Night",
      titleEs: null,
      eventDate: event.event_date,
      venue: event.venue,
      idChecks: false,
    });
    expect(data.publicKey).toBe(t.ctx.config.ticketKey.publicKey);
    expect(Number.isNaN(Date.parse(data.generatedAt))).toBe(false);
    // Without ID checks the door gets seats and versions: no names, no addresses.
    expect(data.tickets).toEqual([
      { ticketId: admittedTicket.bookingId, section: "premium", row: 5, seat: 1, version: 1 },
      { ticketId: movedTicket.bookingId, section: "premium", row: 5, seat: 3, version: 3 },
      { ticketId: plainTicket.bookingId, section: "premium", row: 5, seat: 4, version: 1 },
    ]);
    expect(JSON.stringify(data)).not.toContain(buyer.name);
    expect(JSON.stringify(data)).not.toContain("@");

    // An admin turns ID checks on: the names come, never an address (a holder without a name has none).
    const turnedOn = await t.request(`/api/manage/events/${event.id}/id-checks`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { idChecks: true },
    });
    expect(turnedOn.status).toBe(200);
    expect(await turnedOn.json()).toEqual({ eventId: event.id, idChecks: true });
    const named = await get<CheckInTicketsResponse>(`/api/check-in/events/${event.id}/tickets`);
    expect(named.event.idChecks).toBe(true);
    expect(named.tickets).toEqual([
      { ticketId: admittedTicket.bookingId, section: "premium", row: 5, seat: 1, holderName: buyer.name, version: 1 },
      { ticketId: movedTicket.bookingId, section: "premium", row: 5, seat: 3, version: 3 },
      { ticketId: plainTicket.bookingId, section: "premium", row: 5, seat: 4, holderName: buyer.name, version: 1 },
    ]);
    expect(JSON.stringify(named)).not.toContain("@");
    const plainScan = await checkIn.scanOne(event.id, tokens[3] as string);
    expect(plainScan).toMatchObject({ outcome: "admitted", ticket: { holderName: buyer.name } });
    // Door staff may not change the setting; a bad body changes nothing.
    const byDoor = await t.request(`/api/manage/events/${event.id}/id-checks`, {
      method: "PUT",
      cookie: door.cookie,
      json: { idChecks: false },
    });
    expect(byDoor.status).toBe(403);
    const bad = await t.request(`/api/manage/events/${event.id}/id-checks`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { idChecks: "yes" },
    });
    expect(bad.status).toBe(400);
    expect((await get<CheckInTicketsResponse>(`/api/check-in/events/${event.id}/tickets`)).event.idChecks).toBe(true);
    expect(data.revoked).toEqual(
      expect.arrayContaining([
        { ticketId: refundedTicket.bookingId, version: 1, reason: "refunded" },
        { ticketId: movedTicket.bookingId, version: 2, reason: "transferred" },
      ]),
    );
    expect(data.revoked).toHaveLength(2);
    expect(data.admitted).toEqual([{ ticketId: admittedTicket.bookingId, at: expect.any(String), gate: "North" }]);

    // A cancelled event's tickets are all revoked.
    const cancelled = await soldEvent(2);
    await t.request(`/api/manage/events/${cancelled.event.id}/cancel`, {
      method: "POST",
      cookie: admin.cookie,
      json: { reason: "Storm." },
    });
    const gone = await get<CheckInTicketsResponse>(`/api/check-in/events/${cancelled.event.id}/tickets`);
    expect(gone.tickets).toEqual([]);
    expect(gone.revoked.map((r) => [r.ticketId, r.reason])).toEqual(
      cancelled.tickets.map((ticket) => [ticket.bookingId, "cancelled"]),
    );

    expect(
      (await t.request(`/api/check-in/events/${crypto.randomUUID()}/tickets`, { cookie: door.cookie })).status,
    ).toBe(404);
  });

  it("counts valid tickets and admissions per gate", async () => {
    const { event, tokens } = await soldEvent(5);
    await checkIn.scanOne(event.id, tokens[0] as string, { gate: "North" });
    await checkIn.scanOne(event.id, tokens[1] as string, { gate: "South" });
    await checkIn.scanOne(event.id, tokens[2] as string, { gate: "North" });
    await checkIn.scanOne(event.id, tokens[2] as string, { gate: "South" });
    const counts = await get<CheckInCountsResponse>(`/api/check-in/events/${event.id}/counts`);
    expect(counts).toEqual({
      eventId: event.id,
      tickets: 5,
      admitted: 3,
      gates: [
        { gate: "North", admitted: 2 },
        { gate: "South", admitted: 1 },
      ],
    });
  });

  it("lists upcoming approved events for door staff and admins, and only their own for a manager", async () => {
    const now = Date.now();
    const started = await buildEvent(t.ctx.db, {
      created_by: manager.userId,
      event_date: new Date(now - 6 * HOUR_MS).toISOString(),
    });
    const soon = await buildEvent(t.ctx.db, { event_date: new Date(now + 2 * HOUR_MS).toISOString() });
    const long = await buildEvent(t.ctx.db, { event_date: new Date(now - 13 * HOUR_MS).toISOString() });
    const pending = await buildEvent(t.ctx.db, { approval_status: "pending", created_by: manager.userId });
    const cancelled = await buildEvent(t.ctx.db, { cancelled_at: new Date().toISOString(), cancel_reason: "x" });

    const listed = (cookie: string) =>
      get<CheckInEventsResponse>("/api/check-in/events", cookie).then((r) => r.events.map((e) => e.id));
    for (const cookie of [door.cookie, admin.cookie]) {
      const ids = await listed(cookie);
      expect(ids.indexOf(started.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(started.id)).toBeLessThan(ids.indexOf(soon.id));
      for (const hidden of [long.id, pending.id, cancelled.id]) expect(ids).not.toContain(hidden);
    }
    expect(await listed(manager.cookie)).toEqual([started.id]);
    expect(await listed(otherManager.cookie)).toEqual([]);
    expect((await t.request("/api/check-in/events", { cookie: plain.cookie })).status).toBe(403);
  });

  it("lets an event manager check in for their own event only", async () => {
    const own = await soldEvent(1, { created_by: manager.userId });
    const foreign = await soldEvent(1, { created_by: otherManager.userId });
    expect(await checkIn.scanOne(own.event.id, own.tokens[0] as string)).toMatchObject({ outcome: "admitted" });
    for (const path of [
      `/api/check-in/events/${foreign.event.id}/tickets`,
      `/api/check-in/events/${foreign.event.id}/counts`,
    ]) {
      const response = await t.request(path, { cookie: manager.cookie });
      expect(response.status).toBe(403);
      expect((await t.request(path, { cookie: admin.cookie })).status).toBe(200);
    }
    const refused = await checkIn.upload(foreign.event.id, [scanOf(foreign.tokens[0] as string)], {
      cookie: manager.cookie,
    });
    expect(refused.status).toBe(403);
    expect(
      await t.ctx.db.selectFrom("ticket_scans").select("id").where("event_id", "=", foreign.event.id).execute(),
    ).toEqual([]);
    const ownScan = await checkIn.upload(own.event.id, [scanOf(own.tokens[0] as string)], { cookie: manager.cookie });
    expect((await checkIn.results(ownScan))[0]).toMatchObject({ outcome: "already_admitted" });
  });

  it("validates a batch: its size, its fields and its event", async () => {
    const { event, tokens } = await soldEvent(1);
    const tooMany = Array.from({ length: MAX_SCANS_PER_BATCH + 1 }, () => scanOf(tokens[0] as string));
    const large = await checkIn.upload(event.id, tooMany);
    expect(large.status).toBe(400);
    expect(await large.json()).toMatchObject({
      error: { code: "validation_failed", fields: { scans: "door.batchTooLarge" } },
    });

    // A full batch of real codes fits in the API's body limit.
    const full = Array.from({ length: MAX_SCANS_PER_BATCH }, () => scanOf(tokens[0] as string));
    const fullAnswers = await checkIn.results(await checkIn.upload(event.id, full));
    expect(fullAnswers.filter((r) => r.outcome === "admitted")).toHaveLength(1);

    const blankGate = await checkIn.upload(event.id, [scanOf(tokens[0] as string)], { gate: " " });
    expect(blankGate.status).toBe(400);
    expect(await blankGate.json()).toMatchObject({ error: { fields: { gate: "door.gateRequired" } } });

    expect((await checkIn.upload(crypto.randomUUID(), [scanOf(tokens[0] as string)])).status).toBe(404);
  });
});

describeDialects("check-in scan rate limit", (open) => {
  it("answers an account's 601st scan upload in a minute with 429; other accounts scan on", async () => {
    // Limits are off in the test environment; this app runs as in development.
    const t = await open({ NODE_ENV: "development" });
    const [door, other] = (await buildUsers(t.ctx, 2, ["door_staff"])) as [BuiltUser, BuiltUser];
    const event = await buildEvent(t.ctx.db);
    const checkIn = checkInKit(t, door);
    const send = (cookie: string) =>
      checkIn.upload(event.id, [scanOf("not a ticket")], { cookie, device: "device-rate-1" });
    expect(SCAN_RATE_LIMIT).toMatchObject({ max: 600, windowMs: 60_000, per: "account" });
    // The counters count in windows aligned to the minute: start early enough in one, and count
    // the account's first 599 uploads straight into the shared counters.
    const left = SCAN_RATE_LIMIT.windowMs - (Date.now() % SCAN_RATE_LIMIT.windowMs);
    if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    const key = `${SCAN_RATE_LIMIT.name}:account:${door.userId}`;
    for (let sent = 1; sent < SCAN_RATE_LIMIT.max; sent++) await t.ctx.counters.hit(key, SCAN_RATE_LIMIT.windowMs);
    expect((await send(door.cookie)).status).toBe(200);
    const limited = await send(door.cookie);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: { code: "rate_limited", params: { limit: "check-in-scans" } } });
    expect((await send(other.cookie)).status).toBe(200);
  }, 30_000);
});

/** The text with its first character changed: every bit of it counts, so the bytes change. */
function otherFirst(text: string): string {
  return `${text.startsWith("A") ? "B" : "A"}${text.slice(1)}`;
}
