import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderView } from "#domain/schemas/tickets";
import { seatId } from "#domain/seating/layouts";
import { newTicketKeyPair, toBase64Url } from "#domain/tickets/ticket-code";
import { ticketCodeOf, verifyTicketCodeWith } from "#server/features/tickets";
import {
  expectFamilyMail,
  imageOf,
  inlineImageIds,
  readQrCodes,
  visibleText,
} from "#server/features/tickets/ticket-mail.test-kit";
import { silentLogger } from "#server/platform/logger";
import type { MailMessage } from "#server/platform/mail";
import { createMailWorker } from "#server/platform/mail-worker";
import { type BuiltUser, buildEvent, buildUsers, heldOrder, paySimulated } from "#server/testing/factories";
import { describeDialects } from "#server/testing/postgres";
import type { TestApp } from "#server/testing/test-app";
import { type ConfirmationInput, confirmationMail } from "./confirmation.mail";
import { owedMailRenderer } from "./owed-mails";

const BUSINESS = "tickets@bridgelandarena.com";
// 2026-12-04 19:00 in Cypress, Texas (CST, UTC-6).
const EVENT_DATE = "2026-12-05T01:00:00.000Z";

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: string | null;
}

interface StoredPart {
  filename: string;
  contentType: string;
  content: string;
  cid?: string;
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

