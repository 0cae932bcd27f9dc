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
