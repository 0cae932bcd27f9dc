import type { Kysely, Migration } from "kysely";

/**
 * Apple Wallet's pass web service: which devices hold which pass. A device registers a pass it
 * added (with the token Apple's push service knows it by) and unregisters it when the pass is
 * removed; `(device, pass type, serial)` is the key, so registering again changes nothing.
 */
export const wallet: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("wallet_registrations")
      .addColumn("device_id", "text", (c) => c.notNull())
      .addColumn("pass_type_id", "text", (c) => c.notNull())
      .addColumn("serial_number", "text", (c) => c.notNull().references("bookings.id"))
      .addColumn("push_token", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("wallet_registrations_pk", ["device_id", "pass_type_id", "serial_number"])
      .execute();
    await db.schema
      .createIndex("wallet_registrations_serial")
      .on("wallet_registrations")
      .column("serial_number")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("wallet_registrations").execute();
  },
};
