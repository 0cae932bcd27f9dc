import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";
import { bookingSeatsOfEvent } from "#server/features/orders";

/** Every transfer of the event's tickets, oldest first, with the seat each one passed on. */
export function findTransfersOfEvent(db: Kysely<DB>, eventId: string) {
  return db
    .selectFrom("ticket_transfers")
    .innerJoin(bookingSeatsOfEvent(db, eventId).as("booked"), "booked.booking_id", "ticket_transfers.booking_id")
    .select([
      "ticket_transfers.from_email",
      "ticket_transfers.to_email",
      "ticket_transfers.created_at",
      "ticket_transfers.claimed_at",
      "booked.seat_id",
      "booked.section",
      "booked.row_number",
      "booked.seat_number",
    ])
    .orderBy("ticket_transfers.created_at")
    .orderBy("ticket_transfers.id")
    .execute();
}

export type TransferRow = Awaited<ReturnType<typeof findTransfersOfEvent>>[number];
