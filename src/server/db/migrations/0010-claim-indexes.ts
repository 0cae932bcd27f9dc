import type { Kysely, Migration } from "kysely";

/**
 * Every hold counts the account's seats on the event (its per-account limit) and looks for its
 * recent releases of the same seats (the re-hold wait): both look bookings up by account and
 * event, which the account's index by booking date alone answered by reading all its bookings.
 */
export const claimIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("bookings_user_event")
      .on("bookings")
      .columns(["user_id", "event_id", "payment_status"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("bookings_user_event").execute();
  },
};
