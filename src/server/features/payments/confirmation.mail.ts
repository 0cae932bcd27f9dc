import type { Kysely } from "kysely";
import { numberFormat } from "#domain/formatters";
import { DEFAULT_LANGUAGE, isLanguage, type KeyUnder, type Language, translate } from "#domain/i18n/translate";
import { venue, venueAddressLine } from "#domain/venue";
import type { DB } from "#server/db/schema";
import { findOrderForConfirmation, findOrderSeats, mergeOrderDetails, orderDetails } from "#server/features/orders";
import {
  calendarFileName,
  eventWhen,
  familyMessage,
  mailLocale,
  seatLine,
  type TicketKey,
  ticketCalendar,
  ticketCodeOf,
  ticketQr,
} from "#server/features/tickets";
import type { Logger } from "#server/platform/logger";
import type { MailDb, Mailer, MailMessage } from "#server/platform/mail";

/**
 * What a confirmation needs: the order rows, the mailer, where failures go, the site's address
 * and the ticket key that signs each seat's QR code.
 */
export interface ConfirmationDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  ticketKey: TicketKey;
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
  /** Each seat with its booking and the signed code its QR shows at the door. */
  seats: readonly { bookingId: string; section: string; row: number; seat: number; priceCents: number; code: string }[];
}

function paymentMethodKey(input: ConfirmationInput) {
  if (input.complimentary || input.provider === null) return "none";
  return input.provider === "simulated" || input.provider === "paypal" ? input.provider : "other";
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
        {
          kind: "button",
          text: translate(language, "ticketMail.confirmation.myTickets"),
          label: translate(language, "ticketMail.confirmation.button"),
          url: myTickets,
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

/** The named guest kept in a complimentary order's details, if any. */
function guestOf(details: Record<string, unknown>): { email: string; name: string } | null {
  const guest = details.guest;
  if (!guest || typeof guest !== "object") return null;
  const { email, name } = guest as Record<string, unknown>;
  if (typeof email !== "string" || email === "") return null;
  return { email, name: typeof name === "string" && name.trim() ? name : email };
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
  input: { orderId: string; language?: Language; publicUrl: string; ticketKey: TicketKey },
): Promise<MailMessage | undefined> {
  const order = await findOrderForConfirmation(db, input.orderId);
  if (order?.kind !== "tickets" || (order.status !== "paid" && order.status !== "complimentary")) return undefined;
  const seats = await findOrderSeats(db, input.orderId);
  const details = orderDetails(order.details);
  const stored = details.language;
  // Complimentary tickets issued to a named guest are confirmed to the guest.
  const guest = guestOf(details);
  return confirmationMail(
    {
      orderId: order.id,
      to: guest?.email ?? order.email,
      name: guest?.name ?? (order.full_name.trim() || order.email),
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
        bookingId: s.booking_id,
        section: s.section,
        row: s.row_number,
        seat: s.seat_number,
        priceCents: s.total_amount_cents,
        code: ticketCodeOf(input.ticketKey, {
          bookingId: s.booking_id,
          eventId: s.event_id,
          section: s.section,
          row: s.row_number,
          seat: s.seat_number,
          version: s.ticket_version,
        }),
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
  deps: Pick<ConfirmationDeps, "mailer" | "publicUrl" | "ticketKey">,
  db: MailDb,
  input: { orderId: string; language?: Language },
): Promise<boolean> {
  const mail = await orderConfirmation(db, { ...input, publicUrl: deps.publicUrl, ticketKey: deps.ticketKey });
  if (!mail) return false;
  await deps.mailer.enqueue(db, mail);
  return true;
}
