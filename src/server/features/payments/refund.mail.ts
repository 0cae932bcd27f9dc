import type { Kysely, Transaction } from "kysely";
import { dateTimeFormat, numberFormat } from "#domain/formatters";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isTranslationKey,
  type KeyUnder,
  type Language,
  translate,
} from "#domain/i18n/translate";
import { venue } from "#domain/venue";
import type { DB, OrderKind } from "#server/db/schema";
import { findOrderForConfirmation, findOrderSeats, orderDetails } from "#server/features/orders";
import { seatLine } from "#server/features/tickets";
import type { MailMessage } from "#server/platform/mail";

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
  seats: readonly { section: string; row: number; seat: number; priceCents: number }[];
  /** Set when the event was cancelled: the reason the venue gave. */
  cancellation: { reason: string } | null;
}

function methodName(language: Language, provider: string | null): string {
  const key = `tickets.myTickets.method.${provider ?? "none"}`;
  return translate(language, isTranslationKey(key) ? key : "tickets.myTickets.method.other");
}

/** The refund mail in the buyer's language: cancelled event (with the reason) or a refunded order. */
export function refundMail(input: RefundMailInput, language: Language, publicUrl: string): MailMessage {
  const tr = (key: KeyUnder<"tickets.refunds.mail">, params?: Record<string, unknown>) =>
    translate(language, `tickets.refunds.mail.${key}`, params);
  const locale = language === "es" ? "es-US" : "en-US";
  const money = numberFormat(locale, { style: "currency", currency: input.currency });
  const date = dateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: venue.timeZone,
  }).format(new Date(input.event.eventDate));
  const rental = input.kind === "venue_rental";
  const about = { title: input.event.title, date };

  const subject = input.cancellation
    ? tr(rental ? "rentalCancelledSubject" : "cancelledSubject", about)
    : tr("refundedSubject", about);
  const intro = input.cancellation
    ? tr(rental ? "rentalCancelledIntro" : "cancelledIntro", about)
    : tr("refundedIntro", about);
  const price = (cents: number) => money.format(cents / 100);
  const method = methodName(language, input.provider);

  const text = [
    tr("greeting", { name: input.name }),
    "",
    intro,
    ...(input.cancellation ? [tr("reason", { reason: input.cancellation.reason })] : []),
    "",
    ...(input.seats.length > 0
      ? [
          tr("seatsHeading"),
          ...input.seats.map((seat) =>
            tr("seatPrice", {
              seat: seatLine(language, seat),
              price: input.complimentary ? translate(language, "tickets.mail.complimentary") : price(seat.priceCents),
            }),
          ),
          "",
        ]
      : []),
    ...(input.complimentary
      ? [tr("complimentary")]
      : [
          tr(rental ? "rentalAmount" : "amount", { amount: price(input.amountCents), method }),
          tr("timing", { min: venue.refundDays.min, max: venue.refundDays.max }),
          ...(rental ? [] : [tr("notValid")]),
        ]),
    "",
    tr("reference", { order: input.orderId }),
    ...(rental ? [] : [tr("myTickets", { url: `${publicUrl}/my-tickets` })]),
    tr("questions", { phone: venue.phone, email: venue.email }),
    "",
    tr("signature"),
  ].join("\n");

  return { to: input.to, subject, text };
}

/**
 * The refund mail of an order just refunded, read through `db` (the refund's own transaction, so
 * the mail is written with it): the buyer's address and language, the event and the seats given
 * back. Undefined when the order has no event or buyer to write about.
 */
export async function refundMailOf(
  db: Kysely<DB> | Transaction<DB>,
  input: {
    orderId: string;
    seatIds: readonly string[];
    amountCents: number;
    complimentary: boolean;
    cancellation: { reason: string } | null;
    publicUrl: string;
  },
): Promise<MailMessage | undefined> {
  const order = await findOrderForConfirmation(db, input.orderId);
  if (!order) return undefined;
  const given = new Set(input.seatIds);
  const seats = (await findOrderSeats(db, input.orderId)).filter((s) => given.has(s.id));
  const stored = orderDetails(order.details).language;
  return refundMail(
    {
      orderId: order.id,
      kind: order.kind,
      to: order.email,
      name: order.full_name.trim() || order.email,
      complimentary: input.complimentary,
      provider: order.provider,
      amountCents: input.amountCents,
      currency: order.currency,
      event: { title: order.title, eventDate: order.event_date },
      seats: seats.map((s) => ({
        section: s.section,
        row: s.row_number,
        seat: s.seat_number,
        priceCents: s.total_amount_cents,
      })),
      cancellation: input.cancellation,
    },
    isLanguage(stored) ? stored : DEFAULT_LANGUAGE,
    input.publicUrl,
  );
}
