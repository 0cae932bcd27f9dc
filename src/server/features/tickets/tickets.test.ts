import { beforeAll, expect, it } from "vitest";
import type { OrderView, TicketView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { newTicketKeyPair, toBase64Url } from "#domain/tickets/ticket-code";
import { type BuiltUser, buildEvent, buildUsers, heldOrder, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { verifyTicketCodeWith } from "./ticket-codes";

describeDialects("my tickets API", (open) => {
  let t: TestApp;
  let admin: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
  });

  async function myTickets(cookie: string): Promise<TicketView[]> {
    const response = await t.request("/api/my/tickets", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return ((await response.json()) as { tickets: TicketView[] }).tickets;
  }

  async function complimentary(cookie: string, eventId: string, seatIds: string[]): Promise<OrderView> {
    const response = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie,
      json: { eventId, seatIds },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { order: OrderView }).order;
  }

  it("requires a signed-in user", async () => {
    const response = await t.request("/api/my/tickets");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthenticated" } });
  });

  it("lists paid and complimentary seats with their event and a ticket token the door accepts", async () => {
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const event = await buildEvent(t.ctx.db, { title: "Holiday Pops" });
    const paidSeats = [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2)];
    const paid = await paidOrder(t, buyer.cookie, event.id, paidSeats);

    const tickets = await myTickets(buyer.cookie);
    expect(tickets).toHaveLength(2);
    expect(tickets[0]).toMatchObject({
      orderId: paid.id,
      seatId: paidSeats[0],
      section: "vip",
      row: 1,
      seat: 1,
      priceCents: 15_000,
      paymentStatus: "completed",
      event: {
        id: event.id,
        title: "Holiday Pops",
        description: event.description,
        eventDate: event.event_date,
        venue: "Bridgeland Arena",
        cancelReason: null,
      },
      order: { provider: "simulated", paidAt: paid.paidAt },
    });
    expect(tickets.map((ticket) => ticket.seatId)).toEqual(paidSeats);

    const bookings = await t.ctx.db
      .selectFrom("bookings")
      .select(["id", "seat_id"])
      .where("order_id", "=", paid.id)
      .execute();
    for (const ticket of tickets) {
      const booking = bookings.find((b) => b.seat_id === ticket.seatId);
      expect(ticket.bookingId).toBe(booking?.id);
      expect(ticket).toMatchObject({ state: "valid", refundedCents: 0 });
      const token = ticket.ticketToken ?? "";
      expect(verifyTicketCodeWith(t.ctx.config.ticketKey, token)).toEqual({
        ticketId: ticket.bookingId,
        eventId: event.id,
        section: ticket.section,
        row: ticket.row,
        seat: ticket.seat,
        version: 1,
      });
      expect(ticket).toMatchObject({ ticketVersion: 1, checkedIn: null, transferable: true, transfer: null });
      // Signed with this venue's key, for this booking only.
      const other = newTicketKeyPair();
      expect(verifyTicketCodeWith({ ...other, publicKey: toBase64Url(other.publicKey) }, token)).toBeNull();
      expect(verifyTicketCodeWith(t.ctx.config.ticketKey, `${token.slice(0, -2)}xx`)).toBeNull();
    }

    // An admin's complimentary seats are tickets too.
    const comp = await complimentary(admin.cookie, event.id, [seatId(event.id, "premium", 4, 1)]);
    const adminTickets = await myTickets(admin.cookie);
    expect(adminTickets).toHaveLength(1);
    expect(adminTickets[0]).toMatchObject({
      orderId: comp.id,
      seatId: seatId(event.id, "premium", 4, 1),
      priceCents: 0,
      paymentStatus: "complimentary",
      order: { provider: "complimentary" },
    });
    expect(verifyTicketCodeWith(t.ctx.config.ticketKey, adminTickets[0]?.ticketToken ?? "")?.ticketId).toBe(
      adminTickets[0]?.bookingId,
    );
  });

  it("leaves out held, cancelled and expired orders, and never shows another user's tickets", async () => {
    const [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
    const event = await buildEvent(t.ctx.db);
    const second = await buildEvent(t.ctx.db);

    await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "general", 9, 1)]);
    const cancelled = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "general", 9, 2)]);
    expect((await t.request(`/api/orders/${cancelled.id}`, { method: "DELETE", cookie: buyer.cookie })).status).toBe(
      200,
    );
    const lapsed = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "general", 9, 3)]);
    await t.ctx.db
      .updateTable("orders")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", lapsed.id)
      .execute();
    const declined = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "general", 9, 4)]);
    const decline = await t.request(`/api/orders/${declined.id}/payments/simulated`, {
      method: "POST",
      cookie: buyer.cookie,
      json: { token: "sim_decline_0002" },
    });
    expect(decline.status).toBe(402);
    expect(await myTickets(buyer.cookie)).toEqual([]);

    const mine = await paidOrder(t, buyer.cookie, second.id, [seatId(second.id, "balcony", 31, 1)]);
    const theirs = await paidOrder(t, other.cookie, event.id, [seatId(event.id, "general", 9, 5)]);

    const buyerTickets = await myTickets(buyer.cookie);
    expect(buyerTickets.map((ticket) => ticket.orderId)).toEqual([mine.id]);
    expect(buyerTickets[0]?.event.id).toBe(second.id);
    const otherTickets = await myTickets(other.cookie);
    expect(otherTickets.map((ticket) => ticket.orderId)).toEqual([theirs.id]);
  });
});
