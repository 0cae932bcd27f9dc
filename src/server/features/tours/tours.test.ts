import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { TourAvailability, TourBookingView } from "#domain/schemas/tours";
import { addDays } from "#domain/time";
import { TOUR_BOOKING_HORIZON_DAYS, tourHasStarted, tourStart, venueToday } from "#domain/tours";
import { type BuiltUser, buildUsers } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

interface ErrorBody {
  error: { code: string; params?: Record<string, unknown>; fields?: Record<string, string> };
}

describeDialects("tours API", (open) => {
  let t: TestApp;
  const today = venueToday(new Date());
  /** Each case books its own date, so cases never see each other's rows. */
  let nextOffset = 2;
  const freshDate = () => addDays(today, nextOffset++);

  beforeAll(async () => {
    t = await open();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function book(cookie: string | undefined, body: unknown) {
    return t.request("/api/tours", { method: "POST", cookie, json: body });
  }

  /** Fills a date with confirmed bookings of new users, straight into the table. */
  async function confirmedOn(date: string, count: number) {
    const users = await buildUsers(t.ctx, count);
    for (const user of users) {
      await t.ctx.db
        .insertInto("tour_bookings")
        .values({
          id: crypto.randomUUID(),
          user_id: user.userId,
          user_email: user.email,
          user_name: user.name,
          tour_date: date,
          status: "confirmed",
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  }

  async function confirmedCount(date: string): Promise<number> {
    const row = await t.ctx.db
      .selectFrom("tour_bookings")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("tour_date", "=", date)
      .where("status", "=", "confirmed")
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function availability(from: string, to: string): Promise<TourAvailability> {
    const response = await t.request(`/api/tours/availability?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    return (await response.json()) as TourAvailability;
  }

  async function user(): Promise<BuiltUser> {
    return ((await buildUsers(t.ctx, 1)) as [BuiltUser])[0];
  }

  it("answers availability per date to anyone: past, today, full and beyond the horizon", async () => {
    const full = freshDate();
    const almost = freshDate();
    await confirmedOn(full, 10);
    await confirmedOn(almost, 7);

    const range = await availability(addDays(today, -1), almost);
    expect(range).toMatchObject({ from: addDays(today, -1), to: almost, today, capacity: 10 });
    const byDate = new Map(range.dates.map((d) => [d.date, d]));
    expect(range.dates.map((d) => d.date)).toEqual(
      Array.from({ length: range.dates.length }, (_, i) => addDays(today, i - 1)),
    );
    expect(byDate.get(addDays(today, -1))).toEqual({
      date: addDays(today, -1),
      confirmed: 0,
      spotsLeft: 10,
      bookable: false,
    });
    // Today's tour is bookable until it starts at 9:00 venue time.
    expect(byDate.get(today)).toMatchObject({ spotsLeft: 10, bookable: !tourHasStarted(today, new Date()) });
    expect(byDate.get(full)).toEqual({ date: full, confirmed: 10, spotsLeft: 0, bookable: false });
    expect(byDate.get(almost)).toEqual({ date: almost, confirmed: 7, spotsLeft: 3, bookable: true });

    const horizon = addDays(today, TOUR_BOOKING_HORIZON_DAYS);
    const far = await availability(horizon, addDays(horizon, 1));
    expect(far.dates.map((d) => d.bookable)).toEqual([true, false]);
  });

  it("takes today's tour until 9:00 venue time, and refuses it from then on", async () => {
    // Tomorrow (no other case books it) seen from that day: the server's clock alone decides.
    const day = addDays(today, 1);
    const start = tourStart(day).getTime();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start - 60_000);
    const early = await user();
    const late = await user();
    const before = await availability(day, day);
    expect(before.today).toBe(day);
    expect(before.dates[0]).toMatchObject({ date: day, spotsLeft: 10, bookable: true });
    expect((await book(early.cookie, { date: day })).status).toBe(201);

    vi.setSystemTime(start);
    expect((await availability(day, day)).dates[0]).toEqual({
      date: day,
      confirmed: 1,
      spotsLeft: 9,
      bookable: false,
    });
    const refused = await book(late.cookie, { date: day });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: "conflict", params: { reason: "date_unavailable" } } });
    expect(await confirmedCount(day)).toBe(1);
  });

  it.each([
    ["no range at all", "", { from: "validation.required", to: "validation.required" }],
    ["no end", "?from=2030-01-01", { to: "validation.required" }],
    ["a malformed start", "?from=01/02/2030&to=2030-01-05", { from: "tours.errors.invalidDate" }],
    ["a date that does not exist", "?from=2030-02-30&to=2030-03-05", { from: "tours.errors.invalidDate" }],
    ["an end before the start", "?from=2030-01-05&to=2030-01-04", { to: "tours.errors.rangeOrder" }],
    ["a range over 62 days", "?from=2030-01-01&to=2030-03-04", { to: "tours.errors.rangeTooLong" }],
  ])("refuses availability for %s", async (_case, query, fields) => {
    const response = await t.request(`/api/tours/availability${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "validation_failed", fields } });
  });

  it("takes a range of exactly 62 days", async () => {
    expect((await availability("2030-01-01", "2030-03-03")).dates).toHaveLength(62);
  });

  it("books a date for every signed-in role, with the name, and refuses anonymous callers", async () => {
    const date = freshDate();
    const anonymous = await book(undefined, { date });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: "unauthenticated" } });

    for (const roles of [[], ["event_manager"], ["admin"]] as const) {
      const { cookie, userId, email } = await t.signedIn([...roles]);
      const response = await book(cookie, { date });
      expect(response.status, JSON.stringify(roles)).toBe(201);
      const { booking } = (await response.json()) as { booking: TourBookingView };
      expect(booking).toMatchObject({ date, status: "confirmed", email, durationMinutes: 45 });
      expect(booking.name).toMatch(/^Test User \d+$/);
      const row = await t.ctx.db
        .selectFrom("tour_bookings")
        .selectAll()
        .where("id", "=", booking.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: userId, user_email: email, user_name: booking.name, tour_date: date });
    }
    expect(await confirmedCount(date)).toBe(3);
  });

  it("names the booker by the e-mail's local part when the profile has no name", async () => {
    const nameless = await user();
    await t.ctx.db.updateTable("profiles").set({ full_name: "  " }).where("id", "=", nameless.userId).execute();
    const response = await book(nameless.cookie, { date: freshDate() });
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as { booking: TourBookingView };
    expect(booking.name).toBe(nameless.email.split("@")[0]);
  });

  it("starts the tour at 9:00 venue time", async () => {
    const date = freshDate();
    const response = await book((await user()).cookie, { date });
    const { booking } = (await response.json()) as { booking: TourBookingView };
    const local = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Chicago",
      dateStyle: "short",
      timeStyle: "short",
      hourCycle: "h23",
    }).format(new Date(booking.startsAt));
    expect(local).toBe(`${date}, 09:00`);
  });

  it.each([
    ["no date", {}, { date: "tours.errors.selectDate" }],
    ["an empty date", { date: "" }, { date: "tours.errors.selectDate" }],
    ["a date of the wrong type", { date: 20301205 }, { date: "tours.errors.selectDate" }],
    ["a malformed date", { date: "12/05/2030" }, { date: "tours.errors.invalidDate" }],
    ["a date that does not exist", { date: "2030-02-29" }, { date: "tours.errors.invalidDate" }],
    ["a date and a time", { date: "2030-12-05T09:00" }, { date: "tours.errors.invalidDate" }],
  ])("refuses %s with validation_failed", async (_case, body, fields) => {
    const before = await t.ctx.db.selectFrom("tour_bookings").select("id").execute();
    const response = await book((await user()).cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "validation_failed", fields } });
    expect(await t.ctx.db.selectFrom("tour_bookings").select("id").execute()).toHaveLength(before.length);
  });

  it("answers a body that is not JSON with bad_request", async () => {
    const response = await t.request("/api/tours", {
      method: "POST",
      cookie: (await user()).cookie,
      headers: { "content-type": "application/json" },
      body: '{"date": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "bad_request" } });
  });

  it.each([
    ["yesterday", () => addDays(today, -1)],
    ["a year ago", () => addDays(today, -365)],
    ["the day after the booking horizon", () => addDays(today, TOUR_BOOKING_HORIZON_DAYS + 1)],
  ])("refuses %s as not available", async (_case, date) => {
    const response = await book((await user()).cookie, { date: date() });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", params: { reason: "date_unavailable" } } });
    expect(await confirmedCount(date())).toBe(0);
  });

  it("books today before its tour starts", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tourStart(today).getTime() - 60 * 60_000);
    const response = await book((await user()).cookie, { date: today });
    expect(response.status).toBe(201);
  });

  it("refuses a full date, and a second booking of the same date by the same person", async () => {
    const full = freshDate();
    await confirmedOn(full, 10);
    const refused = await book((await user()).cookie, { date: full });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.params).toEqual({ reason: "date_unavailable" });
    expect(await confirmedCount(full)).toBe(10);

    const date = freshDate();
    const booker = await user();
    expect((await book(booker.cookie, { date })).status).toBe(201);
    const again = await book(booker.cookie, { date });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "conflict", params: { reason: "already_booked" } } });
    expect(await confirmedCount(date)).toBe(1);
  });

  it("lets exactly 3 of 50 simultaneous bookers have the last 3 spots", async () => {
    const date = freshDate();
    await confirmedOn(date, 7);
    const bookers = await buildUsers(t.ctx, 50);
    const responses = await Promise.all(bookers.map((b) => book(b.cookie, { date })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(((await response.json()) as ErrorBody).error.params).toEqual({ reason: "date_unavailable" });
    }
    expect(await confirmedCount(date)).toBe(10);
    expect((await availability(date, date)).dates[0]).toMatchObject({ spotsLeft: 0, bookable: false });
  });

  it("lists the caller's own upcoming tours, soonest first", async () => {
    const me = await user();
    const later = freshDate();
    const sooner = freshDate();
    const cancelled = freshDate();
    for (const date of [cancelled, later, sooner]) expect((await book(me.cookie, { date })).status).toBe(201);
    await confirmedOn(sooner, 2); // other people's bookings of the same date
    const mine = await t.ctx.db.selectFrom("tour_bookings").selectAll().where("user_id", "=", me.userId).execute();
    await t.ctx.db
      .updateTable("tour_bookings")
      .set({ status: "cancelled" })
      .where("user_id", "=", me.userId)
      .where("tour_date", "=", cancelled)
      .execute();
    // A past tour is history, not upcoming.
    await t.ctx.db
      .insertInto("tour_bookings")
      .values({ ...(mine[0] as (typeof mine)[number]), id: crypto.randomUUID(), tour_date: addDays(today, -3) })
      .execute();

    const response = await t.request("/api/my/tours", { cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { tours } = (await response.json()) as { tours: TourBookingView[] };
    expect(tours.map((tour) => tour.date)).toEqual([later, sooner].sort());
    expect(tours.every((tour) => tour.email === me.email && tour.status === "confirmed")).toBe(true);

    const anonymous = await t.request("/api/my/tours");
    expect(anonymous.status).toBe(401);
  });

  it("cancels the caller's own tour, which frees its spot; others' tours are not found", async () => {
    const date = freshDate();
    await confirmedOn(date, 9);
    const owner = await user();
    const created = await book(owner.cookie, { date });
    const { booking } = (await created.json()) as { booking: TourBookingView };
    expect((await availability(date, date)).dates[0]).toMatchObject({ spotsLeft: 0, bookable: false });
    const latecomer = await user();
    expect((await book(latecomer.cookie, { date })).status).toBe(409);

    const stranger = await user();
    for (const cookie of [stranger.cookie, (await t.signedIn(["admin"])).cookie]) {
      const response = await t.request(`/api/my/tours/${booking.id}`, { method: "DELETE", cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found" } });
    }
    const anonymous = await t.request(`/api/my/tours/${booking.id}`, { method: "DELETE" });
    expect(anonymous.status).toBe(401);
    expect(await confirmedCount(date)).toBe(10);

    const response = await t.request(`/api/my/tours/${booking.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { booking: TourBookingView }).booking).toMatchObject({
      id: booking.id,
      status: "cancelled",
    });
    expect((await availability(date, date)).dates[0]).toMatchObject({ spotsLeft: 1, bookable: true });
    expect((await book(latecomer.cookie, { date })).status).toBe(201);

    const twice = await t.request(`/api/my/tours/${booking.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(twice.status).toBe(404);
    const unknown = await t.request(`/api/my/tours/${crypto.randomUUID()}`, { method: "DELETE", cookie: owner.cookie });
    expect(unknown.status).toBe(404);
    // Cancelled, the date can be booked again by the same person.
    expect((await book(owner.cookie, { date })).status).toBe(409);
    expect(await confirmedCount(date)).toBe(10);
  });

  it("refuses to cancel a tour that is already past", async () => {
    const owner = await user();
    const id = crypto.randomUUID();
    await t.ctx.db
      .insertInto("tour_bookings")
      .values({
        id,
        user_id: owner.userId,
        user_email: owner.email,
        user_name: owner.name,
        tour_date: addDays(today, -1),
        status: "confirmed",
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await t.request(`/api/my/tours/${id}`, { method: "DELETE", cookie: owner.cookie });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", params: { reason: "tour_past" } } });
  });

  async function outboxFor(email: string) {
    return t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "text_body", "attachments"])
      .where("to_address", "=", email)
      .execute();
  }

  it("mails a confirmation with an .ics file, in the visitor's language", async () => {
    const date = freshDate();
    const longDate = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
    const english = await user();
    const created = await book(english.cookie, { date });
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as { booking: TourBookingView };
    const [mail] = await outboxFor(english.email);
    expect(mail?.subject).toBe(`Your Bridgeland Arena tour on ${longDate("en-US")}`);
    expect(mail?.text_body).toContain(`Hello ${english.name},`);
    expect(mail?.text_body).toContain("Time: 9:00 AM (45 minutes)");
    expect(mail?.text_body).toContain("17500 Bridgeland Creek Pkwy, Cypress, TX 77433");
    expect(mail?.text_body).toContain("http://localhost:3000/my-tickets");
    const [attachment, ...more] = JSON.parse(mail?.attachments ?? "[]") as {
      filename: string;
      contentType: string;
      content: string;
    }[];
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({
      filename: "bridgeland-arena-tour.ics",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    });
    const ics = Buffer.from(attachment?.content ?? "", "base64").toString("utf8");
    expect(ics).toContain(`UID:tour-${booking.id}@bridgelandarena.com\r\n`);
    const utc = (instant: string) => instant.replace(/[-:]/g, "").replace(".000", "");
    expect(ics).toContain(`DTSTART:${utc(booking.startsAt)}\r\n`);
    const end = new Date(Date.parse(booking.startsAt) + 45 * 60_000).toISOString();
    expect(ics).toContain(`DTEND:${utc(end)}\r\n`);
    expect(ics).toContain("SUMMARY:Bridgeland Arena venue tour\r\n");
    expect(ics).toContain("LOCATION:17500 Bridgeland Creek Pkwy\\, Cypress\\, TX 77433\r\n");

    const spanish = await user();
    expect((await book(`${spanish.cookie}; lang=es`, { date })).status).toBe(201);
    const [correo] = await outboxFor(spanish.email);
    expect(correo?.subject).toBe(`Su visita al Bridgeland Arena el ${longDate("es-US")}`);
    expect(correo?.text_body).toContain("Hora: 9:00 (45 minutos)");
    const [adjunto] = JSON.parse(correo?.attachments ?? "[]") as { content: string }[];
    expect(Buffer.from(adjunto?.content ?? "", "base64").toString("utf8")).toContain(
      "SUMMARY:Visita guiada al Bridgeland Arena\r\n",
    );
  });

  it("queues the mail in the booking's transaction: a mail that cannot be written takes no spot", async () => {
    const date = freshDate();
    const visitor = await user();
    const enqueue = vi.spyOn(t.ctx.mailer, "enqueue").mockRejectedValueOnce(new Error("outbox unavailable"));
    try {
      expect((await book(visitor.cookie, { date })).status).toBe(500);
    } finally {
      enqueue.mockRestore();
    }
    expect(await confirmedCount(date)).toBe(0);
    expect(await outboxFor(visitor.email)).toEqual([]);
    expect((await book(visitor.cookie, { date })).status).toBe(201);
    expect(await confirmedCount(date)).toBe(1);
    expect(await outboxFor(visitor.email)).toHaveLength(1);
  });

  it("sends no mail when the booking is refused", async () => {
    const date = freshDate();
    await confirmedOn(date, 10);
    const refused = await user();
    expect((await book(refused.cookie, { date })).status).toBe(409);
    expect(await outboxFor(refused.email)).toEqual([]);
  });
});
