import type { Transaction } from "kysely";
import { titleIn } from "#domain/event-text";
import { DEFAULT_LANGUAGE, isLanguage, type KeyUnder, type Language, translate } from "#domain/i18n/translate";
import { venue } from "#domain/venue";
import type { DB, EventRow } from "#server/db/schema";
import { orderDetails } from "#server/features/orders";
import type { Mailer, MailMessage } from "#server/platform/mail";
import { findBuyersOfEvent } from "./event-changes.repository";

/** The event's date, time and venue before and after a change, and what buyers need to be written to. */
export interface EventMove {
  /** The event's English title and its Spanish one (null: the English). */
  title: string;
  titleEs: string | null;
  before: { eventDate: string; venue: string };
  after: { eventDate: string; venue: string };
}

export interface EventMoveMailInput extends EventMove {
  orderId: string;
  to: string;
  name: string;
}

/** The mail telling a buyer, in their language, that their event's date, time or venue changed. */
export function eventMoveMail(input: EventMoveMailInput, language: Language, publicUrl: string): MailMessage {
  const tr = (key: KeyUnder<"manage.changes.mail">, params?: Record<string, unknown>) =>
    translate(language, `manage.changes.mail.${key}`, params);
  const when = new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: venue.timeZone,
  });
  const title = titleIn(input, language);
  const dateMoved = Date.parse(input.before.eventDate) !== Date.parse(input.after.eventDate);
  const venueMoved = input.before.venue !== input.after.venue;
  const text = [
    tr("greeting", { name: input.name }),
    "",
    tr("intro", { title }),
    "",
    ...(dateMoved
      ? [
          tr("date", {
            date: when.format(new Date(input.after.eventDate)),
            before: when.format(new Date(input.before.eventDate)),
          }),
        ]
      : []),
    ...(venueMoved ? [tr("venue", { venue: input.after.venue, before: input.before.venue })] : []),
    "",
    tr("valid"),
    "",
    tr("reference", { order: input.orderId }),
    tr("myTickets", { url: `${publicUrl}/my-tickets` }),
    tr("questions", { phone: venue.phone, email: venue.email }),
    "",
    tr("signature"),
  ].join("\n");
  return { to: input.to, subject: tr("subject", { title }), text };
}

/** Whether the change moves the event in time or place: what its buyers are told about. */
export function isMove(before: Pick<EventRow, "event_date" | "venue">, after: Pick<EventRow, "event_date" | "venue">) {
  return Date.parse(before.event_date) !== Date.parse(after.event_date) || before.venue !== after.venue;
}

/**
 * Writes one mail per paid or complimentary ticket order of the event, in the buyer's language,
 * inside the transaction that applies the change: the mails exist exactly when the change does.
 * Answers how many were written.
 */
export async function mailBuyersOfMove(
  trx: Transaction<DB>,
  deps: { mailer: Mailer; publicUrl: string },
  eventId: string,
  move: EventMove,
): Promise<number> {
  const buyers = await findBuyersOfEvent(trx, eventId);
  for (const buyer of buyers) {
    const stored = orderDetails(buyer.details).language;
    const mail = eventMoveMail(
      { ...move, orderId: buyer.id, to: buyer.email, name: buyer.full_name.trim() || buyer.email },
      isLanguage(stored) ? stored : DEFAULT_LANGUAGE,
      deps.publicUrl,
    );
    await deps.mailer.enqueue(trx, mail);
  }
  return buyers.length;
}
