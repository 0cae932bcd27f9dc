import type { Transaction } from "kysely";
import { forUpdate } from "#server/db/locks";
import type { DB } from "#server/db/schema";

/**
 * One booking row, locked until the transaction ends, with what deciding on it needs: its order,
 * holder, event, seat, state and ticket version. Whoever also changes its order locks the order
 * first (lockOrder), then this row — a refund, a transfer — so two of them never wait for each
 * other in opposite orders; the door locks only the booking, so a refund waits for a scan or the
 * scan for the refund, never both.
 */
export function lockBooking(trx: Transaction<DB>, bookingId: string) {
  return forUpdate(
    trx,
    trx
      .selectFrom("bookings")
      .select(["id", "order_id", "user_id", "event_id", "seat_id", "payment_status", "ticket_version", "transfer_to"])
      .where("id", "=", bookingId),
  ).executeTakeFirst();
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

/**
 * A locked booking passed on to the claimant's address becomes the account's: its holder is the
 * account and the pending address is cleared. Answers false when the booking is no longer waiting
 * for this address.
 */
export async function takeOverPendingBooking(
  trx: Transaction<DB>,
  bookingId: string,
  claimant: { userId: string; email: string; name: string },
): Promise<boolean> {
  const claimed = await trx
    .updateTable("bookings")
    .set({ user_id: claimant.userId, user_email: claimant.email, user_name: claimant.name, transfer_to: null })
    .where("id", "=", bookingId)
    .where("transfer_to", "=", claimant.email)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
