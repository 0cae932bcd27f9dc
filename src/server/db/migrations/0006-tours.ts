import { type Kysely, type Migration, sql } from "kysely";

/**
 * One confirmed tour booking per person and date. A booking is one spot and the
 * confirmation names one person, so a second booking of the same date by the same account is
 * refused: it also keeps one account from filling a date on its own. Cancelled rows stay as
 * history and do not count.
 */
export const tours: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create unique index tour_bookings_one_per_user_and_date on tour_bookings (user_id, tour_date)
      where status = 'confirmed'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("tour_bookings_one_per_user_and_date").execute();
  },
};
