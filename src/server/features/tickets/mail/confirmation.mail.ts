import { numberFormat } from "#domain/formatters";
import { type KeyUnder, type Language, translate } from "#domain/i18n/translate";
import { receiptPath } from "#domain/routes";
import { venue, venueAddressLine } from "#domain/venue";
import type { MailMessage } from "#server/platform/mail";
import { calendarFileName, type MailSeat, seatLine, ticketCalendar } from "../ticket-calendar";
import { familyMessage, type MailBlock } from "./layout";
import { eventWhen, mailLocale, ticketQr } from "./parts";

export interface ConfirmationInput {
  orderId: string;
  to: string;
  name: string;
  complimentary: boolean;
  totalCents: number;
  /** The order's price parts (domain/pricing.ts); the total above is their sum. */
  breakdown: { ticketCents: number; discountCents: number; feeCents: number; taxCents: number };
  currency: string;
  provider: string | null;
  event: { title: string; eventDate: string; venue: string; rentalHours: number | null };
  /** Each seat with its booking and the signed code its QR shows at the door. */
  seats: readonly (MailSeat & { bookingId: string; priceCents: number; code: string })[];
}

function paymentMethodKey(input: ConfirmationInput) {
  if (input.complimentary || input.provider === null) return "none";
  return input.provider === "simulated" || input.provider === "paypal" ? input.provider : "other";
}

/**
 * The price parts of a paid order with a discount, a fee or tax: tickets, discount, fee, tax (each
 * seat's price above is already all-in). Nothing for a complimentary order or one without any.
 */
function breakdownBlock(
  input: ConfirmationInput,
  label: (key: KeyUnder<"ticketMail.labels">) => string,
  money: Intl.NumberFormat,
): MailBlock[] {
  const { breakdown } = input;
  if (input.complimentary || (breakdown.discountCents === 0 && breakdown.feeCents === 0 && breakdown.taxCents === 0)) {
    return [];
  }
  const amount = (cents: number) => money.format(cents / 100);
  return [
    {
      kind: "facts",
      rows: [
        { label: label("tickets"), value: amount(breakdown.ticketCents + breakdown.discountCents) },
        ...(breakdown.discountCents > 0
          ? [{ label: label("discount"), value: `−${amount(breakdown.discountCents)}` }]
          : []),
        ...(breakdown.feeCents > 0 ? [{ label: label("fee"), value: amount(breakdown.feeCents) }] : []),
        ...(breakdown.taxCents > 0 ? [{ label: label("tax"), value: amount(breakdown.taxCents) }] : []),
        { label: label("total"), value: amount(input.totalCents) },
      ],
    },
  ];
}

/**
 * The order-confirmation mail, HTML and text: event, date and time in the venue's zone, venue,
 * each seat with its price and its QR code (an inline image), the total, the reference, links to
 * My Tickets and the calendar file.
 */
export function confirmationMail(input: ConfirmationInput, language: Language, publicUrl: string): MailMessage {
  const tr = (key: KeyUnder<"tickets.mail">, params?: Record<string, unknown>) =>
    translate(language, `tickets.mail.${key}`, params);
  const label = (key: KeyUnder<"ticketMail.labels">) => translate(language, `ticketMail.labels.${key}`);
  const money = numberFormat(mailLocale(language), { style: "currency", currency: input.currency });
  const when = eventWhen(language, input.event.eventDate);
  const price = (cents: number) => (input.complimentary ? tr("complimentary") : money.format(cents / 100));
  const myTickets = `${publicUrl}/my-tickets`;
  const tickets = input.seats.map((seat) => {
    const line = seatLine(language, seat);
    return { line, seat, ...ticketQr(language, { bookingId: seat.bookingId, seat: line, code: seat.code }) };
  });

  const message = familyMessage(
    {
      language,
      to: input.to,
      subject: tr("subject", { title: input.event.title }),
      preheader: translate(language, "ticketMail.confirmation.preheader", {
        title: input.event.title,
        date: when.date,
      }),
      title: tr("subject", { title: input.event.title }),
      greeting: tr("greeting", { name: input.name }),
      blocks: [
        { kind: "text", text: tr(input.complimentary ? "complimentaryIntro" : "paidIntro") },
        {
          kind: "facts",
          rows: [
            { label: label("event"), value: input.event.title },
            { label: label("date"), value: when.date },
            { label: label("time"), value: when.time },
            { label: label("venue"), value: `${input.event.venue}, ${venueAddressLine}` },
            { label: label("reference"), value: input.orderId },
            {
              label: label("payment"),
              value: translate(language, `tickets.myTickets.method.${paymentMethodKey(input)}`),
            },
          ],
        },
        {
          kind: "tickets",
          heading: translate(language, "ticketMail.ticket.heading"),
          tickets: tickets.map((ticket) => ({
            seat: ticket.line,
            price: price(ticket.seat.priceCents),
            qr: ticket.qr,
          })),
          total: { label: label("total"), value: price(input.totalCents) },
        },
        ...breakdownBlock(input, label, money),
        {
          kind: "button",
          text: translate(language, "ticketMail.confirmation.myTickets"),
          label: translate(language, "ticketMail.confirmation.button"),
          url: myTickets,
        },
        {
          kind: "button",
          text: translate(language, "ticketMail.confirmation.receipt"),
          label: translate(language, "ticketMail.confirmation.receiptButton"),
          url: `${publicUrl}${receiptPath(input.orderId)}`,
        },
        {
          kind: "text",
          text: [
            tr("doors", { parking: venue.parkingOpensHoursBefore, doors: venue.doorsOpenHoursBefore }),
            tr("calendar"),
          ].join(" "),
        },
      ],
      signature: translate(language, "ticketMail.signature"),
      attachments: [
        {
          filename: calendarFileName(input.event.title),
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: ticketCalendar(
            { orderId: input.orderId, event: input.event, seats: input.seats },
            language,
            publicUrl,
          ),
        },
        ...tickets.map((ticket) => ticket.attachment),
      ],
    },
    publicUrl,
  );
  return message;
}
