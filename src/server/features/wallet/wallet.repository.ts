import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema";

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
