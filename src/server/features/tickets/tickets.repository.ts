import type { Insertable, Kysely, Transaction } from "kysely";
import type { DB, TicketTransfersTable } from "#server/db/schema";
import { takeOverPendingBooking } from "#server/features/orders";

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
      "seats.access",
      "events.title",
      "events.title_es",
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

export function insertTransfer(trx: Transaction<DB>, row: Insertable<TicketTransfersTable>) {
  return trx.insertInto("ticket_transfers").values(row).execute();
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
  if (!(await takeOverPendingBooking(trx, bookingId, claimant))) return false;
  await trx
    .updateTable("ticket_transfers")
    .set({ to_user_id: claimant.userId, claimed_at: at })
    .where("booking_id", "=", bookingId)
    .where("to_email", "=", claimant.email)
    .where("to_user_id", "is", null)
    .execute();
  return true;
}
