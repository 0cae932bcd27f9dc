import { describe, expect, it } from "vitest";
import { expectFamilyMail, inlineImageIds, visibleText } from "#server/features/tickets/ticket-mail.test-kit";
import { type RefundMailInput, refundMail } from "./refund.mail";

const PUBLIC_URL = "https://tickets.arena.example";
// 2026-12-04 19:00 in Cypress, Texas (CST, UTC-6).
const EVENT_DATE = "2026-12-05T01:00:00.000Z";

function input(overrides: Partial<RefundMailInput> = {}): RefundMailInput {
  return {
    orderId: "order-1",
    kind: "tickets",
    to: "ana@example.com",
    name: "Ana López",
    complimentary: false,
    provider: "simulated",
    amountCents: 30_000,
    currency: "USD",
    event: { title: "Holiday Pops", eventDate: EVENT_DATE },
    seats: [
      { section: "vip", row: 1, seat: 1, priceCents: 15_000 },
      { section: "vip", row: 1, seat: 2, priceCents: 15_000 },
    ],
    cancellation: null,
    ...overrides,
  };
}

describe("refund and cancellation mails", () => {
  it("a refund: the seats given back, the amount, when it arrives, and that the tickets no longer admit", async () => {
    const mail = refundMail(input(), "en", PUBLIC_URL);
    await expectFamilyMail(mail, "en", PUBLIC_URL);
    expect(mail.subject).toBe("Your refund for Holiday Pops");
    expect(mail.text).toContain(
      "Your order for Holiday Pops on Friday, December 4, 2026 at 7:00 PM CST has been refunded.",
    );
    expect(mail.text).toContain(
      "Seats refunded:\n- Section VIP, row 1, seat 1: $150.00\n- Section VIP, row 1, seat 2: $150.00",
    );
    expect(mail.text).toContain("Refund: $300.00, to the way you paid (Card (test mode)).");
    expect(mail.text).toContain("within 7 to 10 business days");
    expect(mail.text).toContain("These tickets no longer admit anyone.");
    expect(mail.text).toContain("Order reference: order-1");
    expect(mail.text).toContain(`Open My Tickets: ${PUBLIC_URL}/my-tickets`);
    const shown = visibleText(mail.html ?? "");
    for (const line of [
      "Section VIP, row 1, seat 1 $150.00",
      "Section VIP, row 1, seat 2 $150.00",
      "Refund: $300.00",
      "These tickets no longer admit anyone.",
      "order-1",
    ]) {
      expect(shown).toContain(line);
    }
    // A refunded ticket shows no code to scan.
    expect(inlineImageIds(mail.html ?? "")).toEqual([]);
  });

  it("a cancelled event, in Spanish: the reason, the refund and the seats", async () => {
    const mail = refundMail(input({ cancellation: { reason: "El artista está enfermo." } }), "es", PUBLIC_URL);
    await expectFamilyMail(mail, "es", PUBLIC_URL);
    expect(mail.subject).toBe("Cancelado: Holiday Pops");
    expect(mail.text).toContain("Motivo: El artista está enfermo.");
    expect(mail.text).toContain("Asientos reembolsados:\n- Sección VIP, fila 1, asiento 1: $150.00");
    expect(mail.text).toContain("Reembolso: $300.00");
    const shown = visibleText(mail.html ?? "");
    expect(shown).toContain("Evento cancelado");
    expect(shown).toContain("Motivo: El artista está enfermo.");
    expect(shown).toContain("Sección VIP, fila 1, asiento 2 $150.00");
  });

  it("a cancelled complimentary booking: nothing to refund", async () => {
    const mail = refundMail(
      input({ complimentary: true, amountCents: 0, provider: null, cancellation: { reason: "Storm" } }),
      "en",
      PUBLIC_URL,
    );
    await expectFamilyMail(mail, "en", PUBLIC_URL);
    expect(mail.text).toContain("Nothing was charged, so there is nothing to refund.");
    expect(mail.text).toContain("- Section VIP, row 1, seat 1: Complimentary");
    expect(mail.text).not.toContain("Refund:");
  });

  it("a cancelled venue rental: the rental's refund, no seats and no link to tickets", async () => {
    const mail = refundMail(
      input({ kind: "venue_rental", seats: [], amountCents: 250_000, cancellation: { reason: "Repairs" } }),
      "en",
      PUBLIC_URL,
    );
    await expectFamilyMail(mail, "en", PUBLIC_URL);
    expect(mail.subject).toBe("Cancelled: your venue rental for Holiday Pops");
    expect(mail.text).toContain("Venue rental refund: $2,500.00");
    expect(mail.text).not.toContain("Seats refunded");
    expect(mail.text).not.toContain("Open My Tickets");
  });

  it("escapes a reason and a title that carry markup", async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const mail = refundMail(
      input({ event: { title: hostile, eventDate: EVENT_DATE }, cancellation: { reason: hostile } }),
      "en",
      PUBLIC_URL,
    );
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    await expectFamilyMail(mail, "en", PUBLIC_URL);
  });
});
