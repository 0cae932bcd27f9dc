import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * Money a venue can go live with.
 *
 * - A paid record is never erased: orders and bookings no longer cascade away with their event or
 *   order (the database refuses the delete; an event with orders is cancelled instead), and they
 *   gain the `refunded` and `void` states.
 * - `payment_ledger`: every charge, refund, reversal and dispute as an append-only row. A row that
 *   could not be applied to its order (lapsed hold, already paid, wrong amount) is `flagged` for an
 *   admin; `(provider, kind, provider_ref)` is unique, so a replayed notification changes nothing.
 * - Events can be cancelled (kept, with the reason) and carry their own per-account seat limit.
 * - The mail outbox is delivered by a worker: attempts, the next attempt's time and the last error.
 * - `rate_limit_hits`: fixed-window counters that every instance sharing the database sees.
 * - `event_changes`: a manager's edit of an approved event, waiting for an admin.
 */
export const money: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    if (sqlite) await rebuildSqliteOrders(db);
    else await alterPostgresOrders(db);

    await db.schema.alterTable("events").addColumn("cancelled_at", "text").execute();
    await db.schema.alterTable("events").addColumn("cancel_reason", "text").execute();
    await db.schema.alterTable("events").addColumn("cancelled_by", "text").execute();
    await db.schema.alterTable("events").addColumn("max_seats_per_account", "integer").execute();

    await db.schema
      .createTable("payment_ledger")
      .addColumn("id", "integer", (c) =>
        sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedAlwaysAsIdentity(),
      )
      .addColumn("order_id", "text", (c) => c.references("orders.id"))
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("provider_ref", "text", (c) => c.notNull())
      .addColumn("amount_cents", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull().defaultTo("USD"))
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("reason", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("settled_at", "text")
      .addColumn("settled_by", "text")
      .addCheckConstraint("payment_ledger_kind", sql`kind in ('charge', 'refund', 'reversal', 'dispute')`)
      .addCheckConstraint("payment_ledger_state", sql`state in ('applied', 'flagged', 'pending', 'settled')`)
      .addCheckConstraint("payment_ledger_amount", sql`amount_cents >= 0`)
      .execute();
    await sql`create unique index payment_ledger_provider_ref on payment_ledger (provider, kind, provider_ref)`.execute(
      db,
    );
    await db.schema.createIndex("payment_ledger_order").on("payment_ledger").column("order_id").execute();
    await db.schema.createIndex("payment_ledger_state").on("payment_ledger").columns(["state", "created_at"]).execute();

    await db.schema
      .alterTable("mail_outbox")
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("mail_outbox").addColumn("next_attempt_at", "text").execute();
    await db.schema.alterTable("mail_outbox").addColumn("last_error", "text").execute();
    await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();

    await db.schema
      .createTable("rate_limit_hits")
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .addColumn("hits", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("rate_limit_hits_pk", ["key", "window_start"])
      .execute();

    await db.schema
      .createTable("event_changes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id"))
      .addColumn("requested_by", "text", (c) => c.references("profiles.id").onDelete("set null"))
      .addColumn("changes", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("price_delta_cents", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("decided_at", "text")
      .addColumn("decided_by", "text")
      .addCheckConstraint("event_changes_status", sql`status in ('pending', 'approved', 'rejected', 'withdrawn')`)
      .execute();
    await db.schema.createIndex("event_changes_event").on("event_changes").columns(["event_id", "status"]).execute();
  },

  async down() {
    throw new Error("0007-money cannot be undone: it keeps money records that must never be dropped");
  },
};

const ORDER_STATUSES = sql`status in ('held', 'paid', 'complimentary', 'expired', 'cancelled', 'refunded')`;
const BOOKING_STATUSES = sql`payment_status in ('held', 'completed', 'complimentary', 'released', 'refunded', 'void')`;

/** PostgreSQL changes constraints in place. */
async function alterPostgresOrders(db: Kysely<unknown>) {
  await sql`alter table orders drop constraint orders_status`.execute(db);
  await sql`alter table orders add constraint orders_status check (${ORDER_STATUSES})`.execute(db);
  await sql`alter table orders add column refunded_cents integer not null default 0`.execute(db);
  await sql`alter table orders add column checkout_ref text`.execute(db);
  await sql`alter table orders drop constraint orders_event_id_fkey`.execute(db);
  await sql`alter table orders add constraint orders_event_id_fkey foreign key (event_id) references events (id)`.execute(
    db,
  );
  await sql`alter table bookings drop constraint bookings_payment_status`.execute(db);
  await sql`alter table bookings add constraint bookings_payment_status check (${BOOKING_STATUSES})`.execute(db);
  await sql`alter table bookings drop constraint bookings_order_id_fkey`.execute(db);
  await sql`alter table bookings add constraint bookings_order_id_fkey foreign key (order_id) references orders (id)`.execute(
    db,
  );
  await sql`alter table bookings drop constraint bookings_event_id_fkey`.execute(db);
  await sql`alter table bookings add constraint bookings_event_id_fkey foreign key (event_id) references events (id)`.execute(
    db,
  );
  await sql`create unique index orders_checkout_ref on orders (provider, checkout_ref) where checkout_ref is not null`.execute(
    db,
  );
}

/**
 * SQLite cannot change a constraint in place: the two tables are rebuilt with foreign keys off
 * (so dropping the old table cascades nothing) inside one transaction, then checked.
 */
async function rebuildSqliteOrders(db: Kysely<unknown>) {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`create table orders_new (
        id text primary key,
        user_id text not null references profiles (id),
        event_id text references events (id),
        kind text not null,
        status text not null,
        total_cents integer not null,
        currency text not null default 'USD',
        provider text,
        provider_ref text,
        details text,
        expires_at text,
        paid_at text,
        created_at text not null,
        updated_at text not null,
        fulfilment_error text,
        refunded_cents integer not null default 0,
        checkout_ref text,
        constraint orders_kind check (kind in ('tickets', 'venue_rental')),
        constraint orders_status check (${ORDER_STATUSES}),
        constraint orders_total check (total_cents >= 0)
      )`.execute(trx);
      await sql`insert into orders_new (id, user_id, event_id, kind, status, total_cents, currency, provider,
        provider_ref, details, expires_at, paid_at, created_at, updated_at, fulfilment_error)
        select id, user_id, event_id, kind, status, total_cents, currency, provider, provider_ref, details,
        expires_at, paid_at, created_at, updated_at, fulfilment_error from orders`.execute(trx);
      await sql`drop table orders`.execute(trx);
      await sql`alter table orders_new rename to orders`.execute(trx);
      await sql`create index orders_user on orders (user_id, created_at)`.execute(trx);
      await sql`create index orders_held_expiry on orders (status, expires_at)`.execute(trx);
      await sql`create index orders_event on orders (event_id)`.execute(trx);
      await sql`create unique index orders_provider_ref on orders (provider, provider_ref) where provider_ref is not null`.execute(
        trx,
      );
      await sql`create unique index orders_checkout_ref on orders (provider, checkout_ref) where checkout_ref is not null`.execute(
        trx,
      );

      await sql`create table bookings_new (
        id text primary key,
        order_id text not null references orders (id),
        user_id text not null references profiles (id),
        seat_id text not null references seats (id) on delete cascade,
        event_id text not null references events (id),
        total_amount_cents integer not null,
        payment_status text not null,
        user_email text not null,
        user_name text not null,
        booking_date text not null,
        constraint bookings_payment_status check (${BOOKING_STATUSES})
      )`.execute(trx);
      await sql`insert into bookings_new (id, order_id, user_id, seat_id, event_id, total_amount_cents,
        payment_status, user_email, user_name, booking_date)
        select id, order_id, user_id, seat_id, event_id, total_amount_cents, payment_status, user_email,
        user_name, booking_date from bookings`.execute(trx);
      await sql`drop table bookings`.execute(trx);
      await sql`alter table bookings_new rename to bookings`.execute(trx);
      await sql`create unique index bookings_one_live_claim_per_seat on bookings (event_id, seat_id)
        where payment_status in ('held', 'completed', 'complimentary')`.execute(trx);
      await sql`create index bookings_order on bookings (order_id)`.execute(trx);
      await sql`create index bookings_user on bookings (user_id, booking_date)`.execute(trx);
      await sql`create index bookings_event_status on bookings (event_id, payment_status)`.execute(trx);

      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`0007-money: ${broken.rows.length} rows break a foreign key`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
