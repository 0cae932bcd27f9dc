import type { Kysely, Transaction } from "kysely";
import type { SeatSpec } from "#domain/seating/layouts";
import type { DB } from "./schema";

/**
 * Writes an event's generated seats in batches; seats another request generated first are left
 * as they are. Shared by the seating feature (an event's layout) and the demo seed.
 */
export async function insertSeats(
  db: Kysely<DB> | Transaction<DB>,
  eventId: string,
  seats: readonly SeatSpec[],
  batchSize: number,
) {
  for (let i = 0; i < seats.length; i += batchSize) {
    const rows = seats.slice(i, i + batchSize).map((s) => ({
      id: s.id,
      event_id: eventId,
      section: s.section,
      row_number: s.row,
      seat_number: s.seat,
      price_cents: s.priceCents,
      access: s.access,
    }));
    await db
      .insertInto("seats")
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
