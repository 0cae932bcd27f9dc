import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * The box-office window.
 *
 * - `box_office`: a role that sells at the venue's window (cash, the venue's card terminal, or
 *   Stripe Checkout on the buyer's phone) and reads its own shift report.
 * - `orders.channel`: where an order was made — `online`, `window` or `complimentary`. Existing
 *   orders are online, except complimentary ones (an admin's, settled at no charge).
 * - `orders.operator_id`: the staff member who sold a window order (null online).
 * - `orders.payment_method`: how it was paid — `card` (online card or Stripe), `paypal`, `cash`,
 *   `card_terminal` or `complimentary`; null while unpaid. Existing paid orders take it from
 *   their provider.
 * - `orders.payment_reference`: the venue card terminal's own reference for a window card sale.
 */
export const boxOfficeWindow: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    if (sqlite) await rebuildSqliteUserRoles(db);
    else {
      await sql`alter table user_roles drop constraint user_roles_role`.execute(db);
      await sql`alter table user_roles add constraint user_roles_role check (${ROLES})`.execute(db);
    }

    await db.schema
      .alterTable("orders")
      .addColumn("channel", "text", (c) =>
        c.notNull().defaultTo("online").check(sql`channel in ('online', 'window', 'complimentary')`),
      )
      .execute();
    await db.schema.alterTable("orders").addColumn("operator_id", "text").execute();
    await db.schema
      .alterTable("orders")
      .addColumn("payment_method", "text", (c) =>
        c.check(sql`payment_method in ('card', 'paypal', 'cash', 'card_terminal', 'complimentary')`),
      )
      .execute();
    await db.schema.alterTable("orders").addColumn("payment_reference", "text").execute();

    await sql`update orders set channel = 'complimentary' where provider = 'complimentary' or status = 'complimentary'`.execute(
      db,
    );
    await sql`update orders set payment_method = case
        when provider = 'complimentary' or status = 'complimentary' then 'complimentary'
        when provider = 'paypal' then 'paypal'
        else 'card' end
      where paid_at is not null`.execute(db);

    await db.schema.createIndex("orders_operator").on("orders").columns(["operator_id", "paid_at"]).execute();
    await db.schema.createIndex("orders_event_paid").on("orders").columns(["event_id", "paid_at"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("orders_event_paid").execute();
    await db.schema.dropIndex("orders_operator").execute();
    await db.schema.alterTable("orders").dropColumn("payment_reference").execute();
    await db.schema.alterTable("orders").dropColumn("payment_method").execute();
    await db.schema.alterTable("orders").dropColumn("operator_id").execute();
    await db.schema.alterTable("orders").dropColumn("channel").execute();
  },
};

const ROLES = sql.raw("role in ('admin', 'event_manager', 'door_staff', 'box_office')");

/** SQLite cannot change a constraint in place: the table is rebuilt with foreign keys off, in one transaction. */
async function rebuildSqliteUserRoles(db: Kysely<unknown>) {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`create table user_roles_new (
        user_id text not null references profiles (id) on delete cascade,
        role text not null,
        created_at text not null,
        constraint user_roles_pk primary key (user_id, role),
        constraint user_roles_role check (${ROLES})
      )`.execute(trx);
      await sql`insert into user_roles_new (user_id, role, created_at) select user_id, role, created_at from user_roles`.execute(
        trx,
      );
      await sql`drop table user_roles`.execute(trx);
      await sql`alter table user_roles_new rename to user_roles`.execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`0021-window: ${broken.rows.length} rows break a foreign key`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
