import { beforeAll, expect, it } from "vitest";
import type { ScanBatchResponse } from "#domain/schemas/check-in";
import type { EventSalesResponse } from "#domain/schemas/money";
import type { TicketTransferResponse, TicketView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { ticketTotals } from "#domain/tickets/ticket-totals";
import { type BuiltUser, buildEvent, buildUsers, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { TEST_ORIGIN, type TestApp } from "#server/testing/test-app";
import { verifyTicketCodeWith } from "./ticket-codes";

const VERIFY_LINK = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/;

describeDialects("ticket transfers", (open) => {
  let t: TestApp;
  let admin: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
  });

  async function myTickets(cookie: string): Promise<TicketView[]> {
    const response = await t.request("/api/my/tickets", { cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as { tickets: TicketView[] }).tickets;
  }

  function transfer(cookie: string | undefined, bookingId: string, email: string) {
    return t.request(`/api/my/tickets/${encodeURIComponent(bookingId)}/transfer`, {
      method: "POST",
      ...(cookie ? { cookie } : {}),
      json: { email },
    });
  }

  async function transferred(cookie: string, bookingId: string, email: string): Promise<TicketView> {
    const response = await transfer(cookie, bookingId, email);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as TicketTransferResponse).ticket;
  }

  /** A buyer with one paid seat on a new event a month ahead: their only ticket. */
  async function holderWithTicket(seats = 1) {
    const [holder] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const event = await buildEvent(t.ctx.db);
    const seatIds = Array.from({ length: seats }, (_, i) => seatId(event.id, "general", 12, i + 1));
    const order = await paidOrder(t, holder.cookie, event.id, seatIds);
    const tickets = await myTickets(holder.cookie);
    expect(tickets).toHaveLength(seats);
    return { holder, event, order, ticket: tickets[0] as TicketView, tickets };
  }

  function booking(id: string) {
    return t.ctx.db
      .selectFrom("bookings")
      .select(["user_id", "user_email", "user_name", "ticket_version", "transfer_to", "payment_status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  function transferRows(bookingId: string) {
    return t.ctx.db
      .selectFrom("ticket_transfers")
      .selectAll()
      .where("booking_id", "=", bookingId)
      .orderBy("created_at")
      .execute();
  }

  function mailsTo(address: string) {
    return t.ctx.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", address).orderBy("id").execute();
  }

  let nonce = 0;
  /** Scans codes at the door as an admin, one scan each. */
  async function scan(eventId: string, tokens: string[]) {
    const response = await t.request("/api/check-in/scans", {
      method: "POST",
      cookie: admin.cookie,
      json: {
        event: eventId,
        gate: "North",
        device: "transfer-test-device",
        scans: tokens.map((token) => {
          nonce += 1;
          return { token, at: new Date().toISOString(), nonce: `transfer-scan-${nonce}-${crypto.randomUUID()}` };
        }),
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as ScanBatchResponse).results;
  }

  it("passes a ticket to an existing account at once: the old code is superseded, both are mailed", async () => {
    const { holder, event, ticket, tickets } = await holderWithTicket(2);
    const [recipient] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const oldCode = ticket.ticketToken ?? "";
    expect(ticket).toMatchObject({ state: "valid", ticketVersion: 1, transferable: true, transfer: null });

    // The address is matched whatever its case.
    const sent = await transferred(holder.cookie, ticket.bookingId, `  ${recipient.email.toUpperCase()} `);
    expect(sent).toMatchObject({
      bookingId: ticket.bookingId,
      state: "transferred",
      ticketToken: null,
      transferable: false,
      checkedIn: null,
      transfer: { from: null, to: recipient.email },
    });

    expect(await booking(ticket.bookingId)).toMatchObject({
      user_id: recipient.userId,
      user_email: recipient.email,
      user_name: recipient.name,
      ticket_version: 2,
      transfer_to: null,
      payment_status: "completed",
    });
    const [row] = await transferRows(ticket.bookingId);
    expect(row).toMatchObject({
      from_user_id: holder.userId,
      from_email: holder.email,
      to_email: recipient.email,
      to_user_id: recipient.userId,
      from_version: 1,
      to_version: 2,
    });
    expect(row?.claimed_at).toBe(row?.created_at);

    // The recipient holds it, with a code of the new version.
    const theirs = await myTickets(recipient.cookie);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      bookingId: ticket.bookingId,
      state: "valid",
      ticketVersion: 2,
      transferable: true,
      transfer: { from: holder.email, to: null },
    });
    const newCode = theirs[0]?.ticketToken ?? "";
    expect(verifyTicketCodeWith(t.ctx.config.ticketKey, newCode)?.version).toBe(2);
    // The old code is still the venue's signature, but of a version the ticket no longer has.
    expect(verifyTicketCodeWith(t.ctx.config.ticketKey, oldCode)?.version).toBe(1);

    // The sender keeps the other seat and sees the one passed on, once, without a code.
    const mine = await myTickets(holder.cookie);
    expect(mine.map((x) => [x.bookingId, x.state])).toEqual([
      [ticket.bookingId, "transferred"],
      [tickets[1]?.bookingId, "valid"],
    ]);
    expect(mine[0]).toMatchObject({ ticketToken: null, transferable: false, transfer: { to: recipient.email } });

    // Both are told, in the sender's language.
    const toRecipient = await mailsTo(recipient.email);
    expect(toRecipient).toHaveLength(1);
    expect(toRecipient[0]?.subject).toContain(event.title);
    const toSender = (await mailsTo(holder.email)).filter((m) => m.subject.includes("transfer"));
    expect(toSender).toHaveLength(1);
    expect(toSender[0]?.subject).toContain(event.title);

    // At the door: the sender's old code admits nobody, the recipient's does.
    const [old, fresh] = await scan(event.id, [oldCode, newCode]);
    expect(old).toMatchObject({ outcome: "invalid", reason: "transferred" });
    expect(fresh).toMatchObject({ outcome: "admitted", ticket: { ticketId: ticket.bookingId } });
    // Once admitted it can no longer be passed on.
    const again = await transfer(recipient.cookie, ticket.bookingId, "someone.else@example.com");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "conflict", params: { reason: "ticket_not_transferable", state: "checked_in" } },
    });
  });

  it("tells each side what they paid: the buyer both seats, the recipient nothing, and after a cancellation no one", async () => {
    const { holder, event, ticket, tickets } = await holderWithTicket(2);
    const price = ticket.priceCents;
    const [recipient] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    expect(tickets.map((x) => x.origin)).toEqual(["bought", "bought"]);
    await transferred(holder.cookie, ticket.bookingId, recipient.email);

    const theirs = await myTickets(recipient.cookie);
    expect(theirs).toMatchObject([{ bookingId: ticket.bookingId, origin: "received", state: "valid" }]);
    expect(ticketTotals(theirs)).toMatchObject({ tickets: 1, received: 1, bought: 0, spentCents: 0 });
    const mine = await myTickets(holder.cookie);
    expect(ticketTotals(mine)).toMatchObject({ tickets: 1, bought: 1, passedOn: 1, spentCents: 2 * price });

    const cancel = await t.request(`/api/manage/events/${event.id}/cancel`, {
      method: "POST",
      cookie: admin.cookie,
      json: { reason: "The artist is ill." },
    });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    // The buyer was given back both seats, the one passed on included; its holder was given nothing.
    const refunded = await myTickets(holder.cookie);
    expect(ticketTotals(refunded)).toEqual({
      tickets: 0,
      bought: 1,
      received: 0,
      passedOn: 1,
      spentCents: 0,
      refundedCents: 2 * price,
    });
    const gone = await myTickets(recipient.cookie);
    expect(gone).toMatchObject([{ origin: "received", state: "event_cancelled", refundedCents: 0 }]);
    expect(ticketTotals(gone)).toMatchObject({ tickets: 0, spentCents: 0, refundedCents: 0 });
  });

  it("passes a ticket to a new address, which becomes the account's at its first verified sign-in", async () => {
    const { holder, event, ticket } = await holderWithTicket();
    const address = `friend.${crypto.randomUUID().slice(0, 8)}@example.com`;

    const sent = await transferred(holder.cookie, ticket.bookingId, address);
    expect(sent).toMatchObject({ state: "transferred", ticketToken: null, transfer: { from: null, to: address } });
    expect(await booking(ticket.bookingId)).toMatchObject({
      user_id: holder.userId,
      user_email: address,
      user_name: address,
      ticket_version: 2,
      transfer_to: address,
    });
    const [pending] = await transferRows(ticket.bookingId);
    expect(pending).toMatchObject({ to_email: address, to_user_id: null, claimed_at: null, to_version: 2 });
    expect((await mailsTo(address))[0]?.subject).toContain(event.title);
    // The sender cannot use it any more, nor pass it on again.
    expect(
      (await t.request(`/api/my/tickets/${ticket.bookingId}/calendar.ics`, { cookie: holder.cookie })).status,
    ).toBe(404);
    const twice = await transfer(holder.cookie, ticket.bookingId, "third@example.com");
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { params: { state: "transferred" } } });

    // The recipient signs up with the address and verifies it from the mail.
    const password = "a long passphrase for the friend";
    const signUp = await t.signUp({ name: "Friend Ríos", email: address, password });
    expect(signUp.status).toBe(200);
    const verifyMail = (await mailsTo(address)).findLast((m) => VERIFY_LINK.test(m.text_body));
    const link = new URL(verifyMail?.text_body.match(VERIFY_LINK)?.[0] ?? "");
    expect(link.origin).toBe(TEST_ORIGIN);
    const verified = await t.request(`${link.pathname}${link.search}`, { redirect: "manual" });
    expect(verified.status).toBeLessThan(400);
    const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: address, password } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const theirs = await myTickets(cookie);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      bookingId: ticket.bookingId,
      state: "valid",
      ticketVersion: 2,
      transferable: true,
      transfer: { from: holder.email, to: null },
    });
    expect(verifyTicketCodeWith(t.ctx.config.ticketKey, theirs[0]?.ticketToken ?? "")?.version).toBe(2);
    const profile = await t.ctx.db
      .selectFrom("profiles")
      .select("id")
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(await booking(ticket.bookingId)).toMatchObject({
      user_id: profile.id,
      user_email: address,
      user_name: "Friend Ríos",
      ticket_version: 2,
      transfer_to: null,
    });
    const [claimed] = await transferRows(ticket.bookingId);
    expect(claimed?.to_user_id).toBe(profile.id);
    expect(claimed?.claimed_at).not.toBeNull();

    // The sender still sees it as passed on, once.
    const mine = await myTickets(holder.cookie);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ state: "transferred", transfer: { to: address } });
  });

  it("lists a ticket that came back to its first holder once, as theirs", async () => {
    const { holder, ticket } = await holderWithTicket();
    const [friend] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    await transferred(holder.cookie, ticket.bookingId, friend.email);
    const back = await transferred(friend.cookie, ticket.bookingId, holder.email);
    expect(back).toMatchObject({ state: "transferred", transfer: { to: holder.email } });

    const mine = await myTickets(holder.cookie);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      state: "valid",
      ticketVersion: 3,
      transferable: true,
      transfer: { from: friend.email, to: null },
    });
    const theirs = await myTickets(friend.cookie);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ state: "transferred", transfer: { to: holder.email } });
    expect((await transferRows(ticket.bookingId)).map((r) => [r.from_version, r.to_version])).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });

  it("refuses tickets that cannot be passed on, others' tickets and the holder's own address", async () => {
    const refusal = async (response: Response, state: string) => {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: "conflict", params: { reason: "ticket_not_transferable", state } },
      });
    };

    // Refunded by an admin.
    const refunded = await holderWithTicket();
    const refund = await t.request(`/api/manage/orders/${refunded.order.id}/refund`, {
      method: "POST",
      cookie: admin.cookie,
      json: {},
    });
    expect(refund.status).toBe(200);
    await refusal(await transfer(refunded.holder.cookie, refunded.ticket.bookingId, "x@example.com"), "refunded");

    // The venue cancelled the event.
    const cancelled = await holderWithTicket();
    const cancel = await t.request(`/api/manage/events/${cancelled.event.id}/cancel`, {
      method: "POST",
      cookie: admin.cookie,
      json: { reason: "The stage is being rebuilt." },
    });
    expect(cancel.status).toBe(200);
    await refusal(
      await transfer(cancelled.holder.cookie, cancelled.ticket.bookingId, "x@example.com"),
      "event_cancelled",
    );

    // The event has started.
    const started = await holderWithTicket();
    await t.ctx.db
      .updateTable("events")
      .set({ event_date: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", started.event.id)
      .execute();
    expect((await myTickets(started.holder.cookie))[0]?.transferable).toBe(false);
    await refusal(await transfer(started.holder.cookie, started.ticket.bookingId, "x@example.com"), "event_started");

    // Admitted at the door.
    const admitted = await holderWithTicket();
    await t.ctx.db
      .insertInto("ticket_checkins")
      .values({
        booking_id: admitted.ticket.bookingId,
        event_id: admitted.event.id,
        gate: "South",
        device: "test-device",
        scanned_at: new Date().toISOString(),
        recorded_at: new Date().toISOString(),
      })
      .execute();
    expect((await myTickets(admitted.holder.cookie))[0]).toMatchObject({
      transferable: false,
      checkedIn: { gate: "South" },
    });
    await refusal(await transfer(admitted.holder.cookie, admitted.ticket.bookingId, "x@example.com"), "checked_in");

    // Someone else's ticket, or no ticket at all, is not found.
    const mine = await holderWithTicket();
    const [stranger] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const foreign = await transfer(stranger.cookie, mine.ticket.bookingId, stranger.email.replace("@", "+x@"));
    expect(foreign.status).toBe(404);
    expect((await transfer(stranger.cookie, crypto.randomUUID(), "x@example.com")).status).toBe(404);

    // The holder's own address, in any case.
    const self = await transfer(mine.holder.cookie, mine.ticket.bookingId, mine.holder.email.toUpperCase());
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: { code: "bad_request", params: { reason: "transfer_to_self" } } });

    // Not an address; not signed in.
    const invalid = await transfer(mine.holder.cookie, mine.ticket.bookingId, "not an address");
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: { code: "validation_failed", fields: { email: "validation.email" } },
    });
    expect((await transfer(undefined, mine.ticket.bookingId, "x@example.com")).status).toBe(401);

    // None of the refusals changed a ticket or wrote a transfer.
    for (const refused of [refunded, cancelled, started, admitted, mine]) {
      expect((await booking(refused.ticket.bookingId)).ticket_version).toBe(1);
      expect(await transferRows(refused.ticket.bookingId)).toEqual([]);
    }
    expect(await mailsTo("x@example.com")).toEqual([]);
  });

  it("lets exactly one of two transfers of one ticket at once through", async () => {
    const { holder, ticket } = await holderWithTicket();
    const [one, two] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
    const responses = await Promise.all([
      transfer(holder.cookie, ticket.bookingId, one.email),
      transfer(holder.cookie, ticket.bookingId, two.email),
    ]);
    const statuses = responses.map((r) => r.status).sort();
    // The loser finds the ticket no longer the holder's: someone else's now, so not found.
    expect(statuses).toEqual([200, 404]);
    const rows = await transferRows(ticket.bookingId);
    expect(rows).toHaveLength(1);
    const winner = rows[0]?.to_user_id === one.userId ? one : two;
    expect(await booking(ticket.bookingId)).toMatchObject({ user_id: winner.userId, ticket_version: 2 });

    // Two at once to addresses without accounts: the second finds it passed on already.
    const second = await holderWithTicket();
    const pendingResponses = await Promise.all([
      transfer(second.holder.cookie, second.ticket.bookingId, "first.friend@example.com"),
      transfer(second.holder.cookie, second.ticket.bookingId, "second.friend@example.com"),
    ]);
    expect(pendingResponses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await transferRows(second.ticket.bookingId)).toHaveLength(1);
    expect((await booking(second.ticket.bookingId)).ticket_version).toBe(2);
  });

  it("keeps every transfer in the event's sales view for admins", async () => {
    const { holder, event, ticket } = await holderWithTicket();
    const [friend] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    await transferred(holder.cookie, ticket.bookingId, friend.email);
    await transferred(friend.cookie, ticket.bookingId, "later.friend@example.com");

    const response = await t.request(`/api/manage/events/${event.id}/sales`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const { sales } = (await response.json()) as EventSalesResponse;
    expect(sales.transfers).toEqual([
      expect.objectContaining({
        seatId: ticket.seatId,
        section: "general",
        row: 12,
        seat: 1,
        fromEmail: holder.email,
        toEmail: friend.email,
        claimedAt: expect.any(String),
      }),
      expect.objectContaining({
        seatId: ticket.seatId,
        fromEmail: friend.email,
        toEmail: "later.friend@example.com",
        claimedAt: null,
      }),
    ]);
    // The attendee list names the ticket's current holder.
    const attendees = await t.request(`/api/manage/events/${event.id}/attendees.csv`, { cookie: admin.cookie });
    expect(await attendees.text()).toContain("later.friend@example.com");
  });
});
