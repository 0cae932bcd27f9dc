import { beforeAll, expect, it } from "vitest";
import { translate } from "#domain/i18n/translate";
import type { OrderView, TicketView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { type BuiltUser, buildEvent, buildUsers } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import { TEST_ORIGIN, type TestApp } from "#server/testing/test-app";

const VERIFY_LINK = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/;

describeDialects("complimentary tickets for a named guest", (open) => {
  let t: TestApp;
  let admin: BuiltUser;

  beforeAll(async () => {
    t = await open();
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
  });

  function issue(json: Record<string, unknown>) {
    return t.request("/api/orders/complimentary", { method: "POST", cookie: admin.cookie, json });
  }

  async function issued(json: Record<string, unknown>): Promise<OrderView> {
    const response = await issue(json);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { order: OrderView }).order;
  }

  async function myTickets(cookie: string): Promise<TicketView[]> {
    const response = await t.request("/api/my/tickets", { cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as { tickets: TicketView[] }).tickets;
  }

  async function mailsTo(address: string) {
    await t.mailWorker.deliverDue();
    return t.ctx.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", address).orderBy("id").execute();
  }

  function bookingsOf(orderId: string) {
    return t.ctx.db
      .selectFrom("bookings")
      .select(["user_id", "user_email", "user_name", "transfer_to", "payment_status"])
      .where("order_id", "=", orderId)
      .execute();
  }

  it("issues the seats to a guest's account at once: in their My Tickets, not the admin's, and mailed to them", async () => {
    const [guest] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const event = await buildEvent(t.ctx.db);
    const seats = [seatId(event.id, "vip", 2, 1), seatId(event.id, "vip", 2, 2)];
    const order = await issued({ eventId: event.id, seatIds: seats, guestEmail: guest.email.toUpperCase() });
    expect(order).toMatchObject({ status: "complimentary", totalCents: 0 });

    expect(await bookingsOf(order.id)).toEqual([
      {
        user_id: guest.userId,
        user_email: guest.email,
        user_name: guest.name,
        transfer_to: null,
        payment_status: "complimentary",
      },
      {
        user_id: guest.userId,
        user_email: guest.email,
        user_name: guest.name,
        transfer_to: null,
        payment_status: "complimentary",
      },
    ]);
    const theirs = (await myTickets(guest.cookie)).filter((x) => x.event.id === event.id);
    expect(theirs.map((x) => [x.seatId, x.state, x.paymentStatus])).toEqual([
      [seats[0], "valid", "complimentary"],
      [seats[1], "valid", "complimentary"],
    ]);
    expect(theirs.every((x) => x.ticketToken !== null)).toBe(true);
    expect((await myTickets(admin.cookie)).filter((x) => x.event.id === event.id)).toEqual([]);

    const subject = translate("en", "tickets.mail.subject", { title: event.title });
    expect((await mailsTo(guest.email)).map((m) => m.subject)).toEqual([subject]);
    expect((await mailsTo(admin.email)).filter((m) => m.subject === subject)).toEqual([]);
  });

  it("keeps a guest's seats for an address without an account until its first verified sign-in claims them", async () => {
    const event = await buildEvent(t.ctx.db);
    const address = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const seats = [seatId(event.id, "premium", 5, 7)];
    const order = await issued({ eventId: event.id, seatIds: seats, guestEmail: address, guestName: "Guest Ortega" });

    expect(await bookingsOf(order.id)).toEqual([
      {
        user_id: admin.userId,
        user_email: address,
        user_name: "Guest Ortega",
        transfer_to: address,
        payment_status: "complimentary",
      },
    ]);
    // Waiting for the guest, the ticket admits nobody on the admin's account.
    const waiting = (await myTickets(admin.cookie)).filter((x) => x.event.id === event.id);
    expect(waiting).toMatchObject([{ state: "transferred", ticketToken: null, transfer: { to: address } }]);
    const [mail] = await mailsTo(address);
    expect(mail?.subject).toBe(translate("en", "tickets.mail.subject", { title: event.title }));
    expect(mail?.text_body).toContain("Guest Ortega");

    // The guest signs up with the address and verifies it from the mail.
    const password = "a long passphrase for the guest";
    const signUp = await t.signUp({ name: "Guest Ortega", email: address, password });
    expect(signUp.status).toBe(200);
    const verifyMail = (await mailsTo(address)).findLast((m) => VERIFY_LINK.test(m.text_body));
    const link = new URL(verifyMail?.text_body.match(VERIFY_LINK)?.[0] ?? "");
    expect(link.origin).toBe(TEST_ORIGIN);
    expect((await t.request(`${link.pathname}${link.search}`, { redirect: "manual" })).status).toBeLessThan(400);
    const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: address, password } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const theirs = await myTickets(cookie);
    expect(theirs.map((x) => [x.seatId, x.state, x.paymentStatus])).toEqual([[seats[0], "valid", "complimentary"]]);
    expect(theirs[0]?.ticketToken).not.toBeNull();
    expect((await myTickets(admin.cookie)).filter((x) => x.event.id === event.id)).toEqual([]);
  });

  it("books the admin's own seats for the admin's own address, and refuses an address that is none", async () => {
    const event = await buildEvent(t.ctx.db);
    const order = await issued({
      eventId: event.id,
      seatIds: [seatId(event.id, "vip", 1, 1)],
      guestEmail: admin.email,
    });
    expect(await bookingsOf(order.id)).toMatchObject([{ user_id: admin.userId, transfer_to: null }]);

    const refused = await issue({
      eventId: event.id,
      seatIds: [seatId(event.id, "vip", 1, 2)],
      guestEmail: "not an address",
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "guestEmail",
    );
  });
});
