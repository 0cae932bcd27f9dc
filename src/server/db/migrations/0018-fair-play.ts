import { type Kysely, type Migration, sql } from "kysely";

/**
 * Fair play: an event's own cap on wheelchair spaces per account (null: the site's default), and
 * the network a hold came from (a keyed hash of the client's network, never the address), which
 * the wait before re-holding a released space and the per-network seat window read. The index
 * serves those reads: one network's recent orders of one event.
 */
export const fairPlay: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("events").addColumn("max_accessible_spaces_per_account", "integer").execute();
    await db.schema.alterTable("orders").addColumn("network", "text").execute();
    await sql`create index orders_network on orders (event_id, network, created_at) where network is not null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index orders_network`.execute(db);
    await db.schema.alterTable("orders").dropColumn("network").execute();
    await db.schema.alterTable("events").dropColumn("max_accessible_spaces_per_account").execute();
  },
};
