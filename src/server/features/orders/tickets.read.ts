import type { Kysely, Transaction } from "kysely";
import type { DB } from "#server/db/schema";

/**
 * Tickets as their holders see them (My Tickets, transfers, wallet passes). A ticket is a paid or
 * complimentary booking, or one given back (refunded, or voided when the provider took the money
 * back); holds that were never paid were no tickets.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** One of the user's own tickets (a paid or complimentary booking) with its order's event. */
export function ownTicketOfUser(db: Db, userId: string, bookingId: string) {
  return (
    db
      .selectFrom("bookings")
      .innerJoin("events", "events.id", "bookings.event_id")
      .select([
        "bookings.order_id",
        "events.title",
        "events.title_es",
        "events.event_date",
        "events.venue",
        "events.rental_hours",
      ])
      .where("bookings.id", "=", bookingId)
      .where("bookings.user_id", "=", userId)
      .where("bookings.payment_status", "in", ["completed", "complimentary"])
      // A ticket passed on to an address without an account is no longer the sender's to use.
      .where("bookings.transfer_to", "is", null)
      // A cancelled event is not to be added to anyone's calendar.
      .where("events.cancelled_at", "is", null)
      .executeTakeFirst()
  );
}

/** What My Tickets shows of a ticket: its booking, seat, event and order. */
const TICKET_COLUMNS = [
  "bookings.id as booking_id",
  "bookings.order_id",
  "bookings.seat_id",
  "bookings.total_amount_cents",
  "bookings.payment_status",
  "bookings.booking_date",
  "seats.section",
  "seats.row_number",
  "seats.seat_number",
  "seats.access",
  "events.id as event_id",
  "events.title",
  "events.description",
  "events.title_es",
  "events.description_es",
  "events.event_date",
  "events.venue",
  "events.cancelled_at",
  "events.cancel_reason",
  "orders.provider",
  "orders.paid_at",
  "orders.user_id as buyer_id",
] as const;

/** What every listed ticket shows of its booking, seat, event and order. */
export type TicketRow = Omit<
  Awaited<ReturnType<typeof ticketsTransferredAwayBy>>[number],
  "to_email" | "to_version" | "transferred_at"
>;

/**
 * Every ticket the user has had, newest booking first: paid and complimentary seats, and those
 * given back, with their event and whether the venue cancelled it, its version, pending transfer
 * and admission at the door.
 */
export function ticketHistoryOfUser(db: Db, userId: string) {
  return db
    .selectFrom("bookings")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .innerJoin("events", "events.id", "bookings.event_id")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .leftJoin("ticket_checkins", "ticket_checkins.booking_id", "bookings.id")
    .select([
      ...TICKET_COLUMNS,
      "bookings.ticket_version",
      "bookings.transfer_to",
      "ticket_checkins.scanned_at as checked_in_at",
      "ticket_checkins.gate as checked_in_gate",
    ])
    .where("bookings.user_id", "=", userId)
    .where("bookings.payment_status", "in", ["completed", "complimentary", "refunded", "void"])
    .orderBy("bookings.booking_date", "desc")
    .orderBy("seats.row_number")
    .orderBy("seats.seat_number")
    .execute();
}

/**
 * Tickets the user passed on that now belong to someone else, newest booking first, each once,
 * with the user's own last transfer of it (to whom, when). A ticket that came back to the user is
 * theirs again and is left out here: it is listed as held.
 */
export async function ticketsTransferredAwayBy(db: Db, userId: string) {
  const rows = await db
    .selectFrom("ticket_transfers")
    .innerJoin("bookings", "bookings.id", "ticket_transfers.booking_id")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .innerJoin("events", "events.id", "bookings.event_id")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select([
      ...TICKET_COLUMNS,
      "ticket_transfers.to_email",
      "ticket_transfers.to_version",
      "ticket_transfers.created_at as transferred_at",
    ])
    .where("ticket_transfers.from_user_id", "=", userId)
    .where("bookings.user_id", "<>", userId)
    .orderBy("ticket_transfers.created_at", "desc")
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.booking_id)) latest.set(row.booking_id, row);
  return [...latest.values()];
}

/** The order a booking belongs to and who holds it: read before locking, since the order is locked first. */
export function bookingOrderAndHolder(db: Db, bookingId: string) {
  return db.selectFrom("bookings").select(["order_id", "user_id"]).where("id", "=", bookingId).executeTakeFirst();
}

/** Bookings passed on to this address while it had no account, with their orders (to lock first). */
export function bookingsPendingTransferTo(db: Db, email: string) {
  return db
    .selectFrom("bookings")
    .select(["id", "order_id"])
    .where("transfer_to", "=", email)
    .orderBy("order_id")
    .orderBy("id")
    .execute();
}

/**
 * Tickets as their wallet passes show them: the booking with its seat, event and holder, and the
 * times of everything that changes the pass (the order's refunds and voids, the event's edits and
 * cancellation, the ticket's transfers). Held or released bookings were never tickets: none.
 */
export function walletTickets(db: Db, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("bookings")
    .innerJoin("seats", "seats.id", "bookings.seat_id")
    .innerJoin("events", "events.id", "bookings.event_id")
    .innerJoin("orders", "orders.id", "bookings.order_id")
    .select((eb) => [
      "bookings.id as booking_id",
      "bookings.user_id",
      "bookings.user_name",
      "bookings.payment_status",
      "bookings.ticket_version",
      "bookings.transfer_to",
      "bookings.booking_date",
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
      "events.id as event_id",
      "events.title",
      "events.title_es",
      "events.event_date",
      "events.venue",
      "events.updated_at as event_updated_at",
      "events.cancelled_at",
      "orders.updated_at as order_updated_at",
      eb
        .selectFrom("ticket_transfers")
        .select((t) => t.fn.max("ticket_transfers.created_at").as("at"))
        .whereRef("ticket_transfers.booking_id", "=", "bookings.id")
        .as("transferred_at"),
      eb
        .selectFrom("ticket_transfers")
        .select((t) => t.fn.max("ticket_transfers.claimed_at").as("at"))
        .whereRef("ticket_transfers.booking_id", "=", "bookings.id")
        .as("claimed_at"),
    ])
    .where("bookings.id", "in", bookingIds)
    .where("bookings.payment_status", "in", ["completed", "complimentary", "refunded", "void"])
    .execute();
}

export type WalletTicketRow = Awaited<ReturnType<typeof walletTickets>>[number];
