import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { OrderView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { silentLogger } from "#server/platform/logger";
import { createMailWorker } from "#server/platform/mail-worker";
import { type BuiltUser, buildEvent, buildUsers, heldOrder, paySimulated } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";

const BUSINESS = "tickets@bridgelandarena.com";
// 2026-12-04 19:00 in Cypress, Texas (CST, UTC-6).
const EVENT_DATE = "2026-12-05T01:00:00.000Z";

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  attachments: string | null;
}

/** Stands in for PayPal's verification endpoint: every notification is VERIFIED. */
let responder: Server;
let verifyUrl = "";

beforeAll(async () => {
  responder = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.end("VERIFIED"));
  });
  await new Promise<void>((resolve) => responder.listen(0, "127.0.0.1", resolve));
  verifyUrl = `http://127.0.0.1:${(responder.address() as AddressInfo).port}/cgi-bin/webscr`;
});

afterAll(() => new Promise((resolve) => responder.close(resolve)));

describeDialects("order confirmation mail", (open) => {
  let t: TestApp;
  let admin: BuiltUser;

  beforeAll(async () => {
    t = await open({ PAYPAL_BUSINESS: BUSINESS, PAYPAL_IPN_VERIFY_URL: verifyUrl });
    [admin] = (await buildUsers(t.ctx, 1, ["admin"])) as [BuiltUser];
  });

  async function mailsTo(address: string): Promise<OutboxRow[]> {
    return t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "text_body", "attachments"])
      .where("to_address", "=", address)
      .orderBy("id")
      .execute();
  }

  function calendarOf(mail: OutboxRow) {
    const [attachment] = JSON.parse(mail.attachments ?? "[]") as {
      filename: string;
      contentType: string;
      content: string;
    }[];
    if (!attachment) throw new Error("no attachment");
    return { ...attachment, text: Buffer.from(attachment.content, "base64").toString("utf8") };
  }

  async function scene(title = "Holiday Pops") {
    const [buyer] = (await buildUsers(t.ctx, 1)) as [BuiltUser];
    const event = await buildEvent(t.ctx.db, { title, event_date: EVENT_DATE });
    const seats = [seatId(event.id, "vip", 1, 1), seatId(event.id, "vip", 1, 2)];
    return { buyer, event, seats };
  }

  it("mails a card buyer their tickets in English, with the seats, total, reference, link and an .ics", async () => {
    const { buyer, event, seats } = await scene();
    const order = await heldOrder(t, buyer.cookie, event.id, seats);
    expect(await mailsTo(buyer.email)).toEqual([]);
    expect((await paySimulated(t, buyer.cookie, order.id)).status).toBe(200);

    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [OutboxRow];
    expect(mail.subject).toBe("Your tickets for Holiday Pops");
    expect(mail.text_body).toContain(`Hello ${buyer.name},`);
    expect(mail.text_body).toContain("Date: Friday, December 4, 2026 at 7:00 PM CST");
    expect(mail.text_body).toContain("Venue: Bridgeland Arena, 17500 Bridgeland Creek Pkwy, Cypress, TX 77433");
    expect(mail.text_body).toContain("- Section VIP, row 1, seat 1: $150.00\n- Section VIP, row 1, seat 2: $150.00");
    expect(mail.text_body).toContain("Total: $300.00");
    expect(mail.text_body).toContain(`Order reference: ${order.id}`);
    expect(mail.text_body).toContain("Payment: Card (test mode)");
    expect(mail.text_body).toContain("http://localhost:3000/my-tickets");

    const ics = calendarOf(mail);
    expect(ics.filename).toBe("holiday-pops.ics");
    expect(ics.contentType).toContain("text/calendar");
    expect(ics.text).toContain(`UID:order-${order.id}@bridgelandarena.com`);
    expect(ics.text).toContain("SUMMARY:Holiday Pops");
    expect(ics.text).toContain("DTSTART:20261205T010000Z");
    expect(ics.text).toContain("DTEND:20261205T040000Z");
    expect(ics.text.replace(/\r\n /g, "")).toContain(
      "Section VIP\\, row 1\\, seat 1\\; Section VIP\\, row 1\\, seat 2",
    );
  });

  it("writes in the buyer's language (the site's cookie)", async () => {
    const { buyer, event, seats } = await scene("Noche de Gala");
    const order = await heldOrder(t, buyer.cookie, event.id, seats);
    expect((await paySimulated(t, `${buyer.cookie}; lang=es`, order.id)).status).toBe(200);
    const [mail] = (await mailsTo(buyer.email)) as [OutboxRow];
    expect(mail.subject).toBe("Sus boletos para Noche de Gala");
    expect(mail.text_body).toContain("Gracias por su compra.");
    expect(mail.text_body).toContain("Fecha: viernes, 4 de diciembre de 2026, 7:00 p.m. CST");
    expect(mail.text_body).toContain("- Sección VIP, fila 1, asiento 1: $150.00");
    expect(mail.text_body).toContain("Pago: Tarjeta (modo de prueba)");
    expect(calendarOf(mail).text).toContain("Sus asientos: Sección VIP");
  });

  it("mails an admin's complimentary booking, at no charge", async () => {
    const event = await buildEvent(t.ctx.db, { title: "Gala Night", event_date: EVENT_DATE });
    const response = await t.request("/api/orders/complimentary", {
      method: "POST",
      cookie: admin.cookie,
      json: { eventId: event.id, seatIds: [seatId(event.id, "premium", 4, 7)] },
    });
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: OrderView };
    const mails = (await mailsTo(admin.email)).filter((m) => m.subject === "Your tickets for Gala Night");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain("Your complimentary tickets are confirmed.");
    expect(mails[0]?.text_body).toContain("- Section Premium, row 4, seat 7: Complimentary");
    expect(mails[0]?.text_body).toContain("Total: Complimentary");
    expect(mails[0]?.text_body).toContain(`Order reference: ${order.id}`);
    expect(calendarOf(mails[0] as OutboxRow).text).toContain(`UID:order-${order.id}@bridgelandarena.com`);
  });

  it("mails once when PayPal's notification pays, in the language kept at the hand-off", async () => {
    const { buyer, event, seats } = await scene("Jazz en el Parque");
    const order = await heldOrder(t, buyer.cookie, event.id, seats);
    const handOff = await t.request(`/api/orders/${order.id}/payments/paypal`, {
      method: "POST",
      cookie: `${buyer.cookie}; lang=es`,
    });
    expect(handOff.status).toBe(200);
    const body = new URLSearchParams({
      invoice: order.id,
      txn_id: `TXN-${crypto.randomUUID()}`,
      receiver_email: BUSINESS,
      payment_status: "Completed",
      mc_gross: "300.00",
      mc_currency: "USD",
    }).toString();
    for (let i = 0; i < 3; i++) {
      const ipn = await t.request("/api/payments/paypal/ipn", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(ipn.status).toBe(200);
    }
    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Sus boletos para Jazz en el Parque");
    expect(mails[0]?.text_body).toContain("Pago: PayPal");
    expect(mails[0]?.text_body).toContain("Total: $300.00");
  });

  it("sends nothing for a hold or a declined card", async () => {
    const { buyer, event, seats } = await scene();
    const order = await heldOrder(t, buyer.cookie, event.id, seats);
    expect((await paySimulated(t, buyer.cookie, order.id, "sim_decline_0002")).status).toBe(402);
    expect(await mailsTo(buyer.email)).toEqual([]);
  });

  it("keeps the payment when SMTP is down: the confirmation stays queued for another attempt", async () => {
    const { buyer, event, seats } = await scene();
    const order = await heldOrder(t, buyer.cookie, event.id, seats);
    const response = await paySimulated(t, buyer.cookie, order.id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { order: OrderView }).order.status).toBe("paid");

    const worker = createMailWorker({
      db: t.ctx.db,
      transport: { sendMail: () => Promise.reject(new Error("smtp down")) },
      from: "arena@example.com",
      logger: silentLogger,
      logBodies: false,
    });
    await worker.deliverDue();
    const row = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["status", "attempts", "last_error", "next_attempt_at"])
      .where("to_address", "=", buyer.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "queued", attempts: 1, last_error: "smtp down" });
    expect(row.next_attempt_at && row.next_attempt_at > new Date().toISOString()).toBe(true);
    const paid = await t.ctx.db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirst();
    expect(paid?.status).toBe("paid");
  });
});
