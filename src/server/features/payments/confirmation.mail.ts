import type { Kysely } from "kysely";
import { dateTimeFormat, numberFormat } from "#domain/formatters";
import { DEFAULT_LANGUAGE, isLanguage, type KeyUnder, type Language, translate } from "#domain/i18n/translate";
import { venue, venueAddressLine } from "#domain/venue";
import type { DB } from "#server/db/schema";
import { findOrderForConfirmation, findOrderSeats, mergeOrderDetails, orderDetails } from "#server/features/orders";
import { calendarFileName, seatLine, ticketCalendar } from "#server/features/tickets";
import type { Logger } from "#server/platform/logger";
import type { MailDb, Mailer, MailMessage } from "#server/platform/mail";

/** What a confirmation needs: the order rows, the mailer, where failures go and the site's address. */
export interface ConfirmationDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/**
 * Keeps the buyer's language on the order (in `orders.details`, beside whatever else is there)
 * for a payment confirmed without the buyer's request, such as PayPal's notification.
 */
export function rememberBuyerLanguage(
  deps: Pick<ConfirmationDeps, "db">,
  input: { orderId: string; language: Language },
): Promise<void> {
  return mergeOrderDetails(deps, { orderId: input.orderId, fields: { language: input.language } });
}

export interface ConfirmationInput {
  orderId: string;
  to: string;
  name: string;
  complimentary: boolean;
  totalCents: number;
  currency: string;
  provider: string | null;
  event: { title: string; eventDate: string; venue: string; rentalHours: number | null };
  seats: readonly { section: string; row: number; seat: number; priceCents: number }[];
}

function paymentMethodKey(input: ConfirmationInput) {
  if (input.complimentary || input.provider === null) return "none";
  return input.provider === "simulated" || input.provider === "paypal" ? input.provider : "other";
}

/** The order-confirmation mail: event, venue-time date, seats, prices, total, reference, link, .ics. */
export function confirmationMail(input: ConfirmationInput, language: Language, publicUrl: string): MailMessage {
  const tr = (key: KeyUnder<"tickets.mail">, params?: Record<string, unknown>) =>
    translate(language, `tickets.mail.${key}`, params);
  const locale = language === "es" ? "es-US" : "en-US";
  const money = numberFormat(locale, { style: "currency", currency: input.currency });
  const start = new Date(input.event.eventDate);
  const date = dateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: venue.timeZone,
  }).format(start);
  const zone = dateTimeFormat(locale, { timeZone: venue.timeZone, timeZoneName: "short" })
    .formatToParts(start)
    .find((part) => part.type === "timeZoneName")?.value;
  const price = (cents: number) => (input.complimentary ? tr("complimentary") : money.format(cents / 100));
  const myTickets = `${publicUrl}/my-tickets`;

  const text = [
    tr("greeting", { name: input.name }),
    "",
    tr(input.complimentary ? "complimentaryIntro" : "paidIntro"),
    "",
    tr("event", { title: input.event.title }),
    tr("date", { date: zone ? `${date} ${zone}` : date }),
    tr("venue", { venue: input.event.venue, address: venueAddressLine }),
    "",
    tr("seatsHeading"),
    ...input.seats.map((seat) => tr("seatPrice", { seat: seatLine(language, seat), price: price(seat.priceCents) })),
    tr("total", { total: price(input.totalCents) }),
    "",
    tr("reference", { order: input.orderId }),
    tr("payment", { method: translate(language, `tickets.myTickets.method.${paymentMethodKey(input)}`) }),
    "",
    tr("myTickets", { url: myTickets }),
    tr("doors", { parking: venue.parkingOpensHoursBefore, doors: venue.doorsOpenHoursBefore }),
    tr("calendar"),
    "",
    tr("signature", { phone: venue.phone }),
  ].join("\n");

  return {
    to: input.to,
    subject: tr("subject", { title: input.event.title }),
    text,
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
    ],
  };
}

/**
 * The confirmation of a ticket order that is paid or complimentary, read through `db` — the
 * transaction that settled the order, so the mail describes what that transaction wrote.
 * Undefined for any other order (held, closed, or a venue rental: a rental is confirmed by its
 * event appearing in /event-manager, not by a ticket mail). The language given (the request's)
 * wins over the one kept on the order.
 */
export async function orderConfirmation(
  db: Kysely<DB>,
  input: { orderId: string; language?: Language; publicUrl: string },
): Promise<MailMessage | undefined> {
  const order = await findOrderForConfirmation(db, input.orderId);
  if (order?.kind !== "tickets" || (order.status !== "paid" && order.status !== "complimentary")) return undefined;
  const seats = await findOrderSeats(db, input.orderId);
  const stored = orderDetails(order.details).language;
  return confirmationMail(
    {
      orderId: order.id,
      to: order.email,
      name: order.full_name.trim() || order.email,
      complimentary: order.status === "complimentary",
      totalCents: order.total_cents,
      currency: order.currency,
      provider: order.provider,
      event: {
        title: order.title,
        eventDate: order.event_date,
        venue: order.venue,
        rentalHours: order.rental_hours,
      },
      seats: seats.map((s) => ({
        section: s.section,
        row: s.row_number,
        seat: s.seat_number,
        priceCents: s.total_amount_cents,
      })),
    },
    input.language ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE),
    input.publicUrl,
  );
}

/**
 * Writes the order's confirmation to the outbox through `db`. Given the transaction that marks
 * the order paid, the mail commits with the payment and rolls back with it; its errors are the
 * transaction's (a failed statement must end the transaction, not be passed over). Answers
 * whether a mail was queued.
 */
export async function enqueueOrderConfirmation(
  deps: Pick<ConfirmationDeps, "mailer" | "publicUrl">,
  db: MailDb,
  input: { orderId: string; language?: Language },
): Promise<boolean> {
  const mail = await orderConfirmation(db, { ...input, publicUrl: deps.publicUrl });
  if (!mail) return false;
  await deps.mailer.enqueue(db, mail);
  return true;
}
