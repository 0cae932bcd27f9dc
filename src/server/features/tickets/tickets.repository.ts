import type { Insertable, Kysely, Transaction } from "kysely";
import type { DB, TicketTransfersTable } from "#server/db/schema";

/** One of the user's own tickets (a paid or complimentary booking) with its order's event. */
export function findOwnTicket(db: Kysely<DB>, userId: string, bookingId: string) {
  return (
    db
      .selectFrom("bookings")
      .innerJoin("events", "events.id", "bookings.event_id")
      .select(["bookings.order_id", "events.title", "events.event_date", "events.venue", "events.rental_hours"])
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

/**
 * The latest transfer of each of these tickets: who passed it on, to whom, when. Empty when none
 * of them was ever transferred.
 */
export async function findLatestTransfers(db: Kysely<DB>, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .selectFrom("ticket_transfers")
    .select(["booking_id", "from_email", "to_email", "created_at"])
    .where("booking_id", "in", bookingIds)
    .orderBy("created_at", "desc")
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.booking_id)) latest.set(row.booking_id, row);
  return [...latest.values()];
}

/** What every listed ticket shows of its booking, seat, event and order. */
export type TicketRow = Omit<
  Awaited<ReturnType<typeof findTransferredAwayOfUser>>[number],
  "to_email" | "to_version" | "transferred_at"
>;

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
  "events.id as event_id",
  "events.title",
  "events.description",
  "events.event_date",
  "events.venue",
  "events.cancelled_at",
  "events.cancel_reason",
  "orders.provider",
  "orders.paid_at",
] as const;

/**
 * Every ticket the user has had, newest booking first: paid and complimentary seats, and those
 * given back (refunded, or voided when the provider took the money back), with their event and
 * whether the venue cancelled it. Holds that were never paid were no tickets and are left out.
 */
export function findTicketHistoryOfUser(db: Kysely<DB>, userId: string) {
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

/** The user's ticket order for an event that is still held and has not lapsed, newest first. */
export function findOpenHoldId(db: Kysely<DB>, userId: string, eventId: string, nowIso: string) {
  return db
    .selectFrom("orders")
    .select("id")
    .where("user_id", "=", userId)
    .where("event_id", "=", eventId)
    .where("kind", "=", "tickets")
    .where("status", "=", "held")
    .where("expires_at", ">", nowIso)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

// --- Transfers ----------------------------------------------------------------------------------

/** The order a booking belongs to and who holds it: read before locking, since the order is locked first. */
export function findBookingOrder(db: Kysely<DB>, bookingId: string) {
  return db.selectFrom("bookings").select(["order_id", "user_id"]).where("id", "=", bookingId).executeTakeFirst();
}

/** What a transfer checks and mails about a booking: its seat, its event and whether it was admitted. */
export function findTransferSubject(trx: Transaction<DB>, booking: { seat_id: string; event_id: string; id: string }) {
  return trx
    .selectFrom("seats")
    .innerJoin("events", "events.id", "seats.event_id")
    .leftJoin("ticket_checkins", (join) => join.on("ticket_checkins.booking_id", "=", booking.id))
    .select([
      "seats.section",
      "seats.row_number",
      "seats.seat_number",
      "events.title",
      "events.event_date",
      "events.venue",
      "events.cancelled_at",
      "ticket_checkins.scanned_at as checked_in_at",
    ])
    .where("seats.id", "=", booking.seat_id)
    .where("events.id", "=", booking.event_id)
    .executeTakeFirst();
}

/** The account whose (lower-case) address this is, if any. */
export function findProfileByEmail(db: Kysely<DB> | Transaction<DB>, email: string) {
  return db
    .selectFrom("profiles")
    .select(["id", "email", "full_name", "email_verified"])
    .where("email", "=", email)
    .executeTakeFirst();
}

/**
 * Passes a locked booking on: its version grows (codes of the old one admit nobody from now) and
 * it gets its new holder — an account, or an address that has none yet. Only the version it was
 * read at changes, so a transfer decided on stale data changes nothing (answers false).
 */
export async function passBookingOn(
  trx: Transaction<DB>,
  booking: { id: string; user_id: string; ticket_version: number },
  to: { userId: string; email: string; name: string } | { address: string },
): Promise<boolean> {
  const holder =
    "userId" in to
      ? { user_id: to.userId, user_email: to.email, user_name: to.name, transfer_to: null }
      : { user_email: to.address, user_name: to.address, transfer_to: to.address };
  const changed = await trx
    .updateTable("bookings")
    .set({ ticket_version: booking.ticket_version + 1, ...holder })
    .where("id", "=", booking.id)
    .where("user_id", "=", booking.user_id)
    .where("ticket_version", "=", booking.ticket_version)
    .where("transfer_to", "is", null)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

export function insertTransfer(trx: Transaction<DB>, row: Insertable<TicketTransfersTable>) {
  return trx.insertInto("ticket_transfers").values(row).execute();
}

/** Bookings passed on to this address while it had no account, with their orders (to lock first). */
export function findPendingTransfersTo(db: Kysely<DB>, email: string) {
  return db
    .selectFrom("bookings")
    .select(["id", "order_id"])
    .where("transfer_to", "=", email)
    .orderBy("order_id")
    .orderBy("id")
    .execute();
}

/**
 * A locked booking passed on to `email` becomes the account's: its holder is the account, the
 * pending address is cleared, and its open transfer rows name the account and when it claimed
 * them. Answers false when the booking is no longer waiting for this address.
 */
export async function claimBooking(
  trx: Transaction<DB>,
  bookingId: string,
  claimant: { userId: string; email: string; name: string },
  at: string,
): Promise<boolean> {
  const claimed = await trx
    .updateTable("bookings")
    .set({ user_id: claimant.userId, user_email: claimant.email, user_name: claimant.name, transfer_to: null })
    .where("id", "=", bookingId)
    .where("transfer_to", "=", claimant.email)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable("ticket_transfers")
    .set({ to_user_id: claimant.userId, claimed_at: at })
    .where("booking_id", "=", bookingId)
    .where("to_email", "=", claimant.email)
    .where("to_user_id", "is", null)
    .execute();
  return true;
}

/**
 * Tickets the user passed on that now belong to someone else, newest booking first, each once,
 * with the user's own last transfer of it (to whom, when). A ticket that came back to the user is
 * theirs again and is left out here: it is listed as held.
 */
export async function findTransferredAwayOfUser(db: Kysely<DB>, userId: string) {
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
