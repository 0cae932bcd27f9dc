import { beforeAll, expect, it } from "vitest";
import type { TicketView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, buildEvent, buildUsers, heldOrder, paidOrder } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { calendarFileName } from "./ticket-calendar";

describeDialects("a ticket's calendar file", (open) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await open();
  });

  async function ticketsOf(cookie: string): Promise<TicketView[]> {
    const response = await t.request("/api/my/tickets", { cookie });
    return ((await response.json()) as { tickets: TicketView[] }).tickets;
  }

  it("is one entry for the ticket's order, in the buyer's language", async () => {
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const event = await buildEvent(t.ctx.db, {
      title: "Noche Sinfónica: Brahms",
      event_date: "2026-12-05T01:00:00.000Z",
    });
    const order = await paidOrder(t, buyer.cookie, event.id, [
      seatId(event.id, "vip", 1, 5),
      seatId(event.id, "vip", 1, 6),
    ]);
    const [first, second] = (await ticketsOf(buyer.cookie)) as [TicketView, TicketView];

    const response = await t.request(`/api/my/tickets/${first.bookingId}/calendar.ics`, { cookie: buyer.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="noche-sinfonica-brahms.ics"');
    const ics = await response.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`UID:order-${order.id}@bridgelandarena.com`);
    expect(ics).toContain("DTSTART:20261205T010000Z");
    expect(ics).toContain("SUMMARY:Noche Sinfónica: Brahms");
    expect(ics.replace(/\r\n /g, "")).toContain(
      "Your seats: Section VIP\\, row 1\\, seat 5\\; Section VIP\\, row 1\\, seat 6",
    );

    // The other ticket of the order gives the same entry; in Spanish when the site is.
    const spanish = await t.request(`/api/my/tickets/${second.bookingId}/calendar.ics`, {
      cookie: `${buyer.cookie}; lang=es`,
    });
    const text = await spanish.text();
    expect(text).toContain(`UID:order-${order.id}@bridgelandarena.com`);
    expect(text.replace(/\r\n /g, "")).toContain("Sus asientos: Sección VIP\\, fila 1\\, asiento 5");
  });

  it("is only for the ticket's owner, and only for a ticket", async () => {
    const [buyer, other] = (await buildUsers(t.ctx, 2)) as [BuiltUser, BuiltUser];
    const event = await buildEvent(t.ctx.db);
    await paidOrder(t, buyer.cookie, event.id, [seatId(event.id, "general", 10, 1)]);
    const [ticket] = (await ticketsOf(buyer.cookie)) as [TicketView];
    const path = `/api/my/tickets/${ticket.bookingId}/calendar.ics`;

    expect((await t.request(path)).status).toBe(401);
    const theirs = await t.request(path, { cookie: other.cookie });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ error: { code: "not_found" } });

    // A seat that is only held is no ticket yet.
    const hold = await heldOrder(t, buyer.cookie, event.id, [seatId(event.id, "general", 10, 2)]);
    const booking = await t.ctx.db
      .selectFrom("bookings")
      .select("id")
      .where("order_id", "=", hold.id)
      .executeTakeFirstOrThrow();
    expect((await t.request(`/api/my/tickets/${booking.id}/calendar.ics`, { cookie: buyer.cookie })).status).toBe(404);
  });
});

it("names the file after the event", () => {
  expect(calendarFileName("Holiday Pops 2026!")).toBe("holiday-pops-2026.ics");
  expect(calendarFileName("Noche de Graduación")).toBe("noche-de-graduacion.ics");
  expect(calendarFileName("¡¡!!")).toBe("event.ics");
});
