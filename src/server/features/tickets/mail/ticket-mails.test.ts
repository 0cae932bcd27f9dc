import { describe, expect, it } from "vitest";
import type { Language } from "#domain/i18n/translate";
import { newTicketKeyPair, toBase64Url } from "#domain/tickets/ticket-code";
import { seatLine } from "../ticket-calendar";
import { type TicketOfBooking, ticketCodeOf, verifyTicketCodeWith } from "../ticket-codes";
import {
  expectFamilyMail,
  imageOf,
  inlineImageIds,
  mailHtmlProblems,
  readQrCodes,
  visibleText,
} from "../ticket-mail.test-kit";
import { escapeHtml, familyMessage } from "./layout";
import { qrImage } from "./qr-image";
import { transferMails } from "./transfer.mail";

const PUBLIC_URL = "https://tickets.arena.example";
// 2026-12-04 19:00 in Cypress, Texas (CST, UTC-6).
const EVENT_DATE = "2026-12-05T01:00:00.000Z";
const HOSTILE = `Gala <script>alert("x")</script> & "friends"`;

const pair = newTicketKeyPair();
const key = { secretKey: pair.secretKey, publicKey: toBase64Url(pair.publicKey) };

function ticket(seat: number, version = 1): TicketOfBooking {
  return { bookingId: `booking-${seat}`, eventId: "event-1", section: "vip", row: 3, seat, version };
}

function transfer(language: Language, title = "Holiday Pops") {
  const t = ticket(7, 2);
  return transferMails(
    {
      ticket: { bookingId: t.bookingId, section: t.section, row: t.row, seat: t.seat, code: ticketCodeOf(key, t) },
      event: { title, eventDate: EVENT_DATE, venue: "Bridgeland Arena" },
      from: { name: "Ana López", email: "ana@example.com" },
      toEmail: "ben@example.com",
      at: "2026-11-20T18:30:00.000Z",
    },
    language,
    PUBLIC_URL,
  );
}

describe("ticket mail layout", () => {
  it("draws a ticket code as a QR image that scanners read back", async () => {
    const code = ticketCodeOf(key, ticket(1));
    const image = qrImage(code);
    expect([...image.png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await readQrCodes(image.png)).toEqual([code]);
    expect(image.displaySize).toBeGreaterThanOrEqual(150);
  });

  it("escapes every dynamic text of the HTML", async () => {
    const mail = familyMessage(
      {
        language: "en",
        to: "ana@example.com",
        subject: HOSTILE,
        preheader: HOSTILE,
        title: HOSTILE,
        greeting: HOSTILE,
        blocks: [
          { kind: "text", text: HOSTILE },
          { kind: "notice", text: HOSTILE },
          { kind: "facts", rows: [{ label: HOSTILE, value: HOSTILE }] },
          { kind: "tickets", heading: HOSTILE, tickets: [{ seat: HOSTILE, price: HOSTILE }] },
          { kind: "button", text: HOSTILE, label: HOSTILE, url: `${PUBLIC_URL}/my-tickets?a=1&b="2"` },
        ],
        signature: HOSTILE,
      },
      PUBLIC_URL,
    );
    const html = mail.html ?? "";
    expect(html).not.toContain("<script");
    expect(html).not.toContain('"friends"');
    expect(html).toContain(escapeHtml(HOSTILE));
    expect(html).toContain(`href="${PUBLIC_URL}/my-tickets?a=1&amp;b=&quot;2&quot;"`);
    expect(await mailHtmlProblems(html)).toEqual([]);
    // The text part is plain text: written as it is.
    expect(mail.text).toContain(HOSTILE);
  });
});

describe.each(["en", "es"] as const)("transfer mails (%s)", (language) => {
  it("give the recipient the ticket with its new QR code, and how to find it in My Tickets", async () => {
    const { recipient } = transfer(language);
    await expectFamilyMail(recipient, language, PUBLIC_URL);
    expect(recipient.to).toBe("ben@example.com");
    const [cid, ...more] = inlineImageIds(recipient.html ?? "");
    expect(more).toEqual([]);
    const [code] = await readQrCodes(imageOf(recipient, cid ?? ""));
    expect(verifyTicketCodeWith(key, code ?? "")).toEqual({
      ticketId: "booking-7",
      eventId: "event-1",
      section: "vip",
      row: 3,
      seat: 7,
      version: 2,
    });
    const seat = seatLine(language, { section: "vip", row: 3, seat: 7 });
    for (const part of [recipient.text, visibleText(recipient.html ?? "")]) {
      expect(part).toContain("Holiday Pops");
      expect(part).toContain(seat);
      expect(part).toContain("Ana López");
      expect(part).toContain("ben@example.com");
    }
    if (language === "en") {
      expect(recipient.subject).toBe("A ticket for you: Holiday Pops");
      expect(recipient.text).toContain("Date: Friday, December 4, 2026");
      expect(recipient.text).toContain("Time: 7:00 PM CST (doors open at 6:00 PM)");
      expect(recipient.text).toContain(
        "sign in or create an account with this address (ben@example.com): it is waiting there.",
      );
    } else {
      expect(recipient.subject).toBe("Le enviaron un boleto: Holiday Pops");
      expect(recipient.text).toContain("Fecha: viernes, 4 de diciembre de 2026");
      expect(recipient.text).toContain("Hora: 7:00 p.m. CST (las puertas abren a las 6:00 p.m.)");
      expect(recipient.text).toContain("inicie sesión o cree una cuenta con esta dirección (ben@example.com)");
    }
    expect(recipient.text).toContain(`${PUBLIC_URL}/my-tickets`);
  });

  it("give the sender a receipt: which ticket, to whom, and that their QR no longer works", async () => {
    const { sender } = transfer(language);
    await expectFamilyMail(sender, language, PUBLIC_URL);
    expect(sender.to).toBe("ana@example.com");
    expect(inlineImageIds(sender.html ?? "")).toEqual([]);
    expect(sender.attachments ?? []).toEqual([]);
    const seat = seatLine(language, { section: "vip", row: 3, seat: 7 });
    const noLongerWorks =
      language === "en"
        ? "Your QR code for this seat no longer works"
        : "Su código QR para este asiento ya no funciona";
    for (const part of [sender.text, visibleText(sender.html ?? "")]) {
      expect(part).toContain(seat);
      expect(part).toContain("ben@example.com");
      expect(part).toContain(noLongerWorks);
    }
    expect(sender.subject).toBe(
      language === "en" ? "Ticket transferred: Holiday Pops" : "Boleto transferido: Holiday Pops",
    );
    expect(sender.text).toContain(language === "en" ? "November 20, 2026" : "20 de noviembre de 2026");
  });

  it("escape an event title that carries markup", async () => {
    const { recipient, sender } = transfer(language, HOSTILE);
    for (const mail of [recipient, sender]) {
      expect(mail.html).not.toContain("<script");
      expect(mail.html).toContain(escapeHtml(HOSTILE));
      expect(await mailHtmlProblems(mail.html ?? "")).toEqual([]);
    }
  });
});
