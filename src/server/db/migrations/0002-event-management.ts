import type { Kysely, Migration } from "kysely";

/**
 * A venue rental is paid before its event exists. When creating the event fails after the
 * payment, the order stays paid and the reason is kept here, so admins can list those orders
 * and retry them. Orders are also looked up by event (deletion, the rental paid for an event).
 */
export const eventManagement: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("orders").addColumn("fulfilment_error", "text").execute();
    await db.schema.createIndex("orders_event").on("orders").column("event_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("orders_event").execute();
    await db.schema.alterTable("orders").dropColumn("fulfilment_error").execute();
  },
};
