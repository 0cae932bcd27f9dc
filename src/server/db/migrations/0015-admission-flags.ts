import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * A refund that reaches a ticket the door already admitted: the money goes back and the admission
 * stands, so the ledger flags the ticket for an admin in a row of its own kind, `admission`. It
 * moves no money (its amount is what the ticket's refund gave back, for the admin to read); its
 * reference names the booking, so `(provider, kind, provider_ref)` keeps it to one per ticket.
 *
 * PostgreSQL replaces the kind's check; SQLite cannot alter a check, so the ledger is rebuilt with
 * the same rows, ids and indexes.
 */
const KINDS = sql`kind in ('charge', 'refund', 'reversal', 'dispute', 'admission')`;
const KINDS_BEFORE = sql`kind in ('charge', 'refund', 'reversal', 'dispute')`;

export const admissionFlags: Migration = {
  async up(db: Kysely<unknown>) {
    await replaceKindCheck(db, KINDS);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from payment_ledger where kind = 'admission'`.execute(db);
    await replaceKindCheck(db, KINDS_BEFORE);
  },
};

async function replaceKindCheck(db: Kysely<unknown>, kinds: ReturnType<typeof sql>) {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table payment_ledger drop constraint payment_ledger_kind`.execute(db);
    await sql`alter table payment_ledger add constraint payment_ledger_kind check (${kinds})`.execute(db);
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`create table payment_ledger_new (
        id integer primary key autoincrement,
        order_id text references orders (id),
        provider text not null,
        kind text not null,
        provider_ref text not null,
        amount_cents integer not null,
        currency text not null default 'USD',
        state text not null,
        reason text,
        created_at text not null,
        settled_at text,
        settled_by text,
        constraint payment_ledger_kind check (${kinds}),
        constraint payment_ledger_state check (state in ('applied', 'flagged', 'pending', 'settled')),
        constraint payment_ledger_amount check (amount_cents >= 0)
      )`.execute(trx);
      await sql`insert into payment_ledger_new (id, order_id, provider, kind, provider_ref, amount_cents, currency,
        state, reason, created_at, settled_at, settled_by)
        select id, order_id, provider, kind, provider_ref, amount_cents, currency, state, reason, created_at,
        settled_at, settled_by from payment_ledger`.execute(trx);
      // Ids are never given twice: the new table goes on from the old one's last id.
      await sql`delete from sqlite_sequence where name = 'payment_ledger_new'`.execute(trx);
      await sql`insert into sqlite_sequence (name, seq)
        select 'payment_ledger_new', seq from sqlite_sequence where name = 'payment_ledger'`.execute(trx);
      await sql`drop table payment_ledger`.execute(trx);
      await sql`alter table payment_ledger_new rename to payment_ledger`.execute(trx);
      await sql`create unique index payment_ledger_provider_ref on payment_ledger (provider, kind, provider_ref)`.execute(
        trx,
      );
      await sql`create index payment_ledger_order on payment_ledger (order_id)`.execute(trx);
      await sql`create index payment_ledger_state on payment_ledger (state, created_at)`.execute(trx);

      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0)
        throw new Error(`0015-admission-flags: ${broken.rows.length} rows break a foreign key`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
