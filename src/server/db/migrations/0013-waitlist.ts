import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * The waitlist of a sold-out event (`waitlist_entries`): one row each time an account joins.
 *
 * - `id` is the arrival order: the line is the event's waiting rows by id.
 * - `status`: `waiting` in line; `offered` while seats are held for the person (`offer_order_id`,
 *   a held order that lapses like any hold); `bought` once that order was paid; `expired` when it
 *   lapsed unpaid; `left` when the person left. Only `waiting` and `offered` are live, and an
 *   account has at most one live row per event (a partial unique index), so joining twice or two
 *   instances offering at once cannot put anyone in line twice.
 * - `count` (1-10), `max_price_cents` (null: any price) and `language` (of the offer mail) are what
 *   the person asked for when joining.
 */
export const waitlist: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable("waitlist_entries")
      .addColumn("id", "integer", (c) =>
        sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedAlwaysAsIdentity(),
      )
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("profiles.id").onDelete("cascade"))
      .addColumn("count", "integer", (c) => c.notNull().check(sql`count between 1 and 10`))
      .addColumn("max_price_cents", "integer", (c) => c.check(sql`max_price_cents > 0`))
      .addColumn("language", "text", (c) => c.notNull().check(sql`language in ('en', 'es')`))
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status in ('waiting', 'offered', 'bought', 'left', 'expired')`),
      )
      .addColumn("offer_order_id", "text", (c) => c.references("orders.id"))
      .addColumn("offered_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await sql`create unique index waitlist_entries_live on waitlist_entries (event_id, user_id)
      where status in ('waiting', 'offered')`.execute(db);
    await db.schema
      .createIndex("waitlist_entries_line")
      .on("waitlist_entries")
      .columns(["status", "event_id", "id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("waitlist_entries").execute();
  },
};
