import { beforeAll, expect, it } from "vitest";
import type { EventDetail, EventListing } from "#domain/schemas/listings";
import { generateSeats, seatCount } from "#domain/seating/layouts";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { listingsChanged } from "./listings-cache";

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describeDialects("listings API", (open) => {
  let t: TestApp;
  let buyer: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
  });

  async function listEvents(query = ""): Promise<EventListing[]> {
    // These tests write events, seats and orders straight to the database, which nothing
    // announces: they announce it, as a script that writes them must.
    listingsChanged(t.ctx);
    const response = await t.request(`/api/events${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { events: EventListing[] }).events;
  }

  it("lists approved upcoming events only, soonest first, with picture, type and free seats", async () => {
    const later = await buildEvent(t.ctx.db, { title: "Jazz Night", event_date: inDays(20) });
    const sooner = await buildEvent(t.ctx.db, { title: "Houston Symphony Gala", event_date: inDays(5) });
    const game = await buildEvent(t.ctx.db, {
      title: "College Basketball Final",
      event_date: inDays(10),
      layout: "arena",
      image_url: "/media/u1/1_court.webp",
    });
    await buildEvent(t.ctx.db, { title: "Pending Show", approval_status: "pending", event_date: inDays(3) });
    await buildEvent(t.ctx.db, { title: "Rejected Show", approval_status: "rejected", event_date: inDays(4) });
    await buildEvent(t.ctx.db, { title: "Last Week's Show", event_date: inDays(-7) });

    const events = await listEvents();
    expect(events.map((e) => e.title)).toEqual(["Houston Symphony Gala", "College Basketball Final", "Jazz Night"]);
    expect(events[0]).toEqual({
      id: sooner.id,
      title: "Houston Symphony Gala",
      description: sooner.description,
      titleEs: null,
      descriptionEs: null,
      eventDate: sooner.event_date,
      venue: sooner.venue,
      image: "/images/events/symphony.webp",
      type: "event",
      seatsLeft: seatCount("traditional"),
      fromPriceCents: 2_500,
      toPriceCents: 15_000,
      availability: "in_stock",
    });
    // The fixed basketball picture wins over an upload; seats not generated yet count the event's layout.
    expect(events[1]).toMatchObject({ id: game.id, image: "/images/events/basketball.webp", type: "sports" });
    expect(events[1]?.seatsLeft).toBe(seatCount("arena"));
    expect(events[1]).toMatchObject({ fromPriceCents: 4_000, toPriceCents: 20_000 });
    expect(events[2]).toMatchObject({ id: later.id, image: "/images/events/stock-3.webp", type: "event" });
  });

  it("limits the list for the home page and rejects a bad limit", async () => {
    expect(await listEvents("?limit=1")).toHaveLength(1);
    const all = await listEvents();
    expect((await listEvents("?limit=3")).map((e) => e.id)).toEqual(all.slice(0, 3).map((e) => e.id));
    for (const bad of ["0", "-1", "abc", "1000"]) {
      const response = await t.request(`/api/events?limit=${bad}`);
      expect(response.status, bad).toBe(400);
    }
  });

  /** An order of `status` with one booking per seat (rows as the orders feature writes them). */
  async function claim(
    eventId: string,
    seatIds: string[],
    status: "held" | "completed" | "released",
    expiresAt?: string,
  ) {
    const now = new Date().toISOString();
    const orderId = crypto.randomUUID();
    await t.ctx.db
      .insertInto("orders")
      .values({
        id: orderId,
        user_id: buyer.userId,
        event_id: eventId,
        kind: "tickets",
        status: status === "completed" ? "paid" : status === "held" ? "held" : "expired",
        total_cents: 0,
        currency: "USD",
        provider: null,
        provider_ref: null,
        details: null,
        expires_at: expiresAt ?? null,
        paid_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.ctx.db
      .insertInto("bookings")
      .values(
        seatIds.map((seatId) => ({
          id: crypto.randomUUID(),
          order_id: orderId,
          user_id: buyer.userId,
          seat_id: seatId,
          event_id: eventId,
          total_amount_cents: 2500,
          payment_status: status,
          user_email: buyer.email,
          user_name: buyer.name,
          booking_date: now,
        })),
      )
      .execute();
  }

  it("counts sold seats and live holds as taken; lapsed holds and released seats as free", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Seat Count Show", event_date: inDays(1) });
    const seats = generateSeats(event.id, "traditional");
    await t.ctx.db
      .insertInto("seats")
      .values(
        seats.map((s) => ({
          id: s.id,
          event_id: event.id,
          section: s.section,
          row_number: s.row,
          seat_number: s.seat,
          price_cents: s.priceCents,
        })),
      )
      .execute();
    const seat = (n: number) => seats[n]?.id ?? "";
    await claim(event.id, [seat(0), seat(1)], "completed");
    await claim(event.id, [seat(2)], "held", inDays(0.01));
    await claim(event.id, [seat(3)], "held", inDays(-0.01));
    await claim(event.id, [seat(4)], "released");

    const listed = (await listEvents()).find((e) => e.id === event.id);
    expect(listed?.seatsLeft).toBe(seats.length - 3);
    const detail = await t.request(`/api/events/${event.id}`);
    expect(((await detail.json()) as { event: EventDetail }).event.seatsLeft).toBe(seats.length - 3);

    // Generated seats are what count: a smaller hall after a section was removed has fewer.
    await t.ctx.db.deleteFrom("seats").where("event_id", "=", event.id).where("section", "=", "balcony").execute();
    const smaller = (await listEvents()).find((e) => e.id === event.id);
    expect(smaller?.seatsLeft).toBe(seats.filter((s) => s.section !== "balcony").length - 3);
  });

  it("prices an event by its generated seats and says when few are left or none", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Price Range Show", event_date: inDays(2), layout: "arena" });
    const seats = generateSeats(event.id, "arena");
    await t.ctx.db
      .insertInto("seats")
      .values(
        seats.map((s) => ({
          id: s.id,
          event_id: event.id,
          section: s.section,
          row_number: s.row,
          seat_number: s.seat,
          price_cents: s.priceCents,
        })),
      )
      .execute();
    const listed = async () => (await listEvents()).find((e) => e.id === event.id);
    expect(await listed()).toMatchObject({
      seatsLeft: 1_070,
      fromPriceCents: 4_000,
      toPriceCents: 20_000,
      availability: "in_stock",
    });

    // Without its Floor the dearest seat is the Lower Bowl's.
    await t.ctx.db.deleteFrom("seats").where("event_id", "=", event.id).where("section", "=", "floor").execute();
    const left = seats.filter((s) => s.section !== "floor");
    expect(await listed()).toMatchObject({ seatsLeft: 870, fromPriceCents: 4_000, toPriceCents: 8_500 });

    // 5% of 870 seats, rounded up, is 44: with 44 left the listing says few, with none sold out.
    await claim(
      event.id,
      left.slice(0, 870 - 45).map((s) => s.id),
      "completed",
    );
    expect((await listed())?.availability).toBe("in_stock");
    await claim(event.id, [left[870 - 45]?.id ?? ""], "held", inDays(0.01));
    expect(await listed()).toMatchObject({ seatsLeft: 44, availability: "few_left" });
    await claim(
      event.id,
      left.slice(870 - 44).map((s) => s.id),
      "completed",
    );
    const soldOut = await listed();
    expect(soldOut).toMatchObject({ seatsLeft: 0, availability: "sold_out", fromPriceCents: 4_000 });
    const detail = (await (await t.request(`/api/events/${event.id}`)).json()) as { event: EventDetail };
    expect(detail.event).toMatchObject({ seatsLeft: 0, availability: "sold_out", toPriceCents: 8_500 });
  });

  it("says when sales open: the waiting room's on-sale time, else the approval", async () => {
    const onSaleAt = inDays(3);
    const queued = await buildEvent(t.ctx.db, { event_date: inDays(9), on_sale_at: onSaleAt });
    const plain = await buildEvent(t.ctx.db, { event_date: inDays(9) });
    const detailOf = async (id: string) =>
      ((await (await t.request(`/api/events/${id}`)).json()) as { event: EventDetail }).event;
    expect((await detailOf(queued.id)).salesOpenAt).toBe(onSaleAt);
    expect((await detailOf(plain.id)).salesOpenAt).toBe(plain.approved_at);
  });

  it("answers one approved event, past ones included, and 404 for any other", async () => {
    const upcoming = await buildEvent(t.ctx.db, { title: "Detail Show", event_date: inDays(8) });
    const past = await buildEvent(t.ctx.db, { title: "Old Show", event_date: inDays(-2) });
    const pending = await buildEvent(t.ctx.db, { approval_status: "pending" });
    const rejected = await buildEvent(t.ctx.db, { approval_status: "rejected" });

    const response = await t.request(`/api/events/${upcoming.id}`);
    expect(response.status).toBe(200);
    const { event } = (await response.json()) as { event: EventDetail };
    expect(event).toMatchObject({ id: upcoming.id, title: "Detail Show", past: false, seatsLeft: 916 });

    const old = (await (await t.request(`/api/events/${past.id}`)).json()) as { event: EventDetail };
    expect(old.event.past).toBe(true);

    for (const id of [pending.id, rejected.id, crypto.randomUUID()]) {
      const missing = await t.request(`/api/events/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: { code: "not_found" } });
    }
  });

  it("still answers the box office's bookable list at /api/events/bookable", async () => {
    const response = await t.request("/api/events/bookable");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { events: unknown[] }).events.length).toBeGreaterThan(0);
  });

  it("serves an approved event as an iCalendar file", async () => {
    const event = await buildEvent(t.ctx.db, {
      title: "Rodeo, Finals; Night",
      event_date: "2031-03-07T01:00:00.000Z",
      rental_hours: 4,
    });
    const response = await t.request(`/api/events/${event.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="rodeo-finals-night.ics"');
    const body = await response.text();
    expect(body).toContain("SUMMARY:Rodeo\\, Finals\\; Night\r\n");
    expect(body).toContain("DTSTART:20310307T010000Z\r\n");
    expect(body).toContain("DTEND:20310307T050000Z\r\n");
    expect(body).toContain(`UID:event-${event.id}@localhost:3000\r\n`);
    expect(body).toContain("17500 Bridgeland Creek Pkwy");

    const plain = await buildEvent(t.ctx.db, { event_date: "2031-03-08T01:00:00.000Z" });
    const typical = await (await t.request(`/api/events/${plain.id}/calendar.ics`)).text();
    expect(typical).toContain("DTEND:20310308T040000Z\r\n");

    const pending = await buildEvent(t.ctx.db, { approval_status: "pending" });
    expect((await t.request(`/api/events/${pending.id}/calendar.ics`)).status).toBe(404);
  });
});
