import { numberFormat } from "#domain/formatters";
import { isTranslationKey, type KeyUnder, type Language, translate } from "#domain/i18n/translate";
import { venue } from "#domain/venue";
import type { OrderKind } from "#server/db/schema";
import type { MailMessage } from "#server/platform/mail";
import { type MailSeat, seatLine } from "../ticket-calendar";
import { familyMessage, type MailBlock } from "./layout";
import { eventWhen, mailLocale } from "./parts";

/** What a refund mail says: the order, what was given back, and why when the venue cancelled. */
export interface RefundMailInput {
  orderId: string;
  kind: OrderKind;
  to: string;
  name: string;
  /** The order was complimentary: nothing was charged, so nothing is given back. */
  complimentary: boolean;
  provider: string | null;
  amountCents: number;
  currency: string;
  event: { title: string; eventDate: string };
  seats: readonly (MailSeat & { priceCents: number })[];
  /** Set when the event was cancelled: the reason the venue gave. */
  cancellation: { reason: string } | null;
}

function methodName(language: Language, provider: string | null): string {
  const key = `tickets.myTickets.method.${provider ?? "none"}`;
  return translate(language, isTranslationKey(key) ? key : "tickets.myTickets.method.other");
}

/**
 * The refund mail in the buyer's language, HTML and text: a cancelled event (with the reason) or
 * a refunded order, the seats given back, the amount and when it arrives, and the reference.
 */
export function refundMail(input: RefundMailInput, language: Language, publicUrl: string): MailMessage {
  const tr = (key: KeyUnder<"tickets.refunds.mail">, params?: Record<string, unknown>) =>
    translate(language, `tickets.refunds.mail.${key}`, params);
  const family = (key: KeyUnder<"ticketMail">, params?: Record<string, unknown>) =>
    translate(language, `ticketMail.${key}`, params);
  const money = numberFormat(mailLocale(language), { style: "currency", currency: input.currency });
  const when = eventWhen(language, input.event.eventDate);
  const rental = input.kind === "venue_rental";
  const about = { title: input.event.title, date: when.dateTime };

  const subject = input.cancellation
    ? tr(rental ? "rentalCancelledSubject" : "cancelledSubject", about)
    : tr("refundedSubject", about);
  const intro = input.cancellation
    ? tr(rental ? "rentalCancelledIntro" : "cancelledIntro", about)
    : tr("refundedIntro", about);
  const price = (cents: number) => money.format(cents / 100);
  const method = methodName(language, input.provider);

  const blocks: MailBlock[] = [
    { kind: "text", text: intro },
    ...(input.cancellation
      ? [{ kind: "notice" as const, text: tr("reason", { reason: input.cancellation.reason }) }]
      : []),
    {
      kind: "facts",
      rows: [
        { label: family("labels.event"), value: input.event.title },
        { label: family("labels.date"), value: when.dateTime },
        { label: family("labels.reference"), value: input.orderId },
      ],
    },
    ...(input.seats.length > 0
      ? [
          {
            kind: "tickets" as const,
            heading: family("refund.seatsHeading"),
            tickets: input.seats.map((seat) => ({
              seat: seatLine(language, seat),
              price: input.complimentary ? translate(language, "tickets.mail.complimentary") : price(seat.priceCents),
            })),
          },
        ]
      : []),
    ...(input.complimentary
      ? [{ kind: "text" as const, text: tr("complimentary") }]
      : [
          {
            kind: "text" as const,
            text: [
              tr(rental ? "rentalAmount" : "amount", { amount: price(input.amountCents), method }),
              tr("timing", { min: venue.refundDays.min, max: venue.refundDays.max }),
            ].join(" "),
          },
          ...(rental ? [] : [{ kind: "notice" as const, text: tr("notValid") }]),
        ]),
    ...(rental ? [] : [{ kind: "button" as const, label: family("refund.button"), url: `${publicUrl}/my-tickets` }]),
    { kind: "text", text: tr("questions", { phone: venue.phone, email: venue.email }) },
  ];

  return familyMessage(
    {
      language,
      to: input.to,
      subject,
      preheader: family("refund.preheader", { title: input.event.title, date: when.date }),
      title: family(input.cancellation ? "refund.cancelledTitle" : "refund.refundedTitle"),
      greeting: tr("greeting", { name: input.name }),
      blocks,
      signature: tr("signature"),
    },
    publicUrl,
  );
}
