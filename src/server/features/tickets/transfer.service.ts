import type { Kysely } from "kysely";
import type { ErrorReasons } from "#domain/errors";
import { titleIn } from "#domain/event-text";
import type { Language } from "#domain/i18n/translate";
import type { TicketView } from "#domain/schemas/tickets";
import type { SignedInUser } from "#server/context";
import type { DB } from "#server/db/schema";
import {
  bookingOrderAndHolder,
  bookingsPendingTransferTo,
  lockBooking,
  lockOrder,
  passBookingOn,
} from "#server/features/orders";
import { AppError } from "#server/http/errors";
import { nowIso } from "#server/platform/clock";
import type { Mailer } from "#server/platform/mail";
import { transferMails } from "./mail/transfer.mail";
import { type TicketKey, ticketCodeOf } from "./ticket-codes";
import { claimBooking, findProfileByEmail, findTransferSubject, insertTransfer } from "./tickets.repository";
import { listTickets } from "./tickets.service";

export interface TransferDeps {
  db: Kysely<DB>;
  ticketKey: TicketKey;
  mailer: Mailer;
  publicUrl: string;
  now: Date;
}

type NotTransferable = ErrorReasons["ticket_not_transferable"]["state"];

function refuse(state: NotTransferable): never {
  throw new AppError("conflict", { reason: "ticket_not_transferable", state });
}

/**
 * A holder passes one of their tickets on to an e-mail address. In one transaction that locks the
 * order and then the booking, the ticket must be the caller's (not already passed on), paid or
 * complimentary, its event neither cancelled nor started, and not admitted at the door. Its version
 * grows, so the code the sender had admits nobody from the commit on; the recipient's account gets
 * it at once when a verified one has the address, otherwise the address waits for its first
 * verified sign-in. Both mails are written in the same transaction. Answers the ticket as the
 * sender now sees it.
 */
export async function transferTicket(
  deps: TransferDeps,
  input: { user: SignedInUser; bookingId: string; email: string; language: Language },
): Promise<TicketView> {
  const toEmail = input.email.trim().toLowerCase();
  if (toEmail === input.user.email.toLowerCase()) throw new AppError("bad_request", { reason: "transfer_to_self" });
  const found = await bookingOrderAndHolder(deps.db, input.bookingId);
  if (!found || found.user_id !== input.user.id) throw new AppError("not_found");

  const at = nowIso(deps.now);
  await deps.db.transaction().execute(async (trx) => {
    await lockOrder(trx, found.order_id);
    const booking = await lockBooking(trx, input.bookingId);
    // Checked again under the lock: another transfer may have passed it on meanwhile.
    if (!booking || booking.user_id !== input.user.id || booking.order_id !== found.order_id) {
      throw new AppError("not_found");
    }
    const subject = await findTransferSubject(trx, booking);
    if (!subject) throw new AppError("not_found");
    const issued = booking.payment_status === "completed" || booking.payment_status === "complimentary";
    const givenBack = booking.payment_status === "refunded" || booking.payment_status === "void";
    // A hold that was never paid, or was let go, was never a ticket.
    if (!issued && !givenBack) throw new AppError("not_found");
    if (subject.cancelled_at) refuse("event_cancelled");
    if (givenBack) refuse("refunded");
    if (booking.transfer_to) refuse("transferred");
    if (subject.checked_in_at) refuse("checked_in");
    if (new Date(subject.event_date) <= deps.now) refuse("event_started");

    const account = await findProfileByEmail(trx, toEmail);
    if (account?.id === input.user.id) throw new AppError("bad_request", { reason: "transfer_to_self" });
    // Only an account that proved it owns the address takes the ticket at once.
    const recipient =
      account && isVerified(account.email_verified)
        ? { userId: account.id, email: account.email, name: account.full_name.trim() || account.email }
        : null;
    const passed = await passBookingOn(trx, booking, recipient ?? { address: toEmail });
    if (!passed) refuse("transferred");
    const version = booking.ticket_version + 1;
    await insertTransfer(trx, {
      id: crypto.randomUUID(),
      booking_id: booking.id,
      from_user_id: input.user.id,
      from_email: input.user.email,
      to_email: toEmail,
      to_user_id: recipient?.userId ?? null,
      from_version: booking.ticket_version,
      to_version: version,
      created_at: at,
      claimed_at: recipient ? at : null,
    });

    const code = ticketCodeOf(deps.ticketKey, {
      bookingId: booking.id,
      eventId: booking.event_id,
      section: subject.section,
      row: subject.row_number,
      seat: subject.seat_number,
      version,
    });
    const mails = transferMails(
      {
        ticket: {
          bookingId: booking.id,
          section: subject.section,
          row: subject.row_number,
          seat: subject.seat_number,
          access: subject.access,
          code,
        },
        event: {
          title: titleIn({ title: subject.title, titleEs: subject.title_es }, input.language),
          eventDate: subject.event_date,
          venue: subject.venue,
        },
        from: { name: input.user.name.trim() || input.user.email, email: input.user.email },
        toEmail,
        at,
      },
      input.language,
      deps.publicUrl,
    );
    await deps.mailer.enqueue(trx, mails.recipient);
    await deps.mailer.enqueue(trx, mails.sender);
  });
  deps.mailer.nudge();

  const ticket = (await listTickets(deps, { user: input.user })).find((t) => t.bookingId === input.bookingId);
  if (!ticket) throw new Error(`transferred ticket ${input.bookingId} is missing from its sender's list`);
  return ticket;
}

/**
 * Tickets passed on to the user's address before they had an account become theirs: each in its
 * own transaction, its order locked first and then the booking. Only for an address the user has
 * verified. Answers how many were claimed.
 */
export async function claimTransfersOf(deps: { db: Kysely<DB>; now: Date }, user: SignedInUser): Promise<number> {
  if (!user.emailVerified) return 0;
  const email = user.email.toLowerCase();
  const pending = await bookingsPendingTransferTo(deps.db, email);
  let claimed = 0;
  for (const booking of pending) {
    const done = await deps.db.transaction().execute(async (trx) => {
      await lockOrder(trx, booking.order_id);
      const locked = await lockBooking(trx, booking.id);
      if (locked?.transfer_to !== email) return false;
      return claimBooking(
        trx,
        booking.id,
        { userId: user.id, email, name: user.name.trim() || email },
        nowIso(deps.now),
      );
    });
    if (done) claimed += 1;
  }
  return claimed;
}

/** The flag is a boolean on PostgreSQL and 0/1 on SQLite. */
export function isVerified(flag: boolean | number): boolean {
  return flag === true || flag === 1;
}
