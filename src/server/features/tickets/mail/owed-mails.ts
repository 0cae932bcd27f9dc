import type { Kysely } from "kysely";
import { titleIn } from "#domain/event-text";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#domain/i18n/translate";
import { sumLines } from "#domain/pricing";
import type { DB } from "#server/db/schema";
import { findOrderForConfirmation, findOrderSeats, lineOfBooking, orderDetails } from "#server/features/orders";
import type { MailDb, Mailer, MailMessage } from "#server/platform/mail";
import type { OrderEvents } from "#server/platform/order-events";
import { type WorkerThread, workerThread } from "#server/platform/worker-thread";
import { type TicketKey, ticketCodeOf } from "../ticket-codes";
import { type RenderJob, renderJob } from "./templates";

/**
 * Ticket mails owed by a change to an order. The change's transaction writes only the fact that a
 * mail is owed — its kind, the order and what the mail must say that the order does not keep —
 * to the outbox; the mail worker renders it when it delivers it, on a thread of its own. So a
 * payment renders nothing, and a crash between the commit and the rendering loses nothing: the
 * row is there, and the worker renders it after the restart.
 */
export type OwedMail =
  | {
      kind: "order-confirmation";
      orderId: string;
      /** The request's language, when the buyer was there; else the one kept on the order. */
      language?: Language | undefined;
    }
  | {
      kind: "order-refund";
      orderId: string;
      seatIds: string[];
      amountCents: number;
      complimentary: boolean;
      /** Set when the venue cancelled the event: the reason it gave. */
      cancellation: { reason: string } | null;
    };

export type OwedMailKind = OwedMail["kind"];

/** Writes the owed mail through `db`: given the change's transaction, it commits with the change. */
export function oweMail(mailer: Mailer, db: MailDb, mail: OwedMail): Promise<void> {
  return mailer.owe(db, mail.kind, mail);
}

/**
 * The ticket mails an order's life owes, subscribed in the transaction of each change: a paid
 * ticket order's confirmation (not a window sale's without the buyer's address; a venue rental is confirmed by its event in /event-manager, not by
 * a ticket mail), and a refund's or a cancellation's mail.
 */
export function subscribeTicketMails(events: OrderEvents, mailer: Mailer): void {
  events.inTransaction("order.paid", async (trx, { order, language }) => {
    if (order.kind !== "tickets") return;
    // A window sale is mailed only to a buyer who gave an address; otherwise its tickets are printed.
    if (order.channel === "window" && !guestOf(orderDetails(order.details))) return;
    await oweMail(mailer, trx, { kind: "order-confirmation", orderId: order.id, language: language ?? undefined });
  });
  events.inTransaction("order.refunded", async (trx, refund) => {
    await oweMail(mailer, trx, {
      kind: "order-refund",
      orderId: refund.order.id,
      seatIds: refund.seatIds,
      amountCents: refund.amountCents,
      complimentary: refund.order.status === "complimentary",
      cancellation: refund.cancellation,
    });
  });
  // The worker delivers at its next poll anyway; nudged, it starts now.
  events.afterCommit("order.paid", async () => mailer.nudge());
  events.afterCommit("order.refunded", async () => mailer.nudge());
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
 * What an owed mail says, read from the order when it is rendered: its buyer (or the named guest
 * of complimentary tickets), event, seats with their signed codes, and the language (the one the
 * payment's request gave, else the one kept on the order). Undefined when there is nothing to
 * say: an unknown order, or a confirmation of an order that was never paid.
 */
export async function loadOwedMail(
  db: Kysely<DB>,
  context: { ticketKey: TicketKey; publicUrl: string },
  mail: OwedMail,
): Promise<RenderJob | undefined> {
  const order = await findOrderForConfirmation(db, mail.orderId);
  if (!order) return undefined;
  const details = orderDetails(order.details);
  const stored = isLanguage(details.language) ? details.language : DEFAULT_LANGUAGE;
  const seats = await findOrderSeats(db, mail.orderId);
  const { publicUrl } = context;
  if (mail.kind === "order-refund") {
    const given = new Set(mail.seatIds);
    return {
      template: "refund",
      language: stored,
      publicUrl,
      input: {
        orderId: order.id,
        kind: order.kind,
        to: order.email,
        name: order.full_name.trim() || order.email,
        complimentary: mail.complimentary,
        provider: order.provider,
        amountCents: mail.amountCents,
        currency: order.currency,
        event: { title: titleIn({ title: order.title, titleEs: order.title_es }, stored), eventDate: order.event_date },
        seats: seats
          .filter((s) => given.has(s.id))
          .map((s) => ({
            section: s.section,
            row: s.row_number,
            seat: s.seat_number,
            access: s.access,
            priceCents: s.total_amount_cents,
          })),
        cancellation: mail.cancellation,
      },
    };
  }
  // A refund may follow before the confirmation is delivered: it still confirms what was bought.
  if (order.kind !== "tickets" || !["paid", "complimentary", "refunded"].includes(order.status)) return undefined;
  // Complimentary tickets issued to a named guest are confirmed to the guest.
  const guest = guestOf(details);
  return {
    template: "confirmation",
    language: mail.language ?? stored,
    publicUrl,
    input: {
      orderId: order.id,
      to: guest?.email ?? order.email,
      name: guest?.name ?? (order.full_name.trim() || order.email),
      complimentary: order.status === "complimentary" || order.provider === null,
      totalCents: order.total_cents,
      breakdown: sumLines(seats.map(lineOfBooking)),
      currency: order.currency,
      provider: order.provider,
      event: {
        title: titleIn({ title: order.title, titleEs: order.title_es }, mail.language ?? stored),
        eventDate: order.event_date,
        venue: order.venue,
        rentalHours: order.rental_hours,
      },
      seats: seats.map((s) => ({
        bookingId: s.booking_id,
        section: s.section,
        row: s.row_number,
        seat: s.seat_number,
        access: s.access,
        priceCents: s.total_amount_cents,
        code: ticketCodeOf(context.ticketKey, {
          bookingId: s.booking_id,
          eventId: s.event_id,
          section: s.section,
          row: s.row_number,
          seat: s.seat_number,
          version: s.ticket_version,
        }),
      })),
    },
  };
}

/** The rendering thread's module: the compiled file beside the server's in production, else the source. */
const RENDER_WORKER = import.meta.url.endsWith(".ts")
  ? new URL("./render-worker.ts", import.meta.url)
  : new URL("./mail-render-worker.js", import.meta.url);

/** One rendering thread per process: rendering is pure, so every app of the process may share it. */
let renderThread: WorkerThread<RenderJob, MailMessage> | null = null;

/**
 * Renders an owed mail for the mail worker: read from the database here, rendered on the
 * rendering thread (`inThread: false` renders in this thread, for callers that have no event loop
 * to keep free). Undefined when there is nothing to send.
 */
export function owedMailRenderer(
  db: Kysely<DB>,
  context: { ticketKey: TicketKey; publicUrl: string; inThread?: boolean },
): (kind: string, payload: unknown) => Promise<MailMessage | undefined> {
  return async (_kind, payload) => {
    const job = await loadOwedMail(db, context, payload as OwedMail);
    if (!job) return undefined;
    if (context.inThread === false) return renderJob(job);
    renderThread ??= workerThread<RenderJob, MailMessage>(RENDER_WORKER);
    return renderThread.run(job);
  };
}