  /** The mails delivered to an address, once the worker rendered and delivered what was owed. */
  async function mailsTo(address: string): Promise<OutboxRow[]> {
    await t.mailWorker.deliverDue();
    return t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "text_body", "html_body", "attachments"])
      .where("to_address", "=", address)
      .orderBy("id")
      .execute();
  }

  function calendarOf(mail: OutboxRow) {
    const [attachment] = JSON.parse(mail.attachments ?? "[]") as StoredPart[];
    if (!attachment) throw new Error("no attachment");
    return { ...attachment, text: Buffer.from(attachment.content, "base64").toString("utf8") };
  }

  /** The mail as it was queued, for the checks every ticket mail passes. */
  function messageOf(mail: OutboxRow): MailMessage {
    return {
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body ?? "",
      attachments: (JSON.parse(mail.attachments ?? "[]") as StoredPart[]).map((part) => ({
        ...part,
        content: Buffer.from(part.content, "base64"),
      })),
    };
  }

  /**
   * What the QR image of each ticket, in the order the HTML shows them, says, read by a scanner;
   * each must be the signed code of its booking at its current version.
   */
  async function expectScannableTickets(mail: OutboxRow, orderId: string) {
    const message = messageOf(mail);
    const bookings = await t.ctx.db
      .selectFrom("bookings")
      .innerJoin("seats", "seats.id", "bookings.seat_id")
      .select([
        "bookings.id",
        "bookings.event_id",
        "bookings.ticket_version",
        "seats.section",
        "seats.row_number",
        "seats.seat_number",
      ])
      .where("bookings.order_id", "=", orderId)
      .orderBy("seats.row_number")
      .orderBy("seats.seat_number")
      .execute();
    const cids = inlineImageIds(message.html ?? "");
    expect(cids).toHaveLength(bookings.length);
    const claims = [];
    for (const cid of cids) {
      const [code, ...more] = await readQrCodes(imageOf(message, cid));
      expect(more).toEqual([]);
      claims.push(verifyTicketCodeWith(t.ctx.config.ticketKey, code ?? ""));
    }
    expect(claims).toEqual(
      bookings.map((b) => ({
        ticketId: b.id,
        eventId: b.event_id,
        section: b.section,
        row: b.row_number,
        seat: b.seat_number,
        version: b.ticket_version,
      })),
    );
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
    expect(mail.text_body).toContain("Date: Friday, December 4, 2026\nTime: 7:00 PM CST (doors open at 6:00 PM)");
    expect(mail.text_body).toContain("Venue: Bridgeland Arena, 17500 Bridgeland Creek Pkwy, Cypress, TX 77433");
    expect(mail.text_body).toContain("- Section VIP, row 1, seat 1: $150.00\n- Section VIP, row 1, seat 2: $150.00");
    expect(mail.text_body).toContain("Total: $300.00");
    expect(mail.text_body).toContain(`Order reference: ${order.id}`);
    expect(mail.text_body).toContain("Payment: Card (test mode)");
    expect(mail.text_body).toContain("Open My Tickets: http://localhost:3000/my-tickets");

    // The HTML part: a well-formed mail of the family, saying what the text says, with each
    // seat's QR code inline.
    await expectFamilyMail(messageOf(mail), "en", "http://localhost:3000");
    const shown = visibleText(mail.html_body ?? "");
    for (const line of ["Section VIP, row 1, seat 1", "Section VIP, row 1, seat 2", "$150.00", "$300.00", order.id]) {
      expect(shown).toContain(line);
    }
    await expectScannableTickets(mail, order.id);

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
    expect(mail.text_body).toContain("Fecha: viernes, 4 de diciembre de 2026\nHora: 7:00 p.m. CST");
    expect(mail.text_body).toContain("- Sección VIP, fila 1, asiento 1: $150.00");
    expect(mail.text_body).toContain("Pago: Tarjeta (modo de prueba)");
    expect(calendarOf(mail).text).toContain("Sus asientos: Sección VIP");
    await expectFamilyMail(messageOf(mail), "es", "http://localhost:3000");
    expect(visibleText(mail.html_body ?? "")).toContain("Sus boletos");
    await expectScannableTickets(mail, order.id);
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
    await expectScannableTickets(mails[0] as OutboxRow, order.id);
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
      render: owedMailRenderer(t.ctx.db, { ticketKey: t.ctx.config.ticketKey, publicUrl: t.ctx.config.publicUrl }),
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

describe("order confirmation mail, as written", () => {
  const pair = newTicketKeyPair();
  const key = { secretKey: pair.secretKey, publicKey: toBase64Url(pair.publicKey) };
  const PUBLIC_URL = "https://tickets.arena.example";

  function input(overrides: Partial<ConfirmationInput> = {}): ConfirmationInput {
    const seats = [1, 2, 3].map((seat) => {
      const ticket = { bookingId: `booking-${seat}`, eventId: "event-1", section: "premium", row: 4, seat, version: 1 };
      return { ...ticket, priceCents: 8_500 + seat * 100, code: ticketCodeOf(key, ticket) };
    });
    return {
      orderId: "order-1",
      to: "ana@example.com",
      name: "Ana López",
      complimentary: false,
      totalCents: seats.reduce((sum, s) => sum + s.priceCents, 0),
      breakdown: {
        ticketCents: seats.reduce((sum, s) => sum + s.priceCents, 0),
        discountCents: 0,
        feeCents: 0,
        taxCents: 0,
      },
      currency: "USD",
      provider: "simulated",
      event: { title: "Holiday Pops", eventDate: EVENT_DATE, venue: "Bridgeland Arena", rentalHours: null },
      seats,
      ...overrides,
    };
  }

  /** The "- seat: price" lines of the text part and its total line. */
  function textTickets(text: string) {
    const lines = text.split("\n");
    const start = lines.findIndex((line) => /^(Your tickets|Sus boletos):$/.test(line));
    const items = [];
    let i = start + 1;
    for (; lines[i]?.startsWith("- "); i++) {
      const [, seat, price] = /^- (.*): (.*)$/.exec(lines[i] ?? "") ?? [];
      items.push({ seat: seat ?? "", price: price ?? "" });
    }
    const [, total] = /^Total: (.*)$/.exec(lines[i] ?? "") ?? [];
    return { items, total };
  }

  it.each(["en", "es"] as const)(
    "says the same seats, prices and total in both parts, a QR per seat (%s)",
    async (language) => {
      const mail = confirmationMail(input(), language, PUBLIC_URL);
      await expectFamilyMail(mail, language, PUBLIC_URL);
      const { items, total } = textTickets(mail.text);
      expect(items.map((item) => item.seat)).toEqual(
        [1, 2, 3].map((seat) =>
          language === "en" ? `Section Premium, row 4, seat ${seat}` : `Sección Preferente, fila 4, asiento ${seat}`,
        ),
      );
      expect(items.map((item) => item.price)).toEqual(["$86.00", "$87.00", "$88.00"]);
      expect(total).toBe("$261.00");
      // The HTML shows each seat with its price, in the same order, then the total.
      const shown = visibleText(mail.html ?? "");
      let from = 0;
      for (const item of items) {
        const at = shown.indexOf(`${item.seat} ${item.price}`, from);
        expect(at).toBeGreaterThan(from - 1);
        from = at;
      }
      expect(shown.indexOf(`Total ${total}`, from)).toBeGreaterThan(from);
      // One QR image per seat, each the seat's signed code.
      const cids = inlineImageIds(mail.html ?? "");
      expect(cids).toHaveLength(3);
      const codes = await Promise.all(cids.map(async (cid) => (await readQrCodes(imageOf(mail, cid)))[0]));
      expect(codes).toEqual(input().seats.map((seat) => seat.code));
      expect(codes.map((code) => verifyTicketCodeWith(key, code ?? "")?.seat)).toEqual([1, 2, 3]);
      // The calendar file is still the first attachment.
      expect(mail.attachments?.[0]?.filename).toBe("holiday-pops.ics");
    },
  );

  it.each([
    ["en", "Section Premium, row 4, seat 1 (wheelchair space)", "Section Premium, row 4, seat 2 (companion seat)"],
    [
      "es",
      "Sección Preferente, fila 4, asiento 1 (espacio para silla de ruedas)",
      "Sección Preferente, fila 4, asiento 2 (asiento de acompañante)",
    ],
  ] as const)("names a wheelchair space and its companion seat as such (%s)", (language, space, companion) => {
    const seats = input().seats.map(
      (seat, i) => ({ ...seat, access: i === 0 ? "wheelchair" : i === 1 ? "companion" : null }) as const,
    );
    const mail = confirmationMail(input({ seats }), language, PUBLIC_URL);
    expect(textTickets(mail.text).items.map((item) => item.seat)).toEqual([
      space,
      companion,
      language === "en" ? "Section Premium, row 4, seat 3" : "Sección Preferente, fila 4, asiento 3",
    ]);
    expect(visibleText(mail.html ?? "")).toContain(space);
  });

  it("escapes an event title and a buyer's name that carry markup", async () => {
    const hostile = '<script>alert("x")</script>';
    const mail = confirmationMail(
      input({ name: `Ana ${hostile}`, event: { ...input().event, title: `Pops ${hostile}` } }),
      "en",
      PUBLIC_URL,
    );
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain("Pops &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Hello Ana &lt;script&gt;");
    await expectFamilyMail(mail, "en", PUBLIC_URL);
    expect(mail.subject).toBe(`Your tickets for Pops ${hostile}`);
  });

  it("says complimentary instead of prices for a complimentary booking", async () => {
    const mail = confirmationMail(input({ complimentary: true, provider: null, totalCents: 0 }), "es", PUBLIC_URL);
    const { items, total } = textTickets(mail.text);
    expect(items.map((item) => item.price)).toEqual(["Cortesía", "Cortesía", "Cortesía"]);
    expect(total).toBe("Cortesía");
    expect(visibleText(mail.html ?? "")).toContain("Total Cortesía");
    await expectFamilyMail(mail, "es", PUBLIC_URL);
  });
});
