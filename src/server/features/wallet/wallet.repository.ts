import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

/**
 * A ticket as its wallet pass shows it: the booking with its seat, event and holder, and the
 * times of everything that changes the pass (the order's refunds and voids, the event's edits and
 * cancellation, the ticket's transfers). Held or released bookings were never tickets: none.
 */
export function findWalletTickets(db: Kysely<DB>, bookingIds: readonly string[]) {
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

export type WalletTicketRow = Awaited<ReturnType<typeof findWalletTickets>>[number];

/** Registers a device for a pass; false when it was registered already (its push token is renewed). */
export async function registerDevice(
  db: Kysely<DB>,
  registration: { deviceId: string; passTypeId: string; serial: string; pushToken: string; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("wallet_registrations")
    .values({
      device_id: registration.deviceId,
      pass_type_id: registration.passTypeId,
      serial_number: registration.serial,
      push_token: registration.pushToken,
      created_at: registration.at,
    })
    .onConflict((oc) => oc.columns(["device_id", "pass_type_id", "serial_number"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  await db
    .updateTable("wallet_registrations")
    .set({ push_token: registration.pushToken })
    .where("device_id", "=", registration.deviceId)
    .where("pass_type_id", "=", registration.passTypeId)
    .where("serial_number", "=", registration.serial)
    .execute();
  return false;
}

export function unregisterDevice(db: Kysely<DB>, deviceId: string, passTypeId: string, serial: string) {
  return db
    .deleteFrom("wallet_registrations")
    .where("device_id", "=", deviceId)
    .where("pass_type_id", "=", passTypeId)
    .where("serial_number", "=", serial)
    .executeTakeFirst();
}

/** The serial numbers of the passes a device holds of one pass type. */
export async function findRegisteredSerials(db: Kysely<DB>, deviceId: string, passTypeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("wallet_registrations")
    .select("serial_number")
    .where("device_id", "=", deviceId)
    .where("pass_type_id", "=", passTypeId)
    .execute();
  return rows.map((row) => row.serial_number);
}
