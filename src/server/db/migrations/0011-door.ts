import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * The door and after the sale.
 *
 * - `door_staff`: a role that checks tickets in and nothing else.
 * - `bookings.ticket_version`: grows when a ticket is transferred or re-issued, so the code of an
 *   earlier version is superseded; `bookings.transfer_to` is the address of a recipient who has no
 *   account yet (the ticket becomes theirs when they sign in with it).
 * - `ticket_transfers`: every transfer, kept for admins (who, to whom, when, which versions).
 * - `ticket_scans`: every scan a scanner uploaded, with the answer it got; `(event_id, nonce)` is
 *   unique, so a scan uploaded again answers what it answered the first time.
 * - `ticket_checkins`: a ticket's admission; the booking is its key, so across every device and
 *   instance the first scan that is recorded wins.
 * - `instances.ticket_key`: every instance sharing a database must sign tickets with one key.
 */
export const door: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    if (sqlite) await rebuildSqliteUserRoles(db);
    else {
      await sql`alter table user_roles drop constraint user_roles_role`.execute(db);
      await sql`alter table user_roles add constraint user_roles_role check (${ROLES})`.execute(db);
    }

    await db.schema
      .alterTable("bookings")
      .addColumn("ticket_version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable("bookings").addColumn("transfer_to", "text").execute();
    await db.schema.alterTable("instances").addColumn("ticket_key", "text").execute();
    await db.schema.createIndex("bookings_transfer_to").on("bookings").column("transfer_to").execute();

    await db.schema
      .createTable("ticket_transfers")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
      .addColumn("from_user_id", "text", (c) => c.notNull().references("profiles.id"))
      .addColumn("from_email", "text", (c) => c.notNull())
      .addColumn("to_email", "text", (c) => c.notNull())
      .addColumn("to_user_id", "text", (c) => c.references("profiles.id"))
      .addColumn("from_version", "integer", (c) => c.notNull())
      .addColumn("to_version", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("claimed_at", "text")
      .execute();
    await db.schema
      .createIndex("ticket_transfers_booking")
      .on("ticket_transfers")
      .columns(["booking_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("ticket_transfers_from")
      .on("ticket_transfers")
      .columns(["from_user_id", "created_at"])
      .execute();

    await db.schema
      .createTable("ticket_scans")
      .addColumn("id", "integer", (c) =>
        sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedAlwaysAsIdentity(),
      )
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id"))
      .addColumn("nonce", "text", (c) => c.notNull())
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("gate", "text", (c) => c.notNull())
      .addColumn("booking_id", "text", (c) => c.references("bookings.id"))
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("result", "text", (c) => c.notNull())
      .addColumn("scanned_at", "text", (c) => c.notNull())
      .addColumn("recorded_at", "text", (c) => c.notNull())
      .addColumn("recorded_by", "text", (c) => c.notNull().references("profiles.id"))
      .addUniqueConstraint("ticket_scans_nonce", ["event_id", "nonce"])
      .addCheckConstraint("ticket_scans_outcome", sql`outcome in ('admitted', 'already_admitted', 'invalid')`)
      .execute();

    await db.schema
      .createTable("ticket_checkins")
      .addColumn("booking_id", "text", (c) => c.primaryKey().references("bookings.id"))
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id"))
      .addColumn("gate", "text", (c) => c.notNull())
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("scanned_at", "text", (c) => c.notNull())
      .addColumn("recorded_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("ticket_checkins_event").on("ticket_checkins").columns(["event_id", "gate"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("ticket_checkins").execute();
    await db.schema.dropTable("ticket_scans").execute();
    await db.schema.dropTable("ticket_transfers").execute();
    await db.schema.alterTable("instances").dropColumn("ticket_key").execute();
    await db.schema.dropIndex("bookings_transfer_to").execute();
    await db.schema.alterTable("bookings").dropColumn("transfer_to").execute();
    await db.schema.alterTable("bookings").dropColumn("ticket_version").execute();
  },
};

const ROLES = sql.raw("role in ('admin', 'event_manager', 'door_staff')");

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
      if (broken.rows.length > 0) throw new Error(`0011-door: ${broken.rows.length} rows break a foreign key`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
